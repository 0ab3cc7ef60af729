import { expectSaga } from 'redux-saga-test-plan';
import type { CallResult } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { loadRecord } from '../load-record';

const loaded = (record: { id: number }) => ({ type: 'thing/loaded', record });
const failed = () => ({ type: 'thing/failed' });
const answer = (res: Partial<CallResult<{ id: number }>>) => () => Promise.resolve(res as CallResult<{ id: number }>);

let alerts: AlertMessage[] = [];
let off = () => undefined as void;
beforeEach(() => {
  alerts = [];
  off = bus.on('alerts/raised', (a) => alerts.push(a));
});
afterEach(() => off());

it('stores the record the call answered', async () => {
  const { returnValue } = await expectSaga(loadRecord, answer({ status: 'SUCCESS', data: { id: 7 } }), { loaded, failed })
    .put(loaded({ id: 7 }))
    .not.put(failed())
    .run();
  expect(returnValue).toBe(true);
  expect(alerts).toEqual([]);
});

it('a failure is told with the server text and marked', async () => {
  const { returnValue } = await expectSaga(loadRecord, answer({ status: 'ERROR', msgCode: '485', errorMessage: 'The card was not found.' }), { loaded, failed })
    .put(failed())
    .run();
  expect(returnValue).toBe(false);
  expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'The card was not found.' })]);
});

it('a success without a record is a failure, told the caller\'s way', async () => {
  const tell = jest.fn();
  await expectSaga(loadRecord, answer({ status: 'SUCCESS', data: undefined }), { loaded, failed, tell }).put(failed()).run();
  expect(tell).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUCCESS' }));
  expect(alerts).toEqual([]);
});
