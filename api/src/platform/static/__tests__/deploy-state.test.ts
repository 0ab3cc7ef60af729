// Once, in the SQLite pass (jest.config.cjs): it starts servers of its own.
// The server's side of the deploy state: what it serves, what stops its start, and what makes
// it report not ready. Every state file here is written by the test, as an operator would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { findRepoRoot } from '../../../repo-paths';
import { DeployStateError, parseDeployState, undoableChanges } from '../deploy-state';
import { unbuiltDeployed } from '../static-files';
import { HAND_WRITTEN_STATE, build, builtRoot, url, write } from './deploy-fixture';

let root: string;
let stateFile: string;

/** Replace the file as a deploy does (a new file renamed over the old one). */
function replaceState(content: string): void {
  const tmp = `${stateFile}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, stateFile);
}

beforeEach(() => {
  root = builtRoot();
  stateFile = path.join(root, 'deploy', 'remotes.json');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the state file format', () => {
  it('names the line of a syntax error, an unknown remote and a bad value', () => {
    const errorOf = (text: string) => {
      try {
        parseDeployState(text, '/srv/deploy/remotes.json');
      } catch (e) {
        expect(e).toBeInstanceOf(DeployStateError);
        return (e as Error).message;
      }
      throw new Error('accepted');
    };
    expect(
      errorOf(
        HAND_WRITTEN_STATE.replace(
          '1.0.0/mf-manifest.json",\n  "mfe_cards"',
          '1.0.0/mf-manifest.json"\n  "mfe_cards"',
        ),
      ),
    ).toMatch(/^Invalid deploy state \/srv\/deploy\/remotes\.json:3: not valid JSON/);
    expect(errorOf(HAND_WRITTEN_STATE.replace('"mfe_sponsor"', '"mfe_sponser"'))).toBe(
      'Invalid deploy state /srv/deploy/remotes.json:6: unknown remote "mfe_sponser" (known: mfe_auth, mfe_cards, mfe_cart_billing, mfe_subscriptions, mfe_sponsor)',
    );
    expect(
      errorOf(HAND_WRITTEN_STATE.replace('"/apps/mfe-cart-billing/1.0.0/mf-manifest.json"', '42')),
    ).toContain('remotes.json:4: "mfe_cart_billing" must be a manifest URL');
    expect(
      errorOf(HAND_WRITTEN_STATE.replace('"shell": "1.0.0"', '"shell": "../1.0.0"')),
    ).toContain(':8: "$deploy".shell must be a version');
    expect(errorOf(HAND_WRITTEN_STATE.replace('"to": "1.1.0"', '"to": 11'))).toContain(
      ':11: history[1].to must be a version',
    );
    expect(errorOf('')).toContain(':1: not valid JSON');
    expect(errorOf('[]')).toContain(':1: must be a JSON object');
  });

  it('accepts the example of docs/operations.md as written', () => {
    const doc = fs.readFileSync(path.join(findRepoRoot(), 'docs', 'operations.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Rolling one remote forward and back'));
    const example = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const state = parseDeployState(example, 'docs/operations.md');
    expect(state.shell).toBe('1.0.41');
    expect(state.remotes.mfe_cards).toBe(url('mfe-cards', '1.1.0'));
    expect(undoableChanges(state, 'mfe-cards').map((c) => c.from)).toEqual(['1.0.0']);
  });

  it('accepts a plain mapping (no "$deploy"): no shell version, no history', () => {
    const state = parseDeployState(
      JSON.stringify({ mfe_cards: 'https://cdn.example/mfe-cards/2.0.0/mf-manifest.json' }),
      'f',
    );
    expect(state).toEqual({
      remotes: { mfe_cards: 'https://cdn.example/mfe-cards/2.0.0/mf-manifest.json' },
      shell: null,
      canaries: {},
      history: [],
    });
  });

  it('rollback undoes switches newest first, and a rollback is never undone by the next one', () => {
    const state = parseDeployState(HAND_WRITTEN_STATE, 'f');
    expect(undoableChanges(state, 'mfe-cards').map((c) => c.from)).toEqual(['1.0.0', '1.1.0']);
    state.history.push({
      at: '2026-04-01T00:00:00Z',
      app: 'mfe-cards',
      from: '1.2.0',
      to: '1.1.0',
      by: 'rollback',
    });
    expect(undoableChanges(state, 'mfe-cards').map((c) => c.from)).toEqual(['1.0.0']);
    expect(undoableChanges(state, 'mfe-auth')).toEqual([]);
  });
});

describe('at start', () => {
  it('buildApp refuses a malformed state file, naming file and line', async () => {
    write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE.replace('"from": null,', '"from": null'));
    await expect(
      createTestApp({ staticRoot: root, remotesFile: stateFile, seed: false }),
    ).rejects.toThrow(`Invalid deploy state ${stateFile}:10: not valid JSON`);
  });

  it('main.ts stops at once with exit 2 and the file and line, before any worker starts', async () => {
    write(
      root,
      'deploy/remotes.json',
      HAND_WRITTEN_STATE.replace('"mfe_sponsor":', '"mfe_sponsor"'),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(findRepoRoot(), 'api'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATA_DIR: path.join(root, 'data'),
        REMOTES_FILE: stateFile,
        API_WORKERS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(killer);
    expect(output).toContain(`Invalid deploy state ${stateFile}:6: not valid JSON`);
    expect(code).toBe(2);
    expect(output).not.toContain('listening');
  });
});

describe('while running', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('serves the remote entries of the state (not "$deploy"), and a broken file fails /readyz while the last good state is served', async () => {
    write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE);
    t = await createTestApp({ staticRoot: root, remotesFile: stateFile, seed: false });
    const remotes = async () =>
      (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json() as Record<
        string,
        string
      >;
    const ready = () => t.app.inject({ method: 'GET', url: '/readyz' });
    expect(await remotes()).toEqual({
      mfe_auth: url('mfe-auth', '1.0.0'),
      mfe_cards: url('mfe-cards', '1.2.0'),
      mfe_cart_billing: url('mfe-cart-billing', '1.0.0'),
      mfe_subscriptions: url('mfe-subscriptions', '1.0.0'),
      mfe_sponsor: url('mfe-sponsor', '1.0.0'),
    });
    expect((await ready()).json()).toEqual({ status: 'ready' });

    // A package.json bump publishes nothing.
    write(root, 'mfe-cards/package.json', JSON.stringify({ version: '9.0.0' }));
    expect((await remotes()).mfe_cards).toBe(url('mfe-cards', '1.2.0'));

    replaceState(HAND_WRITTEN_STATE.replace('"/apps/mfe-cards/1.2.0/', '/apps/mfe-cards/1.1.0/'));
    const broken = await ready();
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({
      status: 'unavailable',
      reason: 'deploy-state',
      detail: expect.stringContaining(
        `Invalid deploy state ${stateFile}:3: not valid JSON`,
      ) as unknown,
    });
    expect((await remotes()).mfe_cards).toBe(url('mfe-cards', '1.2.0'));

    replaceState(HAND_WRITTEN_STATE.replace('/apps/mfe-cards/1.2.0/', '/apps/mfe-cards/1.1.0/'));
    expect((await ready()).statusCode).toBe(200);
    expect((await remotes()).mfe_cards).toBe(url('mfe-cards', '1.1.0'));

    fs.rmSync(stateFile);
    const missing = await ready();
    expect(missing.statusCode).toBe(503);
    expect(missing.json().detail).toBe(
      `${stateFile} is missing; serving the last good deploy state`,
    );
    expect((await remotes()).mfe_cards).toBe(url('mfe-cards', '1.1.0'));
  });

  it('serves the shell version the state names, not the one in shell/package.json', async () => {
    build(root, 'shell', '1.0.1');
    write(root, 'shell/package.json', JSON.stringify({ version: '1.0.1' }));
    write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE);
    t = await createTestApp({ staticRoot: root, remotesFile: stateFile, seed: false });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<title>shell 1.0.0</title>');
    replaceState(HAND_WRITTEN_STATE.replace('"shell": "1.0.0"', '"shell": "1.0.1"'));
    expect(
      (await t.app.inject({ method: 'GET', url: '/cards', headers: { accept: 'text/html' } })).body,
    ).toContain('<title>shell 1.0.1</title>');
    replaceState(HAND_WRITTEN_STATE.replace('"shell": "1.0.0"', '"shell": "1.0.7"'));
    const unbuilt = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(unbuilt.statusCode).toBe(503);
    expect(unbuilt.body).toContain(
      'The deployed shell version 1.0.7 is not built (no shell/dist/1.0.7/index.html)',
    );
  });

  it('names, at start, what the state points at that is not built on this server', () => {
    const state = parseDeployState(
      HAND_WRITTEN_STATE.replace('"shell": "1.0.0"', '"shell": "1.0.9"'),
      'f',
    );
    fs.rmSync(path.join(root, 'mfe-cards', 'dist', '1.2.0'), { recursive: true });
    state.remotes.mfe_sponsor = 'https://cdn.transit.example/mfe-sponsor/7.0.0/mf-manifest.json';
    expect(unbuiltDeployed(root, state)).toEqual([
      path.join('shell', 'dist', '1.0.9', 'index.html'),
      path.join('mfe-cards', 'dist', '1.2.0', 'mf-manifest.json'),
    ]);
  });

  it('keeps a CDN origin of the state in the Content-Security-Policy', async () => {
    write(
      root,
      'deploy/remotes.json',
      HAND_WRITTEN_STATE.replace(
        '"/apps/mfe-cards/1.2.0/mf-manifest.json"',
        '"https://cdn.transit.example/mfe-cards/1.2.0/mf-manifest.json"',
      ),
    );
    t = await createTestApp({ staticRoot: root, remotesFile: stateFile, seed: false });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain(
      "script-src 'self' https://cdn.transit.example;",
    );
  });
});
