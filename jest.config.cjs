const preset = require('./jest.preset.cjs');
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
    // Suites that never reach the test database run once, in the SQLite pass: deploy state is
    // files and HTTP (70 s of a worker on two cores); the runbook, the demo-data check and the
    // compiled server start their own servers on SQLite or their own PostgreSQL (60 s more).
    testPathIgnorePatterns: [
      ...(project.testPathIgnorePatterns ?? ['/node_modules/']),
      '/api/src/platform/static/__tests__/deploy-',
      '/api/src/platform/operations/__tests__/(runbook|compiled-server)\\.test\\.ts$',
      '/api/src/platform/hardening/__tests__/demo-data\\.test\\.ts$',
    ],
    setupFiles: [path.join(api, 'src/test-support/jest-setup-postgres.cjs'), ...project.setupFiles],
  };
}
