// The balances kept for the offline view: the owner's only, last four digits only, gone at logout.
import type { Card } from '@qcard/contracts/cards-api';
import {
  clearBalanceSnapshot,
  readBalanceSnapshot,
  saveBalanceSnapshot,
} from '@qcard/kit/offline/balance-snapshot';

function card(
  serialNumber: string,
  status: string,
  balances: Array<[string, number]>,
  nickname: string | null = null,
): Card {
  return {
    id: Number(serialNumber.slice(-3)),
    serialNumber,
    profileName: 'Adult',
    nickname,
    status,
    emissionDate: '2025-01-01',
    expirationDate: '2030-01-01',
    contracts: balances.map(
      ([contractName, unitsLeft], i) =>
        ({ id: i + 1, contractName, unitsLeft }) as unknown as Card['contracts'][number],
    ),
  };
}

const AT = new Date('2026-11-26T17:06:00Z');

afterEach(() => localStorage.clear());

test("keeps each card's last four digits, nickname and balances, dated; a blocked card is left out", () => {
  saveBalanceSnapshot(
    7,
    [
      card('3000000101', 'InCirculation', [['Stored Value', 1250]], 'Gym bag'),
      card('3000000102', 'Blocked', [['Stored Value', 0]]),
    ],
    AT,
  );
  expect(readBalanceSnapshot(7)).toEqual({
    owner: 7,
    savedAt: '2026-11-26T17:06:00.000Z',
    cards: [
      {
        lastFour: '0101',
        nickname: 'Gym bag',
        balances: [{ contractName: 'Stored Value', cents: 1250 }],
      },
    ],
  });
  // The full serial is not kept on the device.
  expect(localStorage.getItem('qcard.offlineBalances')).not.toContain('3000000101');
});

test('another user signed in on the same device never reads them', () => {
  saveBalanceSnapshot(7, [card('3000000101', 'InCirculation', [['Stored Value', 1250]])], AT);
  expect(readBalanceSnapshot(8)).toBeNull();
  expect(readBalanceSnapshot(null)).toBeNull();
});

test('cleared (logout), or not a snapshot at all, there is nothing to show', () => {
  saveBalanceSnapshot(7, [], AT);
  expect(readBalanceSnapshot(7)?.cards).toEqual([]);
  clearBalanceSnapshot();
  expect(readBalanceSnapshot(7)).toBeNull();
  localStorage.setItem('qcard.offlineBalances', '{"owner":7,"savedAt":"not a date","cards":[]}');
  expect(readBalanceSnapshot(7)).toBeNull();
  localStorage.setItem('qcard.offlineBalances', '{broken');
  expect(readBalanceSnapshot(7)).toBeNull();
});
