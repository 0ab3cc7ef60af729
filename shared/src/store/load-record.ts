// Loading one record in a saga (a card, a contract, an order, an employee, a group): the call,
// then the record stored, or the failure told and marked. Every detail page loads this way.
import type { UnknownAction } from 'redux';
import { call, put } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import { tellLoad } from '@qcard/shared/bus/alert-helpers';

export interface LoadRecordOptions<T> {
  loaded: (record: T) => UnknownAction;
  failed: () => UnknownAction;
  /** The load's action: its failure alert is raised under it, and a later load that works ends it. */
  source: string;
}

export function* loadRecord<T>(request: () => Promise<CallResult<T>>, options: LoadRecordOptions<T>) {
  const res: CallResult<T> = yield call(request);
  const loaded = res.status === 'SUCCESS' && !!res.data;
  yield call(tellLoad, res, loaded, { source: options.source });
  if (loaded) {
    yield put(options.loaded(res.data as T));
    return true;
  }
  yield put(options.failed());
  return false;
}
