// What the employees saga tests share: the saga over its slice, a fake API, the alerts and cart
// refreshes raised on the bus, and the employee and card the tests work with. Both test files
// mock the API client's callContract (jest.mock is per test file).
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage } from '@qcard/contracts/domain';
import { fakeApi, type FakeApi } from '@qcard/kit/test-support/fake-api';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { submitAction, submitSettled, type SubmitOutcome } from '@qcard/kit/store/form-submission';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import type { AllocatableCard, Employee } from '../api/employees-api';
import { employeesSaga } from '../store/employees-saga';
import { employeesReducer, initialEmployeesState } from '../store/employees-slice';

export let api: FakeApi;
export const paths = () => api.calls.map((c) => c.path);
export const {
  state,
  sliceOf: employeesOf,
  run,
} = sagaRunner('employees', employeesReducer, employeesSaga, initialEmployeesState);
export function submitting<P>(type: string, payload: P) {
  const action = submitAction(type, payload);
  return {
    action,
    settled: (outcome: SubmitOutcome) => submitSettled(action.meta.submissionId, outcome),
  };
}

export const ACTION = {};
export const SAM = {
  id: 7,
  employeeId: 'E-7',
  employeeid: 'E-7',
  firstName: 'Sam',
  lastName: 'Sponsor',
  groupId: 3,
  groupName: 'Drivers',
  cardNumber: '2000000005',
} as Employee;
export const CARD: AllocatableCard = {
  cardId: 5,
  cardNumber: '2000000005',
  profileName: 'Adult',
  status: 'Active',
  contracts: [{ id: 51, contractName: 'Employer Transit Benefit' }],
};
export const page = (data: Employee[], pageNumber = 1) => ({
  data,
  numberOfPages: 2,
  pageNumber,
  numberOfRecords: data.length ? 11 : 0,
});

export let alerts: AlertMessage[];
export let cartRefreshes = 0;
let stopCart = () => {};
/** Each test starts with a fresh fake API, no alerts, no cart refreshes and the messages it reads. */
export function prepareEachTest() {
  beforeEach(() => {
    api = fakeApi(callContract);
    ({ alerts } = recordAlerts());
    cartRefreshes = 0;
    stopCart = bus.on('cart/refreshRequested', () => (cartRefreshes += 1));
    setConfig({
      messages: [
        {
          type: 'RESPONSE_MSG',
          msgCode: '468',
          msgName: 'CARD_ALLOCATION_MISSING',
          msgValue: 'Enter the card serial number to allocate.',
        },
        {
          type: 'RESPONSE_MSG',
          msgCode: '469',
          msgName: 'NO_RESULTS',
          msgValue: 'No results found.',
        },
        {
          type: 'RESPONSE_MSG',
          msgCode: '475',
          msgName: 'GENERIC_FAILURE',
          msgValue: 'Something went wrong, try again.',
        },
      ],
      sponsorMessages: [],
    });
  });
  afterEach(() => stopCart());
}
