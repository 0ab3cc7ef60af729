// The runbook of docs/operations.md ("Rolling one remote forward and back"), run as written:
// build a new mfe-cards version, switch it while a rider has /subscribe/default open, check it,
// roll it back. The commands are read from the document itself, so the two cannot drift apart.
// It starts from the deploy state the run's first deploy wrote (playwright.config.ts), checks
// that file after every command, and checks that the shell's and the other remotes' files did
// not change. Runs on a portal of its own (project "portal-wide"), one journey at a time,
// because it changes what every page gets.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROOT, deployState, deployedRemotes, remotesFile, writeRemotes } from '../support/portal';
import { PATRON, signInAs } from '../support/session';

const NEXT = '1.1.0-rollout-e2e';
const nextDir = path.join(ROOT, 'mfe-cards', 'dist', NEXT);
/** The placeholders the runbook uses for a version and the portal's address. */
const DOC_VERSION = '1.1.0';
const DOC_ORIGIN = 'https://portal.example';

test.describe.configure({ mode: 'serial' });
// With the portal's service worker in control (docs/offline-app.md), as in a rider's browser: a
// switch and a rollback must reach pages opened afterwards all the same.
test.use({ serviceWorkers: 'allow' });

/** The commands of the runbook's first shell block, comments and blank lines dropped. */
function runbook(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Rolling one remote forward and back'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block)
    throw new Error('docs/operations.md: no sh block under "Rolling one remote forward and back"');
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function step(commands: string[], matching: RegExp): string {
  const found = commands.find((c) => matching.test(c));
  if (!found)
    throw new Error(`the runbook has no command matching ${matching}: ${commands.join(' | ')}`);
  return found;
}

/** Runs a runbook command as an operator's shell would, at the repository root, on this run's state file. */
function sh(command: string, origin: string): { code: number | null; out: string } {
  const line = command.replaceAll(DOC_VERSION, NEXT).replaceAll(DOC_ORIGIN, origin);
  const env: NodeJS.ProcessEnv = { ...process.env, REMOTES_FILE: remotesFile() };
  delete env.NODE_ENV; // as in an operator's shell: rsbuild build picks production itself
  const res = spawnSync('bash', ['-c', line], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

/** Every file under a folder, by relative path and content. */
function folderHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (rel: string) => {
    for (const entry of fs
      .readdirSync(path.join(dir, rel), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else hash.update(`${child}\0`).update(fs.readFileSync(path.join(dir, child)));
    }
  };
  walk('.');
  return hash.digest('hex');
}

const versionIn = (entry: string | undefined) =>
  /\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '')?.[1];

/** A visitor opening a public mfe-cards page now, in a browser of its own. */
async function visitorSees(browser: Browser, origin: string): Promise<string> {
  const visitor = await browser.newPage({ baseURL: origin });
  try {
    await visitor.goto('/unreg-recharge');
    return await remoteVersion(visitor, 'mfe_cards');
  } finally {
    await visitor.close();
  }
}

async function remoteVersion(page: Page, remote: string): Promise<string> {
  const slot = page.locator(`[data-remote="${remote}"][data-remote-version]`).first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  return (await slot.getAttribute('data-remote-version')) ?? '';
}

test.afterAll(() => {
  // Leave the run as it found it, even after a failure half-way.
  const current = versionIn(deployedRemotes().mfe_cards);
  if (current === NEXT) {
    const first = deployState().$deploy?.history.find((c) => c.app === 'mfe-cards');
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'scripts/remotes.mjs'), 'switch', 'mfe-cards', String(first?.to)],
      {
        env: { ...process.env, REMOTES_FILE: remotesFile() },
      },
    );
  }
  fs.rmSync(nextDir, { recursive: true, force: true });
});

test('the runbook: build a new mfe-cards, switch it while a rider has a page open, check it, roll it back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const origin = baseURL!;
  const commands = runbook();
  const before = deployedRemotes();
  const current = versionIn(before.mfe_cards)!;
  const shellVersion = deployState().$deploy?.shell;
  expect(shellVersion).toBeTruthy();
  // The shell's files and every other remote's, and the deployed mfe-cards: none may change.
  const untouched = [
    'shell/dist',
    'mfe-auth/dist',
    'mfe-cart-billing/dist',
    'mfe-subscriptions/dist',
    'mfe-sponsor/dist',
    `mfe-cards/dist/${current}`,
  ];
  const hashes = Object.fromEntries(untouched.map((d) => [d, folderHash(path.join(ROOT, d))]));
  const versions = {
    mfe_auth: versionIn(before.mfe_auth)!,
    mfe_subscriptions: versionIn(before.mfe_subscriptions)!,
  };

  // 1. Build the new version into its own folder.
  fs.rmSync(nextDir, { recursive: true, force: true });
  const built = sh(step(commands, /rsbuild build/), origin);
  expect(built.code, built.out).toBe(0);
  expect(fs.existsSync(path.join(nextDir, 'mf-manifest.json'))).toBe(true);
  const listed = sh(step(commands, /remotes -- list/), origin);
  expect(listed.code, listed.out).toBe(0);
  expect(listed.out).toMatch(
    new RegExp(`^mfe-cards\\s+${current}\\s.*\\b${current}\\*.*${NEXT}`, 'm'),
  );
  // Built is not deployed: pages opened now still load the deployed version.
  expect(await visitorSees(browser, origin)).toBe(current);

  // 2. A rider has /subscribe/default open.
  await signInAs(page, PATRON, '/subscribe/default');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  expect(await remoteVersion(page, 'mfe_subscriptions')).toBe(versions.mfe_subscriptions);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);

  // 3. The switch refuses what is not built and what changes nothing, leaving the state as it was.
  const switchCommand = step(commands, /remotes -- switch mfe-cards/);
  const stateBefore = fs.readFileSync(remotesFile(), 'utf8');
  const unbuilt = sh(switchCommand.replace(DOC_VERSION, '9.9.9-not-built'), origin);
  expect(unbuilt.code).not.toBe(0);
  expect(unbuilt.out).toContain('mfe-cards 9.9.9-not-built is not built');
  const noop = sh(switchCommand.replace(DOC_VERSION, current), origin);
  expect(noop.code).not.toBe(0);
  expect(noop.out).toContain(`mfe-cards is already at ${current}; nothing changed`);
  expect(fs.readFileSync(remotesFile(), 'utf8')).toBe(stateBefore);

  // 4. Switch.
  const switched = sh(switchCommand, origin);
  expect(switched.code, switched.out).toBe(0);
  expect(switched.out).toContain(`mfe-cards: ${current} → ${NEXT}`);
  const afterSwitch = deployState();
  expect(versionIn(afterSwitch.mfe_cards as string)).toBe(NEXT);
  for (const name of ['mfe_auth', 'mfe_cart_billing', 'mfe_subscriptions', 'mfe_sponsor'])
    expect(afterSwitch[name]).toBe(before[name]);
  expect(afterSwitch.$deploy?.shell).toBe(shellVersion);
  expect(afterSwitch.$deploy?.history.at(-1)).toMatchObject({
    app: 'mfe-cards',
    from: current,
    to: NEXT,
    by: 'switch',
  });

  // 5. Check. The rider's open page keeps working and keeps the versions it was opened with.
  await page.getByRole('link', { name: 'Add Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/cards');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(await remoteVersion(page, 'mfe_cards')).toBe(current);
  // What the portal now tells new pages, as the runbook checks it.
  const served = sh(step(commands, /curl .*remotes\.json/), origin);
  expect(versionIn((JSON.parse(served.out) as Record<string, string>).mfe_cards)).toBe(NEXT);
  expect(sh(step(commands, /remotes -- list/), origin).out).toMatch(
    new RegExp(`^mfe-cards\\s+${NEXT}\\s+${current}\\s`, 'm'),
  );
  // Pages opened now load the new mfe-cards and the same everything else.
  await page.goto('/cards');
  expect(await remoteVersion(page, 'mfe_cards')).toBe(NEXT);
  await page.goto('/subscribe/default');
  expect(await remoteVersion(page, 'mfe_subscriptions')).toBe(versions.mfe_subscriptions);
  await page.goto('/recharge/default');
  expect(await remoteVersion(page, 'mfe_cards')).toBe(NEXT);
  expect(await visitorSees(browser, origin)).toBe(NEXT);

  // 6. Roll back: one step, named, and pages opened afterwards load the old version again.
  const rollbackCommand = step(commands, /remotes -- rollback mfe-cards/);
  const rolled = sh(rollbackCommand, origin);
  expect(rolled.code, rolled.out).toBe(0);
  expect(rolled.out).toContain(`mfe-cards: rolled back ${NEXT} → ${current}`);
  const afterRollback = deployState();
  expect(versionIn(afterRollback.mfe_cards as string)).toBe(current);
  expect(afterRollback.$deploy?.history.at(-1)).toMatchObject({
    app: 'mfe-cards',
    from: NEXT,
    to: current,
    by: 'rollback',
  });
  await page.reload();
  expect(await remoteVersion(page, 'mfe_cards')).toBe(current);
  await page.goto('/account');
  expect(await remoteVersion(page, 'mfe_auth')).toBe(versions.mfe_auth);
  expect(await visitorSees(browser, origin)).toBe(current);

  // A second rollback would go past the first deploy: refused, nothing changed.
  const stateRolledBack = fs.readFileSync(remotesFile(), 'utf8');
  const again = sh(rollbackCommand, origin);
  expect(again.code).not.toBe(0);
  expect(again.out).toContain('nothing to roll back to');
  expect(fs.readFileSync(remotesFile(), 'utf8')).toBe(stateRolledBack);

  // The shell and the other remotes were never rebuilt or touched.
  for (const dir of untouched) expect(folderHash(path.join(ROOT, dir)), dir).toBe(hashes[dir]);
});

test("a remote URL broken in the deploy state shows that remote's fallback only", async ({
  page,
}) => {
  const original = fs.readFileSync(remotesFile(), 'utf8');
  try {
    writeRemotes({
      ...deployedRemotes(),
      mfe_cards: '/apps/mfe-cards/9.9.9-absent/mf-manifest.json',
    });
    await page.goto('/unreg-recharge');
    await expect(page.locator('[data-remote-fallback="mfe_cards"]')).toBeVisible({
      timeout: 15_000,
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();
  } finally {
    fs.writeFileSync(remotesFile(), original);
  }
});
