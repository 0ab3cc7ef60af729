// Faults the rider may meet in the browser: a remote that is slow, missing (404) or throws while
// rendering, and the API going down while a page is open and coming back. In every case the
// rest of the portal keeps working, the rider sees a clear message (475 for a failed call), and
// nothing is lost or doubled (the cart is counted after).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { endProcess } from '../support/child-process';
import { ROOT } from '../support/portal';
import { PATRON, apiCall, signInAs } from '../support/session';

const GENERIC_475 = 'Something went wrong. Please try again later.';

function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('a remote that is slow, missing or broken', () => {
  test('a slow remote shows its painted page while the shell and other remotes work, then appears', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    // The remote's manifest is held until the test lets it through: slow for as long as the
    // steps below take, however fast or busy the machine is.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/apps/mfe-cards/**/mf-manifest.json', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/unreg-recharge');
    // The page the server painted holds the slot until the remote is here, and takes typing
    // meanwhile (typing-before-app.spec.ts).
    const painted = page.locator('main');
    await expect(painted.getByRole('heading', { name: 'Reload Q Card' })).toBeVisible();
    await expect(painted.getByLabel(/^Card Serial Number/)).toBeEditable();
    await expect(page.locator('[data-remote="mfe_cards"]')).toHaveCount(0);
    await expect(page.locator('footer').getByTestId('portal-version')).toHaveText('1.0.41');
    // Meanwhile another remote's page opens at once.
    await page.locator('header').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();
    await page.goBack();
    // Back in the same page, the painted copy is gone (it was the first page's): the slot's loading state.
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    release();
    await expect(page.locator('[data-remote="mfe_cards"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(/^Card Serial Number/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a remote answering 404 shows the fallback in its slot; the menu works; Retry recovers once it is back', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    let missing = true;
    await page.route('**/apps/mfe-subscriptions/**', (route) =>
      missing ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await signInAs(page, PATRON, '/single-subscribe');
    const fallback = page.locator('[data-remote-fallback="mfe_subscriptions"]');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(fallback).toHaveAttribute('role', 'alert');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'My Cards' }).click();
    await expect(page.locator('[data-remote="mfe_cards"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible();
    await page.goBack();
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    missing = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="mfe_subscriptions"]')).toBeVisible({
      timeout: 15_000,
    });
    expect(errors).toEqual([]);
  });

  test('a remote that throws while rendering fails only in its slot; the menu and other remotes keep working', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    // The cards remote's built code, with the My Cards page heading replaced by a throw.
    let injected = 0;
    await page.route('**/apps/mfe-cards/**/*.js', async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      // The heading's text is read from the cards texts ({title:t("myCards.title"),description:...}).
      const broken = body.replace(
        /\{title:(\w+)\("myCards\.title"\),description:/,
        '{title:(()=>{throw new Error("injected render fault")})(),description:',
      );
      if (broken !== body) injected += 1;
      await route.fulfill({ response: res, body: broken });
    });
    await signInAs(page, PATRON, '/account');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'My Cards' }).click();
    const fallback = page.locator('[data-remote-fallback="mfe_cards"]');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    expect(injected).toBeGreaterThan(0);
    await expect(
      fallback.getByRole('heading', { name: 'This part of the portal is not available right now' }),
    ).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // No error boundary of the whole page: the menu, footer and other remotes are still there.
    await expect(menu).toBeVisible();
    await expect(page.locator('footer').getByTestId('portal-version')).toHaveText('1.0.41');
    await menu.getByRole('link', { name: /^Cart\b/ }).click();
    await expect(page.locator('[data-remote="mfe_cart_billing"]')).toBeVisible();
    // The same remote's other pages (no throw there) still render.
    await page.goto('/recharge/default');
    await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
    // Caught by the slot's boundary: nothing uncaught reached the page.
    expect(errors).toEqual([]);
  });
});

test.describe('the API going down while a page is open', () => {
  // Its own server on its own port and data folder: stopping it disturbs no other journey.
  const port = Number(process.env.E2E_PORT ?? 18080) + 37;
  const runDir = path.join(process.env.E2E_RUN_DIR ?? '/tmp', `api-down-${process.pid}`);
  let server: ChildProcess | null = null;
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  async function startServer(): Promise<void> {
    fs.mkdirSync(runDir, { recursive: true });
    const log = fs.openSync(path.join(runDir, 'api.log'), 'a');
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'api'),
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(runDir, 'data'),
        // The deploy state the run's first deploy wrote (playwright.config.ts).
        REMOTES_FILE: process.env.E2E_REMOTES_FILE,
        NODE_ENV: 'test',
        // The demo rider signs in here: demo data is seeded only on purpose.
        DEMO: '1',
        FULFILMENT_DELAY_SECONDS: '600',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_PER_IP: '100000',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
        RATE_LIMIT_RESET_PER_IP: '100000',
        RATE_LIMIT_FEEDBACK_PER_IP: '100000',
        RATE_LIMIT_ANONYMOUS_PER_IP: '100000',
      },
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/configParameters.json`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('own API server did not start');
  }

  async function stopServer(): Promise<void> {
    const proc = server;
    server = null;
    await endProcess(proc, 'SIGKILL');
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await startServer();
  });
  test.afterAll(async () => {
    await stopServer();
    fs.rmSync(runDir, { recursive: true, force: true });
  });

  test('the rider sees 475, and after the restart the retried reload lands in the cart once', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const errors = trackPageErrors(page);
    const session = await signInAs(page, PATRON, '/recharge/default');
    const cartCount = async () =>
      (await apiCall<{ numberOfRecords: number }>(page.request, session.token, '/cart/cartItems'))
        .data.numberOfRecords;
    const before = await cartCount();
    await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
    await page.getByLabel(/^Card/).selectOption('1000000004');
    await expect(page.getByLabel(/^Contract/)).not.toHaveValue('');
    await page.getByRole('button', { name: '$20', exact: true }).click();

    await stopServer();
    await page.getByRole('button', { name: 'PROCEED TO CART' }).click();
    await expect(page.getByText(GENERIC_475)).toBeVisible();
    await expect(page).toHaveURL(/\/recharge\/default$/);
    // The page is still usable: the form kept what the rider chose.
    await expect(page.getByTestId('reload-subtotal')).toHaveText('$20.00');

    await startServer();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/cart/addRechargeCard')),
      page.getByRole('button', { name: 'PROCEED TO CART' }).click(),
    ]);
    expect(((await response.json()) as { status: string }).status).toBe('SUCCESS');
    await expect(page).toHaveURL(/\/user-cart$/);
    expect(await cartCount()).toBe(before + 1);
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    expect(errors).toEqual([]);
  });
});
