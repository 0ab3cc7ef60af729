// Receipts: every paid order queues one receipt in the order's transaction;
// the outbox worker sends it (demo mailbox without SMTP, a real SMTP server with SMTP_URL), a
// mail server that is down never fails the order, and two API instances send each mail once.
import net from 'node:net';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  addReload,
  APPROVE,
  contractOf,
  DECLINE,
  orderBody,
  RIDER,
  SPONSOR,
} from '../../../modules/orders/__tests__/order-test-helpers';
import { startSmtpSink, type SmtpSink } from '../../mail/smtp-sink';
import { getOutboxWorker } from '../outbox-worker';
import { enqueueMail, MAX_ATTEMPTS } from '../mail-outbox';

jest.setTimeout(60_000);

interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  sentAt: string | null;
  error: string | null;
}

async function mailbox(t: TestApp): Promise<MailboxEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${t.app.qcard.settings.apiBase}/demo/mailbox`,
  });
  return (res.json() as { data: MailboxEntry[] }).data;
}

async function receiptsFor(t: TestApp, orderId: number): Promise<MailboxEntry[]> {
  return (await mailbox(t)).filter(
    (m) => m.kind === 'order-receipt' && m.subject.endsWith(`order ${orderId}`),
  );
}

/** A port nobody listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function sponsorOrder(t: TestApp): Promise<number> {
  const sponsor = await t.login(SPONSOR.email, SPONSOR.password);
  const sponsorUser = await t.app.qcard.db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', SPONSOR.email)
    .executeTakeFirstOrThrow();
  const emp = await t.app.qcard.db
    .selectFrom('employees')
    .select(['id', 'contract_id'])
    .where('company_id', '=', sponsorUser.company_id)
    .where('contract_id', 'is not', null)
    .executeTakeFirstOrThrow();
  await t.app.qcard.db
    .insertInto('cart_items')
    .values({
      owner_kind: 'user',
      owner_id: String(sponsorUser.id),
      item_type: 'Recharge',
      description: 'Reload $30.00 · Pat Employee (E-1) · Q Card 2000000001',
      price: 3000,
      contract_id: emp.contract_id,
      employee_id: emp.id,
      payload: '{"rechargevalue":3000}',
      created_at: new Date().toISOString(),
    })
    .execute();
  const res = await t.post('/order/submit', { function: 'rs_submit_order' }, sponsor);
  expect(res.envelope.status).toBe('SUCCESS');
  return res.envelope.data.orderId as number;
}

describe('order receipts through the demo mailbox', () => {
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
    rider = await t.login(RIDER.email, RIDER.password);
  });
  afterAll(async () => t.close());

  it("a patron's paid order sends one receipt: number, items, card last four, amounts, 2–4 business days then 24–48 hours, contact; text and HTML", async () => {
    const c = await contractOf(t, '1000000001');
    await addReload(t, rider, c.id, 2500);
    const res = await t.post('/order/submit', orderBody(t, APPROVE), rider);
    expect(res.envelope.status).toBe('SUCCESS');
    const orderId = res.envelope.data.orderId as number;
    // Queued with the order, sent by the worker.
    const queued = await receiptsFor(t, orderId);
    expect(queued).toHaveLength(1);
    // The worker's own pass may hold the row when this one runs: ask again until it is sent.
    let [mail] = await receiptsFor(t, orderId);
    for (let tries = 0; tries < 50 && !mail?.sentAt; tries += 1) {
      await getOutboxWorker(t.app.qcard)?.runOnce();
      [mail] = await receiptsFor(t, orderId);
      if (!mail?.sentAt) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.to).toBe(RIDER.email);
    expect(mail.sentAt).not.toBeNull();
    expect(mail.subject).toBe(`Your Q Card receipt for order ${orderId}`);
    expect(mail.text).toContain(`Order number: ${orderId}`);
    expect(mail.text).toMatch(/Reload \$25\.00 · Q Card ending 0001 .*\$25\.00/);
    expect(mail.text).toContain('Visa ending 1111');
    expect(mail.text).toContain('Total: $25.00');
    expect(mail.text).toContain(
      'processed within an estimated 2–4 business days; the value may then take 24–48 hours to appear on each reloaded Q Card',
    );
    expect(mail.text).toContain(`Write to support@qcard.example and quote order number ${orderId}`);
    expect(mail.html).toContain(`<strong>${orderId}</strong>`);
    expect(mail.html).toMatch(/<td style="[^"]*text-align:right;[^"]*">\$25\.00<\/td>/);
    expect(mail.html).toContain('mailto:support@qcard.example');
    // Last four only: neither the payment card nor the Q Card serial appears whole.
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).not.toContain(APPROVE);
      expect(body).not.toContain('1000000001');
    }
    // A second pass sends nothing again.
    await getOutboxWorker(t.app.qcard)?.runOnce();
    expect(await receiptsFor(t, orderId)).toHaveLength(1);
    const row = await t.app.qcard.db
      .selectFrom('outbox')
      .select(['attempts', 'sent_at'])
      .where('dedupe_key', '=', `receipt:order:${orderId}`)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
  });

  it('a declined order sends no receipt', async () => {
    const before = (await mailbox(t)).filter((m) => m.kind === 'order-receipt').length;
    const c = await contractOf(t, '1000000001');
    await addReload(t, rider, c.id, 2000);
    const res = await t.post('/order/submit', orderBody(t, DECLINE), rider);
    expect(res.envelope.status).not.toBe('SUCCESS');
    expect((await mailbox(t)).filter((m) => m.kind === 'order-receipt')).toHaveLength(before);
    await t.post('/cart/clearCart', {}, rider);
  });

  it('the unregistered reload sends the receipt to the e-mail given "for your receipt", and none without one', async () => {
    const withMail = await t.post('/user/anonymoususer', {
      cardSerialNo: '3000000001',
      email: 'Visitor@Example.com',
      captcha: await t.captcha(),
    });
    const anon = withMail.headers['x-auth-token'] as string;
    const c = await contractOf(t, '3000000001');
    await addReload(t, anon, c.id, 2000);
    const res = await t.post('/order/submit', orderBody(t, APPROVE), anon);
    expect(res.envelope.status).toBe('SUCCESS');
    const orderId = res.envelope.data.orderId as number;
    await getOutboxWorker(t.app.qcard)?.runOnce();
    const [mail] = await receiptsFor(t, orderId);
    expect(mail).toMatchObject({ to: 'visitor@example.com', sentAt: expect.any(String) });
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).toContain('Q Card ending 0001');
    expect(mail?.text).not.toContain('3000000001');

    const noMail = await t.post('/user/anonymoususer', {
      cardSerialNo: '3000000001',
      captcha: await t.captcha(),
    });
    const anon2 = noMail.headers['x-auth-token'] as string;
    await addReload(t, anon2, c.id, 2000);
    const res2 = await t.post('/order/submit', orderBody(t, APPROVE), anon2);
    expect(res2.envelope.status).toBe('SUCCESS');
    expect(await receiptsFor(t, res2.envelope.data.orderId as number)).toHaveLength(0);
  });

  it("a sponsor's company-account order sends the receipt to the sponsor, billed to the company", async () => {
    const orderId = await sponsorOrder(t);
    await getOutboxWorker(t.app.qcard)?.runOnce();
    const [mail] = await receiptsFor(t, orderId);
    expect(mail).toMatchObject({ to: SPONSOR.email, sentAt: expect.any(String) });
    expect(mail?.text).toMatch(/Payment: +Billed to /);
    expect(mail?.text).toContain('Q Card ending 0001  $30.00');
    expect(mail?.text).not.toContain('2000000001');
  });
});

describe('a mail server that is down', () => {
  let sink: SmtpSink;
  let down: TestApp;
  let later: TestApp | null = null;
  beforeAll(async () => {
    sink = await startSmtpSink();
    down = await createTestApp({
      settings: { fulfilmentDelaySeconds: 3600, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` },
    });
  });
  afterAll(async () => {
    await later?.close();
    await down.close();
    await sink.close();
  });

  it('never fails the order: the receipt waits with its error, and is sent once the server answers', async () => {
    const rider = await down.login(RIDER.email, RIDER.password);
    const c = await contractOf(down, '1000000001');
    await addReload(down, rider, c.id, 2000);
    const res = await down.post('/order/submit', orderBody(down, APPROVE), rider);
    expect(res.envelope.status).toBe('SUCCESS');
    const orderId = res.envelope.data.orderId as number;
    expect(await getOutboxWorker(down.app.qcard)?.runOnce()).toBe(0);
    const key = `receipt:order:${orderId}`;
    const failed = await down.app.qcard.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(failed.next_attempt_at ?? '')).toBeGreaterThan(Date.now());

    // Another instance on the same database, whose mail server answers, an hour later.
    later = await createTestApp({
      dataDir: down.dataDir,
      database: down.database,
      clock: () => new Date(Date.now() + 3600_000),
      settings: { smtpUrl: `smtp://127.0.0.1:${sink.port}` },
    });
    expect(await getOutboxWorker(later.app.qcard)?.runOnce()).toBe(1);
    const mails = sink.mails.filter(
      (m) => m.subject === `Your Q Card receipt for order ${orderId}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([RIDER.email]);
    expect(mails[0]?.text).toContain(`Order number: ${orderId}`);
    const sent = await down.app.qcard.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({
      attempts: 2,
      error: null,
      next_attempt_at: null,
      text_body: '[sent through SMTP; body not kept]',
    });
    expect(sent.sent_at).not.toBeNull();
  });

  it(`gives a mail up after ${MAX_ATTEMPTS} attempts, keeping the error`, async () => {
    const db = down.app.qcard.db;
    await db.transaction().execute((trx) =>
      enqueueMail(trx, 'from@qcard.example', new Date().toISOString(), {
        to: 'a@example.com',
        subject: 'give-up test',
        text: 'x',
        html: null,
        kind: 'test',
        dedupeKey: 'test:give-up',
      }),
    );
    await db
      .updateTable('outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('dedupe_key', '=', 'test:give-up')
      .execute();
    await getOutboxWorker(down.app.qcard)?.runOnce();
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', 'test:give-up')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, next_attempt_at: null, sent_at: null });
    expect(row.error).not.toBeNull();
  });
});

describe('two API instances', () => {
  it('send every queued mail exactly once, and enqueuing an event twice keeps one mail', async () => {
    const sink = await startSmtpSink();
    const a = await createTestApp({ settings: { smtpUrl: `smtp://127.0.0.1:${sink.port}` } });
    const b = await createTestApp({
      dataDir: a.dataDir,
      database: a.database,
      settings: { smtpUrl: `smtp://127.0.0.1:${sink.port}` },
    });
    try {
      const now = new Date().toISOString();
      await a.app.qcard.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 30; i += 1) {
          await enqueueMail(trx, 'from@qcard.example', now, {
            to: `r${i}@example.com`,
            subject: `twice test ${i}`,
            text: `mail ${i}`,
            html: null,
            kind: 'test',
            dedupeKey: `test:twice:${i}`,
          });
        }
        await enqueueMail(trx, 'from@qcard.example', now, {
          to: 'r0@example.com',
          subject: 'twice test 0 again',
          text: 'dup',
          html: null,
          kind: 'test',
          dedupeKey: 'test:twice:0',
        });
      });
      const [sentA, sentB] = await Promise.all([
        getOutboxWorker(a.app.qcard)?.runOnce(),
        getOutboxWorker(b.app.qcard)?.runOnce(),
      ]);
      // The background passes may have taken some too; all together sent each mail once.
      await Promise.all([
        getOutboxWorker(a.app.qcard)?.runOnce(),
        getOutboxWorker(b.app.qcard)?.runOnce(),
      ]);
      const subjects = sink.mails.map((m) => m.subject).filter((s) => s.startsWith('twice test'));
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      expect(subjects).not.toContain('twice test 0 again');
      expect((sentA ?? 0) + (sentB ?? 0)).toBeLessThanOrEqual(30);
      // Each sent mail is recorded as sent (a claim's rows together), so no lease resends it.
      const rows = await a.app.qcard.db
        .selectFrom('outbox')
        .select(['sent_at', 'claim_token', 'next_attempt_at'])
        .where('kind', '=', 'test')
        .execute();
      expect(rows).toHaveLength(30);
      for (const row of rows)
        expect(row).toMatchObject({
          sent_at: expect.any(String),
          claim_token: null,
          next_attempt_at: null,
        });
    } finally {
      await b.close();
      await a.close();
      await sink.close();
    }
  });
});
