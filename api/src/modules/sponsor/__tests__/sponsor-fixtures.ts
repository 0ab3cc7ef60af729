// A sponsor management API on a fresh seeded database, with a session for each company's sponsor
// and for a patron, and the look-ups the sponsor tests make through the API.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

export interface SponsorCallers {
  t: TestApp;
  /** Acme's sponsor. */
  acme: string;
  /** Globex's sponsor: the other company. */
  globex: string;
  patron: string;
}

export async function startSponsorApp(): Promise<SponsorCallers> {
  const t = await createTestApp();
  const [acme, globex, patron] = await Promise.all([
    t.login('sponsor@example.com', 'Sponsor#2026'),
    t.login('sponsor2@example.com', 'Sponsor#2026'),
    t.login('rider@example.com', 'Rider#2026'),
  ]);
  return { t, acme, globex, patron };
}

export async function groupIdByName(t: TestApp, token: string, name: string): Promise<number> {
  const res = await t.post('/group/search', { all: true }, token);
  const g = (res.envelope.data.data as Array<{ id: number; groupname: string }>).find(
    (x) => x.groupname === name,
  );
  if (!g) throw new Error(`no group ${name}`);
  return g.id;
}

export async function employeeByCode(t: TestApp, token: string, code: string) {
  const res = await t.post(
    '/employee/search',
    { filterType: 'employeeId', filterValue: code },
    token,
  );
  return (
    res.envelope.data.data as Array<{
      id: number;
      employeeId: string;
      contractId: number;
      cardNumber: string;
    }>
  ).find((e) => e.employeeId === code);
}

export async function contractOf(t: TestApp, token: string, serial: string): Promise<number> {
  const res = await t.post('/employee/cardAllocation', { cardNumber: serial }, token);
  expect(res.envelope.status).toBe('SUCCESS');
  return res.envelope.data.contracts[0].id as number;
}
