// The demo data's Active subscription really autoloads when taps take the card below its threshold.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('taps on the seeded subscribed contract trigger an approved autoload, visible in its activity', async () => {
  const db = t.app.qcard.db;
  const sub = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('payment_token', '=', 'sandbox_tok_visa_4242')
    .executeTakeFirstOrThrow();
  const autoloads = async () =>
    (
      await db
        .selectFrom('contract_activities')
        .select('id')
        .where('contract_id', '=', sub.contract_id)
        .where('activity_type', '=', 'Autoload')
        .execute()
    ).length;
  const before = await autoloads();
  const token = await t.login('rider@example.com', 'Rider#2026');
  for (let i = 0; i < 40 && (await autoloads()) === before; i++) {
    const tap = await t.post('/card/tap', { contractId: sub.contract_id }, token);
    expect(tap.envelope.status).toBe('SUCCESS');
  }
  expect(await autoloads()).toBe(before + 1);
  const after = await db
    .selectFrom('subscriptions')
    .select('status_reason')
    .where('id', '=', sub.id)
    .executeTakeFirstOrThrow();
  expect(after.status_reason).toBeNull();
});
