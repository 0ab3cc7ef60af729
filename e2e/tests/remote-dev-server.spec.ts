// A remote team's day: `cd mfe-cards && npx rsbuild dev` gives a page where the team logs in for
// real (captcha included) through the dev server's proxy to the API, and sees its signed-in
// pages with data; the configuration files and the public key come through the same proxy.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { endProcess } from '../support/child-process';
import { ROOT } from '../support/portal';
import { PATRON } from '../support/session';

const DEV_PORT = Number(process.env.E2E_PORT ?? 18080) + 41;
const devOrigin = `http://127.0.0.1:${DEV_PORT}`;
let server: ChildProcess | null = null;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  server = spawn(path.join(ROOT, 'node_modules/.bin/rsbuild'), ['dev', '--host', '127.0.0.1'], {
    cwd: path.join(ROOT, 'mfe-cards'),
    stdio: 'ignore',
    env: {
      ...process.env,
      API_ORIGIN: baseURL!,
      DEV_PORT: String(DEV_PORT),
      NODE_ENV: 'development',
    },
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    try {
      if ((await fetch(`${devOrigin}/cards`, { headers: { Accept: 'text/html' } })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the mfe-cards dev server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  const proc = server;
  server = null;
  await endProcess(proc, 'SIGTERM');
});

test('the dev server proxies the API, the config files and the key to API_ORIGIN', async ({
  request,
}) => {
  for (const file of [
    '/configParameters.json',
    '/messageResources.json',
    '/validationRules.json',
    '/CreditCardConfig.json',
  ]) {
    const res = await request.get(`${devOrigin}${file}`);
    expect(res.status(), file).toBe(200);
    expect(await res.json()).toBeTruthy();
  }
  expect((await request.get(`${devOrigin}/pbk.key`)).status()).toBe(200);
  expect((await request.get(`${devOrigin}/api/captcha/challenge`)).status()).toBe(200);
});

test('a team member logs in on the standalone page and sees My Cards with data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${devOrigin}/cards`);
  await expect(page).toHaveTitle(/mfe-cards \(standalone\)/);
  const form = page.getByRole('form', { name: 'Standalone sign in' });
  const solveCaptcha = async () => {
    await form.locator('altcha-widget').getByText("I'm not a robot").click();
    await expect(form.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
      timeout: 30_000,
    });
  };
  await form.getByLabel('E-mail').fill(PATRON.email);
  // A wrong password first: the server has spent that challenge, so the strip asks for a new one
  // (it said "Verified" and the next try was refused as a robot).
  await form.getByLabel('Password').fill('Wrong#2026');
  await solveCaptcha();
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(form.getByTestId('captcha')).not.toHaveAttribute('data-state', 'verified');
  await expect(form.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await form.getByLabel('Password').fill(PATRON.password);
  await solveCaptcha();
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('standalone-session')).toContainText(PATRON.email);
  // The page mounted again with the session: the rider's cards, from the API.
  await expect(page.getByRole('heading', { name: 'Q Card 1000000001' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(form).toBeVisible();
});
