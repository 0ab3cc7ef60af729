// Side effects of employees: search, details, card allocation lookup and submit, save, remove.
import { configuredText } from '@qcard/runtime/bus/alert-text';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { MSG } from '@qcard/contracts/envelope';
import { alertFailure } from '@qcard/kit/bus/alert-helpers';
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { bus } from '@qcard/runtime/bus/event-bus';
import { readSession } from '@qcard/runtime/session/session-storage';
import {
  pagedSearchWorker,
  type PagedSearchState,
  type SearchCriteria,
} from '@qcard/kit/search/paged-search-store';
import { prefetch, takePrefetched } from '@qcard/kit/api/route-prefetch';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import {
  problemsToFieldErrors,
  settleSubmission,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';
import {
  loadRecordWorker,
  removeRecordsWorker,
  saveFailedText,
  saveRecordWorker,
} from '../../company-records/public';
import {
  checkCardAllocation,
  fetchEmployee,
  removeEmployees,
  saveEmployee,
  searchEmployees,
  type AllocatableCard,
  type Employee,
} from '../../employees/api/employees-api';
import {
  CARD_ALLOCATION_SUBMITTED,
  EMPLOYEE_SAVE_SUBMITTED,
  employeeRecords,
  employeeSearch,
  employeeSearchActions,
  employeesActions,
  selectEmployeeSearch,
  type EmployeesState,
} from './employees-slice';

export const EMPLOYEES_PATH = '/emp_mgmt';
/** The employee search's alerts (479, 469, failures) replace each other. */
export const EMPLOYEES_SEARCH_SOURCE = 'employees/search';

/** One search's call, by its criteria and page: only the very search /emp_mgmt started is handed over. */
const searchKey = (query: SearchCriteria, pageNo: number) =>
  `employees/search ${JSON.stringify([query, pageNo])}`;

/** Entering /emp_mgmt: the list searches again at the page it was on (useSearchAgainOnShow); start that search now. */
export function prefetchEmployeeSearch(state: { employees: EmployeesState }): void {
  const user = readSession().user;
  if (!user?.sponsor) return;
  const { query, page } = state.employees.search;
  const pageNo = page?.pageNumber ?? 1;
  prefetch(searchKey(query, pageNo), () => searchEmployees(query, pageNo));
}

export const loadEmployees = pagedSearchWorker({
  search: employeeSearch,
  selectState: selectEmployeeSearch,
  fetch: (query: SearchCriteria, pageNo: number) =>
    takePrefetched(searchKey(query, pageNo), () => searchEmployees(query, pageNo)),
  source: EMPLOYEES_SEARCH_SOURCE,
  target: EMPLOYEES_PATH,
  alertFailure,
});

export const loadEmployee = loadRecordWorker(employeeRecords, fetchEmployee);

export function* lookupCard(action: ReturnType<typeof employeesActions.cardLookupRequested>) {
  const res: CallResult<AllocatableCard> = yield call(
    checkCardAllocation,
    action.cardNumber,
    action.employeeId,
  );
  if (res.status === 'SUCCESS' && res.data)
    yield put(employeesActions.cardLookupLoaded(action.cardNumber, action.employeeId, res.data));
  else
    yield put(
      employeesActions.cardLookupFailed(
        action.cardNumber,
        action.employeeId,
        res.errorMessage || saveFailedText(),
      ),
    );
}

/** CARD ALLOCATION's CONTINUE: 468 (danger) when empty, else the card must be free to allocate. */
export function* submitCardAllocation(action: SubmitAction<{ cardNumber: string }>) {
  const cardNumber = action.payload.cardNumber.trim();
  if (cardNumber === '') {
    const words = configuredText(MSG.CARD_ALLOCATION_MISSING, 'sponsor:cardAllocation.missing');
    yield call(raiseAlert, { type: 'danger', ...words, source: action.type });
    yield settleSubmission(action, { ok: false, fieldErrors: { cardNumber: words.msg } });
    return;
  }
  const res: CallResult<AllocatableCard> = yield call(checkCardAllocation, cardNumber, null);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(employeesActions.cardLookupLoaded(cardNumber, null, res.data));
    yield call(settleAlerts, action.type);
    yield settleSubmission(action, { ok: true, data: res.data });
  } else {
    yield call(alertFailure, res, { source: action.type });
    yield settleSubmission(action, {
      ok: false,
      fieldErrors: problemsToFieldErrors(res.data) ?? {
        cardNumber: res.errorMessage ?? saveFailedText(),
      },
    });
  }
}

const REMOVE_REQUESTED = 'employees/removeRequested';

// The employee pages' actions end each other's alerts where they meet.
export const submitEmployee = saveRecordWorker(employeeRecords, saveEmployee, EMPLOYEES_PATH, [
  REMOVE_REQUESTED,
  CARD_ALLOCATION_SUBMITTED,
]);

export const removeSelectedEmployees = removeRecordsWorker(employeeRecords, {
  remove: removeEmployees,
  outcome: (r) => ({
    status: r.status,
    msgCode: r.msgCode,
    names: r.employeeIds,
    reason: r.reason,
  }),
  listPath: EMPLOYEES_PATH,
  reloaded: { loaded: employeeSearch.types.loaded, failed: employeeSearch.types.failed },
  ends: [EMPLOYEE_SAVE_SUBMITTED, EMPLOYEES_SEARCH_SOURCE],
  *afterRemoved() {
    // Pending reloads of removed employees leave the cart with them.
    yield call([bus, bus.emit], 'cart/refreshRequested', {});
  },
  *reload() {
    const state: PagedSearchState<Employee> = yield select(selectEmployeeSearch);
    yield put(employeeSearchActions.searchRequested(null, state.page?.pageNumber ?? 1));
  },
});

/**
 * A language switch: the page of employees shown, with its criteria, and the
 * contracts of the card being allocated (their names), read again. An employee's own record is
 * not: it only fills the edit form, whose reload could replace what the sponsor typed.
 */
export function* rereadEmployees() {
  const state: EmployeesState = yield select((s: { employees: EmployeesState }) => s.employees);
  if (state.search.page)
    yield put(employeeSearchActions.searchRequested(null, state.search.pageNo));
  const { cardLookup } = state;
  if (cardLookup.status === 'loaded')
    yield put(employeesActions.cardLookupRequested(cardLookup.cardNumber, cardLookup.employeeId));
}

export function* employeesSaga() {
  yield fork(rereadOnLanguageChange, rereadEmployees);
  yield takeLatest(employeeSearch.types.requested, loadEmployees);
  yield takeEvery('employees/detailsRequested', loadEmployee);
  yield takeLatest('employees/cardLookupRequested', lookupCard);
  yield takeLatest(CARD_ALLOCATION_SUBMITTED, submitCardAllocation);
  yield takeLatest(EMPLOYEE_SAVE_SUBMITTED, submitEmployee);
  yield takeLatest(REMOVE_REQUESTED, removeSelectedEmployees);
}
