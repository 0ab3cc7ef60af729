// The orders calls' contracts: each call (orders-calls.ts) joined to its body and answer schemas
// (orders-api.ts). The API registers a route from each.
import { contract } from '@qcard/contracts/schema-parts';
import {
  SubmitOrderBody,
  SubmitOrderAnswer,
  OrderSearchBody,
  OrderSearchAnswer,
  OrderDetailsBody,
  Order,
} from '@qcard/contracts/orders-api';
import { SubmitOrderCall, OrderSearchCall, OrderDetailsCall } from '@qcard/contracts/orders-calls';

export const SubmitOrder = contract(SubmitOrderCall, SubmitOrderBody, SubmitOrderAnswer);
export const OrderSearch = contract(OrderSearchCall, OrderSearchBody, OrderSearchAnswer);
export const OrderDetails = contract(OrderDetailsCall, OrderDetailsBody, Order);
