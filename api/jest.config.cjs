// Stop-gap for running the API tests until the root jest preset also transforms kysely and cookie
// (kysely 0.29 and cookie 2 are ESM-only; jest on Node 20 cannot require it untransformed).
// Root fix: add `kysely` and `cookie` (light-my-request, used by app.inject) to transformIgnorePatterns in /jest.preset.cjs, then
// `npx jest --selectProjects api` works and this file can be deleted.
const path = require('node:path');
const preset = require('../jest.preset.cjs');
const base = preset(__dirname, 'node');
module.exports = {
  ...base,
  rootDir: __dirname,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(altcha|altcha-lib|@altcha|kysely|cookie)[/@])'],
  moduleNameMapper: { ...base.moduleNameMapper },
  maxWorkers: 1,
  testTimeout: 30000,
};
void path;
