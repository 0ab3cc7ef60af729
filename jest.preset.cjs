// One jest set-up for every package: TypeScript through @swc/jest, tests in __tests__/ beside the code.
const path = require('node:path');

/** @param {string} dir @param {'jsdom'|'node'} env */
module.exports = function preset(dir, env) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that jest must compile.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(altcha|altcha-lib|@altcha|kysely|cookie)[/@])',
    ],
    moduleNameMapper: {
      '\\.(css|svg|png)$': path.join(__dirname, 'jest.style-stub.cjs'),
      // The shared packages' modules import each other by package name (so Module Federation
      // shares one instance of each runtime module); in tests that name is the source folder.
      '^@qcard/(contracts|runtime|kit)/(.*)$': path.join(__dirname, 'shared/$1/src/$2'),
    },
    setupFiles: env === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.after-env-dom.cjs')] : [],
    // The API tests' database templates and leftover copies (api/src/test-support/test-database.ts).
    ...(env === 'node'
      ? { globalTeardown: path.join(dir, 'src/test-support/jest-teardown-api.ts') }
      : {}),
  };
};
