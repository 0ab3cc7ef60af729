import { expectSaga } from 'redux-saga-test-plan';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import { loadRecord } from '@qcard/kit/store/load-record';

const loaded = (record: { id: number }) => ({ type: 'thing/loaded', record });
const failed = () => ({ type: 'thing/failed' });
const answer = (res: Partial<CallResult<{ id: number }>>) => () =>
  Promise.resolve(res as CallResult<{ id: number }>);

let alerts: AlertMessage[] = [];
let settled: string[] = [];
let off = () => undefined as void;
beforeEach(() => {
  alerts = [];
  settled = [];
  const offRaised = bus.on('alerts/raised', (a) => alerts.push(a));
  const offSettled = bus.on('alerts/settled', (e) => settled.push(e.source));
  off = () => (offRaised(), offSettled());
});
afterEach(() => off());

it('stores the record the call answered', async () => {
  const { returnValue } = await expectSaga(
    loadRecord,
    answer({ status: 'SUCCESS', data: { id: 7 } }),
    { loaded, failed, source: 'thing/requested' },
  )
    .put(loaded({ id: 7 }))
    .not.put(failed())
    .run();
  expect(returnValue).toBe(true);
  expect(alerts).toEqual([]);
  // Try again that works ends the failure the load before it raised.
  expect(settled).toEqual(['thing/requested']);
});

it('a failure is told with the server text and marked', async () => {
  const { returnValue } = await expectSaga(
    loadRecord,
    answer({ status: 'ERROR', msgCode: '485', errorMessage: 'The card was not found.' }),
    { loaded, failed, source: 'thing/requested' },
  )
    .put(failed())
    .run();
  expect(returnValue).toBe(false);
  expect(alerts).toEqual([
    expect.objectContaining({
      type: 'danger',
      msg: 'The card was not found.',
      source: 'thing/requested',
    }),
  ]);
  expect(settled).toEqual([]);
});

it('a success without a record is a failure: told, marked, and no end to the earlier alert of the load', async () => {
  await expectSaga(loadRecord, answer({ status: 'SUCCESS', data: undefined }), {
    loaded,
    failed,
    source: 'thing/requested',
  })
    .put(failed())
    .not.put.like({ action: { type: 'thing/loaded' } })
    .run();
  expect(alerts).toEqual([
    expect.objectContaining({
      type: 'danger',
      msg: 'Unexpected Error Occured.',
      source: 'thing/requested',
    }),
  ]);
  expect(settled).toEqual([]);
});
