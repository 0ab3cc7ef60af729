// What other features of this remote use of orders: the order confirmation asks for the order it
// names, as the order detail page does, and shows it only when it is the caller's.
export { ordersActions, selectOrderDetail, selectOrderDetailState } from './store/orders-slice';
export { ordersSaga } from './store/orders-saga';
