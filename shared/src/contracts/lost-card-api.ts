// Contracts of the lost-card calls (issue 22 items 3 and 6): /card/block, /card/transfer and the
// sponsor's /companycard/block, /companycard/transfer. Money in cents.
import { Body, Cents, contract, IdIn, Nullable, Row, TextIn, Type, type RequestOf, type ResponseOf } from '@qcard/shared/contracts/schema-parts';

export const LostCardOutcome = Row({
  cardId: Type.Integer(),
  serialNumber: Type.String(),
  status: Type.String({ examples: ['Blocked'] }),
  blockedAt: Nullable(Type.String()),
  blockedReason: Nullable(Type.String({ examples: ['Lost', 'Stolen'] })),
  transferredToCardId: Nullable(Type.Integer()),
  replacementSerialNumber: Nullable(Type.String()),
  transferredAt: Nullable(Type.String()),
  /** What this call moved (a retried transfer moves nothing: all zero); null for a block. */
  moved: Nullable(Row({ cents: Cents, reloads: Type.Integer(), subscriptions: Type.Integer() })),
});

export const BlockCard = contract(Body({ cardId: IdIn, reason: Type.Optional(TextIn) }, "reason: 'Lost' (default) or 'Stolen'"), LostCardOutcome);
export type BlockCardRequest = RequestOf<typeof BlockCard>;
export type LostCardResult = ResponseOf<typeof BlockCard>;

export const TransferCard = contract(Body({ cardId: IdIn, replacementCardId: IdIn }), LostCardOutcome);
export type TransferCardRequest = RequestOf<typeof TransferCard>;
