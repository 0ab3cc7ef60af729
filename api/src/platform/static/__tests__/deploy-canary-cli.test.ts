// Once, in the SQLite pass (jest.config.cjs): it starts servers of its own.
// The canary commands of scripts/remotes.mjs as an operator runs them (a child process), against
// a deploy folder with apps built on disk and a state file written by hand: canary, promote,
// abort, list; their refusals leave the file byte for byte as it was; switch and rollback end
// a running canary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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

interface Change {
  app: string;
  from: string | null;
  to: string;
  by: string;
}
interface StateFile {
  mfe_cards?: string;
  [name: string]: unknown;
  $deploy: {
    shell: string | null;
    canaries?: Record<string, { version: string; percent: number; since: string }>;
    history: Change[];
  };
}
const state = (): StateFile => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as StateFile;
const text = () => fs.readFileSync(stateFile, 'utf8');
const lastChange = () => state().$deploy.history.at(-1);

beforeEach(() => {
  root = builtRoot();
  stateFile = path.join(root, 'deploy', 'remotes.json');
  write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('canary', () => {
  it('puts a built version beside the deployed one for a share, in the history, deployed version untouched', () => {
    const res = cli('canary', 'mfe-cards', '1.1.0', '--percent', '20');
    expect(res.code).toBe(0);
    expect(res.out).toContain('mfe-cards: canary 1.1.0 for 20% of browsers; the rest keep 1.2.0');
    const after = state();
    expect(after.mfe_cards).toBe(url('mfe-cards', '1.2.0'));
    expect(after.$deploy.canaries?.['mfe-cards']).toEqual({
      version: '1.1.0',
      percent: 20,
      since: expect.any(String),
    });
    expect(after.$deploy.history).toHaveLength(4);
    expect(lastChange()).toEqual(
      expect.objectContaining({ app: 'mfe-cards', from: '1.2.0', to: '1.1.0', by: 'canary 20%' }),
    );
    const listed = cli('list');
    expect(listed.out).toMatch(
      /^mfe-cards\s+1\.2\.0\s+1\.1\.0\s+1\.1\.0 20% since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\s+1\.0\.0 {2}1\.1\.0 {2}1\.2\.0\*$/m,
    );
    expect(listed.out).toMatch(/^mfe-auth\s+1\.0\.0\s+-\s+-\s+1\.0\.0\*$/m);
  });

  it('changes the share of the running canary, and says from what', () => {
    cli('canary', 'mfe-cards', '1.1.0', '--percent', '20');
    const res = cli('canary', 'mfe-cards', '1.1.0', '--percent', '50');
    expect(res.code).toBe(0);
    expect(state().$deploy.canaries?.['mfe-cards']?.percent).toBe(50);
    expect(lastChange()).toEqual(expect.objectContaining({ by: 'canary 50% (was 20%)' }));
  });

  it.each([
    [['canary', 'mfe-cards', '9.9.9', '--percent', '20'], 'mfe-cards 9.9.9 is not built'],
    [
      ['canary', 'mfe-cards', '1.2.0', '--percent', '20'],
      'mfe-cards 1.2.0 is the deployed version',
    ],
    [
      ['canary', 'mfe-cards', '1.1.0', '--percent', '100'],
      '--percent must be a whole number from 1 to 99',
    ],
    [
      ['canary', 'mfe-cards', '1.1.0', '--percent', '0'],
      '--percent must be a whole number from 1 to 99',
    ],
    [['canary', 'mfe-cards', '1.1.0'], '--percent must be a whole number from 1 to 99'],
    [['promote', 'mfe-cards'], 'mfe-cards has no canary running; nothing to promote'],
    [['abort', 'mfe-cards'], 'mfe-cards has no canary running; nothing to abort'],
  ])('refuses %j, leaving the file untouched', (args, message) => {
    const original = text();
    const res = cli(...args);
    expect(res.code).toBe(1);
    expect(res.err).toContain(message);
    expect(text()).toBe(original);
  });

  it('refuses the same share again, and a second canary of the same app', () => {
    cli('canary', 'mfe-cards', '1.1.0', '--percent', '20');
    const original = text();
    const same = cli('canary', 'mfe-cards', '1.1.0', '--percent', '20');
    expect(same.code).toBe(1);
    expect(same.err).toContain(
      'mfe-cards canary is already 1.1.0 for 20% of browsers; nothing changed',
    );
    const other = cli('canary', 'mfe-cards', '1.0.0', '--percent', '20');
    expect(other.code).toBe(1);
    expect(other.err).toContain('mfe-cards already has a canary: 1.1.0 for 20% of browsers');
    expect(text()).toBe(original);
  });

  it('lets the shell and a remote each run a canary', () => {
    build(root, 'shell', '1.1.0');
    expect(cli('canary', 'mfe-cards', '1.1.0', '--percent', '20').code).toBe(0);
    expect(cli('canary', 'shell', '1.1.0', '--percent', '10').code).toBe(0);
    expect(Object.keys(state().$deploy.canaries ?? {})).toEqual(['shell', 'mfe-cards']);
  });
});

describe('promote and abort', () => {
  beforeEach(() => expect(cli('canary', 'mfe-cards', '1.1.0', '--percent', '30').code).toBe(0));

  it('promote deploys the canary for everyone; rollback then goes back to the version before', () => {
    const res = cli('promote', 'mfe-cards');
    expect(res.code).toBe(0);
    expect(res.out).toContain('mfe-cards: promoted canary 1.1.0 (was 30%): 1.2.0 → 1.1.0');
    expect(state().mfe_cards).toBe(url('mfe-cards', '1.1.0'));
    expect(state().$deploy.canaries).toBeUndefined();
    expect(lastChange()).toEqual(
      expect.objectContaining({ app: 'mfe-cards', from: '1.2.0', to: '1.1.0', by: 'promote' }),
    );
    const back = cli('rollback', 'mfe-cards');
    expect(back.code).toBe(0);
    expect(back.out).toContain('mfe-cards: rolled back 1.1.0 → 1.2.0, undoing the promote');
  });

  it('abort sends everyone back to the deployed version and says so in the history', () => {
    const res = cli('abort', 'mfe-cards');
    expect(res.code).toBe(0);
    expect(res.out).toContain('mfe-cards: canary 1.1.0 aborted; every browser gets 1.2.0');
    expect(state().mfe_cards).toBe(url('mfe-cards', '1.2.0'));
    expect(state().$deploy.canaries).toBeUndefined();
    expect(lastChange()).toEqual(
      expect.objectContaining({
        app: 'mfe-cards',
        from: '1.1.0',
        to: '1.2.0',
        by: 'canary aborted',
      }),
    );
    expect(cli('list').out).toMatch(/^mfe-cards\s+1\.2\.0\s+1\.1\.0\s+-\s+/m);
    // The canary steps deployed nothing: rollback still undoes the last switch (1.1.0 → 1.2.0).
    expect(cli('rollback', 'mfe-cards').out).toContain(
      'mfe-cards: rolled back 1.2.0 → 1.1.0, undoing the switch',
    );
  });

  it('switch ends the canary, in the history before the switch itself', () => {
    const res = cli('switch', 'mfe-cards', '1.0.0');
    expect(res.code).toBe(0);
    expect(res.out).toContain('Its canary 1.1.0 (30%) ended.');
    expect(state().$deploy.canaries).toBeUndefined();
    expect(state().$deploy.history.slice(-2)).toEqual([
      expect.objectContaining({
        app: 'mfe-cards',
        from: '1.1.0',
        to: '1.2.0',
        by: 'canary ended by switch',
      }),
      expect.objectContaining({ app: 'mfe-cards', from: '1.2.0', to: '1.0.0', by: 'switch' }),
    ]);
  });

  it('rollback ends the canary and goes back one deployed step', () => {
    const res = cli('rollback', 'mfe-cards');
    expect(res.code).toBe(0);
    expect(res.out).toContain('mfe-cards: rolled back 1.2.0 → 1.1.0');
    expect(res.out).toContain('Its canary 1.1.0 (30%) ended.');
    expect(state().$deploy.canaries).toBeUndefined();
    expect(state().$deploy.history.at(-2)).toEqual(
      expect.objectContaining({ by: 'canary ended by rollback' }),
    );
  });

  it("a switch of another app leaves this app's canary running", () => {
    build(root, 'mfe-auth', '1.1.0');
    expect(cli('switch', 'mfe-auth', '1.1.0').code).toBe(0);
    expect(state().$deploy.canaries?.['mfe-cards']).toEqual(
      expect.objectContaining({ version: '1.1.0', percent: 30 }),
    );
  });
});
