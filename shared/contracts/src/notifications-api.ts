// Contracts of the notification preferences: what a signed-in user wants to
// hear about by mail, and a low-balance alert threshold per card they own. Money in cents.
import {
  Body,
  Cents,
  Checked,
  Nullable,
  Row,
  Type,
  type Static,
} from '@qcard/contracts/schema-parts';

export const CardAlert = Row({
  cardId: Type.Integer(),
  serialNumber: Type.String(),
  nickname: Nullable(Type.String()),
  /** null: no alert on this card. */
  thresholdCents: Nullable(Cents),
});
export type CardAlert = Static<typeof CardAlert>;

export const NotificationSettings = Row({
  receipts: Type.Boolean(),
  autoloadNotices: Type.Boolean(),
  /** 'en' / 'es'; null: mails follow the portal language. */
  mailLanguage: Nullable(Type.Union([Type.Literal('en'), Type.Literal('es')])),
  email: Type.String(),
  /** The caller's own cards (none for a sponsor). */
  cards: Type.Array(CardAlert),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/** /user/notifications: the caller's settings. */
export const NotificationsReadBody = Body({});

/** /user/notifications/update: every field, as the form sends it; 488 with the field's message when one is wrong, 485 for a card not the caller's. */
export const NotificationsUpdateBody = Body({
  receipts: Checked(Type.Boolean()),
  autoloadNotices: Checked(Type.Boolean()),
  mailLanguage: Checked(Nullable(Type.Union([Type.Literal('en'), Type.Literal('es')]))),
  cards: Checked(
    Type.Array(
      Row({ cardId: Type.Integer({ minimum: 1 }), thresholdCents: Nullable(Type.Integer()) }),
    ),
  ),
});
export type NotificationsUpdateRequest = Static<typeof NotificationsUpdateBody>;
