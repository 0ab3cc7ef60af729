import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, onPostgres } from '../../../test-support/create-test-app';
import { UNOWNED_CARD_SERIAL } from '../../../seed/seed-patrons';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-db-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('seed: patron cards, unowned card, sponsors, employees, orders in every status', async () => {
  const t = await createTestApp({ dataDir });
  const db = t.app.qcard.db;
  try {
    const rider = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rider@example.com')
      .executeTakeFirstOrThrow();
    expect(rider.password_hash.startsWith('$argon2id$')).toBe(true);
    const cards = await db
      .selectFrom('cards')
      .selectAll()
      .where('owner_user_id', '=', rider.id)
      .execute();
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.some((c) => c.status !== 'InCirculation')).toBe(true);
    const contracts = await db
      .selectFrom('contracts')
      .selectAll()
      .where(
        'card_id',
        'in',
        cards.map((c) => c.id),
      )
      .execute();
    expect(contracts.some((c) => c.ride_sponsor === 1 && c.warning_code)).toBe(true);
    const subs = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', rider.id)
      .where('state', '=', 'Active')
      .execute();
    expect(subs.length).toBeGreaterThanOrEqual(1);
    expect(subs[0]?.payment_token).toBeTruthy();
    // Every contract's activity chains from 0 to its balance.
    for (const c of contracts) {
      const acts = await db
        .selectFrom('contract_activities')
        .selectAll()
        .where('contract_id', '=', c.id)
        .orderBy('date')
        .orderBy('id')
        .execute();
      expect(acts.length).toBeGreaterThanOrEqual(3);
      let balance = 0;
      for (const a of acts) {
        expect(a.units_before).toBe(balance);
        expect(a.units_after).toBe(a.units_before + a.units);
        balance = a.units_after;
      }
      expect(balance).toBe(c.units_left);
    }
    const unowned = await db
      .selectFrom('cards')
      .selectAll()
      .where('serial', '=', UNOWNED_CARD_SERIAL)
      .executeTakeFirstOrThrow();
    expect(unowned).toMatchObject({
      owner_user_id: null,
      company_id: null,
      status: 'InCirculation',
    });

    const acme = await db
      .selectFrom('companies')
      .selectAll()
      .where('name', '=', 'Acme Transit Benefits')
      .executeTakeFirstOrThrow();
    const employees = await db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', acme.id)
      .execute();
    expect(employees.length).toBeGreaterThanOrEqual(30);
    expect(employees.every((e) => e.card_id !== null && e.contract_id !== null)).toBe(true);
    const groups = await db
      .selectFrom('groups')
      .selectAll()
      .where('company_id', '=', acme.id)
      .execute();
    expect(groups).toHaveLength(2);
    const empSubs = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('company_id', '=', acme.id)
      .execute();
    expect(empSubs.length).toBeGreaterThan(0);

    const sponsor = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'sponsor@example.com')
      .executeTakeFirstOrThrow();
    expect(sponsor.is_sponsor).toBe(1);
    for (const owner of [{ user_id: rider.id }, { company_id: acme.id }]) {
      const [col, id] = Object.entries(owner)[0] as ['user_id' | 'company_id', number];
      const statuses = (
        await db.selectFrom('orders').select('status').where(col, '=', id).execute()
      ).map((o) => o.status);
      for (const s of ['ProcessingOrder', 'Honoured', 'Rejected', 'Cancelled'])
        expect(statuses).toContain(s);
    }
    expect(
      await db
        .selectFrom('users')
        .selectAll()
        .where('email', 'in', ['sponsor2@example.com', 'patron2@example.com'])
        .execute(),
    ).toHaveLength(2);
  } finally {
    await t.close();
  }
});

test('migrations re-run on an existing database keep its data', async () => {
  const first = await createTestApp({ dataDir });
  const db1 = first.app.qcard.db;
  await db1
    .updateTable('users')
    .set({ first_name: 'Changed' })
    .where('email', '=', 'rider@example.com')
    .execute();
  const counts1 = await db1
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await first.close();

  const second = await createTestApp({ dataDir });
  try {
    const db2 = second.app.qcard.db;
    const rider = await db2
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rider@example.com')
      .executeTakeFirstOrThrow();
    expect(rider.first_name).toBe('Changed');
    const counts2 = await db2
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(counts2.n).toBe(counts1.n);
    expect(
      (await db2.selectFrom('users').selectAll().where('email', '=', 'rider@example.com').execute())
        .length,
    ).toBe(1);
    // On PostgreSQL (TEST_DATABASE_URL) the data is a schema on the server, not a file here.
    if (!onPostgres) expect(fs.readdirSync(dataDir)).toContain('qcard.sqlite');
  } finally {
    await second.close();
  }
});
