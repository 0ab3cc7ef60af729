// Runs last: everything the journeys sent through the API (passwords, card numbers, CVVs,
// session tokens) must not appear in the servers' logs.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SECRETS = [
  'Rider#2026',
  'Sponsor#2026',
  '4111111111111111',
  '4111 1111 1111 1111',
  '4000000000000002',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
];

// The run's portal and the portal-wide journeys' own (playwright.config.ts).
const LOGS = ['api.log', path.join('portal-wide', 'api.log')];

test('the API logs of the whole run hold no password, card number or token', () => {
  const log = LOGS.map((name) => {
    const file = path.join(process.env.E2E_RUN_DIR ?? '', name);
    expect(fs.existsSync(file), file).toBe(true);
    // The structured log lines; the start banner (URL and demo logins for the operator) is not a log.
    const lines = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .join('\n');
    // The journeys did go through the server: the log has request lines.
    expect(lines, file).toMatch(/"url":"\/api\/user\/authenticate"/);
    return lines;
  }).join('\n');
  for (const secret of SECRETS) expect(log.includes(secret), `log contains ${secret}`).toBe(false);
  // Security codes of the cards added in my-cards.spec (quoted: bare six digits turn up in timings).
  for (const code of ['"418207"', '"530914"'])
    expect(log.includes(code), `log contains card security code ${code}`).toBe(false);
  expect(log).not.toMatch(/"securityCode"/);
  expect(log).not.toMatch(/"authorization":"Bearer [A-Za-z0-9_-]{20,}/i);
  expect(log).not.toMatch(/"x-auth-token":"[A-Za-z0-9_-]{20,}/i);
  // Reset links and any other secret-named URL parameter: only ever logged redacted.
  expect(log).not.toMatch(/[?&;](?:[a-z_-]*(?:token|password))=(?!\[REDACTED\])/i);
});

test('the API log has one line per request and no error from the operations endpoints', async ({
  request,
}) => {
  // The operations endpoints once logged a level-50 error on every request.
  expect((await request.get('/metrics')).status()).toBe(200);
  expect((await request.get('/api/docs')).status()).toBe(200);
  const read = () =>
    fs
      .readFileSync(path.join(process.env.E2E_RUN_DIR ?? '', 'api.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) => JSON.parse(line) as { level: number; msg?: string; reqId?: string; url?: string },
      );
  // The access lines are written after the answers: read the log once both are in it.
  const operations = (l: { msg?: string; url?: string }) =>
    l.msg === 'request completed' && /^\/(metrics|api\/docs)$/.test(String(l.url));
  await expect.poll(() => read().filter(operations).length).toBeGreaterThanOrEqual(2);
  const lines = read();
  const completed = lines.filter((l) => l.msg === 'request completed');
  expect(completed.length).toBeGreaterThan(20);
  // Fastify's "incoming request" twin line is gone, and each request id has one access line.
  expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  const perId = new Map<string, number>();
  for (const l of completed) perId.set(String(l.reqId), (perId.get(String(l.reqId)) ?? 0) + 1);
  expect([...perId].filter(([, n]) => n > 1)).toEqual([]);
  // Request ids are plain (a client's long or odd X-Request-Id is replaced).
  expect(completed.filter((l) => !/^[A-Za-z0-9._-]{1,64}$/.test(String(l.reqId)))).toEqual([]);
  expect(lines.filter((l) => /Reply was already sent/.test(l.msg ?? ''))).toEqual([]);
  expect(
    completed.filter((l) => /^\/(metrics|api\/docs)$/.test(String(l.url))).length,
  ).toBeGreaterThanOrEqual(2);
});
