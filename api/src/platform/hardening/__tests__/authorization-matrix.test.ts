// The authorization matrix: every API route of the server's own route table is called as
// anonymous (no session), patron A, patron B, sponsor X, sponsor Y and a serial-only session on
// patron A's card (the reload without an account), with records belonging to each of them; only
// the owner (or the allowed role) succeeds, and the serial-only session sees nothing of A's but
// the stranger view. A route missing from EXPECTED fails.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { listRoutes } from '../../http/route-table';
import { HOLDER_ONLY_FIELDS } from '../stranger-view';
import {
  EVERYONE,
  PATRONS,
  SIGNED_IN,
  type Account,
  type Body,
  type Ids,
  type Who,
} from './authorization-matrix-callers';
import { EXPECTED } from './authorization-matrix-rules';

/** The records a refused call must leave exactly as they were. */
async function guardedSnapshot(): Promise<string> {
  const db = t.app.qcard.db;
  const [employees, groups, cart, subscriptions, cards] = await Promise.all([
    db.selectFrom('employees').selectAll().orderBy('id').execute(),
    db.selectFrom('groups').selectAll().orderBy('id').execute(),
    db.selectFrom('cart_items').selectAll().orderBy('id').execute(),
    db.selectFrom('subscriptions').selectAll().orderBy('id').execute(),
    // A refused block or transfer leaves every card as it was.
    db.selectFrom('cards').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ employees, groups, cart, subscriptions, cards });
}

const LOGINS: Record<Account, [string, string]> = {
  patronA: ['rider@example.com', 'Rider#2026'],
  patronB: ['patron2@example.com', 'Rider#2026'],
  sponsorX: ['sponsor@example.com', 'Sponsor#2026'],
  sponsorY: ['sponsor2@example.com', 'Sponsor#2026'],
};

const SECRET_NICKNAME = 'Grandma Rosa';
const EMPTY_IDS: Ids = {
  userId: -1,
  cardIds: [],
  serials: [],
  contractIds: [],
  rechargeableContractId: -1,
  minReload: 500,
  orderIds: [],
  cartItemId: null,
  employeeIds: [],
  employeeContractIds: [],
  groupIds: [],
};

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, Ids>> = {};

async function idsOf(who: Account): Promise<Ids> {
  const db = t.app.qcard.db;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', LOGINS[who][0])
    .executeTakeFirstOrThrow();
  const cards = user.is_sponsor
    ? await db
        .selectFrom('cards')
        .selectAll()
        .where('company_id', '=', user.company_id)
        .orderBy('id')
        .execute()
    : await db
        .selectFrom('cards')
        .selectAll()
        .where('owner_user_id', '=', user.id)
        .orderBy('id')
        .execute();
  const contracts = cards.length
    ? await db
        .selectFrom('contracts')
        .selectAll()
        .where(
          'card_id',
          'in',
          cards.map((c) => c.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const activeCards = new Set(cards.filter((c) => c.status === 'InCirculation').map((c) => c.id));
  const rechargeable = contracts.find(
    (c) =>
      activeCards.has(c.card_id) && Number(c.rechargeable) === 1 && Number(c.ride_sponsor) === 0,
  );
  const orders = user.is_sponsor
    ? await db.selectFrom('orders').select('id').where('company_id', '=', user.company_id).execute()
    : await db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
  const employees = user.company_id
    ? await db
        .selectFrom('employees')
        .selectAll()
        .where('company_id', '=', user.company_id)
        .orderBy('id')
        .execute()
    : [];
  const groups = user.company_id
    ? await db.selectFrom('groups').select('id').where('company_id', '=', user.company_id).execute()
    : [];
  return {
    userId: user.id,
    cardIds: cards.map((c) => c.id),
    serials: cards.map((c) => c.serial),
    contractIds: contracts.map((c) => c.id),
    rechargeableContractId: rechargeable?.id ?? -1,
    minReload: rechargeable?.min_input_value ?? 500,
    orderIds: orders.map((o) => o.id),
    cartItemId: null,
    employeeIds: employees.map((e) => e.id),
    employeeContractIds: employees.map((e) => e.contract_id ?? -1),
    groupIds: groups.map((g) => g.id),
  };
}

beforeAll(async () => {
  t = await createTestApp({ settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } } });
  for (const who of Object.keys(LOGINS) as Array<Account>) {
    tokens[who] = await t.login(...LOGINS[who]);
    ids[who] = await idsOf(who);
  }
  // The serial-only session knows patron A's card number (the card of A's reloadable contract).
  const a = ids.patronA!;
  const strangerCard = await t.app.qcard.db
    .selectFrom('contracts')
    .innerJoin('cards', 'cards.id', 'contracts.card_id')
    .select(['cards.id', 'cards.serial'])
    .where('contracts.id', '=', a.rechargeableContractId)
    .executeTakeFirstOrThrow();
  // The holder's own name for the card: what a stranger must never read.
  await t.app.qcard.db
    .updateTable('cards')
    .set({ nickname: SECRET_NICKNAME })
    .where('id', '=', strangerCard.id)
    .execute();
  a.serials = [strangerCard.serial, ...a.serials.filter((s) => s !== strangerCard.serial)];
  a.cardIds = [strangerCard.id, ...a.cardIds.filter((id) => id !== strangerCard.id)];
  const anon = await t.post('/user/anonymoususer', {
    cardSerialNo: strangerCard.serial,
    captcha: await t.captcha(),
  });
  expect(anon.envelope.status).toBe('SUCCESS');
  tokens.serialOnly = anon.headers['x-auth-token'] as string;
  ids.serialOnly = { ...EMPTY_IDS };
  for (const who of PATRONS) {
    const i = ids[who]!;
    const res = await t.post(
      '/cart/addRechargeCard',
      { contractid: i.rechargeableContractId, rechargevalue: i.minReload },
      tokens[who],
    );
    expect(res.envelope.status).toBe('SUCCESS');
    const cart = await t.post('/cart/cartItems', {}, tokens[who]);
    i.cartItemId = cart.envelope.data.cartItems[0].itemId;
  }
}, 120_000);
afterAll(async () => t.close());

const call = (route: string, body: Body, who: Who) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  return method === 'GET'
    ? t.app.inject({
        method,
        url: `/api${path}`,
        headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
      })
    : t.post(path, body, who === 'anonymous' ? null : tokens[who]);
};
const ok = (res: { statusCode: number; body: string }) => {
  try {
    return res.statusCode < 400 && (JSON.parse(res.body) as { status?: string }).status !== 'ERROR';
  } catch {
    return res.statusCode < 400;
  }
};

describe('authorization matrix', () => {
  it('has an expected rule for every route the server registers, and none for a route it does not', () => {
    const registered = listRoutes()
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(registered).toEqual(Object.keys(EXPECTED).sort());
  });

  it('refuses every caller outside the allowed roles', async () => {
    const wrong: string[] = [];
    for (const [route, rule] of Object.entries(EXPECTED)) {
      if (rule.callers === EVERYONE) continue;
      for (const who of EVERYONE.filter((w) => !rule.callers.includes(w))) {
        const body = rule.owned
          ? rule.owned.body(ids[rule.owned.owners.includes('patronA') ? 'patronA' : 'sponsorX']!)
          : {};
        if (ok(await call(route, body, who))) wrong.push(`${route} succeeded for ${who}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets only the owner reach a record: everyone else is refused and the record is unchanged', async () => {
    const wrong: string[] = [];
    for (const [route, rule] of Object.entries(EXPECTED)) {
      if (!rule.owned) continue;
      for (const owner of rule.owned.owners) {
        const body = rule.owned.body(ids[owner]!);
        for (const other of EVERYONE.filter((w) => w !== owner)) {
          // Reaching it is the point of the reload without an account; what it shows is checked below.
          if (other === 'serialOnly' && owner === 'patronA' && rule.owned.byStranger) continue;
          const before = await guardedSnapshot();
          const res = await call(route, body, other);
          const changed = (await guardedSnapshot()) !== before;
          if (changed || (!rule.owned.perRow && ok(res)))
            wrong.push(`${route}: ${other} reached ${owner}'s record`);
        }
        // The owner succeeds (so the refusals above are about ownership, not a wrong body).
        if (!rule.owned.destructive && !ok(await call(route, body, owner)))
          wrong.push(`${route}: the owner ${owner} was refused`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('shows a serial-only session nothing of the holder on any route: no name, nickname, activity, order id or autoload', async () => {
    const db = t.app.qcard.db;
    const a = ids.patronA!;
    const holder = await db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    const cards = await db
      .selectFrom('cards')
      .select(['holder_name'])
      .where('id', 'in', a.cardIds)
      .execute();
    const activities = await db
      .selectFrom('contract_activities')
      .select(['id', 'date', 'order_id'])
      .where('contract_id', 'in', a.contractIds)
      .execute();
    const secrets = [
      holder.email,
      holder.first_name,
      holder.last_name,
      SECRET_NICKNAME,
      ...cards.map((c) => c.holder_name).filter((n) => n !== ''),
    ];
    const orderIds = new Set([
      ...a.orderIds,
      ...activities.map((r) => r.order_id).filter((id): id is number => id !== null),
    ]);
    const activityDates = new Set(activities.map((r) => r.date));
    const wrong: string[] = [];
    let answered = 0;
    for (const [route, rule] of Object.entries(EXPECTED)) {
      // A stream (refused to this session above); the demo's own mailbox (no route in production); the end of this session.
      if (['GET /events', 'GET /demo/mailbox', 'POST /user/logout'].includes(route)) continue;
      const body = rule.owned ? rule.owned.body(a) : {};
      const res = await call(route, body, 'serialOnly');
      if (!ok(res)) continue;
      answered += 1;
      const data = (JSON.parse(res.body) as { data?: unknown }).data;
      const text = JSON.stringify(data ?? null);
      for (const secret of secrets)
        if (text.toLowerCase().includes(secret.toLowerCase()))
          wrong.push(`${route} shows "${secret}"`);
      walk(data, (key, value) => {
        if (HOLDER_ONLY_FIELDS.includes(key) && !isBlank(value))
          wrong.push(`${route} shows ${key}`);
        if (key === 'orderId' && typeof value === 'number' && orderIds.has(value))
          wrong.push(`${route} shows the holder's order ${value}`);
        if (typeof value === 'string' && activityDates.has(value))
          wrong.push(`${route} shows an activity date in ${key}`);
      });
    }
    // The session does reach the card (details, contracts, the reload into its own cart).
    expect(answered).toBeGreaterThanOrEqual(6);
    expect(wrong).toEqual([]);
  }, 120_000);

  it("never lists another caller's records", async () => {
    const wrong: string[] = [];
    for (const [route, rule] of Object.entries(EXPECTED)) {
      if (!rule.leaks) continue;
      for (const caller of rule.callers) {
        const res = await call(route, {}, caller);
        const data = (JSON.parse(res.body) as { data?: unknown }).data;
        for (const other of SIGNED_IN.filter((w) => w !== caller)) {
          if (rule.leaks(data, ids[other]!))
            wrong.push(`${route}: ${caller} sees ${other}'s records`);
        }
        // The caller does see their own records where they have some.
        if (
          !rule.leaks(data, ids[caller]!) &&
          route === 'POST /card' &&
          caller.startsWith('patron')
        ) {
          wrong.push(`${route}: ${caller} does not see their own cards`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** Calls visit(key, value) for every property of every object in value, at any depth. */
function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) for (const v of value) walk(v, visit);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k, v);
      walk(v, visit);
    }
  }
}

/** What a blanked holder-only field holds: nothing, an empty list, no subscription, no page of rows. */
function isBlank(value: unknown): boolean {
  if (value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  const o = value as { state?: unknown; numberOfRecords?: unknown };
  return o.state === 'NoSubscription' || o.numberOfRecords === 0;
}
