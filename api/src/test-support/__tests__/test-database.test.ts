// A test app's database is a copy of its worker's template (test-database.ts): it must hold what
// a fresh migration and seed would, and be the test's alone.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../../platform/db/database';
import { createTestApp, dropTestSchema, testDatabaseUrl, type TestApp } from '../create-test-app';

jest.setTimeout(60_000);

const now = new Date('2030-06-12T15:00:00.000Z');

async function contents(t: TestApp): Promise<Record<string, unknown>> {
  const db = t.app.qcard.db;
  const count = async (table: string) =>
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]
      ?.n;
  return {
    users: (
      await db
        .selectFrom('users')
        .select(['email', 'first_name', 'created_at'])
        .orderBy('email')
        .execute()
    ).map((u) => ({ ...u })),
    migrations: await count('kysely_migration'),
    cards: await count('cards'),
    orders: await count('orders'),
    activities: await count('contract_activities'),
  };
}

/** A database no template was copied into: the app migrates and seeds it itself. */
async function freshDatabase(): Promise<{ database: DatabaseTarget; drop(): Promise<void> }> {
  const url = testDatabaseUrl();
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-fresh-'));
    return {
      database: { kind: 'sqlite', file: path.join(dir, 'qcard.sqlite') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `qcard_fresh_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  return {
    database: { kind: 'postgres', url, schema, poolSize: 5 },
    drop: () => dropTestSchema(url, schema),
  };
}

test('a copy holds what migrating and seeding a fresh database writes on the same day', async () => {
  const fresh = await freshDatabase();
  const seeded = await createTestApp({ database: fresh.database, clock: () => now });
  const copied = await createTestApp({ clock: () => now });
  try {
    const expected = await contents(seeded);
    expect((expected.users as unknown[]).length).toBeGreaterThan(2);
    expect(await contents(copied)).toEqual(expected);
  } finally {
    await copied.close();
    await seeded.close();
    await fresh.drop();
  }
});

test('each test app has its own copy: what one writes, the next does not see', async () => {
  const first = await createTestApp({ clock: () => now });
  await first.app.qcard.db
    .updateTable('users')
    .set({ first_name: 'Changed' })
    .where('email', '=', 'rider@example.com')
    .execute();
  const second = await createTestApp({ clock: () => now });
  try {
    const nameIn = async (t: TestApp) =>
      (
        await t.app.qcard.db
          .selectFrom('users')
          .select('first_name')
          .where('email', '=', 'rider@example.com')
          .executeTakeFirstOrThrow()
      ).first_name;
    expect(await nameIn(first)).toBe('Changed');
    expect(await nameIn(second)).toBe('Riley');
  } finally {
    await second.close();
    await first.close();
  }
});

test('an app without the seed starts migrated and empty', async () => {
  const t = await createTestApp({ seed: false, clock: () => now });
  try {
    const c = await contents(t);
    expect(c.users).toEqual([]);
    expect(c.migrations).toBeGreaterThan(10);
  } finally {
    await t.close();
  }
});

(testDatabaseUrl() ? test : test.skip)(
  'on PostgreSQL, closing a test app drops its database',
  async () => {
    const t = await createTestApp({ clock: () => now });
    const name = new URL((t.database as { url: string }).url).pathname.slice(1);
    await t.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl()! });
    await admin.connect();
    try {
      const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  },
);

test("a worker's test apps share one card key, kept private, and each can read what it encrypts", async () => {
  const a = await createTestApp({ clock: () => now });
  const b = await createTestApp({ clock: () => now });
  try {
    const publicKey = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/pbk.key' })).body;
    expect(await publicKey(b)).toBe(await publicKey(a));
    const cipher = crypto
      .publicEncrypt(
        { key: b.app.qcard.keys.publicPem, oaepHash: 'sha256' },
        Buffer.from('4000123412341234'),
      )
      .toString('base64');
    expect(b.app.qcard.keys.decryptCardNumber(cipher)).toBe('4000123412341234');
    if (!testDatabaseUrl()) {
      const file = path.join(b.dataDir, 'card-key.private.pem');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    }
  } finally {
    await a.close();
    await b.close();
  }
});
