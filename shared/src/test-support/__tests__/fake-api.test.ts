import { callApi } from '@qcard/shared/api/api-client';
import { fakeApi } from '../fake-api';

jest.mock('@qcard/shared/api/api-client', () => ({ callApi: jest.fn() }));

it('answers by path, once-answers first, and records every call with its body', async () => {
  const api = fakeApi(callApi)
    .answer('/order/search', (body, index) => ({ status: 'SUCCESS', data: { page: body.pageNo, index } }))
    .answerOnce('/cart/cartItems', { status: 'ERROR', msgCode: '500' })
    .answer('/cart/cartItems', { status: 'SUCCESS', data: [] });
  expect(await callApi('/order/search', { pageNo: 2 })).toEqual({ status: 'SUCCESS', data: { page: 2, index: 0 } });
  expect(await callApi('/cart/cartItems', {})).toEqual({ status: 'ERROR', msgCode: '500' });
  expect(await callApi('/cart/cartItems', {})).toEqual({ status: 'SUCCESS', data: [] });
  expect(await callApi('/order/search', { pageNo: 3 })).toEqual({ status: 'SUCCESS', data: { page: 3, index: 1 } });
  expect(api.bodies('/order/search')).toEqual([{ pageNo: 2 }, { pageNo: 3 }]);
  expect(api.calls.map((c) => c.path)).toEqual(['/order/search', '/cart/cartItems', '/cart/cartItems', '/order/search']);
});

it('a path the test did not answer fails, naming the path', async () => {
  fakeApi(callApi);
  expect(await callApi('/nowhere', {})).toEqual(expect.objectContaining({ status: 'ERROR', errorMessage: 'No fake answer for /nowhere' }));
});

it('a new fake forgets the answers and calls of the one before', async () => {
  fakeApi(callApi).answer('/a', { status: 'SUCCESS' });
  await callApi('/a', {});
  const api = fakeApi(callApi);
  expect(await callApi('/a', {})).toEqual(expect.objectContaining({ status: 'ERROR' }));
  expect(api.calls).toHaveLength(1);
});
