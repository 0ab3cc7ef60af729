// Contracts of the order calls (/order/submit, /order/search, /order/getOrdersDetails): request
// body and SUCCESS data of each (docs/api-contracts.md). Money in cents.
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

export const OrderItem = Row({ description: Type.String(), status: Type.String(), price: Cents });
export type OrderItem = Static<typeof OrderItem>;

export const Order = Row({
  id: Type.Integer(),
  orderId: Type.Integer(),
  price: Cents,
  status: Type.String({ examples: ['ProcessingOrder', 'Honoured', 'Rejected', 'Cancelled'] }),
  creationDate: Type.String(),
  methodOfPayment: Nullable(Type.String()),
  /** Payment details are null for a sponsor (SPEC section 6). */
  authorizationId: Type.Optional(Nullable(Type.String())),
  transactionId: Type.Optional(Nullable(Type.String())),
  paymentDescription: Type.Optional(Nullable(Type.String())),
  orderItems: Type.Array(OrderItem),
});
export type Order = Static<typeof Order>;

export const SubmitFunction = Type.Union([
  Type.Literal('submit_order'),
  Type.Literal('rs_submit_order'),
  Type.Literal('subscription_submit_order'),
]);
export type SubmitFunction = Static<typeof SubmitFunction>;

/** Order payload of SPEC section 3: payment and address fields (no phone), encrypted card number. */
export const SubmitOrderBody = Body({
  function: Type.Optional(Checked(SubmitFunction)),
  idempotencyKey: TextIn,
  firstName: Type.Optional(TextIn),
  lastName: Type.Optional(TextIn),
  cardNumber: Type.Optional(
    Checked(Type.String({ description: 'The card number encrypted with /pbk.key' })),
  ),
  ...CardExpiryAndAddressIn,
  cardType: Type.Optional(Checked(Type.Integer())),
  cardLast4: Type.Optional(TextIn),
  subscription: Type.Optional(Checked(Type.Boolean())),
  /** The cart total (cents) the rider reviewed: refused with 506 when the cart no longer comes to it. */
  expectedPrice: Type.Optional(Checked(Type.Integer({ minimum: 0 }))),
  /** A patron's card order: also save the billing address to the profile once the payment is approved. */
  saveAddress: Type.Optional(Checked(Type.Boolean())),
});
export const SubmitOrderAnswer = Row({
  orderId: Type.Integer(),
  status: Type.String(),
  /** True when the billing address was saved to the profile by this submit. */
  addressSaved: Type.Optional(Type.Boolean()),
});
export type OrderPayload = Static<typeof SubmitOrderBody> & { function: SubmitFunction };
export type SubmitResult = Static<typeof SubmitOrderAnswer>;

export const OrderSearchBody = Body({
  ...PagedSearchFields,
  filterType: Checked(Type.Union([Type.Literal('orderNumber'), Type.Literal('status')])),
  /** DD-MM-YYYY or ''. */
  fromDate: Type.Optional(TextIn),
  toDate: Type.Optional(TextIn),
});
export const OrderSearchAnswer = Paged(Order);
export type OrderSearchRequest = Static<typeof OrderSearchBody>;

export const OrderDetailsBody = Body({ orderId: IdIn });
