// One remote rolled forward and back by editing remotes.json: no shell rebuild, the other
// remotes keep their versions. Runs alone (project "rollout") because it changes every page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, defaultRemotes, remotesFile, writeRemotes } from '../support/portal';

const NEXT = '1.0.0-rollout-e2e';
const nextDir = path.join(ROOT, 'mfe-cards', 'dist', NEXT);

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  execFileSync(path.join(ROOT, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: path.join(ROOT, 'mfe-cards'),
    env: { ...process.env, APP_VERSION: NEXT, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
});

test.afterAll(() => {
  fs.rmSync(nextDir, { recursive: true, force: true });
  fs.rmSync(remotesFile(), { force: true });
  fs.rmSync(path.join(path.dirname(remotesFile()), 'remotes.history.json'), { force: true });
});

function remotesCommand(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts/remotes.mjs'), ...args], {
    env: { ...process.env, REMOTES_FILE: remotesFile() },
    encoding: 'utf8',
  });
}

test('the rollout command switches one remote and rolls it back; the shell is not rebuilt', async ({ page, baseURL }) => {
  const shellBuiltAt = fs.statSync(path.join(ROOT, 'shell/dist')).mtimeMs;
  writeRemotes(defaultRemotes());
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote="mfe_cards"]')).toHaveAttribute('data-remote-version', '1.0.0');

  expect(remotesCommand('list')).toMatch(new RegExp(`mfe-cards\\s+.*${NEXT.replace(/\./g, '\\.')}`));
  expect(remotesCommand('switch', 'mfe-cards', NEXT, '--url', baseURL!)).toContain(`1.0.0 → ${NEXT}`);
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote="mfe_cards"]')).toHaveAttribute('data-remote-version', NEXT);
  await page.goto('/');
  await expect(page.locator('[data-remote="mfe_auth"]')).toHaveAttribute('data-remote-version', '1.0.0');

  expect(remotesCommand('rollback', 'mfe-cards')).toContain(`rolled back ${NEXT} → 1.0.0`);
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote="mfe_cards"]')).toHaveAttribute('data-remote-version', '1.0.0');
  expect(fs.statSync(path.join(ROOT, 'shell/dist')).mtimeMs).toBe(shellBuiltAt);
});

test('the rollout command refuses a version that is not deployed', () => {
  expect(() => remotesCommand('switch', 'mfe-cards', '9.9.9-absent')).toThrow(/not deployed/);
});

test('a remote URL broken in remotes.json shows that remote\'s fallback only', async ({ page }) => {
  writeRemotes({ ...defaultRemotes(), mfe_cards: '/apps/mfe-cards/9.9.9-absent/mf-manifest.json' });
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote-fallback="mfe_cards"]')).toBeVisible({ timeout: 15_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();
  writeRemotes(defaultRemotes());
});
