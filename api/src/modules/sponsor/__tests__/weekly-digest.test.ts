// The sponsor weekly digest: opt-in per administrator, what it reports, once
// per administrator and week however many API processes look, and in the administrator's language.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { RIDER, SPONSOR } from '../../orders/__tests__/order-test-helpers';
import { getOutboxWorker } from '../../../platform/outbox/outbox-worker';
import { digestWeek, enqueueDueDigests, isoWeekOf } from '../weekly-digest';
import { renderSponsorDigestMail } from '../../../platform/mail/templates/sponsor-digest';

jest.setTimeout(60_000);

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  sentAt: string | null;
}

async function digests(t: TestApp): Promise<MailboxEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${t.app.qcard.settings.apiBase}/demo/mailbox`,
  });
  return (res.json() as { data: MailboxEntry[] }).data.filter((m) => m.kind === 'sponsor-digest');
}

describe('the digest week', () => {
  it('is the ISO week, with years of 53 weeks', () => {
    expect(isoWeekOf(2026, 11, 23)).toBe('2026-W48');
    expect(isoWeekOf(2026, 1, 1)).toBe('2026-W01');
    expect(isoWeekOf(2027, 1, 1)).toBe('2026-W53');
    expect(isoWeekOf(2024, 12, 30)).toBe('2025-W01');
  });

  it('starts on Monday at 07:00 in the portal time zone, so early Monday still belongs to the week before', () => {
    // Monday 23 November 2026 in New York (UTC-5): 06:59 local is 11:59Z, 07:00 local is 12:00Z.
    expect(digestWeek(new Date('2026-11-23T11:59:00Z'), 'America/New_York')).toBe('2026-W47');
    expect(digestWeek(new Date('2026-11-23T12:00:00Z'), 'America/New_York')).toBe('2026-W48');
    expect(digestWeek(new Date('2026-11-23T12:00:00Z'), 'Asia/Tokyo')).toBe('2026-W48');
    expect(digestWeek(new Date('2026-11-29T23:00:00Z'), 'America/New_York')).toBe('2026-W48');
  });
});

describe('the mail', () => {
  const base = {
    firstName: 'Sam',
    companyName: 'Acme <Transit>',
    week: '2026-W48',
    portal: 'https://portal.example',
    timeZone: 'America/New_York',
  };
  it('names what needs attention with links to the screens that fix it, card numbers cut to the last four, HTML escaped', () => {
    const mail = renderSponsorDigestMail({
      ...base,
      language: 'en',
      employeesWithoutCard: { total: 12, shown: [{ employeeCode: 'E1001', name: 'Ada Lovelace' }] },
      lowBalanceCards: {
        total: 1,
        shown: [{ serial: '2000000123', profileName: 'Adult', cents: 250 }],
        underCents: 500,
      },
      failedPayments: { total: 0, shown: [] },
    });
    expect(mail.subject).toBe('Q Card weekly digest for Acme <Transit>');
    expect(mail.text).toContain('Employees without a card: 12');
    expect(mail.text).toContain('E1001 Ada Lovelace');
    expect(mail.text).toContain('… and 11 more');
    expect(mail.text).toContain('Company cards with less than $5.00: 1');
    expect(mail.text).toContain('Q Card ending 0123 (Adult): $2.50 left');
    expect(mail.text).not.toContain('2000000123');
    expect(mail.text).toContain('https://portal.example/emp_mgmt');
    expect(mail.text).not.toContain('Failed subscription payments');
    expect(mail.html).toContain('Acme &lt;Transit&gt;');
    expect(mail.html).not.toContain('<Transit>');
  });

  it('says so when nothing needs attention, in Spanish too', () => {
    const empty = {
      employeesWithoutCard: { total: 0, shown: [] },
      lowBalanceCards: { total: 0, shown: [], underCents: 500 },
      failedPayments: { total: 0, shown: [] },
    };
    expect(renderSponsorDigestMail({ ...base, ...empty, language: 'en' }).text).toContain(
      'Nothing needs your attention this week',
    );
    const es = renderSponsorDigestMail({ ...base, ...empty, language: 'es' });
    expect(es.subject).toBe('Resumen semanal de Q Card para Acme <Transit>');
    expect(es.text).toContain('Nada requiere su atención esta semana');
  });
});

describe('the setting and the digest through the API', () => {
  let t: TestApp;
  let sponsor: string;
  beforeAll(async () => {
    t = await createTestApp();
    sponsor = await t.login(SPONSOR.email, SPONSOR.password);
  });
  afterAll(async () => t.close());

  it('is off by default, shows this week’s counts, and is only for sponsors', async () => {
    const res = await t.post('/sponsor/digest', {}, sponsor);
    expect(res.envelope.status).toBe('SUCCESS');
    const data = res.envelope.data as {
      weeklyDigest: boolean;
      email: string;
      summary: { employeesWithoutCard: number; lowBalanceCents: number };
    };
    expect(data.weeklyDigest).toBe(false);
    expect(data.email).toBe(SPONSOR.email);
    const company = await t.app.qcard.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', SPONSOR.email)
      .executeTakeFirstOrThrow();
    const noCard = await t.app.qcard.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', company.company_id)
      .where('card_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(data.summary.employeesWithoutCard).toBe(Number(noCard.n));
    expect(data.summary.lowBalanceCents).toBe(500);

    const rider = await t.login(RIDER.email, RIDER.password);
    expect((await t.post('/sponsor/digest', {}, rider)).statusCode).toBe(403);
    expect((await t.post('/sponsor/digest/update', { weeklyDigest: true }, rider)).statusCode).toBe(
      403,
    );
  });

  it('refuses anything but true or false', async () => {
    for (const weeklyDigest of ['yes', 1, null]) {
      const res = await t.post('/sponsor/digest/update', { weeklyDigest }, sponsor);
      expect(res.statusCode).toBe(400);
    }
    expect(
      ((await t.post('/sponsor/digest', {}, sponsor)).envelope.data as { weeklyDigest: boolean })
        .weeklyDigest,
    ).toBe(false);
  });

  it('sends nothing to an administrator who did not opt in', async () => {
    expect(await enqueueDueDigests(t.app.qcard)).toBe(0);
    expect(await digests(t)).toHaveLength(0);
  });

  it('once on: one digest this week, sent by the outbox, naming an employee without a card; looking again queues nothing', async () => {
    const company = await t.app.qcard.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', SPONSOR.email)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    // A known employee without a card, so the digest has something to say.
    await t.app.qcard.db
      .insertInto('employees')
      .values({
        company_id: company.company_id ?? 0,
        employee_code: 'AAA-DIGEST',
        first_name: 'Digest',
        last_name: 'Tester',
        group_id: null,
        address: null,
        city: null,
        state: null,
        zip_code: null,
        email: null,
        phone: null,
        card_id: null,
        contract_id: null,
        created_at: now,
      })
      .execute();
    const on = await t.post('/sponsor/digest/update', { weeklyDigest: true }, sponsor);
    expect((on.envelope.data as { weeklyDigest: boolean }).weeklyDigest).toBe(true);

    expect(await enqueueDueDigests(t.app.qcard)).toBe(1);
    expect(await enqueueDueDigests(t.app.qcard)).toBe(0);
    await getOutboxWorker(t.app.qcard)?.runOnce();
    const mails = await digests(t);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(SPONSOR.email);
    expect(mail?.sentAt).not.toBeNull();
    expect(mail?.subject).toMatch(/^Q Card weekly digest for /);
    expect(mail?.text).toContain('AAA-DIGEST Digest Tester');
    expect(mail?.text).toContain(`${t.app.qcard.settings.publicOrigin}/emp_mgmt`);
  });

  it('turned off, the setting says so', async () => {
    const off = await t.post('/sponsor/digest/update', { weeklyDigest: false }, sponsor);
    expect((off.envelope.data as { weeklyDigest: boolean }).weeklyDigest).toBe(false);
  });
});

describe('two API instances', () => {
  it('queue and send one digest per administrator and week, in the administrator’s language', async () => {
    const a = await createTestApp();
    const b = await createTestApp({ dataDir: a.dataDir, database: a.database });
    try {
      await a.app.qcard.db
        .updateTable('users')
        .set({ weekly_digest: 1, language: 'es' })
        .where('email', '=', SPONSOR.email)
        .execute();
      const [queuedA, queuedB] = await Promise.all([
        enqueueDueDigests(a.app.qcard),
        enqueueDueDigests(b.app.qcard),
      ]);
      // Both may have built it; the outbox kept one.
      expect(queuedA + queuedB).toBeGreaterThanOrEqual(1);
      const rows = await a.app.qcard.db
        .selectFrom('outbox')
        .select(['dedupe_key', 'subject'])
        .where('kind', '=', 'sponsor-digest')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.subject).toMatch(/^Resumen semanal de Q Card para /);
      await Promise.all([
        getOutboxWorker(a.app.qcard)?.runOnce(),
        getOutboxWorker(b.app.qcard)?.runOnce(),
      ]);
      await Promise.all([
        getOutboxWorker(a.app.qcard)?.runOnce(),
        getOutboxWorker(b.app.qcard)?.runOnce(),
      ]);
      const sent = (await digests(a)).filter((m) => m.sentAt !== null);
      expect(sent).toHaveLength(1);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
