// createTestApp(): a fresh app on a temporary data folder (own SQLite file, keys, seed), for
// any team's API tests. Captcha difficulty is tiny so solving costs milliseconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@qcard/shared/contracts/envelope';
import { buildApp, type BuildAppOptions } from '../app';
import { solveCaptcha } from './captcha';

/** Envelope whose data tests read freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary response data
export type TestEnvelope = Envelope<any>;

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Logs in (solving the captcha) and returns the session token; throws on failure. */
  login(email: string, password: string): Promise<string>;
  /** POST <apiBase><path> with a JSON body and optional bearer token. */
  post(path: string, body?: Record<string, unknown>, token?: string | null): Promise<LightMyRequestResponse & { envelope: TestEnvelope }>;
  /** A solved captcha payload for the `captcha` field. */
  captcha(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'dataDir'> {
  /** Reuse a data folder (e.g. to test a restart); default a new temporary folder. */
  dataDir?: string;
  /** Keep the data folder after close(). */
  keepDataDir?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-api-test-'));
  const app = await buildApp({
    logger: false,
    ...options,
    dataDir,
    settings: { captchaCounterMin: 1, captchaCounterMax: 40, demoMailbox: true, ...options.settings },
  });
  const apiBase = app.qcard.settings.apiBase;
  const post: TestApp['post'] = async (p, body = {}, token = null) => {
    const res = await app.inject({
      method: 'POST',
      url: `${apiBase}${p}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });
    return Object.assign(res, { envelope: res.json() as TestEnvelope });
  };
  return {
    app,
    dataDir,
    post,
    captcha: () => solveCaptcha(app),
    async login(email, password) {
      const res = await post('/user/authenticate', { username: email, password, captcha: await solveCaptcha(app) });
      const token = res.headers['x-auth-token'];
      if (res.envelope.status !== 'SUCCESS' || typeof token !== 'string') {
        throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
      }
      return token;
    },
    async close() {
      await app.close();
      if (!options.keepDataDir && !options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
