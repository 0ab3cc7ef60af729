// Contracts of the lost-card calls: /card/block, /card/transfer and the
// sponsor's /companycard/block, /companycard/transfer. Money in cents.
import {
  Body,
  Cents,
  IdIn,
  Nullable,
  Row,
  TextIn,
  Type,
  type Static,
} from '@qcard/contracts/schema-parts';

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
      values: Type.Array(
        Row({
          cents: Cents,
          fromProduct: Type.String({ examples: ['Reduced Fare Stored Value'] }),
          toProduct: Type.String({ examples: ['Adult Stored Value'] }),
        }),
      ),
    }),
  ),
});

export const BlockCardBody = Body(
  { cardId: IdIn, reason: Type.Optional(TextIn) },
  "reason: 'Lost' (default) or 'Stolen'",
);
export type BlockCardRequest = Static<typeof BlockCardBody>;
export type LostCardResult = Static<typeof LostCardOutcome>;

export const TransferCardBody = Body({ cardId: IdIn, replacementCardId: IdIn });
export type TransferCardRequest = Static<typeof TransferCardBody>;
