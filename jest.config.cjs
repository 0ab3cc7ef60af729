const preset = require('./jest.preset.cjs');
const fs = require('node:fs');
const path = require('node:path');
const dom = [
  'shared/contracts',
  'shared/runtime',
  'shared/kit',
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
];
const api = path.join(__dirname, 'api');
// API_TEST_POSTGRES_URL (set by scripts/test-all.mjs): the API suite runs a second time, on that
// PostgreSQL database, as a project of the same run, so both share one pool of workers.
const postgresUrl = process.env.API_TEST_POSTGRES_URL?.trim();
module.exports = {
  // Global only (jest ignores it per project): two cores shared with builds need headroom for
  // argon2 hashing, the captcha proof of work and user-event typing.
  testTimeout: 30_000,
  projects: [
    ...dom.map((d) => preset(path.join(__dirname, d), 'jsdom')),
    preset(api, 'node'),
    ...(postgresUrl ? [postgres(preset(api, 'node'))] : []),
  ],
};

/** The API project on PostgreSQL: each test file's process.env gets TEST_DATABASE_URL first. */
function postgres(project) {
  return {
    ...project,
    displayName: 'api-postgres',
    testPathIgnorePatterns: [
      ...(project.testPathIgnorePatterns ?? ['/node_modules/']),
      ...sqlitePassOnly().map(escapeRegExp),
    ],
    setupFiles: [path.join(api, 'src/test-support/jest-setup-postgres.cjs'), ...project.setupFiles],
  };
}

/**
 * API test files that open with "// Once, in the SQLite pass": what they test is the same on
 * either database (no database at all, or servers they start themselves), so the PostgreSQL pass
 * skips them. The mark is in the file, beside the reason; a file without it runs in both passes.
 */
function sqlitePassOnly() {
  const src = path.join(api, 'src');
  return fs
    .readdirSync(src, { recursive: true })
    .filter((f) => /(^|\/)__tests__\/.*\.test\.ts$/.test(f))
    .map((f) => path.join(src, f))
    .filter((f) => fs.readFileSync(f, 'utf8').startsWith('// Once, in the SQLite pass'));
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
