// Records as the API answers them (shapes of /card, /card/details and the sponsor's bulk reload).
import type { CardView, ContractView } from '../features/cards/api/cards-api';
import type { BulkReloadRow } from '../features/sponsor-reload/api/sponsor-reload-api';

export function contract(over: Partial<ContractView> & { id: number }): ContractView {
  return {
    contractName: 'Stored Value',
    family: 'Q Card',
    typeOfContract: 'Stored Value',
    emission: '2025-08-27T16:00:00.000Z',
    lastReload: '2026-08-03T02:00:00.000Z',
    unitsLeft: 5875,
    rechargeable: true,
    rechargeReason: null,
    rideSponsorContract: false,
    warningCode: null,
    cardSerialNumber: '1000000001',
    subscriptionAllowed: true,
    subscriptionAvailable: false,
    subscriptionReason: null,
    rechargeInfo: { parameters: [{ minimumInputValue: 500, maximumAllowed: 20000 }] },
    contractActivities: [],
    subscriptionInfo: {
      state: 'NoSubscription',
      contractId: over.id,
      typeOfSubscription: 'Individual',
      maxNumberOfRechargesPerPeriod: 0,
      rechargeValue: { rechargeValue: 0 },
      trigger: { threshold: 0 },
    },
    ...over,
  };
}

/** An expiry three years after the test's clock: the reload and lost-card pages offer only cards that have not expired. */
export const IN_THREE_YEARS = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString();

export const CARDS: CardView[] = [
  {
    id: 1,
    serialNumber: '1000000001',
    profileName: 'Adult',
    holderName: 'Riley Rider',
    status: 'InCirculation',
    emissionDate: '2025-08-27T15:00:00.000Z',
    expirationDate: IN_THREE_YEARS,
    contracts: [contract({ id: 11 })],
  },
  {
    id: 2,
    serialNumber: '1000000002',
    profileName: 'Adult',
    holderName: 'Riley Rider',
    status: 'InCirculation',
    emissionDate: '2025-12-05T15:00:00.000Z',
    expirationDate: IN_THREE_YEARS,
    contracts: [
      contract({
        id: 21,
        cardSerialNumber: '1000000002',
        unitsLeft: 2375,
        subscriptionAvailable: true,
        subscriptionInfo: {
          state: 'Active',
          contractId: 21,
          typeOfSubscription: 'Individual',
          maxNumberOfRechargesPerPeriod: 4,
          rechargeValue: { rechargeValue: 2000 },
          trigger: { threshold: 1000 },
        },
      }),
      contract({
        id: 22,
        cardSerialNumber: '1000000002',
        contractName: 'Employer Transit Benefit',
        family: 'Ride Sponsor',
        typeOfContract: 'Sponsored Value',
        unitsLeft: 9000,
        rideSponsorContract: true,
        warningCode: 'RS01',
        subscriptionAllowed: false,
        subscriptionReason: 'Managed by the sponsor',
      }),
    ],
  },
  {
    id: 3,
    serialNumber: '1000000003',
    profileName: 'Adult',
    holderName: 'Riley Rider',
    status: 'Blocked',
    emissionDate: '2024-10-31T15:00:00.000Z',
    expirationDate: IN_THREE_YEARS,
    contracts: [
      contract({
        id: 31,
        cardSerialNumber: '1000000003',
        unitsLeft: 1375,
        rechargeable: false,
        rechargeReason: 'Card is blocked (reported lost)',
        subscriptionAllowed: false,
        subscriptionReason: 'Card is blocked (reported lost)',
      }),
    ],
  },
];

/** One employee row of the sponsor's bulk reload (active, no amount yet); `over` changes it. */
export function bulkReloadRow(n: number, over: Partial<BulkReloadRow> = {}): BulkReloadRow {
  return {
    employeeId: n,
    empId: `E10${n}`,
    empName: `Person ${n}`,
    groupName: 'Operations',
    contract: 'Commuter Benefit',
    contractId: 100 + n,
    cardNumber: `200000000${n}`,
    status: 'Active',
    reason: null,
    amount: 0,
    minValue: 500,
    maxValue: 20000,
    ...over,
  };
}

/** Two active employees and one whose card is blocked. */
export const BULK_RELOAD_ROWS: BulkReloadRow[] = [
  bulkReloadRow(1),
  bulkReloadRow(2),
  bulkReloadRow(3, { status: 'Inactive', reason: 'Card is Blocked' }),
];
