// What a serial-only session (the reload without an account, made by /user/anonymoususer) may
// read of a card: knowing a card's number is enough to reload it, never to learn whose it is or
// where it went. registerCall() passes every answer to such a session through strangerView(), so
// a route added later cannot forget it: the holder-only fields below are blanked wherever they
// appear in the answer, keeping the contract's shape (the reload pages read the same types).
//
// A stranger sees: the card's number, fare type, status and dates, its contracts' names, balances
// and reload bounds, and the stranger's own cart and order. Not: the holder's name, the rider's
// nickname for the card, any activity (fares, reloads, transfers, their dates and order ids), the
// last reload, or the automatic reload set up on a contract.

type Json = unknown;

/** Each holder-only field with the value a stranger gets instead, given the object holding it. */
const HOLDER_ONLY: Readonly<Record<string, (owner: Record<string, Json>) => Json>> = {
  holderName: () => '',
  nickname: () => null,
  cardNickname: () => null,
  lastReload: () => null,
  contractActivities: () => [],
  activityPage: (owner) => ({
    pageNumber: 1,
    numberOfPages: 1,
    numberOfRecords: 0,
    pageSize: pageSizeOf(owner),
  }),
  subscriptionAvailable: () => false,
  subscriptionInfo: (owner) => ({
    state: 'NoSubscription',
    contractId: typeof owner.id === 'number' ? owner.id : 0,
    typeOfSubscription: 'Individual',
    maxNumberOfRechargesPerPeriod: 0,
    rechargeValue: { rechargeValue: 0 },
    trigger: { threshold: 0 },
    statusReason: null,
  }),
};

/** The field names blanked for a stranger (the identity tests check the answers against them). */
export const HOLDER_ONLY_FIELDS: readonly string[] = Object.keys(HOLDER_ONLY);

function pageSizeOf(owner: Record<string, Json>): number {
  const page = owner.activityPage as { pageSize?: unknown } | undefined;
  return typeof page?.pageSize === 'number' ? page.pageSize : 1;
}

/** The answer as a serial-only session may see it: a copy with every holder-only field blanked, at any depth. */
export function strangerView<T>(data: T): T {
  return blank(data) as T;
}

function blank(value: Json): Json {
  if (Array.isArray(value)) return value.map(blank);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [key, inner] of Object.entries(source)) {
    const replace = HOLDER_ONLY[key];
    out[key] = replace ? replace(source) : blank(inner);
  }
  return out;
}
