// The callers of the authorization matrix, the records each of them owns, and the shape of a
// route's rule (authorization-matrix-rules.ts holds the rules).

export type Who = 'anonymous' | 'serialOnly' | 'patronA' | 'patronB' | 'sponsorX' | 'sponsorY';
/** The identities that sign in with a login and password. */
export type Account = Exclude<Who, 'anonymous' | 'serialOnly'>;
export const EVERYONE: Who[] = [
  'anonymous',
  'serialOnly',
  'patronA',
  'patronB',
  'sponsorX',
  'sponsorY',
];
export const SIGNED_IN: Who[] = ['patronA', 'patronB', 'sponsorX', 'sponsorY'];
/** Any session: a registered user's or the serial-only one. */
export const SESSIONS: Who[] = [...SIGNED_IN, 'serialOnly'];
export const PATRONS: Who[] = ['patronA', 'patronB'];
export const SPONSORS: Who[] = ['sponsorX', 'sponsorY'];

export interface Ids {
  userId: number;
  cardIds: number[];
  serials: string[];
  contractIds: number[];
  rechargeableContractId: number;
  minReload: number;
  orderIds: number[];
  cartItemId: number | null;
  employeeIds: number[];
  employeeContractIds: number[];
  groupIds: number[];
}

export type Body = Record<string, unknown>;

export interface Rule {
  /** Who may call the route at all (with their own records). */
  callers: Who[];
  /** For routes that name a record: the body targeting `owner`'s record. Only the owner succeeds. */
  owned?: {
    owners: Who[];
    body: (ids: Ids) => Body;
    /** The owner's call would change or remove the record: only the refusals are exercised. */
    destructive?: boolean;
    /** Bulk calls answer per row inside a SUCCESS envelope: judge by the record, not the envelope. */
    perRow?: boolean;
    /** A serial-only session on the owner's card may reach it too (to reload it), seeing only the stranger view. */
    byStranger?: boolean;
  };
  /** For list routes: does the answer to `caller` hold a record of `other`? */
  leaks?: (data: unknown, other: Ids) => boolean;
  /** Why the route is only checked for who may call it (no per-record check). */
  note?: string;
}
