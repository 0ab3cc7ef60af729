// The cart calls' contracts: each call (cart-calls.ts) joined to its body and answer schemas
// (cart-api.ts). The API registers a route from each.
import { contract } from '@qcard/contracts/schema-parts';
import {
  CartItemsBody,
  CartItemsAnswer,
  EditOrderItemBody,
  EditOrderItemAnswer,
  DeleteOrderItemBody,
  DeleteOrderItemAnswer,
} from '@qcard/contracts/cart-api';
import { CartItemsCall, EditOrderItemCall, DeleteOrderItemCall } from '@qcard/contracts/cart-calls';

export const CartItems = contract(CartItemsCall, CartItemsBody, CartItemsAnswer);
export const EditOrderItem = contract(EditOrderItemCall, EditOrderItemBody, EditOrderItemAnswer);
export const DeleteOrderItem = contract(
  DeleteOrderItemCall,
  DeleteOrderItemBody,
  DeleteOrderItemAnswer,
);
