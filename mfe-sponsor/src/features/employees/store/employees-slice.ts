// Employees state: the server-paged search, details by id, the card allocation lookup (contracts
// of the card being allocated) and whether a removal runs.
import type { UnknownAction } from 'redux';
import { pagedSearch, type LoadStatus, type PagedSearchState } from '../../../app/paged-search';
import type { AllocatableCard, Employee, EmployeeValues } from '../../employees/api/employees-api';

const search = pagedSearch<Employee, 'employees'>('employees');
export const employeeSearchActions = search.actions;

export interface CardLookup {
  cardNumber: string;
  status: LoadStatus;
  card: AllocatableCard | null;
  error: string | null;
}

export interface EmployeesState {
  search: PagedSearchState<Employee>;
  details: Record<number, Employee>;
  detailsStatus: Record<number, LoadStatus>;
  cardLookup: CardLookup;
  removing: boolean;
}

const noLookup: CardLookup = { cardNumber: '', status: 'idle', card: null, error: null };
export const initialEmployeesState: EmployeesState = { search: search.initial, details: {}, detailsStatus: {}, cardLookup: noLookup, removing: false };

export const EMPLOYEE_SAVE_SUBMITTED = 'employees/saveSubmitted';
export const CARD_ALLOCATION_SUBMITTED = 'employees/cardAllocationSubmitted';

export interface EmployeeSavePayload {
  id: number | null;
  values: EmployeeValues;
}

export const employeesActions = {
  detailsRequested: (id: number) => ({ type: 'employees/detailsRequested' as const, id }),
  detailsLoaded: (employee: Employee) => ({ type: 'employees/detailsLoaded' as const, employee }),
  detailsFailed: (id: number) => ({ type: 'employees/detailsFailed' as const, id }),
  cardLookupRequested: (cardNumber: string, employeeId: number | null) => ({ type: 'employees/cardLookupRequested' as const, cardNumber, employeeId }),
  cardLookupLoaded: (cardNumber: string, card: AllocatableCard) => ({ type: 'employees/cardLookupLoaded' as const, cardNumber, card }),
  cardLookupFailed: (cardNumber: string, error: string) => ({ type: 'employees/cardLookupFailed' as const, cardNumber, error }),
  cardLookupCleared: () => ({ type: 'employees/cardLookupCleared' as const }),
  removeRequested: (ids: number[]) => ({ type: 'employees/removeRequested' as const, ids }),
  removeFinished: () => ({ type: 'employees/removeFinished' as const }),
};

type EmployeesAction = ReturnType<(typeof employeesActions)[keyof typeof employeesActions]>;

export function employeesReducer(state: EmployeesState = initialEmployeesState, raw: UnknownAction): EmployeesState {
  if (raw.type.startsWith('employees/search')) return { ...state, search: search.reducer(state.search, raw) };
  const action = raw as EmployeesAction;
  switch (action.type) {
    case 'employees/detailsRequested':
      return { ...state, detailsStatus: { ...state.detailsStatus, [action.id]: 'loading' } };
    case 'employees/detailsLoaded':
      return {
        ...state,
        details: { ...state.details, [action.employee.id]: action.employee },
        detailsStatus: { ...state.detailsStatus, [action.employee.id]: 'loaded' },
      };
    case 'employees/detailsFailed':
      return { ...state, detailsStatus: { ...state.detailsStatus, [action.id]: 'error' } };
    case 'employees/cardLookupRequested':
      return { ...state, cardLookup: { cardNumber: action.cardNumber, status: 'loading', card: null, error: null } };
    case 'employees/cardLookupLoaded':
      if (action.cardNumber !== state.cardLookup.cardNumber) return state;
      return { ...state, cardLookup: { cardNumber: action.cardNumber, status: 'loaded', card: action.card, error: null } };
    case 'employees/cardLookupFailed':
      if (action.cardNumber !== state.cardLookup.cardNumber) return state;
      return { ...state, cardLookup: { cardNumber: action.cardNumber, status: 'error', card: null, error: action.error } };
    case 'employees/cardLookupCleared':
      return { ...state, cardLookup: noLookup };
    case 'employees/removeRequested':
      return { ...state, removing: true };
    case 'employees/removeFinished':
      return { ...state, removing: false };
    default:
      return state;
  }
}

interface WithEmployees {
  employees: EmployeesState;
}
export const selectEmployeeSearch = (s: WithEmployees) => s.employees.search;
export const selectEmployee = (id: number) => (s: WithEmployees) => s.employees.details[id];
export const selectEmployeeStatus = (id: number) => (s: WithEmployees): LoadStatus => s.employees.detailsStatus[id] ?? 'idle';
export const selectCardLookup = (s: WithEmployees) => s.employees.cardLookup;
export const selectEmployeesRemoving = (s: WithEmployees) => s.employees.removing;
