// Loading one record in a saga (a card, a contract, an order, an employee, a group): the call,
// then the record stored, or the failure told and marked. Every detail page loads this way.
import type { UnknownAction } from 'redux';
import { call, put } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { tellLoad } from '@qcard/kit/bus/alert-helpers';
import { API_MSG } from '@qcard/contracts/api-codes';
import type { Envelope } from '@qcard/contracts/envelope';

export interface LoadRecordOptions<T> {
  loaded: (record: T) => UnknownAction;
  /** `missing`: the server said the record is not there (isMissingRecord), not that the load failed. */
  failed: (missing: boolean) => UnknownAction;
  /** The load's action: its failure alert is raised under it, and a later load that works ends it. */
  source: string;
}

/**
 * The server's answer that a record is not there for this user: gone, never there, or another
 * account's (the API answers both alike). A dropped connection or a server failure is not: the
 * record may well be there, and trying again may show it.
 */
export function isMissingRecord(res: Envelope): boolean {
  const code = String(res.msgCode ?? '');
  return res.status === 'ERROR' && (code === API_MSG.NOT_FOUND || code === API_MSG.ACCESS_DENIED);
}

export function* loadRecord<T>(
  request: () => Promise<CallResult<T>>,
  options: LoadRecordOptions<T>,
) {
  const res: CallResult<T> = yield call(request);
  const loaded = res.status === 'SUCCESS' && !!res.data;
  yield call(tellLoad, res, loaded, { source: options.source });
  if (loaded) {
    yield put(options.loaded(res.data as T));
    return true;
  }
  yield put(options.failed(isMissingRecord(res)));
  return false;
}
