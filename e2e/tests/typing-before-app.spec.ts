// A visitor on a slow phone uses the painted page before the app has arrived (docs/performance.md,
// "Typing before the app"). The app hydrates that page instead of replacing it: the text typed,
// the caret, a tick on "I'm not a robot" and the answers opened are in the very controls the live
// page then runs, and the live form knows what was typed. A painted form never submits on its own
// (no password in the address).
import { expect, test, type Page } from '@playwright/test';
import { solveCaptcha } from '../support/login-form';
import { watchConsoleProblems } from '../support/page-watch';
import { PATRON } from '../support/session';

/** Holds the files matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const SHELL_LIBRARIES = /\/static\/js\/async\/lib-shell\.[0-9a-f]+\.js$/;
const AUTH_REMOTE = /\/apps\/mfe-auth\/[^/]+\/mf-manifest\.json$/;

/** Console problems but Playwright's own note that it blocks the service worker (held files must not be served from it). */
function watchPageProblems(page: Page): { list: () => string[] } {
  const problems = watchConsoleProblems(page);
  return {
    list: () =>
      problems.filter((p) => !p.includes('Service Worker registration blocked by Playwright')),
  };
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

/** Marks the painted control named `name`; `isMarked` then tells whether it is still on the page. */
const mark = (page: Page, name: string) =>
  page.locator(`[name="${name}"]`).evaluate((el) => el.setAttribute('data-painted-control', ''));
const isMarked = (page: Page, name: string) =>
  page.locator(`[name="${name}"][data-painted-control]`);

test.describe('typing before the app', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the login typed into the painted panel stays, caret included, in the controls the live page runs, and signs in', async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    const releaseShell = await hold(page, SHELL_LIBRARIES);
    const releaseRemote = await hold(page, AUTH_REMOTE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const panel = page.getByRole('region', { name: 'Sign in' });
    await expect(panel.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await mark(page, 'password');

    await panel.getByLabel(/Username/).fill(PATRON.email);
    await panel.getByLabel('Password', { exact: true }).click();
    const half = PATRON.password.slice(0, 4);
    await page.keyboard.type(half);
    // A submit of the painted form goes nowhere: only the app sends it (React holds it back).
    await panel.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(await focusedName(page)).toBe('password');
    await expect(page.locator('[data-remote]')).toHaveCount(0);

    // The shell hydrates its frame; the remote's page stays as painted, still taking keys.
    releaseShell();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.+/);
    await expect(isMarked(page, 'password')).toHaveValue(half);
    expect(await focusedName(page)).toBe('password');
    const rest = PATRON.password.slice(4);
    await page.keyboard.type(rest.slice(0, 2));

    // The remote hydrates its page: the same controls, text and caret; the form has them.
    releaseRemote();
    const live = page.locator('[data-remote="mfe_auth"]');
    await expect(live).toBeVisible({ timeout: 20_000 });
    await expect(isMarked(page, 'password')).toHaveCount(1);
    expect(await focusedName(page)).toBe('password');
    await page.keyboard.type(rest.slice(2));
    await expect(live.getByLabel(/Username/)).toHaveValue(PATRON.email);
    await expect(live.getByLabel('Password', { exact: true })).toHaveValue(PATRON.password);
    // The live form counts the fields as filled: what is still missing is the security check.
    await expect(live.locator('#login-blocked-reason')).toHaveText(
      'Tick "I\'m not a robot" to log in.',
    );

    await solveCaptcha(page, panel);
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
    expect(problems.list()).toEqual([]);
  });

  test('"I\'m not a robot" ticked before the app stays ticked, and verifies once the app is here', async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    const releaseShell = await hold(page, SHELL_LIBRARIES);
    const releaseRemote = await hold(page, AUTH_REMOTE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const panel = page.getByRole('region', { name: 'Sign in' });
    const tick = panel.getByRole('checkbox', { name: "I'm not a robot" });
    await tick.check();
    await expect(tick).toBeChecked();
    releaseShell();
    releaseRemote();
    // No second tick: the widget starts verifying on its own.
    await expect(panel.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
      timeout: 30_000,
    });
    await panel.getByLabel(/Username/).fill(PATRON.email);
    await panel.getByLabel('Password', { exact: true }).fill(PATRON.password);
    await expect(panel.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(problems.list()).toEqual([]);
  });

  test('the reload without an account keeps the serial typed before the remote came', async ({
    page,
  }) => {
    const releaseRemote = await hold(page, /\/apps\/mfe-cards\/[^/]+\/mf-manifest\.json$/);
    await page.goto('/unreg-recharge', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/^Card Serial Number/).fill('3000000001');
    await mark(page, 'cardSerialNo');
    releaseRemote();
    const live = page.locator('[data-remote="mfe_cards"]');
    await expect(live).toBeVisible({ timeout: 20_000 });
    await expect(isMarked(page, 'cardSerialNo')).toHaveValue('3000000001');
    expect(await focusedName(page)).toBe('cardSerialNo');
  });

  test('a field the visitor left before the app came is not focused again, and counts as left', async ({
    page,
  }) => {
    const releaseRemote = await hold(page, AUTH_REMOTE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const panel = page.getByRole('region', { name: 'Sign in' });
    await panel.getByLabel(/Username/).fill('not-an-address');
    // Tapping the page's text leaves the field.
    await page.getByRole('heading', { level: 1 }).click();
    expect(await focusedName(page)).toBeNull();
    releaseRemote();
    const live = page.locator('[data-remote="mfe_auth"]');
    await expect(live.getByLabel(/Username/)).toHaveValue('not-an-address', { timeout: 20_000 });
    expect(await focusedName(page)).toBeNull();
    await expect(live.getByLabel(/Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('an answer opened on the painted page opens at once and stays open in the live page', async ({
    page,
  }) => {
    const releaseShell = await hold(page, SHELL_LIBRARIES);
    const releaseRemote = await hold(page, AUTH_REMOTE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const question = (text: string) => page.locator('summary', { hasText: text });
    await question('When will the value be on my card?').click();
    await expect(page.getByText(/within 24 to 48 hours/)).toBeVisible();

    releaseShell();
    releaseRemote();
    const live = page.locator('[data-remote="mfe_auth"]');
    await expect(live).toBeVisible({ timeout: 20_000 });
    await expect(live.getByText(/within 24 to 48 hours/)).toBeVisible();
    await expect(live.getByText(/We accept Visa/)).toBeHidden();
    // A tap closes it again.
    await question('When will the value be on my card?').click();
    await expect(live.getByText(/within 24 to 48 hours/)).toBeHidden();
  });
});
