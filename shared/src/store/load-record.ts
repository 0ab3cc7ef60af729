// Loading one record in a saga (a card, a contract, an order, an employee, a group): the call,
// then the record stored, or the failure told and marked. Every detail page loads this way.
import type { UnknownAction } from 'redux';
import { call, put } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import { alertFromServer } from '@qcard/shared/bus/alert-helpers';

export interface LoadRecordOptions<T> {
  loaded: (record: T) => UnknownAction;
  failed: () => UnknownAction;
  /** How a failure is told; default: the server's own text (alertFromServer). */
  tell?: (res: CallResult<T>) => unknown;
}

export function* loadRecord<T>(request: () => Promise<CallResult<T>>, options: LoadRecordOptions<T>) {
  const res: CallResult<T> = yield call(request);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(options.loaded(res.data));
    return true;
  }
  yield call(options.tell ?? alertFromServer, res);
  yield put(options.failed());
  return false;
}
