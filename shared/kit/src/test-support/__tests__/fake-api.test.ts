import { callContract } from '@qcard/runtime/api/api-client';
import { CartItemsCall } from '@qcard/contracts/cart-calls';
import { OrderSearchCall } from '@qcard/contracts/orders-calls';
import { fakeApi } from '@qcard/kit/test-support/fake-api';

/** A call no contract has, for the paths a test leaves unanswered. */
const nowhere = (path: string) => ({ ...CartItemsCall, path }) as unknown as typeof CartItemsCall;

jest.mock('@qcard/runtime/api/api-client');

it('answers by path, once-answers first, and records every call with its body', async () => {
  const api = fakeApi(callContract)
    .answer('/order/search', (body, index) => ({
      status: 'SUCCESS',
      data: { page: body.pageNo, index },
    }))
    .answerOnce('/cart/cartItems', { status: 'ERROR', msgCode: '500' })
    .answer('/cart/cartItems', { status: 'SUCCESS', data: [] });
  expect(await callContract(OrderSearchCall, { filterType: 'status', pageNo: 2 })).toEqual({
    status: 'SUCCESS',
    data: { page: 2, index: 0 },
  });
  expect(await callContract(CartItemsCall, {})).toEqual({ status: 'ERROR', msgCode: '500' });
  expect(await callContract(CartItemsCall, {})).toEqual({ status: 'SUCCESS', data: [] });
  expect(await callContract(OrderSearchCall, { filterType: 'status', pageNo: 3 })).toEqual({
    status: 'SUCCESS',
    data: { page: 3, index: 1 },
  });
  expect(api.bodies('/order/search')).toEqual([
    { filterType: 'status', pageNo: 2 },
    { filterType: 'status', pageNo: 3 },
  ]);
  expect(api.calls.map((c) => c.path)).toEqual([
    '/order/search',
    '/cart/cartItems',
    '/cart/cartItems',
    '/order/search',
  ]);
});

it('a path the test did not answer fails, naming the path', async () => {
  fakeApi(callContract);
  expect(await callContract(nowhere('/nowhere'), {})).toEqual(
    expect.objectContaining({ status: 'ERROR', errorMessage: 'No fake answer for /nowhere' }),
  );
});

it('a new fake forgets the answers and calls of the one before', async () => {
  fakeApi(callContract).answer('/a', { status: 'SUCCESS' });
  await callContract(nowhere('/a'), {});
  const api = fakeApi(callContract);
  expect(await callContract(nowhere('/a'), {})).toEqual(
    expect.objectContaining({ status: 'ERROR' }),
  );
  expect(api.calls).toHaveLength(1);
});
