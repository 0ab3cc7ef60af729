// Secrets shared by every API instance on one PostgreSQL database (table instance_secrets):
// the first instance creates a value, every instance (and every later start) reads that one.
import type { Db } from './database';

export async function sharedSecret(
  db: Db,
  name: string,
  create: () => string,
  nowIso: string,
): Promise<string> {
  const existing = await db
    .selectFrom('instance_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('instance_secrets')
    .values({ name, value: create(), created_at: nowIso })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('instance_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
