// The riders of the order load (order-submit-generator.mjs): the app's own database layer on the
// portal's database, and the riders written through it before the timed window, each a copy of
// the demo patron with a reloadable card, a signed-in session and a reload in the cart.
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

/** The generated riders' e-mail addresses: ol<n>@orders.bench.example. */
export const EMAIL_PREFIX = 'ol';
export const EMAIL_DOMAIN = '@orders.bench.example';

/** The API's database layer (openDatabase of api/src/platform/db/database.ts) on the portal's database. */
export async function openAppDatabase(root, target) {
  const mod = await tsImport(path.join(root, 'api/src/platform/db/database.ts'), import.meta.url);
  const tokens = await tsImport(
    path.join(root, 'api/src/platform/http/token-hash.ts'),
    import.meta.url,
  );
  const { sql } = createRequire(path.join(root, 'api/package.json'))('kysely');
  return { db: mod.openDatabase(target), sql, hashToken: tokens.hashToken };
}

const chunks = (rows, size) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

/**
 * Writes `count` riders (user, card, contract, session, one cart item each) and returns
 * [{ email, userId, token, contractId, price }]. `addTemplateItem(token, contractId)` puts the
 * first rider's reload in the cart through the API; its row is copied for the others.
 */
export async function seedRiders({ db, hashToken }, count, addTemplateItem) {
  const { id: _riderId, ...rider } = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'rider@example.com')
    .executeTakeFirstOrThrow();
  const source = await db
    .selectFrom('contracts as c')
    .innerJoin('cards as k', 'k.id', 'c.card_id')
    .selectAll('c')
    .where('k.owner_user_id', '=', _riderId)
    .where('k.status', '=', 'InCirculation')
    .where('c.rechargeable', '=', 1)
    .where('c.ride_sponsor', '=', 0)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  const { id: _cardId, ...card } = await db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', source.card_id)
    .executeTakeFirstOrThrow();
  const { id: _contractId, card_id: _c, ...contract } = source;
  const now = new Date();
  const nowIso = now.toISOString();
  const expires = new Date(now.getTime() + 25 * 60_000).toISOString();
  const riders = Array.from({ length: count }, (_, i) => ({
    email: `${EMAIL_PREFIX}${i}${EMAIL_DOMAIN}`,
    serial: `82${String(i).padStart(8, '0')}`,
    token: crypto.randomBytes(32).toString('base64url'),
  }));
  // Batches small enough for SQLite's bound-parameter limit (32,766) at ~20 columns a row.
  const BATCH = 500;
  await db.transaction().execute(async (trx) => {
    const userIds = new Map();
    for (const batch of chunks(riders, BATCH)) {
      const rows = await trx
        .insertInto('users')
        .values(
          batch.map((r) => ({ ...rider, email: r.email, failed_logins: 0, locked_until: null })),
        )
        .returning(['id', 'email'])
        .execute();
      for (const row of rows) userIds.set(row.email, row.id);
    }
    for (const r of riders) r.userId = userIds.get(r.email);
    const cardIds = new Map();
    for (const batch of chunks(riders, BATCH)) {
      const rows = await trx
        .insertInto('cards')
        .values(batch.map((r) => ({ ...card, serial: r.serial, owner_user_id: r.userId })))
        .returning(['id', 'serial'])
        .execute();
      for (const row of rows) cardIds.set(row.serial, row.id);
    }
    const contractIds = new Map();
    for (const batch of chunks(riders, BATCH)) {
      const rows = await trx
        .insertInto('contracts')
        .values(batch.map((r) => ({ ...contract, card_id: cardIds.get(r.serial) })))
        .returning(['id', 'card_id'])
        .execute();
      for (const row of rows) contractIds.set(row.card_id, row.id);
    }
    for (const r of riders) r.contractId = contractIds.get(cardIds.get(r.serial));
    for (const batch of chunks(riders, BATCH)) {
      await trx
        .insertInto('sessions')
        .values(
          batch.map((r) => ({
            token_hash: hashToken(r.token),
            user_id: r.userId,
            anonymous_card_serial: null,
            anonymous_email: null,
            created_at: nowIso,
            expires_at: expires,
            last_seen_at: nowIso,
            revoked_at: null,
            replaced_by: null,
            ip: '127.0.0.1',
            user_agent: 'order-submit-load',
            family_id: crypto.randomUUID(),
            family_started_at: nowIso,
          })),
        )
        .execute();
    }
  });
  const first = riders[0];
  await addTemplateItem(first.token, first.contractId);
  const { id: _itemId, ...item } = await db
    .selectFrom('cart_items')
    .selectAll()
    .where('owner_kind', '=', 'user')
    .where('owner_id', '=', String(first.userId))
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(riders.slice(1), BATCH)) {
      await trx
        .insertInto('cart_items')
        .values(
          batch.map((r) => ({
            ...item,
            owner_id: String(r.userId),
            contract_id: r.contractId,
            description: item.description.replace(first.serial, r.serial),
          })),
        )
        .execute();
    }
  });
  return riders.map((r) => ({
    email: r.email,
    userId: r.userId,
    token: r.token,
    contractId: r.contractId,
    price: item.price,
  }));
}
