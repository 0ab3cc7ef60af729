// A form awaits its saga's outcome through plain actions only; the 488 problems become field errors.
import type { UnknownAction } from 'redux';
import { call, takeLatest } from 'redux-saga/effects';
import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import {
  SUBMIT_SETTLED,
  failedOutcome,
  problemsToFieldErrors,
  settleSubmission,
  submitThroughSaga,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';
import { findNonSerializable } from '@qcard/kit/store/serializable-check';

type Save = { name: string };
const fakeApi = jest.fn<Promise<{ status: string; data?: unknown; msgCode?: string }>, [Save]>();

function* saveFlow(action: SubmitAction<Save>) {
  const res: { status: string; data?: unknown; msgCode?: string } = yield call(
    fakeApi,
    action.payload,
  );
  if (res.status === 'SUCCESS') yield settleSubmission(action, { ok: true, data: res.data });
  else yield settleSubmission(action, failedOutcome(res));
}

function makeStore() {
  const seen: UnknownAction[] = [];
  const store = createRemoteStore({
    name: 'form-submission-test',
    reducers: { log: (state: number = 0, action: UnknownAction) => (seen.push(action), state + 1) },
    rootSaga: function* root() {
      yield takeLatest('thing/saveSubmitted', saveFlow);
      yield takeLatest('other/saveSubmitted', saveFlow);
    },
  });
  return { store, seen };
}

beforeEach(() => fakeApi.mockReset());

it('resolves the form with the saga outcome while every action stays plain data', async () => {
  fakeApi.mockResolvedValue({ status: 'SUCCESS', data: { id: 7 } });
  const { store, seen } = makeStore();
  const outcome = await submitThroughSaga(store.dispatch, 'thing/saveSubmitted', {
    name: 'Operations',
  });
  expect(outcome).toEqual({ ok: true, data: { id: 7 } });
  expect(fakeApi).toHaveBeenCalledWith({ name: 'Operations' });
  const submitted = seen.find((a) => a.type === 'thing/saveSubmitted');
  const settled = seen.find((a) => a.type === SUBMIT_SETTLED);
  expect(submitted).toBeDefined();
  expect(settled).toMatchObject({
    id: (submitted as SubmitAction<Save>).meta.submissionId,
    outcome: { ok: true },
  });
  expect(seen.map((a) => findNonSerializable(a))).toEqual(seen.map(() => null));
});

it('maps a 488 answer to final-form field errors (the first problem of each field)', async () => {
  fakeApi.mockResolvedValue({
    status: 'ERROR',
    msgCode: '488',
    data: {
      problems: [
        { property: 'name', message: 'Group Name already exists' },
        { property: 'name', message: 'second' },
        { property: 'details', message: 'Too long' },
      ],
    },
  });
  const { store } = makeStore();
  const outcome = await submitThroughSaga(store.dispatch, 'thing/saveSubmitted', { name: 'Dup' });
  expect(outcome).toEqual({
    ok: false,
    msgCode: '488',
    fieldErrors: { name: 'Group Name already exists', details: 'Too long' },
  });
});

it('settles each of two submissions in flight with its own outcome', async () => {
  const answers: Array<() => void> = [];
  fakeApi.mockImplementation(
    (v) =>
      new Promise((resolve) => answers.push(() => resolve({ status: 'SUCCESS', data: v.name }))),
  );
  const { store } = makeStore();
  const first = submitThroughSaga(store.dispatch, 'thing/saveSubmitted', { name: 'first' });
  const second = submitThroughSaga(store.dispatch, 'other/saveSubmitted', { name: 'second' });
  // The later call answers first.
  answers[1]!();
  answers[0]!();
  const [a, b] = await Promise.all([first, second]);
  expect(a.data).toBe('first');
  expect(b.data).toBe('second');
});

it('says so when the store has no submission middleware instead of waiting forever', () => {
  expect(() => submitThroughSaga((action) => action, 'thing/saveSubmitted', {})).toThrow(
    /no form submission middleware/,
  );
});

it('problemsToFieldErrors ignores answers without problems', () => {
  expect(problemsToFieldErrors(null)).toBeUndefined();
  expect(problemsToFieldErrors({ problems: [] })).toBeUndefined();
  expect(problemsToFieldErrors({ problems: [{ property: 3, message: 'x' }] })).toBeUndefined();
  expect(failedOutcome({ msgCode: '401' })).toEqual({ ok: false, msgCode: '401' });
});
