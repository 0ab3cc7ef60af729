// A visitor on a slow phone types into the painted form before the app has arrived
// (docs/performance.md, "Typing before the app"): the text and the caret survive both hand-overs
// (the shell's copy of the painted page, then the live page), the live form knows what was typed,
// and a painted form never submits on its own (no password in the address). The common questions
// open their answers before the app too, and stay open.
import { expect, test, type Page } from '@playwright/test';
import { solveCaptcha } from '../support/login-form';
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

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

test.describe('typing before the app', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the login typed into the painted panel is kept through both hand-overs, caret included, and signs in', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The shell's libraries and the auth remote's entry arrive only when the test lets them.
    const releaseShell = await hold(page, /\/static\/js\/async\/lib-shell\.[0-9a-f]+\.js$/);
    const releaseRemote = await hold(page, /\/apps\/mfe-auth\/[^/]+\/mf-manifest\.json$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const painted = page.locator('[data-prerendered-slot="mfe_auth"]');
    await expect(painted.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(painted.locator('form')).not.toHaveAttribute('inert', '');
    // Its buttons only work once the app has taken over.
    await expect(painted.getByRole('button', { name: 'Show Password' })).toHaveAttribute(
      'inert',
      '',
    );

    await painted.getByLabel(/Username/).fill(PATRON.email);
    await painted.getByLabel('Password', { exact: true }).click();
    const half = PATRON.password.slice(0, 4);
    await page.keyboard.type(half);
    // A submit of the painted form goes nowhere: nothing can send it safely yet (without the
    // page's script it would be a GET with the password in the address).
    await painted.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(await focusedName(page)).toBe('password');
    await expect(page.locator('[data-remote]')).toHaveCount(0);

    // The shell takes over and shows its copy of the painted page: same text, same caret.
    releaseShell();
    const copy = page.locator('[data-prerendered-slot="mfe_auth"][aria-busy="true"]');
    await expect(copy.getByLabel(/Username/)).toHaveValue(PATRON.email);
    await expect(copy.getByLabel('Password', { exact: true })).toHaveValue(half);
    expect(await focusedName(page)).toBe('password');
    const rest = PATRON.password.slice(4);
    await page.keyboard.type(rest.slice(0, 2));

    // The live page replaces the copy: still the same text and caret, and the form has it.
    releaseRemote();
    const live = page.locator('[data-remote="mfe_auth"]');
    await expect(live.getByLabel('Password', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await focusedName(page)).toBe('password');
    await page.keyboard.type(rest.slice(2));
    await expect(live.getByLabel(/Username/)).toHaveValue(PATRON.email);
    await expect(live.getByLabel('Password', { exact: true })).toHaveValue(PATRON.password);
    // The live form counts the fields as filled: what is still missing is the security check.
    await expect(live.locator('#login-blocked-reason')).toHaveText(
      'Tick "I\'m not a robot" to log in.',
    );

    const panel = page.getByRole('region', { name: 'Sign in' });
    await solveCaptcha(page, panel);
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  test('"I\'m not a robot" does not look tickable before the app, and the first tick once it works counts', async ({
    page,
  }) => {
    const releaseShell = await hold(page, /\/static\/js\/async\/lib-shell\.[0-9a-f]+\.js$/);
    const releaseRemote = await hold(page, /\/apps\/mfe-auth\/[^/]+\/mf-manifest\.json$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = (scope: string) => page.locator(`${scope} .qc-captcha__placeholder`);
    const waiting = async (scope: string) => {
      await expect(box(scope)).toHaveAttribute('inert', '');
      const look = await box(scope).evaluate((el) => ({
        cursor: getComputedStyle(el).cursor,
        says: getComputedStyle(el, '::after').content,
      }));
      expect(look).toEqual({ cursor: 'progress', says: '"Loading the security check…"' });
    };
    // Painted, then the shell's copy: a tick there would be lost, so the box says it is not ready.
    await waiting('[data-prerendered-slot="mfe_auth"]');
    releaseShell();
    await expect(
      page.locator('[data-prerendered-slot="mfe_auth"][aria-busy="true"]'),
    ).toBeVisible();
    await waiting('[data-prerendered-slot="mfe_auth"][aria-busy="true"]');

    // The live page: the box works, looks it, and one tick is enough.
    releaseRemote();
    const panel = page.getByRole('region', { name: 'Sign in' });
    const live = page.locator('[data-remote="mfe_auth"] .qc-captcha__placeholder');
    await expect(live).toBeVisible({ timeout: 20_000 });
    await expect(live).not.toHaveAttribute('inert', '');
    expect(
      await live.evaluate((el) => ({
        cursor: getComputedStyle(el).cursor,
        says: getComputedStyle(el, '::after').content,
      })),
    ).toEqual({ cursor: 'pointer', says: 'none' });
    await panel.getByLabel(/Username/).fill(PATRON.email);
    await panel.getByLabel('Password', { exact: true }).fill(PATRON.password);
    await solveCaptcha(page, panel); // one tick
    await expect(panel.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('the reload without an account keeps the serial typed before the remote came', async ({
    page,
  }) => {
    const releaseRemote = await hold(page, /\/apps\/mfe-cards\/[^/]+\/mf-manifest\.json$/);
    await page.goto('/unreg-recharge', { waitUntil: 'domcontentloaded' });
    const painted = page.locator('[data-prerendered-slot="mfe_cards"]');
    await painted.getByLabel(/^Card Serial Number/).fill('3000000001');
    await expect(
      page
        .locator('[data-prerendered-slot="mfe_cards"][aria-busy="true"]')
        .getByLabel(/^Card Serial Number/),
    ).toHaveValue('3000000001');
    releaseRemote();
    const live = page.locator('[data-remote="mfe_cards"]');
    await expect(live.getByLabel(/^Card Serial Number/)).toHaveValue('3000000001', {
      timeout: 20_000,
    });
    expect(await focusedName(page)).toBe('cardSerialNo');
  });

  test('a field the visitor left before the app came is not focused again', async ({ page }) => {
    const releaseRemote = await hold(page, /\/apps\/mfe-auth\/[^/]+\/mf-manifest\.json$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const painted = page.locator('[data-prerendered-slot="mfe_auth"]');
    await painted.getByLabel(/Username/).fill(PATRON.email);
    // Tapping the page's text leaves the field.
    await page.getByRole('heading', { level: 1 }).click();
    expect(await focusedName(page)).toBeNull();
    await expect(
      page.locator('[data-prerendered-slot="mfe_auth"][aria-busy="true"]'),
    ).toBeVisible();
    await expect(page.locator('[data-remote]')).toHaveCount(0);
    releaseRemote();
    const live = page.locator('[data-remote="mfe_auth"]');
    await expect(live.getByLabel(/Username/)).toHaveValue(PATRON.email, { timeout: 20_000 });
    expect(await focusedName(page)).toBeNull();
  });

  test('an answer opened on the painted page opens at once and stays open through both hand-overs', async ({
    page,
  }) => {
    const releaseShell = await hold(page, /\/static\/js\/async\/lib-shell\.[0-9a-f]+\.js$/);
    const releaseRemote = await hold(page, /\/apps\/mfe-auth\/[^/]+\/mf-manifest\.json$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const painted = page.locator('[data-prerendered-slot="mfe_auth"]');
    const funds = painted.getByRole('button', { name: 'When will the value be on my card?' });
    await funds.click();
    await expect(funds).toHaveAttribute('aria-expanded', 'true');
    await expect(painted.getByText(/within 24 to 48 hours/)).toBeVisible();

    releaseShell();
    const copy = page.locator('[data-prerendered-slot="mfe_auth"][aria-busy="true"]');
    await expect(
      copy.getByRole('button', { name: 'When will the value be on my card?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(copy.getByText(/within 24 to 48 hours/)).toBeVisible();
    const payment = copy.getByRole('button', { name: 'Which payment methods are accepted?' });
    await payment.click();
    await expect(copy.getByText(/We accept Visa/)).toBeVisible();

    releaseRemote();
    const live = page.locator('[data-remote="mfe_auth"]');
    await expect(
      live.getByRole('button', { name: 'Which payment methods are accepted?' }),
    ).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
    await expect(live.getByText(/We accept Visa/)).toBeVisible();
    await expect(live.getByText(/within 24 to 48 hours/)).toBeVisible();
    await expect(live.getByRole('button', { name: 'How do I reload my Q Card?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The live accordion is the app's from here: a tap closes the answer.
    await live.getByRole('button', { name: 'When will the value be on my card?' }).click();
    await expect(live.getByText(/within 24 to 48 hours/)).toBeHidden();
  });
});
