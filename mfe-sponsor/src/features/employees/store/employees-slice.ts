// Employees state: the server-paged search, details by id, the card allocation lookup (contracts
// of the card being allocated) and whether a removal runs.
import type { UnknownAction } from 'redux';
import {
  ALL_QUERY,
  pagedSearch,
  type LoadStatus,
  type PagedSearchState,
} from '@qcard/kit/search/paged-search-store';
import {
  recordDetails,
  type RecordDetailsState,
  type SavePayload,
} from '../../company-records/public';
import type { AllocatableCard, Employee, EmployeeValues } from '../../employees/api/employees-api';

export const employeeSearch = pagedSearch<Employee, 'employees'>('employees', ALL_QUERY);
export const employeeSearchActions = employeeSearch.actions;
export const employeeRecords = recordDetails<Employee, 'employees'>('employees');

/** One card's allocation check, for one employee (null: a new one). The same card reads as "free"
 * for the employee who holds it and "allocated" for anyone else, so a check made for another
 * employee, or for the create form, never stands for this one. */
export interface CardLookup {
  cardNumber: string;
  employeeId: number | null;
  status: LoadStatus;
  card: AllocatableCard | null;
  error: string | null;
}

export interface EmployeesState extends RecordDetailsState<Employee> {
  search: PagedSearchState<Employee>;
  cardLookup: CardLookup;
}

const noLookup: CardLookup = {
  cardNumber: '',
  employeeId: null,
  status: 'idle',
  card: null,
  error: null,
};
export const initialEmployeesState: EmployeesState = {
  ...employeeRecords.initial,
  search: employeeSearch.initial,
  cardLookup: noLookup,
};

export const EMPLOYEE_SAVE_SUBMITTED = 'employees/saveSubmitted';
export const CARD_ALLOCATION_SUBMITTED = 'employees/cardAllocationSubmitted';

export type EmployeeSavePayload = SavePayload<EmployeeValues>;

export const employeesActions = {
  ...employeeRecords.actions,
  cardLookupRequested: (cardNumber: string, employeeId: number | null) => ({
    type: 'employees/cardLookupRequested' as const,
    cardNumber,
    employeeId,
  }),
  cardLookupLoaded: (cardNumber: string, employeeId: number | null, card: AllocatableCard) => ({
    type: 'employees/cardLookupLoaded' as const,
    cardNumber,
    employeeId,
    card,
  }),
  cardLookupFailed: (cardNumber: string, employeeId: number | null, error: string) => ({
    type: 'employees/cardLookupFailed' as const,
    cardNumber,
    employeeId,
    error,
  }),
  cardLookupCleared: () => ({ type: 'employees/cardLookupCleared' as const }),
};

/** Whether the lookup is the check of this card for this employee (null: the create form). */
export function isLookupOf(
  lookup: CardLookup,
  cardNumber: string,
  employeeId: number | null,
): boolean {
  return lookup.cardNumber === cardNumber && lookup.employeeId === employeeId;
}

type LookupAction = ReturnType<
  (typeof employeesActions)[
    'cardLookupRequested' | 'cardLookupLoaded' | 'cardLookupFailed' | 'cardLookupCleared']
>;

export function employeesReducer(
  state: EmployeesState = initialEmployeesState,
  raw: UnknownAction,
): EmployeesState {
  if (employeeSearch.owns(raw))
    return { ...state, search: employeeSearch.reducer(state.search, raw) };
  const recordState = employeeRecords.reduce(state, raw);
  if (recordState) return recordState;
  const action = raw as LookupAction;
  switch (action.type) {
    case 'employees/cardLookupRequested':
      return {
        ...state,
        cardLookup: {
          cardNumber: action.cardNumber,
          employeeId: action.employeeId,
          status: 'loading',
          card: null,
          error: null,
        },
      };
    case 'employees/cardLookupLoaded':
      if (!isLookupOf(state.cardLookup, action.cardNumber, action.employeeId)) return state;
      return {
        ...state,
        cardLookup: { ...state.cardLookup, status: 'loaded', card: action.card, error: null },
      };
    case 'employees/cardLookupFailed':
      if (!isLookupOf(state.cardLookup, action.cardNumber, action.employeeId)) return state;
      return {
        ...state,
        cardLookup: { ...state.cardLookup, status: 'error', card: null, error: action.error },
      };
    case 'employees/cardLookupCleared':
      return { ...state, cardLookup: noLookup };
    default:
      return state;
  }
}

interface WithEmployees {
  employees: EmployeesState;
}
export const selectEmployeeSearch = (s: WithEmployees) => s.employees.search;
export const selectEmployee = (id: number) => (s: WithEmployees) => s.employees.details[id];
export const selectEmployeeStatus =
  (id: number) =>
  (s: WithEmployees): LoadStatus =>
    s.employees.detailsStatus[id] ?? 'idle';
export const selectCardLookup = (s: WithEmployees) => s.employees.cardLookup;
export const selectEmployeesRemoving = (s: WithEmployees) => s.employees.removing;
