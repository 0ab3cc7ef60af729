// Once, in the SQLite pass (jest.config.cjs): it starts servers of its own.
// scripts/remotes.mjs as an operator runs it (a child process), against a deploy folder with
// apps built on disk and a state file it did not write itself. Every command's effect is read
// back from the file: a refusal leaves it byte for byte as it was.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { findRepoRoot } from '../../../repo-paths';
import { HAND_WRITTEN_STATE, build, builtRoot, url, write } from './deploy-fixture';

const CLI = path.join(findRepoRoot(), 'scripts', 'remotes.mjs');

let root: string;
let stateFile: string;

function cli(...args: string[]): { code: number | null; out: string; err: string } {
  const res = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, DEPLOY_ROOT: root, REMOTES_FILE: stateFile },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

/** The same, without blocking this process: needed while this process also runs the portal. */
function cliAsync(
  root: string,
  ...args: string[]
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, DEPLOY_ROOT: root, REMOTES_FILE: stateFile },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

interface StateFile {
  mfe_cards?: string;
  [name: string]: unknown;
  $deploy: {
    shell: string | null;
    history: Array<{ app: string; from: string | null; to: string; by: string }>;
  };
}
const state = (): StateFile => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as StateFile;
const text = () => fs.readFileSync(stateFile, 'utf8');
const leftovers = () =>
  fs.readdirSync(path.dirname(stateFile)).filter((f) => f !== path.basename(stateFile));

beforeEach(() => {
  root = builtRoot();
  stateFile = path.join(root, 'deploy', 'remotes.json');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('switch', () => {
  beforeEach(() => write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE));

  it('records the new version, says before → after and appends to the history; nothing else changes', () => {
    const before = state();
    const res = cli('switch', 'mfe-cards', '1.1.0');
    expect(res.code).toBe(0);
    expect(res.out).toContain('mfe-cards: 1.2.0 → 1.1.0');
    const after = state();
    expect(after.mfe_cards).toBe(url('mfe-cards', '1.1.0'));
    for (const name of ['mfe_auth', 'mfe_cart_billing', 'mfe_subscriptions', 'mfe_sponsor'])
      expect(after[name]).toBe(before[name]);
    expect(after.$deploy.shell).toBe('1.0.0');
    expect(after.$deploy.history.slice(0, 3)).toEqual(before.$deploy.history);
    expect(after.$deploy.history).toHaveLength(4);
    expect(after.$deploy.history[3]).toEqual(
      expect.objectContaining({ app: 'mfe-cards', from: '1.2.0', to: '1.1.0', by: 'switch' }),
    );
    // Written through a temporary file and a rename, and unlocked: nothing left beside it.
    expect(leftovers()).toEqual([]);
  });

  it('refuses a no-op with a non-zero exit and leaves the file untouched', () => {
    const original = text();
    const res = cli('switch', 'mfe-cards', '1.2.0');
    expect(res.code).toBe(1);
    expect(res.err).toContain('mfe-cards is already at 1.2.0; nothing changed');
    expect(text()).toBe(original);
  });

  it('refuses a version that is not built, or whose manifest is not that remote or has no entry', () => {
    const original = text();
    const unbuilt = cli('switch', 'mfe-cards', '1.3.0');
    expect(unbuilt.code).toBe(1);
    expect(unbuilt.err).toContain('mfe-cards 1.3.0 is not built');
    expect(unbuilt.err).toContain('Built: 1.0.0, 1.1.0, 1.2.0');
    write(
      root,
      'mfe-cards/dist/1.4.0/mf-manifest.json',
      JSON.stringify({ name: 'mfe_auth', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    expect(cli('switch', 'mfe-cards', '1.4.0').err).toContain('is for "mfe_auth", not mfe_cards');
    write(
      root,
      'mfe-cards/dist/1.5.0/mf-manifest.json',
      JSON.stringify({ name: 'mfe_cards', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    expect(cli('switch', 'mfe-cards', '1.5.0').err).toContain(
      'its remote entry remoteEntry.js is missing',
    );
    write(root, 'mfe-cards/dist/1.6.0/mf-manifest.json', '{ not json');
    expect(cli('switch', 'mfe-cards', '1.6.0').err).toContain('is not valid JSON');
    expect(cli('switch', 'mfe-cards', '../../etc').err).toContain('is not a version');
    expect(cli('switch', 'mfe-nope', '1.0.0').code).toBe(2);
    expect(text()).toBe(original);
  });

  it('switches the shell too, to a built version only', () => {
    expect(cli('switch', 'shell', '1.0.1').err).toContain('shell 1.0.1 is not built');
    build(root, 'shell', '1.0.1');
    const res = cli('switch', 'shell', '1.0.1');
    expect(res.out).toContain('shell: 1.0.0 → 1.0.1');
    expect(state().$deploy.shell).toBe('1.0.1');
    expect(state().$deploy.history.at(-1)).toEqual(
      expect.objectContaining({ app: 'shell', from: '1.0.0', to: '1.0.1', by: 'switch' }),
    );
  });

  it('refuses while another change holds the lock', () => {
    const original = text();
    write(root, 'deploy/remotes.json.lock', '4242');
    const res = cli('switch', 'mfe-cards', '1.1.0');
    expect(res.code).toBe(1);
    expect(res.err).toContain('another change');
    expect(res.err).toContain('process 4242');
    expect(text()).toBe(original);
    expect(fs.readFileSync(`${stateFile}.lock`, 'utf8')).toBe('4242');
  });

  describe('with --url, over HTTP from the running portal', () => {
    let portal: TestApp;
    let origin: string;
    beforeEach(async () => {
      portal = await createTestApp({ staticRoot: root, remotesFile: stateFile, seed: false });
      origin = await (portal.app as FastifyInstance).listen({ port: 0, host: '127.0.0.1' });
    });
    afterEach(async () => portal.close());

    it('switches when the manifest and entry load, and refuses when the portal does not serve them', async () => {
      const ok = await cliAsync(root, 'switch', 'mfe-cards', '1.1.0', '--url', origin);
      expect(ok.err).toBe('');
      expect(ok.code).toBe(0);
      expect(ok.out).toContain(`${origin}/remotes.json serves it.`);
      expect(state().mfe_cards).toBe(url('mfe-cards', '1.1.0'));
      // Pages opened now get the new version from the server.
      const served = await fetch(`${origin}/remotes.json`);
      expect(((await served.json()) as Record<string, string>).mfe_cards).toBe(
        url('mfe-cards', '1.1.0'),
      );

      // Built on this disk but not where the portal serves from (another machine's folder).
      const elsewhere = path.join(root, 'elsewhere');
      fs.cpSync(path.join(root, 'mfe-cards'), path.join(elsewhere, 'mfe-cards'), {
        recursive: true,
      });
      build(elsewhere, 'mfe-cards', '1.3.0');
      const original = text();
      const res = await cliAsync(elsewhere, 'switch', 'mfe-cards', '1.3.0', '--url', origin);
      expect(res.code).toBe(1);
      expect(res.err).toContain(`${origin}/apps/mfe-cards/1.3.0/mf-manifest.json answered 404`);
      expect(text()).toBe(original);
    });

    it('says so and exits non-zero when the portal reads another state file than the one changed', async () => {
      const other = path.join(root, 'deploy', 'other.json');
      fs.writeFileSync(other, HAND_WRITTEN_STATE);
      const res = await new Promise<{ code: number | null; err: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [CLI, 'switch', 'mfe-cards', '1.1.0', '--url', origin],
          { env: { ...process.env, DEPLOY_ROOT: root, REMOTES_FILE: other } },
        );
        let err = '';
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.on('close', (code) => resolve({ code, err }));
      });
      expect(res.code).toBe(1);
      expect(res.err).toContain(
        `now names mfe-cards 1.1.0, but ${origin}/remotes.json still names /apps/mfe-cards/1.2.0/mf-manifest.json`,
      );
      expect(res.err).toContain('compare its REMOTES_FILE');
    });
  });
});

describe('rollback', () => {
  beforeEach(() => write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE));

  it('goes back one step of the history per call, says which, and never forward', () => {
    const first = cli('rollback', 'mfe-cards');
    expect(first.code).toBe(0);
    expect(first.out).toContain(
      'mfe-cards: rolled back 1.2.0 → 1.1.0, undoing the switch of 2026-03-15 10:45:00 UTC (1.1.0 → 1.2.0)',
    );
    expect(state().mfe_cards).toBe(url('mfe-cards', '1.1.0'));
    expect(state().$deploy.history.at(-1)).toEqual(
      expect.objectContaining({ app: 'mfe-cards', from: '1.2.0', to: '1.1.0', by: 'rollback' }),
    );

    const second = cli('rollback', 'mfe-cards');
    expect(second.code).toBe(0);
    expect(second.out).toContain(
      'rolled back 1.1.0 → 1.0.0, undoing the switch of 2026-02-10 09:30:00 UTC (1.0.0 → 1.1.0)',
    );
    expect(state().mfe_cards).toBe(url('mfe-cards', '1.0.0'));

    const original = text();
    const third = cli('rollback', 'mfe-cards');
    expect(third.code).toBe(1);
    expect(third.err).toContain('nothing to roll back to: mfe-cards is at 1.0.0');
    expect(text()).toBe(original);
    expect(state().$deploy.history).toHaveLength(5);
  });

  it('after a rollback and a new switch, goes back to the version before that switch', () => {
    cli('rollback', 'mfe-cards'); // 1.2.0 -> 1.1.0
    expect(cli('switch', 'mfe-cards', '1.0.0').code).toBe(0); // 1.1.0 -> 1.0.0
    const res = cli('rollback', 'mfe-cards');
    expect(res.out).toContain('rolled back 1.0.0 → 1.1.0');
    expect(state().mfe_cards).toBe(url('mfe-cards', '1.1.0'));
  });

  it('refuses when the history has nothing for the app', () => {
    const original = text();
    const res = cli('rollback', 'mfe-auth');
    expect(res.code).toBe(1);
    expect(res.err).toContain('records no history of mfe-auth');
    expect(text()).toBe(original);
  });

  it('refuses when the version to go back to is no longer built', () => {
    fs.rmSync(path.join(root, 'mfe-cards', 'dist', '1.1.0'), { recursive: true });
    const original = text();
    const res = cli('rollback', 'mfe-cards');
    expect(res.code).toBe(1);
    expect(res.err).toContain('mfe-cards 1.1.0 is not built');
    expect(text()).toBe(original);
  });

  it('refuses when the file was edited by hand away from its history', () => {
    write(
      root,
      'deploy/remotes.json',
      HAND_WRITTEN_STATE.replace('/apps/mfe-cards/1.2.0/', '/apps/mfe-cards/1.0.0/'),
    );
    const original = text();
    const res = cli('rollback', 'mfe-cards');
    expect(res.code).toBe(1);
    expect(res.err).toContain('names mfe-cards 1.0.0 but its history ends at 1.2.0');
    expect(text()).toBe(original);
  });

  it('refuses on a plain mapping without "$deploy" (no history to go back through)', () => {
    write(
      root,
      'deploy/remotes.json',
      JSON.stringify({ mfe_cards: url('mfe-cards', '1.1.0') }, null, 2),
    );
    const original = text();
    expect(cli('rollback', 'mfe-cards').err).toContain('records no history of mfe-cards');
    expect(text()).toBe(original);
  });
});

describe('a missing or malformed state file', () => {
  it('is refused by every command, naming the file and line', () => {
    write(
      root,
      'deploy/remotes.json',
      HAND_WRITTEN_STATE.replace(
        '"mfe_sponsor": "/apps/mfe-sponsor/1.0.0/mf-manifest.json",',
        '"mfe_sponsor": "/apps/mfe-sponsor/1.0.0/mf-manifest.json"',
      ),
    );
    const original = text();
    for (const args of [['switch', 'mfe-cards', '1.1.0'], ['rollback', 'mfe-cards'], ['list']]) {
      const res = cli(...args);
      expect(res.code).toBe(1);
      expect(res.err + res.out).toContain(`Invalid deploy state ${stateFile}:7: not valid JSON`);
    }
    write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE.replace('"mfe_auth"', '"mfe_autth"'));
    expect(cli('switch', 'mfe-cards', '1.1.0').err).toContain(
      `${stateFile}:2: unknown remote "mfe_autth"`,
    );
    fs.writeFileSync(stateFile, original);
    expect(text()).toBe(original);
  });

  it('is not replaced by package.json versions: switch says nothing is deployed', () => {
    const res = cli('switch', 'mfe-cards', '1.1.0');
    expect(res.code).toBe(1);
    expect(res.err).toContain('no deploy state at');
    expect(res.err).toContain('npm run remotes -- init');
    expect(fs.existsSync(stateFile)).toBe(false);
  });
});

describe('init (the first deploy) and list', () => {
  it('init records every app at its built package.json version, once', () => {
    const res = cli('init');
    expect(res.code).toBe(0);
    const s = state();
    expect(s.mfe_cards).toBe(url('mfe-cards', '1.0.0'));
    expect(s.$deploy.shell).toBe('1.0.0');
    expect(s.$deploy.history.map((c) => `${c.app} ${String(c.from)} ${c.to} ${c.by}`)).toEqual(
      [
        'shell',
        'mfe-auth',
        'mfe-cards',
        'mfe-cart-billing',
        'mfe-subscriptions',
        'mfe-sponsor',
      ].map((a) => `${a} null 1.0.0 first deploy`),
    );
    const original = text();
    // A second init would overwrite deployed state: refused; --if-absent (npm start) keeps it.
    write(root, 'mfe-cards/package.json', JSON.stringify({ version: '1.2.0' }));
    expect(cli('init').code).toBe(1);
    const kept = cli('init', '--if-absent');
    expect(kept.code).toBe(0);
    expect(kept.out).toContain('deploy state kept');
    expect(kept.out).toContain(
      'mfe-cards: deployed 1.0.0; 1.2.0 is built too. To deploy it: npm run remotes -- switch mfe-cards 1.2.0',
    );
    expect(text()).toBe(original);
    // A deployed version missing on this server (a copy step forgotten) is named, not hidden.
    fs.rmSync(path.join(root, 'mfe-auth', 'dist', '1.0.0'), { recursive: true });
    expect(cli('init', '--if-absent').out).toContain(
      '✖ mfe-auth: deployed 1.0.0 is not built here',
    );
    expect(text()).toBe(original);
  });

  it('init writes nothing when an app is not built', () => {
    write(root, 'mfe-sponsor/package.json', JSON.stringify({ version: '3.0.0' }));
    const res = cli('init');
    expect(res.code).toBe(1);
    expect(res.err).toContain('mfe-sponsor 3.0.0 is not built');
    expect(fs.existsSync(stateFile)).toBe(false);
  });

  it('list shows each app deployed, what rollback goes back to, and the versions built', () => {
    write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE);
    const res = cli('list');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(
      /^mfe-cards\s+1\.2\.0\s+1\.1\.0\s+-\s+1\.0\.0 {2}1\.1\.0 {2}1\.2\.0\*$/m,
    );
    expect(res.out).toMatch(/^mfe-auth\s+1\.0\.0\s+-\s+-\s+1\.0\.0\*$/m);
    expect(res.out).toMatch(/^shell\s+1\.0\.0\s+-\s+-\s+1\.0\.0\*$/m);
  });
});
