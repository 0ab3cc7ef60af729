// Runs last: everything the journeys sent through the API (passwords, card numbers, CVVs,
// session tokens) must not appear in the server's log.
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

test('the API log of the whole run holds no password, card number or token', () => {
  const file = path.join(process.env.E2E_RUN_DIR ?? '', 'api.log');
  expect(fs.existsSync(file)).toBe(true);
  // The structured log lines; the start banner (URL and demo logins for the operator) is not a log.
  const log = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .join('\n');
  // The journeys did go through the server: the log has request lines.
  expect(log).toMatch(/"url":"\/api\/user\/authenticate"/);
  for (const secret of SECRETS) expect(log.includes(secret), `log contains ${secret}`).toBe(false);
  expect(log).not.toMatch(/"authorization":"Bearer [A-Za-z0-9_-]{20,}/i);
  expect(log).not.toMatch(/"x-auth-token":"[A-Za-z0-9_-]{20,}/i);
});
