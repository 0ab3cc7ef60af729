// The last balances My Cards showed, kept on this device for the installed app's offline view
// (docs/offline-app.md). Written by the cards remote each time the rider's card
// list loads, read by the shell when the device is offline, removed at every logout.
// Cards are named by their last four digits and nickname only: the full serial is not kept.
import type { Card } from '@qcard/contracts/cards-api';

const KEY = 'qcard.offlineBalances';

export interface SnapshotBalance {
  contractName: string;
  cents: number;
}

export interface SnapshotCard {
  lastFour: string;
  nickname: string | null;
  balances: SnapshotBalance[];
}

export interface BalanceSnapshot {
  /** The user whose cards these are: another user signed in on this device never sees them. */
  owner: number;
  /** When the list was read from the server (ISO, UTC). */
  savedAt: string;
  cards: SnapshotCard[];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The rider's cards as My Cards just read them; a blocked card (its value moved) is left out. */
export function snapshotOf(owner: number, cards: readonly Card[], at: Date): BalanceSnapshot {
  return {
    owner,
    savedAt: at.toISOString(),
    cards: cards
      .filter((card) => card.status !== 'Blocked')
      .map((card) => ({
        lastFour: card.serialNumber.slice(-4),
        nickname: card.nickname ?? null,
        balances: card.contracts.map((c) => ({ contractName: c.contractName, cents: c.unitsLeft })),
      })),
  };
}

export function saveBalanceSnapshot(
  owner: number,
  cards: readonly Card[],
  at: Date = new Date(),
): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(snapshotOf(owner, cards, at)));
  } catch {
    // A full or disabled storage costs only the offline view.
  }
}

function isSnapshot(value: unknown): value is BalanceSnapshot {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<BalanceSnapshot>;
  return (
    typeof v.owner === 'number' &&
    typeof v.savedAt === 'string' &&
    !Number.isNaN(Date.parse(v.savedAt)) &&
    Array.isArray(v.cards) &&
    v.cards.every(
      (c: Partial<SnapshotCard>) =>
        typeof c.lastFour === 'string' &&
        (c.nickname === null || typeof c.nickname === 'string') &&
        Array.isArray(c.balances) &&
        c.balances.every(
          (b: Partial<SnapshotBalance>) =>
            typeof b.contractName === 'string' && typeof b.cents === 'number',
        ),
    )
  );
}

/** The snapshot of `owner`, or null (none kept, someone else's, or unreadable). */
export function readBalanceSnapshot(owner: number | null | undefined): BalanceSnapshot | null {
  if (owner === null || owner === undefined) return null;
  try {
    const raw = storage()?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSnapshot(parsed) && parsed.owner === owner ? parsed : null;
  } catch {
    return null;
  }
}

export function clearBalanceSnapshot(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
