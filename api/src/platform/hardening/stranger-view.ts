// What a serial-only session (a reload without an account) may read of a card: knowing its number
// is enough to reload it, never to learn whose it is or where it went. registerCall() passes every
// answer to such a session through strangerView(), so a later route cannot forget it: the
// holder-only fields below are blanked wherever they appear, keeping the contract's shape.

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
