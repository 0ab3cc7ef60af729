// Riders kept informed: the preferences, the low-balance alert (one per card
// and day, queued with the fare, sent once by two API instances), autoload notices (done,
// declined, monthly maximum) and receipts that follow the rider's choice.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  RIDER,
  PATRON2,
  SPONSOR,
  activeSub,
  contractOf,
  paymentFields,
  submitAndFulfil,
} from '../../subscriptions/__tests__/subscription-test-helpers';
import { addReload, APPROVE, orderBody } from '../../orders/__tests__/order-test-helpers';
import { getOutboxWorker } from '../../../platform/outbox/outbox-worker';

jest.setTimeout(60_000);

type Settings = {
  receipts: boolean;
  autoloadNotices: boolean;
  mailLanguage: string | null;
  cards: Array<{ cardId: number; serialNumber: string; thresholdCents: number | null }>;
};

async function outbox(t: TestApp, kind: string) {
  return t.app.qcard.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body', 'sent_at', 'dedupe_key', 'language'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}
async function cardIdOf(t: TestApp, serial: string): Promise<number> {
  return (
    await t.app.qcard.db
      .selectFrom('cards')
      .select('id')
      .where('serial', '=', serial)
      .executeTakeFirstOrThrow()
  ).id;
}
async function setBalance(t: TestApp, contractId: number, cents: number) {
  await t.app.qcard.db
    .updateTable('contracts')
    .set({ units_left: cents })
    .where('id', '=', contractId)
    .execute();
}
function update(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.post(
    '/user/notifications/update',
    { receipts: true, autoloadNotices: true, mailLanguage: null, cards: [], ...body },
    token,
  );
}

describe('notification preferences', () => {
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await createTestApp();
    rider = await t.login(RIDER.email, RIDER.password);
  });
  afterAll(async () => t.close());

  it('start with receipts and autoload notices on, mails in the portal language, no low-balance alert, on the caller’s own cards only', async () => {
    const res = await t.post('/user/notifications', {}, rider);
    const data = res.envelope.data as Settings;
    expect(data).toMatchObject({ receipts: true, autoloadNotices: true, mailLanguage: null });
    expect(data.cards.map((c) => c.serialNumber)).toContain('1000000001');
    expect(data.cards.every((c) => c.thresholdCents === null)).toBe(true);
    const patron2 = await t.login(PATRON2.email, PATRON2.password);
    const other = (await t.post('/user/notifications', {}, patron2)).envelope.data as Settings;
    expect(other.cards.map((c) => c.serialNumber)).not.toContain('1000000001');
    const sponsor = await t.login(SPONSOR.email, SPONSOR.password);
    expect(
      ((await t.post('/user/notifications', {}, sponsor)).envelope.data as Settings).cards,
    ).toEqual([]);
  });

  it('save, and refuse an amount out of bounds, another rider’s card and a language the portal does not have', async () => {
    const cardId = await cardIdOf(t, '1000000001');
    const low = await update(t, rider, { cards: [{ cardId, thresholdCents: 50 }] });
    expect(low.statusCode).toBe(400);
    expect(low.envelope.errorMessage).toBe(
      'The alert amount for Q Card 1000000001 must be between $1.00 and $100.00.',
    );
    const patron2 = await t.login(PATRON2.email, PATRON2.password);
    expect(
      (await update(t, patron2, { cards: [{ cardId, thresholdCents: 500 }] })).statusCode,
    ).toBe(404);
    expect((await update(t, rider, { mailLanguage: 'fr' })).statusCode).toBe(400);
    const saved = await update(t, rider, {
      receipts: false,
      autoloadNotices: false,
      mailLanguage: 'es',
      cards: [{ cardId, thresholdCents: 500 }],
    });
    expect(saved.envelope.data).toMatchObject({
      receipts: false,
      autoloadNotices: false,
      mailLanguage: 'es',
    });
    expect(
      (saved.envelope.data as Settings).cards.find((c) => c.cardId === cardId)?.thresholdCents,
    ).toBe(500);
    const off = await update(t, rider, { cards: [{ cardId, thresholdCents: null }] });
    expect(
      (off.envelope.data as Settings).cards.find((c) => c.cardId === cardId)?.thresholdCents,
    ).toBeNull();
  });

  it('receipts off: a paid order queues no receipt; on again: it does', async () => {
    const contractId = await contractOf(t, '1000000001');
    await update(t, rider, { receipts: false });
    await addReload(t, rider, contractId, 1000);
    const first = await t.post('/order/submit', orderBody(t, APPROVE), rider);
    expect(first.envelope.status).toBe('SUCCESS');
    const receipts = () =>
      t.app.qcard.db
        .selectFrom('outbox')
        .select('dedupe_key')
        .where('kind', '=', 'order-receipt')
        .execute();
    expect((await receipts()).map((r) => r.dedupe_key)).not.toContain(
      `receipt:order:${first.envelope.data.orderId as number}`,
    );
    await update(t, rider, { receipts: true });
    await addReload(t, rider, contractId, 1000);
    const second = await t.post('/order/submit', orderBody(t, APPROVE), rider);
    expect((await receipts()).length).toBeGreaterThan(0);
    expect(second.envelope.status).toBe('SUCCESS');
  });
});

describe('low-balance alerts', () => {
  it('one mail when a fare leaves the card under the threshold, not one per tap, in the mail language; none above it', async () => {
    const t = await createTestApp();
    try {
      const rider = await t.login(RIDER.email, RIDER.password);
      const contractId = await contractOf(t, '1000000004');
      const cardId = await cardIdOf(t, '1000000004');
      await update(t, rider, { mailLanguage: 'es', cards: [{ cardId, thresholdCents: 500 }] });
      await setBalance(t, contractId, 800);
      await t.post('/card/tap', { contractId }, rider); // 675: above
      expect(await outbox(t, 'low-balance')).toHaveLength(0);
      await setBalance(t, contractId, 540);
      const tap = await t.post('/card/tap', { contractId }, rider); // reduced fare 60: 480, under $5.00
      expect(tap.envelope.status).toBe('SUCCESS');
      await t.post('/card/tap', { contractId }, rider); // still under, same day
      await t.post('/card/tap', { contractId }, rider);
      const mails = await outbox(t, 'low-balance');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: RIDER.email, language: 'es' });
      expect(mails[0]?.subject).toMatch(/^Saldo bajo en su Q Card terminada en 0004/);
      expect(tap.envelope.data.unitsLeft).toBe(480);
      expect(mails[0]?.text_body).toContain('$4.80');
      expect(mails[0]?.text_body).toContain(
        `/recharge/default?cardId=${cardId}&contractId=${contractId}`,
      );
      expect(mails[0]?.text_body).not.toContain('1000000004');
    } finally {
      await t.close();
    }
  });

  it('two API instances tapping at once queue one alert and send it once', async () => {
    const a = await createTestApp();
    const b = await createTestApp({ dataDir: a.dataDir, database: a.database });
    try {
      const riderA = await a.login(RIDER.email, RIDER.password);
      const riderB = await b.login(RIDER.email, RIDER.password);
      // This card has an automatic reload (seed): the alert says so instead of asking to reload.
      const contractId = await contractOf(a, '1000000002');
      const cardId = await cardIdOf(a, '1000000002');
      await update(a, riderA, { cards: [{ cardId, thresholdCents: 1000 }] });
      await setBalance(a, contractId, 1100);
      await Promise.all([
        a.post('/card/tap', { contractId }, riderA),
        b.post('/card/tap', { contractId }, riderB),
        a.post('/card/tap', { contractId }, riderA),
        b.post('/card/tap', { contractId }, riderB),
      ]);
      await Promise.all([
        getOutboxWorker(a.app.qcard)?.runOnce(),
        getOutboxWorker(b.app.qcard)?.runOnce(),
      ]);
      await Promise.all([
        getOutboxWorker(a.app.qcard)?.runOnce(),
        getOutboxWorker(b.app.qcard)?.runOnce(),
      ]);
      const mails = await outbox(a, 'low-balance');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.sent_at).not.toBeNull();
      expect(mails[0]?.text_body).toContain('An automatic reload is set up for this card');
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('autoload notices', () => {
  let now = new Date('2026-11-30T12:00:00.000Z');
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    rider = await t.login(RIDER.email, RIDER.password);
  });
  afterAll(async () => t.close());

  it('done: amount, card and new balance; the monthly maximum: one notice that month with a link to reload', async () => {
    const contractId = await contractOf(t, '1000000001');
    const add = await t.post(
      '/subscription/addSubscription',
      {
        contractid: contractId,
        thresholdAmount: 500,
        rechargevalue: 1000,
        maxRecharges: 1,
        ...paymentFields(t),
      },
      rider,
    );
    expect(add.envelope.status).toBe('SUCCESS');
    await submitAndFulfil(t, rider);
    expect(await activeSub(t, contractId)).toBeDefined();
    await setBalance(t, contractId, 600);
    await t.post('/card/tap', { contractId }, rider); // 475 → +1000 = 1475
    const done = await outbox(t, 'autoload-honoured');
    expect(done).toHaveLength(1);
    expect(done[0]?.subject).toBe('Automatic reload of $10.00 done on your Q Card ending 0001');
    expect(done[0]?.text_body).toContain('Its balance is now $14.75.');
    await setBalance(t, contractId, 600);
    await t.post('/card/tap', { contractId }, rider); // maximum 1 used: not reloaded
    await t.post('/card/tap', { contractId }, rider);
    const max = await outbox(t, 'autoload-maximum');
    expect(max).toHaveLength(1);
    expect(max[0]?.subject).toBe(
      'Automatic reloads paused for this month on your Q Card ending 0001',
    );
    expect(max[0]?.text_body).toContain('/recharge/default?cardId=');
    now = new Date('2026-12-15T12:00:00.000Z');
  });

  it('declined: a notice with the link to update the payment card; turned off: nothing', async () => {
    rider = await t.login(RIDER.email, RIDER.password); // the clock moved on to December
    const contractId = await contractOf(t, '1000000004');
    const add = await t.post(
      '/subscription/addSubscription',
      {
        contractid: contractId,
        thresholdAmount: 5000,
        rechargevalue: 1000,
        maxRecharges: 5,
        ...paymentFields(t, '4000000000000002'),
      },
      rider,
    );
    expect(add.envelope.status).toBe('SUCCESS');
    await submitAndFulfil(t, rider);
    await t.post('/card/tap', { contractId }, rider);
    const declined = await outbox(t, 'autoload-declined');
    expect(declined).toHaveLength(1);
    expect(declined[0]?.subject).toBe('Automatic reload declined on your Q Card ending 0004');
    expect(declined[0]?.text_body).toMatch(
      /Update your payment card: \S+\/single-subscribe\?cardId=\d+&contractId=\d+/,
    );

    await update(t, rider, { autoloadNotices: false });
    const c1 = await contractOf(t, '1000000001');
    await setBalance(t, c1, 600);
    await t.post('/card/tap', { contractId: c1 }, rider); // December: reloads again, silently
    expect(await outbox(t, 'autoload-honoured')).toHaveLength(1);
  });
});
