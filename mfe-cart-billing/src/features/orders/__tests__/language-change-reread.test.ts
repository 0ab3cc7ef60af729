// The API answers order item descriptions and statuses in the request's
// language; the order history and the open order are read again after a switch in place.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import type { Order } from '@qcard/contracts/domain';
import { ordersSaga } from '../store/orders-saga';
import {
  initialOrdersState,
  orderSearch,
  ordersActions,
  type OrdersState,
} from '../store/orders-slice';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

const ORDER: Order = {
  id: 42,
  orderId: 42,
  price: 2500,
  status: 'Honoured',
  creationDate: '2026-11-20T10:00:00.000Z',
  methodOfPayment: 'VISA',
  orderItems: [],
};

describe('after a language switch', () => {
  test('the order history page shown, with its criteria, and the open order', async () => {
    const shown: OrdersState = {
      search: {
        ...initialOrdersState.search,
        query: { ...initialOrdersState.search.query, filterValue: '42' },
        pageNo: 2,
        page: { data: [ORDER], numberOfPages: 3, pageNumber: 2, numberOfRecords: 25 },
        status: 'loaded',
      },
      detail: ORDER,
      detailState: 'loaded',
    };
    await switchToSpanishDuring(
      expectSaga(ordersSaga)
        .withState({ orders: shown })
        .put(orderSearch.actions.searchRequested(null, 2))
        .put(ordersActions.detailRequested(42))
        .silentRun(50),
    );
  });

  test('no history or order open, nothing asked', async () => {
    await switchToSpanishDuring(
      expectSaga(ordersSaga)
        .withState({ orders: initialOrdersState })
        .not.put.like({ action: { type: 'orders/searchRequested' } })
        .not.put.like({ action: { type: 'orders/detailRequested' } })
        .silentRun(50),
    );
  });
});
