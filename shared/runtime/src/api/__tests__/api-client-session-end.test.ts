// A call answered 464 ends the session through the shell (session/expired), which says why: the
// page that made the call says nothing of it. A call that handles 464 itself keeps the answer.
import { bus } from '@qcard/runtime/bus/event-bus';
import { alertFromResponse } from '@qcard/runtime/bus/alerts';
import { callApi, resetApiClient } from '@qcard/runtime/api/api-client';
import type { AlertMessage } from '@qcard/contracts/domain';

const post = jest.fn();
jest.mock('axios', () => ({
  __esModule: true,
  default: { create: () => ({ post, interceptors: { request: { use: () => 0 } } }) },
}));

const REFUSED = {
  status: 200,
  headers: {},
  data: { status: 'ERROR', msgCode: '464', errorMessage: 'Your session is invalid.' },
};

let expired: unknown[] = [];
let alerts: AlertMessage[] = [];
const offs: Array<() => void> = [];
beforeEach(() => {
  resetApiClient();
  post.mockReset();
  expired = [];
  alerts = [];
  offs.push(
    bus.on('session/expired', (e) => expired.push(e)),
    bus.on('alerts/raised', (a) => alerts.push(a)),
  );
});
afterEach(() => offs.splice(0).forEach((off) => off()));

it('a 464 tells the shell once and is marked, so the page raises no alert of its own for it', async () => {
  post.mockResolvedValue(REFUSED);
  const res = await callApi('/order/search');
  expect(expired).toHaveLength(1);
  expect(res).toMatchObject({ status: 'ERROR', msgCode: '464', sessionEnded: true });
  expect(alertFromResponse(res, { source: 'orders/search' })).toBe(false);
  expect(alerts).toEqual([]);
});

it('a call that handles 464 itself (a visitor, the token check) gets it unmarked, and its alert', async () => {
  post.mockResolvedValue(REFUSED);
  const res = await callApi('/card/detailsBySerial', {}, { ignoreSessionErrors: true });
  expect(expired).toEqual([]);
  expect(res).not.toHaveProperty('sessionEnded');
  alertFromResponse(res, { source: 'unreg/cardRequested' });
  expect(alerts).toEqual([
    expect.objectContaining({ type: 'danger', msg: 'Your session is invalid.' }),
  ]);
});

it('any other answer is unmarked', async () => {
  post.mockResolvedValue({ ...REFUSED, data: { status: 'ERROR', msgCode: '475' } });
  expect(await callApi('/order/search')).not.toHaveProperty('sessionEnded');
  expect(expired).toEqual([]);
});
