// What other domains may use of orders: everything else in this folder is its own.
export {
  type ItemFulfiller,
  type OrderItemRow,
  registerFulfilmentTask,
  registerItemFulfiller,
} from './fulfilment-registry';
export { MSG_BOTH_DATES, MSG_FROM_AFTER_TO } from './order-routes';
export { visibleOrders } from './order-view';
export { fieldInvalid } from './payment-input';
