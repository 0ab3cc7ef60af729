// This remote's pages in component tests: the shared test support with this remote's store,
// the subscription bounds and messages its pages read, and the patron's cards.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { SessionUser } from '@qcard/contracts/domain';
import { renderRemotePage, signIn } from '@qcard/kit/test-support/render-remote-page';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { reducers } from '../app/store';
import { subscriptionsSaga } from '../features/subscriptions/store/subscriptions-saga';
import { sponsorSubscriptionsSaga } from '../features/sponsor-subscriptions/store/sponsor-subscriptions-saga';
import { responseMessages } from '@qcard/kit/test-support/response-messages';
import type { SponsorSubscriptionRow } from '../features/sponsor-subscriptions/api/sponsor-subscriptions-api';

export function setTestConfig() {
  setConfig({
    parameters: [
      {
        groupName: 'Subscription_Config',
        configName: 'Minimum_Threshold_Amount',
        configValue: '500',
      },
      {
        groupName: 'Subscription_Config',
        configName: 'Maximum_Threshold_Amount',
        configValue: '5000',
      },
      {
        groupName: 'Subscription_Config',
        configName: 'Minimum_Recharge_Amount',
        configValue: '1000',
      },
      {
        groupName: 'Subscription_Config',
        configName: 'Maximum_Recharge_Amount',
        configValue: '20000',
      },
      {
        groupName: 'Subscription_Config',
        configName: 'Subscription_Min_Frequency',
        configValue: '1',
      },
      {
        groupName: 'Subscription_Config',
        configName: 'Subscription_Max_Frequency',
        configValue: '10',
      },
    ],
    messages: responseMessages({
      '455': 'Refresh amount must be between ${0} and ${1}.',
      '456': 'Trigger amount must be between ${0} and ${1}.',
      '457': 'Max reloads per month must be between {0} and {1}.',
      '458': 'Recharge amount must be between ${0} and ${1}.',
      '459': 'Threshold amount must be between ${0} and ${1}.',
      '460': 'Maximum recharges must be between {0} and {1}.',
    }),
  });
}

/** A page test starts from this configuration with `user` signed in (null: nobody is). */
export function startPageTest(user: SessionUser | null) {
  setTestConfig();
  signIn(user);
}

export { describeInSpanish } from '@qcard/kit/test-support/spanish';

// Every feature's saga: a test renders a page's component alone, not the module that names them.
export const rootSaga = rootSagaOf(subscriptionsSaga, sponsorSubscriptionsSaga);

export function renderPage(
  path: string,
  page: ReactElement,
  url: string,
  routes: Array<{ path: string; element: ReactElement }> = [],
) {
  return renderRemotePage(page, { reducers, rootSaga, Provider }, { path, url, routes });
}

const contract = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  contractName: 'Stored Value',
  family: 'Q Card',
  typeOfContract: 'Stored Value',
  emission: '2026-01-01T00:00:00Z',
  lastReload: null,
  unitsLeft: 1500,
  rechargeable: true,
  rechargeReason: null,
  rideSponsorContract: false,
  warningCode: null,
  cardSerialNumber: '',
  subscriptionAllowed: true,
  subscriptionAvailable: false,
  subscriptionReason: null,
  rechargeInfo: { parameters: [{ maximumAllowed: 20000, minimumInputValue: 500 }] },
  contractActivities: [],
  subscriptionInfo: {
    state: 'NoSubscription',
    contractId: id,
    typeOfSubscription: 'Individual',
    maxNumberOfRechargesPerPeriod: 0,
    rechargeValue: { rechargeValue: 0 },
    trigger: { threshold: 0 },
  },
  ...over,
});

/** An expiry three years after the test's clock: the pages offer only cards that have not expired. */
export const IN_THREE_YEARS = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString();

export const CARDS = [
  {
    id: 1,
    serialNumber: '1000000001',
    profileName: 'Adult',
    status: 'InCirculation',
    emissionDate: '',
    expirationDate: IN_THREE_YEARS,
    contracts: [contract(11)],
  },
  {
    id: 2,
    serialNumber: '1000000002',
    profileName: 'Adult',
    status: 'InCirculation',
    emissionDate: '',
    expirationDate: IN_THREE_YEARS,
    contracts: [
      contract(21, {
        subscriptionAvailable: true,
        subscriptionInfo: {
          state: 'Active',
          contractId: 21,
          typeOfSubscription: 'Individual',
          maxNumberOfRechargesPerPeriod: 4,
          rechargeValue: { rechargeValue: 2000 },
          trigger: { threshold: 1000 },
          statusReason: null,
        },
      }),
      contract(22, { contractName: 'Employer Transit Benefit', rideSponsorContract: true }),
    ],
  },
  {
    id: 3,
    serialNumber: '1000000003',
    profileName: 'Adult',
    status: 'Blocked',
    emissionDate: '',
    expirationDate: IN_THREE_YEARS,
    contracts: [contract(31)],
  },
];

/** One employee row of the sponsor's subscriptions table (active card, no subscription); `over` changes it. */
export const sponsorSubscriptionRow = (
  n: number,
  over: Partial<SponsorSubscriptionRow> = {},
): SponsorSubscriptionRow => ({
  employeeId: n,
  empId: `E${n}`,
  employeeName: `Person ${n}`,
  groupName: 'Ops',
  contractName: 'Commuter Benefit',
  contractId: 100 + n,
  cardId: 200 + n,
  cardNumber: `20000000${n}`,
  status: 'Active',
  subscriptionState: 'NoSubscription',
  refreshrate: null,
  trigger: null,
  maxFreq: null,
  statusReason: null,
  recordVersion: `v${n}`,
  ...over,
});

/** One subscribed employee, one without a subscription, one with an inactive card. */
export const SPONSOR_SUBSCRIPTION_ROWS = [
  sponsorSubscriptionRow(1, {
    subscriptionState: 'Active',
    refreshrate: 2000,
    trigger: 500,
    maxFreq: 2,
  }),
  sponsorSubscriptionRow(2),
  sponsorSubscriptionRow(3, { status: 'Inactive' }),
];
