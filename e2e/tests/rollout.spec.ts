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
});

test('switching one remote in remotes.json changes what the page shows, and rolling back restores it', async ({ page }) => {
  const current = defaultRemotes();
  const shellIndexBefore = fs.statSync(path.join(ROOT, 'shell/dist')).mtimeMs;

  writeRemotes(current);
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote="mfe_cards"]')).toHaveAttribute('data-remote-version', '1.0.0');

  writeRemotes({ ...current, mfe_cards: `/apps/mfe-cards/${NEXT}/mf-manifest.json` });
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote="mfe_cards"]')).toHaveAttribute('data-remote-version', NEXT);
  await page.goto('/');
  await expect(page.locator('[data-remote="mfe_auth"]')).toHaveAttribute('data-remote-version', '1.0.0');

  writeRemotes(current);
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote="mfe_cards"]')).toHaveAttribute('data-remote-version', '1.0.0');
  expect(fs.statSync(path.join(ROOT, 'shell/dist')).mtimeMs).toBe(shellIndexBefore);
});

test('a remote URL broken in remotes.json shows that remote\'s fallback only', async ({ page }) => {
  writeRemotes({ ...defaultRemotes(), mfe_cards: '/apps/mfe-cards/9.9.9-absent/mf-manifest.json' });
  await page.goto('/unreg-recharge');
  await expect(page.locator('[data-remote-fallback="mfe_cards"]')).toBeVisible({ timeout: 15_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();
  writeRemotes(defaultRemotes());
});
