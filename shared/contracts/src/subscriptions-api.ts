// Contracts of the patron subscription calls (SPEC section 7 'Subscriptions') and of the sponsor
// subscription table (/rssubscription/...): request body and SUCCESS data of each
// (docs/api-contracts.md). Money in cents. Changes go to the cart; the answers say so.
import {
  Body,
  Cents,
  Checked,
  IdIn,
  Nullable,
  Paged,
  PagedSearchFields,
  Row,
  TextIn,
  Type,
  type Static,
} from '@qcard/contracts/schema-parts';
import { CardExpiryAndAddressIn } from '@qcard/contracts/payment-fields';

export const PatronSubscriptionRow = Row({
  subscriptionId: Type.Integer(),
  cardId: Type.Integer(),
  contractId: Type.Integer(),
  serialNumber: Type.String(),
  /** The rider's name for the card. */
  nickname: Type.Optional(Nullable(Type.String())),
  profileName: Type.String(),
  contractName: Type.String(),
  contractType: Type.String(),
  maxNumberOfRecharges: Type.Integer(),
  threshold: Cents,
  rechargeValue: Cents,
  statusReason: Nullable(Type.String()),
  cardBrand: Nullable(Type.String()),
  cardLast4: Nullable(Type.String()),
});
export type PatronSubscriptionRow = Static<typeof PatronSubscriptionRow>;
export const ListSubscriptionsAnswer = Type.Array(PatronSubscriptionRow);

const ContractIn = { contractid: IdIn, cardSerialNumber: Type.Optional(TextIn) };

export const IsSubscriptionAllowedBody = Body({
  ...ContractIn,
  operation: Type.Optional(Checked(Type.Union([Type.Literal('add'), Type.Literal('manage')]))),
});
export const IsSubscriptionAllowedAnswer = Row({
  allowed: Type.Boolean(),
  description: Nullable(Type.String()),
  cardSerialNumber: Type.String(),
  subscriptionState: Type.Union([Type.Literal('Active'), Type.Literal('NoSubscription')]),
});
export type AllowedResult = Static<typeof IsSubscriptionAllowedAnswer>;

const CountIn = (description: string) =>
  Checked(
    Type.Integer({ minimum: 0 }),
    `${description}; 455-460 or 488 with the form's text otherwise`,
  );
/** The subscription form (SPEC 3): cents and a count. */
const FormFields = {
  contractid: IdIn,
  cardSerialNumber: TextIn,
  thresholdAmount: CountIn('Threshold, integer cents'),
  rechargevalue: CountIn('Recharge amount, integer cents'),
  maxRecharges: CountIn('Maximum recharges per month'),
};
/** Payment + address fields, the card number encrypted with /pbk.key. */
const PaymentFields = {
  firstName: Type.Optional(TextIn),
  lastName: Type.Optional(TextIn),
  cardNumber: Type.Optional(TextIn),
  /** The portal's card type code and last 4 digits; the API reads both from the decrypted number. */
  cardType: Type.Optional(Checked(Type.Integer())),
  cardLast4: Type.Optional(TextIn),
  ...CardExpiryAndAddressIn,
  phonenumber: Type.Optional(TextIn),
};
export const CartResult = Row({ itemId: Type.Integer(), cartCount: Type.Integer() });
export type CartResult = Static<typeof CartResult>;

export const AddSubscriptionBody = Body({ ...FormFields, ...PaymentFields });
export const UpdateSubscriptionBody = Body(FormFields);
export type SubscriptionForm = Static<typeof UpdateSubscriptionBody>;
export type PaymentPayload = Omit<Static<typeof AddSubscriptionBody>, keyof SubscriptionForm>;
export const DeleteSubscriptionBody = Body(ContractIn);

export const GetPaymentMethodBody = Body({ contractid: IdIn });
export const GetPaymentMethodAnswer = Row({
  contractid: Type.Integer(),
  cardSerialNumber: Type.String(),
  cardBrand: Nullable(Type.String()),
  cardLast4: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  month: Type.String(),
  year: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipcode: Type.String(),
  phonenumber: Type.String(),
  statusReason: Nullable(Type.String()),
});
export type PaymentMethodOnFile = Static<typeof GetPaymentMethodAnswer>;
export const UpdatePaymentMethodBody = Body({ ...ContractIn, ...PaymentFields });

/** A row of the sponsor subscription table (/rssubscription/search). */
export const SponsorSubscriptionRow = Row({
  employeeId: Type.Integer(),
  empId: Type.String(),
  employeeName: Type.String(),
  groupName: Nullable(Type.String()),
  contractName: Nullable(Type.String()),
  contractId: Nullable(Type.Integer()),
  /** The employee's Q Card (opens Single Subscribe for it), or null without a card. */
  cardId: Nullable(Type.Integer()),
  cardNumber: Nullable(Type.String()),
  /** Card status as the tables show it: Active (InCirculation) or Inactive. */
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]),
  subscriptionState: Type.Union([Type.Literal('Active'), Type.Literal('NoSubscription')]),
  refreshrate: Nullable(Cents),
  trigger: Nullable(Cents),
  maxFreq: Nullable(Type.Integer()),
  statusReason: Nullable(Type.String()),
  /**
   * The row's version: an opaque text that changes with the allocation, the
   * Active subscription and any change asked for it. A save or cancel names it and is refused
   * (507, HTTP 409, the rows as they are now in data) when the row moved on since.
   */
  recordVersion: Type.String(),
});
export type SponsorSubscriptionRow = Static<typeof SponsorSubscriptionRow>;

export const SponsorSubscriptionSearchBody = Body(PagedSearchFields);
export const SponsorSubscriptionSearchAnswer = Paged(SponsorSubscriptionRow);
export type SponsorSearchQuery = Static<typeof SponsorSubscriptionSearchBody>;

/** A row's recordVersion as the table got it; a row without one is taken as before (docs/decisions.md). */
const RowVersionIn = Type.Optional(
  Checked(
    Type.String({ maxLength: 64 }),
    'The recordVersion of the row as the table got it; 491 when malformed',
  ),
);

const SaveRow = Row({
  employeeId: Type.Integer(),
  contractid: Type.Integer(),
  recordVersion: RowVersionIn,
  refreshrate: Cents,
  trigger: Cents,
  maxRecharges: Type.Integer(),
});
export type SaveRow = Static<typeof SaveRow>;
const RowsIn = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Checked(Type.Array(row), 'Checked row by row by the handler, whose messages name the employee');

export const SponsorAddSubscriptionsBody = Body({ employeeSubscriptions: RowsIn(SaveRow) });
export const SponsorAddSubscriptionsAnswer = Row({
  itemIds: Type.Array(Type.Integer()),
  saved: Type.Integer(),
  cartCount: Type.Integer(),
});
export const SponsorDeleteSubscriptionsBody = Body({
  employeeSubscriptions: RowsIn(
    Row({ employeeId: Type.Integer(), contractid: Type.Integer(), recordVersion: RowVersionIn }),
  ),
});
export const SponsorDeleteSubscriptionsAnswer = Row({
  itemIds: Type.Array(Type.Integer()),
  cancelled: Type.Integer(),
  skipped: Type.Integer(),
  cartCount: Type.Integer(),
});
export type SponsorSaveResult = Static<typeof SponsorAddSubscriptionsAnswer>;
export type SponsorDeleteResult = Static<typeof SponsorDeleteSubscriptionsAnswer>;
