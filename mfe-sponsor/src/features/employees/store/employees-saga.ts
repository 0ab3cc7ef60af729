// Side effects of employees: search, details, card allocation lookup and submit, save, remove.
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import { MSG } from '@qcard/shared/contracts/envelope';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { bus } from '@qcard/shared/bus/event-bus';
import { messageText } from '@qcard/shared/config/config-store';
import { alertSearchResult } from '@qcard/shared/search/search-result-alert';
import { failedOutcome, problemsToFieldErrors, settleSubmission, type SubmitAction } from '@qcard/shared/store/form-submission';
import { alertFailure, alertRemovals, savedText, saveFailedText } from '../../../app/removal-alerts';
import type { PagedSearchState } from '../../../app/paged-search';
import {
  checkCardAllocation,
  fetchEmployee,
  removeEmployees,
  saveEmployee,
  searchEmployees,
  type AllocatableCard,
  type Employee,
  type EmployeeRemoveResult,
} from '../../employees/api/employees-api';
import {
  CARD_ALLOCATION_SUBMITTED,
  EMPLOYEE_SAVE_SUBMITTED,
  employeeSearchActions,
  employeesActions,
  selectEmployeeSearch,
  type EmployeeSavePayload,
} from './employees-slice';

export const EMPLOYEES_PATH = '/emp_mgmt';
/** The employee search's alerts (479, 469, failures) replace each other (issue 18 item 1). */
export const EMPLOYEES_SEARCH_SOURCE = 'employees/search';

export function* loadEmployees(action: ReturnType<typeof employeeSearchActions.searchRequested>) {
  const state: PagedSearchState<Employee> = yield select(selectEmployeeSearch);
  const query = action.query ?? state.query;
  const res: CallResult<PagedList<Employee>> = yield call(searchEmployees, query, action.pageNo);
  if (res.status === 'SUCCESS' && res.data && Array.isArray(res.data.data)) {
    yield put(employeeSearchActions.searchLoaded(query, res.data));
    // 469 for a filtered search that found nothing; a search that finds rows ends the earlier one.
    yield call(alertSearchResult, query, res.data.numberOfRecords, { source: EMPLOYEES_SEARCH_SOURCE, target: EMPLOYEES_PATH });
  } else {
    yield call(alertFailure, res, EMPLOYEES_PATH, EMPLOYEES_SEARCH_SOURCE);
    yield put(employeeSearchActions.searchFailed(query));
  }
}

export function* loadEmployee(action: ReturnType<typeof employeesActions.detailsRequested>) {
  const res: CallResult<Employee> = yield call(fetchEmployee, action.id);
  if (res.status === 'SUCCESS' && res.data) yield put(employeesActions.detailsLoaded(res.data));
  else {
    yield call(alertFailure, res);
    yield put(employeesActions.detailsFailed(action.id));
  }
}

export function* lookupCard(action: ReturnType<typeof employeesActions.cardLookupRequested>) {
  const res: CallResult<AllocatableCard> = yield call(checkCardAllocation, action.cardNumber, action.employeeId);
  if (res.status === 'SUCCESS' && res.data) yield put(employeesActions.cardLookupLoaded(action.cardNumber, res.data));
  else yield put(employeesActions.cardLookupFailed(action.cardNumber, res.errorMessage || saveFailedText()));
}

/** CARD ALLOCATION's CONTINUE: 468 (danger) when empty, else the card must be free to allocate. */
export function* submitCardAllocation(action: SubmitAction<{ cardNumber: string }>) {
  const cardNumber = action.payload.cardNumber.trim();
  if (cardNumber === '') {
    const msg = messageText(MSG.CARD_ALLOCATION_MISSING) ?? 'Please enter the card serial number to allocate.';
    yield call(raiseAlert, { type: 'danger', msg });
    yield settleSubmission(action, { ok: false, fieldErrors: { cardNumber: msg } });
    return;
  }
  const res: CallResult<AllocatableCard> = yield call(checkCardAllocation, cardNumber, null);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(employeesActions.cardLookupLoaded(cardNumber, res.data));
    yield settleSubmission(action, { ok: true, data: res.data });
  } else {
    yield call(alertFailure, res);
    yield settleSubmission(action, { ok: false, fieldErrors: problemsToFieldErrors(res.data) ?? { cardNumber: res.errorMessage ?? saveFailedText() } });
  }
}

export function* submitEmployee(action: SubmitAction<EmployeeSavePayload>) {
  const { id, values } = action.payload;
  const res: CallResult<Employee> = yield call(saveEmployee, id, values);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(employeesActions.detailsLoaded(res.data));
    yield call(raiseAlert, { type: 'success', msg: savedText(), target: EMPLOYEES_PATH });
    yield settleSubmission(action, { ok: true, data: res.data });
  } else {
    yield call(raiseAlert, { type: 'danger', msg: res.errorMessage || saveFailedText() });
    yield settleSubmission(action, failedOutcome(res));
  }
}

export function* removeSelectedEmployees(action: ReturnType<typeof employeesActions.removeRequested>) {
  const res: CallResult<EmployeeRemoveResult[]> = yield call(removeEmployees, action.ids);
  if (res.status === 'SUCCESS' && Array.isArray(res.data)) {
    yield call(alertRemovals, res.data.map((r) => ({ status: r.status, msgCode: r.msgCode, names: r.employeeIds, reason: r.reason })), EMPLOYEES_PATH);
    // Pending reloads of removed employees leave the cart with them.
    yield call([bus, bus.emit], 'cart/refreshRequested', {});
  } else {
    yield call(raiseAlert, { type: 'danger', msg: res.errorMessage || saveFailedText(), target: EMPLOYEES_PATH });
  }
  yield put(employeesActions.removeFinished());
  const state: PagedSearchState<Employee> = yield select(selectEmployeeSearch);
  yield put(employeeSearchActions.searchRequested(null, state.page?.pageNumber ?? 1));
}

export function* employeesSaga() {
  yield takeLatest('employees/searchRequested', loadEmployees);
  yield takeEvery('employees/detailsRequested', loadEmployee);
  yield takeLatest('employees/cardLookupRequested', lookupCard);
  yield takeLatest(CARD_ALLOCATION_SUBMITTED, submitCardAllocation);
  yield takeLatest(EMPLOYEE_SAVE_SUBMITTED, submitEmployee);
  yield takeLatest('employees/removeRequested', removeSelectedEmployees);
}
