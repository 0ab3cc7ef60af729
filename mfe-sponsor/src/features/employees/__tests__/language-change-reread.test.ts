// The API answers record texts (statuses, contract names) in the request's
// language; the sponsor's lists and the allocation's contracts are read again after a switch in
// place, as shown; an employee's or group's edit form is not reloaded under what was typed.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import { employeesSaga } from '../store/employees-saga';
import {
  employeeSearchActions,
  employeesActions,
  initialEmployeesState,
  type EmployeesState,
} from '../store/employees-slice';
import type { AllocatableCard, Employee } from '../api/employees-api';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

const PAGE2 = { data: [], numberOfPages: 3, pageNumber: 2, numberOfRecords: 25 };

describe('after a language switch', () => {
  test("the employee page shown, the allocation's card; not the employee in the edit form", async () => {
    const shown: EmployeesState = {
      ...initialEmployeesState,
      search: {
        ...initialEmployeesState.search,
        query: { filterType: 'lastName', filterValue: 'Lee' },
        pageNo: 2,
        page: PAGE2,
        status: 'loaded',
      },
      details: { 5: { id: 5 } as Employee },
      detailsStatus: { 5: 'loaded' },
      cardLookup: {
        cardNumber: '1000000001',
        employeeId: 5,
        status: 'loaded',
        card: {} as AllocatableCard,
        error: null,
      },
    };
    await switchToSpanishDuring(
      expectSaga(employeesSaga)
        .withState({ employees: shown })
        .put(employeeSearchActions.searchRequested(null, 2))
        .put(employeesActions.cardLookupRequested('1000000001', 5))
        .not.put.like({ action: { type: 'employees/detailsRequested' } })
        .silentRun(50),
    );
  });

  test('nothing loaded, nothing asked', async () => {
    await switchToSpanishDuring(
      expectSaga(employeesSaga)
        .withState({ employees: initialEmployeesState })
        .not.put.like({ action: { type: 'employees/searchRequested' } })
        .not.put.like({ action: { type: 'employees/cardLookupRequested' } })
        .silentRun(50),
    );
  });
});
