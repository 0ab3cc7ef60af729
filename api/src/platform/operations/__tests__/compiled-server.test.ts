// Once, in the SQLite pass (jest.config.cjs): it starts servers of its own.
// Production runs the compiled server, `node --enable-source-maps api/dist/main.js` (npm start,
// docs/operations.md); tsx is for development and tests only. Started here as production
// starts it, with a loader hook that stops the process if it ever loads TypeScript or tsx.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import {
  API_DIR,
  COMPILED_MAIN,
  COMPILED_START_ARGS,
  REPO_ROOT,
  ensureCompiledApi,
} from '../../../test-support/compiled-api';
import { solveCaptchaChallenge } from '../../../test-support/captcha';
import { RIDER } from '../../../modules/orders/__tests__/order-test-helpers';

jest.setTimeout(180_000);

// Every module the process resolves passes here; a .ts file or anything of tsx is refused, so
// a server that needed them would not start.
const REFUSE_TYPESCRIPT = `export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  if (/\\.[cm]?tsx?$/.test(new URL(found.url).pathname) || found.url.includes('/node_modules/tsx/')) {
    throw new Error('TypeScript loaded at run time: ' + found.url);
  }
  return found;
}`;
const NO_TYPESCRIPT = `--import=data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(REFUSE_TYPESCRIPT)}`)});`,
)}`;

beforeAll(() => ensureCompiledApi());

async function freePort(): Promise<number> {
  for (
    let port = 18800 + Math.floor(Math.random() * 100), tries = 0;
    tries < 100;
    tries++, port = 18800 + ((port - 18800 + 1) % 100)
  ) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 18800-18899');
}

test('the loader hook this suite relies on refuses tsx (so a server started with it loads none)', () => {
  const res = spawnSync(process.execPath, [NO_TYPESCRIPT, '--import', 'tsx', '-e', '0'], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(res.status).not.toBe(0);
  expect(res.stderr).toContain('TypeScript loaded at run time');
});

test('the compiled server, started as production starts it with two workers, serves the portal and logs a demo rider in without loading TypeScript', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-compiled-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [NO_TYPESCRIPT, ...COMPILED_START_ARGS], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REMOTES_FILE: path.join(dataDir, 'remotes.json'),
      DEMO: '1',
      API_WORKERS: '2',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    server.once('exit', (code) => resolve(code)),
  );
  try {
    const deadline = Date.now() + 120_000;
    let ready = 0;
    while (ready !== 200) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`the compiled server did not become ready:\n${output}`);
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
    }

    const config = await fetch(`${base}/configParameters.json`);
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual(expect.any(Object));

    // A real call through the bundle: captcha (altcha), argon2 (native), the database (native).
    const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
    const login = await fetch(`${base}/api/user/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'USER_MANAGEMENT',
        function: 'login',
        version: 1,
        username: RIDER.email,
        password: RIDER.password,
        captcha: await solveCaptchaChallenge(challenge),
      }),
    });
    expect({ status: login.status, body: await login.json() }).toMatchObject({
      status: 200,
      body: { status: 'SUCCESS' },
    });
    expect(login.headers.get('x-auth-token')).toEqual(expect.any(String));

    server.kill('SIGTERM');
    expect({ code: await exited, output }).toMatchObject({ code: 0 });
    expect(output).not.toContain('TypeScript loaded at run time');
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the compiled server's source map leads a stack frame back to the TypeScript line", () => {
  const generated = fs.readFileSync(COMPILED_MAIN, 'utf8').split('\n');
  const line = generated.findIndex((l) => l.includes('Failed to start: '));
  expect(line).toBeGreaterThanOrEqual(0);
  const map = new SourceMap(JSON.parse(fs.readFileSync(`${COMPILED_MAIN}.map`, 'utf8')));
  const entry = map.findEntry(line, generated[line]!.indexOf('Failed to start: ')) as {
    originalSource?: string;
    originalLine?: number;
  };
  expect(path.resolve(path.dirname(COMPILED_MAIN), entry.originalSource ?? '')).toBe(
    path.join(API_DIR, 'src', 'main.ts'),
  );
  const original = fs.readFileSync(path.join(API_DIR, 'src', 'main.ts'), 'utf8').split('\n');
  expect(original[entry.originalLine ?? -1]).toContain('Failed to start: ');
});
