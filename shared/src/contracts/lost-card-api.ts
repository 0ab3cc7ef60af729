// Contracts of the lost-card calls (issue 22 items 3 and 6): /card/block, /card/transfer and the
// sponsor's /companycard/block, /companycard/transfer. Money in cents.
import { Body, Cents, contract, IdIn, Nullable, Row, TextIn, Type, type RequestOf, type ResponseOf } from '@qcard/shared/contracts/schema-parts';
import { BlockCardCall, TransferCardCall, BlockCompanyCardCall, TransferCompanyCardCall } from '@qcard/shared/contracts/lost-card-calls';

export const LostCardOutcome = Row({
  cardId: Type.Integer(),
  serialNumber: Type.String(),
  status: Type.String({ examples: ['Blocked'] }),
  blockedAt: Nullable(Type.String()),
  blockedReason: Nullable(Type.String({ examples: ['Lost', 'Stolen'] })),
  transferredToCardId: Nullable(Type.Integer()),
  replacementSerialNumber: Nullable(Type.String()),
  transferredAt: Nullable(Type.String()),
  /**
   * What this call moved (a retried transfer moves nothing: all zero); null for a block. `values`
   * says where each balance went: a fare type's stored value lands as money in the replacement's
   * own stored value, so the two product names can differ (names in the request's language).
   */
  moved: Nullable(
    Row({
      cents: Cents,
      reloads: Type.Integer(),
      subscriptions: Type.Integer(),
      values: Type.Array(Row({ cents: Cents, fromProduct: Type.String({ examples: ['Reduced Fare Stored Value'] }), toProduct: Type.String({ examples: ['Adult Stored Value'] }) })),
    }),
  ),
});

export const BlockCardBody = Body({ cardId: IdIn, reason: Type.Optional(TextIn) }, "reason: 'Lost' (default) or 'Stolen'");
export const BlockCard = contract(BlockCardCall, BlockCardBody, LostCardOutcome);
export const BlockCompanyCard = contract(BlockCompanyCardCall, BlockCardBody, LostCardOutcome);
export type BlockCardRequest = RequestOf<typeof BlockCard>;
export type LostCardResult = ResponseOf<typeof BlockCard>;

export const TransferCardBody = Body({ cardId: IdIn, replacementCardId: IdIn });
export const TransferCard = contract(TransferCardCall, TransferCardBody, LostCardOutcome);
export const TransferCompanyCard = contract(TransferCompanyCardCall, TransferCardBody, LostCardOutcome);
export type TransferCardRequest = RequestOf<typeof TransferCard>;
