import {
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../../test-support/create-test-app';

/**
 * Two API instances on one database, as a deployment of several runs them. The second opens the
 * first one's database (and, on SQLite, its data folder with the keys).
 */
export async function startTwoInstances(clock: () => Date): Promise<[TestApp, TestApp]> {
  const options: TestAppOptions = {
    clock,
    settings: {
      fulfilmentDelaySeconds: 600,
      lockoutThreshold: 5,
      rateLimit: { loginPerAccount: 8 },
    },
  };
  const a = await createTestApp(options);
  const b = await createTestApp({ ...options, dataDir: a.dataDir, database: a.database });
  return [a, b];
}
