// Contracts of the cart calls (/cart/cartItems, /cart/editOrderItem, /cart/deleteOrderItem):
// request body and SUCCESS data of each (docs/api-contracts.md). Money in cents.
import {
  Body,
  Cents,
  Checked,
  IdIn,
  Nullable,
  Row,
  Type,
  type Static,
} from '@qcard/contracts/schema-parts';

export const CartItem = Row({
  itemId: Type.Integer(),
  description: Type.String(),
  price: Cents,
  type: Type.String({
    examples: ['Recharge', 'Subscription', 'SubscriptionUpdate', 'CancelSubscription'],
  }),
  contractId: Type.Optional(Nullable(Type.Integer())),
  employeeId: Type.Optional(Nullable(Type.Integer())),
});
export type CartItem = Static<typeof CartItem>;

export const CartItemsBody = Body({ pageNo: Type.Optional(Checked(Type.Integer({ minimum: 1 }))) });
export const CartItemsAnswer = Row({
  cartItems: Type.Array(CartItem),
  /** Subtotal of every item in the cart. */
  price: Cents,
  numberOfPages: Type.Integer(),
  pageNumber: Type.Integer(),
  numberOfRecords: Type.Integer(),
});
export type CartPage = Static<typeof CartItemsAnswer>;

export const EditOrderItemBody = Body({
  orderItemId: IdIn,
  rechargevalue: Checked(Cents, "Integer cents within the contract's bounds; 463 otherwise"),
});
export const EditOrderItemAnswer = Row({
  cartItem: Nullable(CartItem),
  price: Cents,
  numberOfRecords: Type.Integer(),
});
export type EditOrderItemRequest = Static<typeof EditOrderItemBody>;

export const DeleteOrderItemBody = Body({ orderItemId: IdIn });
export const DeleteOrderItemAnswer = Row({ price: Cents, numberOfRecords: Type.Integer() });
export type DeleteOrderItemResult = Static<typeof DeleteOrderItemAnswer>;

/** The cart: its items and their subtotal. */
export type Cart = Pick<CartPage, 'cartItems' | 'price'>;
