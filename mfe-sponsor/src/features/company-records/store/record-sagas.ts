// The workers employees and groups share: load one record, save the form (create or update),
// remove the selected records. What differs (the calls, the names in the removal alerts, what
// follows a removal) is passed in.
import { call, put, take } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { API_MSG } from '@qcard/contracts/api-codes';
import { loadRecord } from '@qcard/kit/store/load-record';
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import {
  failedOutcome,
  settleSubmission,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';
import { alertRemovals, savedWords, saveFailedWords, type RemovalOutcome } from '../removal-alerts';
import { failureWords } from '@qcard/kit/bus/alert-helpers';
import type { RecordDetails } from './record-details';

export interface SavePayload<V> {
  id: number | null;
  values: V;
}

export function loadRecordWorker<T extends { id: number }, D extends string>(
  records: RecordDetails<T, D>,
  fetch: (id: number) => Promise<CallResult<T>>,
) {
  return function* loadDetails(action: { type: string; id: number }) {
    yield* loadRecord(() => fetch(action.id), {
      loaded: records.actions.detailsLoaded,
      failed: (missing) => records.actions.detailsFailed(action.id, missing),
      source: action.type,
    });
  };
}

/**
 * A successful save shows its alert on the list the form returns to; a refusal stays on the form
 * with the server's field problems. A save made from a version the record moved on from (507,
 * saved in another tab meanwhile) brings the record as it is now: the form shows it (its initial
 * values change), so the sponsor sees the other change and saves again from it.
 */
export function saveRecordWorker<T extends { id: number }, D extends string, V>(
  records: RecordDetails<T, D>,
  save: (id: number | null, values: V) => Promise<CallResult<T>>,
  listPath: string,
  /** The page's other actions whose results this save's result ends. */
  ends: ReadonlyArray<string> = [],
) {
  return function* saveRecord(action: SubmitAction<SavePayload<V>>) {
    const { id, values } = action.payload;
    const res: CallResult<T> = yield call(save, id, values);
    // The sponsor reads the latest outcome on the list: an earlier removal's or search's alert
    // there no longer says what happened last.
    for (const source of ends) yield call(settleAlerts, source);
    if (res.status === 'SUCCESS' && res.data) {
      yield put(records.actions.detailsLoaded(res.data));
      yield call(raiseAlert, {
        type: 'success',
        ...savedWords(),
        target: listPath,
        source: action.type,
      });
      yield settleSubmission(action, { ok: true, data: res.data });
    } else {
      if (isRecordChanged(res, action.payload.id))
        yield put(records.actions.detailsLoaded(res.data));
      // The API's own text (e.g. the name exists) says more than the generic failure. A session
      // that ended is told by the shell, once (CallResult.sessionEnded).
      if (!res.sessionEnded)
        yield call(raiseAlert, {
          type: 'danger',
          ...(res.errorMessage ? failureWords(res) : saveFailedWords()),
          source: action.type,
        });
      yield settleSubmission(action, failedOutcome(res));
    }
  };
}

function isRecordChanged<T extends { id: number }>(
  res: CallResult<T>,
  id: number | null,
): res is CallResult<T> & { data: T } {
  const current = res.data as { id?: unknown } | null | undefined;
  return String(res.msgCode) === API_MSG.RECORD_CHANGED && id !== null && current?.id === id;
}

export interface RemoveRecordsOptions<R> {
  remove: (ids: number[]) => Promise<CallResult<R[]>>;
  /** Each result of the removal as an outcome with the names it concerns. */
  outcome: (result: R) => RemovalOutcome;
  listPath: string;
  /** After the records went: e.g. the cart drops their pending reloads. */
  afterRemoved?: () => Generator;
  /** Shows the list again without the removed records. */
  reload: () => Generator;
  /** The action types that answer the reload: the removal is told after it. */
  reloaded: { loaded: string; failed: string };
  /**
   * The page's other actions whose results the removal's ends: the save that
   * returned to the list, and the list's search, whose "No records found." after the reload is
   * shown by the table's empty text instead, as on the rider's lists.
   */
  ends: ReadonlyArray<string>;
}

export function removeRecordsWorker<T extends { id: number }, D extends string, R>(
  records: RecordDetails<T, D>,
  options: RemoveRecordsOptions<R>,
) {
  return function* removeRecords(action: { type: string; ids: number[] }) {
    const res: CallResult<R[]> = yield call(options.remove, action.ids);
    const removed = res.status === 'SUCCESS' && Array.isArray(res.data);
    if (removed && options.afterRemoved) yield call(options.afterRemoved);
    yield put(records.actions.removeFinished());
    // The list is shown again first and the removal told last, so what the reload said (a
    // filtered list left empty) does not stand beside the removal's result.
    yield call(options.reload);
    const answer: { type: string } = yield take([options.reloaded.loaded, options.reloaded.failed]);
    // A reload that failed keeps its alert (the list is gone from the page; it says why).
    if (answer.type === options.reloaded.loaded)
      for (const source of options.ends) yield call(settleAlerts, source);
    if (removed) {
      yield call(
        alertRemovals,
        (res.data as R[]).map(options.outcome),
        options.listPath,
        action.type,
      );
    } else {
      yield call(settleAlerts, action.type);
      yield call(raiseAlert, {
        type: 'danger',
        ...(res.errorMessage ? failureWords(res) : saveFailedWords()),
        target: options.listPath,
        source: action.type,
      });
    }
  };
}
