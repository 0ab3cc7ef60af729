// The idle warning of a signed-in session. It meets WCAG 2.2.1 (timing adjustable): it is
// announced as an alert dialog with its text, focus moves onto Yes, one key press (Enter or
// Escape) extends the session, and the rider always has at least 20 seconds to answer. No logs
// out and revokes the token, no answer ends the session, and clicks keep it alive. The page clock
// stands in for the minutes of waiting; the settings are long enough that the real time a step
// takes on a busy machine never reaches them.
import { expect, test, type Page } from '@playwright/test';
import { mainMenu, notice } from '../support/login-form';
import { PATRON, apiCall, signInAs } from '../support/session';

/** The files config-store's loadConfig reads on every page load. */
const CONFIG_FILES = ['configParameters', 'messageResources', 'validationRules'];

const TEXT = /Your session will expire in \d+ minutes?\. Please confirm if you want to continue\./;

/** Serve configParameters.json with other User_Config seconds. */
async function userConfig(page: Page, values: Record<string, number>) {
  await page.route('**/configParameters.json', async (route) => {
    const res = await route.fetch();
    const entries = (await res.json()) as Array<{
      groupName: string;
      configName: string;
      configValue: string;
    }>;
    for (const e of entries) {
      if (e.groupName === 'User_Config' && e.configName in values)
        e.configValue = String(values[e.configName]);
    }
    await route.fulfill({ response: res, json: entries });
  });
}

/**
 * The rider signs in under these User_Config seconds with the page clock installed, and the page is
 * up; returns the idle warning's dialog.
 */
async function signInOnPageClock(page: Page, values: Record<string, number>, path: string) {
  await userConfig(page, values);
  // The idle count starts once the page has its whole config (config-store's loadConfig): the
  // page clock may move only after that. A loaded CI machine finished the last file after the
  // heading was up, and the count then started past the minute the test moved the clock.
  const configFiles = new Set<string>();
  page.on('requestfinished', (request) => {
    const file = /\/(\w+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
    if (file && CONFIG_FILES.includes(file) && new URL(request.frame().url()).pathname === path)
      configFiles.add(file);
  });
  await page.clock.install();
  await signInAs(page, PATRON, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => configFiles.size).toBe(CONFIG_FILES.length);
  return page.getByRole('alertdialog', { name: 'Warning: Session Expiry' });
}

/**
 * Press the key that answers the warning and wait for the refresh it sends; returns its status.
 * The session is extended when the refresh answers: advancing the page clock before that
 * raced the answer (a CI run saw the request still pending when the old deadline passed).
 */
async function answerWarning(page: Page, key: string): Promise<string> {
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/user/refreshtoken'));
  await page.keyboard.press(key);
  return ((await (await refreshed).json()) as { status: string }).status;
}

const TIMEOUT_S = 900;
const WARNING_S = 60;
/** Idle time after which the warning shows. */
const WARN_AFTER_MS = (TIMEOUT_S - WARNING_S) * 1000;

/** Signed in as the patron on /account with the page clock installed, 15 minutes idle, 1 of warning. */
function signedInOnFakeClock(page: Page) {
  return signInOnPageClock(
    page,
    { Session_Timeout: TIMEOUT_S, Session_Timeout_Expiry_Warning: WARNING_S },
    '/account',
  );
}

test.describe('session idle warning', () => {
  test('is announced, takes focus, and one key press keeps the rider signed in', async ({
    page,
  }) => {
    const dialog = await signInOnPageClock(
      page,
      { Session_Timeout: 900, Session_Timeout_Expiry_Warning: 120 },
      '/account',
    );

    await page.clock.runFor(770_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(15_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(TEXT);
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();

    // Most of the two minutes pass: the warning still waits for an answer.
    await page.clock.runFor(100_000);
    await expect(dialog).toBeVisible();
    // Tab stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();

    const before = await page.evaluate(() => localStorage.getItem('qcard.token'));
    expect(await answerWarning(page, 'Enter')).toBe('SUCCESS');
    await expect(dialog).toHaveCount(0);
    // Yes refreshed the token: the page holds a new one, and it is the one that works.
    const after = await page.evaluate(() => localStorage.getItem('qcard.token'));
    expect(after).not.toBe(before);
    expect((await apiCall(page.request, after, '/user/details')).status).toBe('SUCCESS');
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(/\/account$/);
    await expect(dialog).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'My Cards' })).toBeVisible();
  });

  test('Escape also means "continue"', async ({ page }) => {
    const dialog = await signInOnPageClock(
      page,
      { Session_Timeout: 120, Session_Timeout_Expiry_Warning: 60 },
      '/cards',
    );
    await page.clock.runFor(61_000);
    await expect(dialog).toBeVisible();
    expect(await answerWarning(page, 'Escape')).toBe('SUCCESS');
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(55_000);
    await expect(page).toHaveURL(/\/cards$/);
  });

  test('a configured warning shorter than 20 seconds still leaves 20 seconds to answer', async ({
    page,
  }) => {
    const dialog = await signInOnPageClock(
      page,
      { Session_Timeout: 120, Session_Timeout_Expiry_Warning: 5 },
      '/account',
    );
    // The page clock also moves with real time between steps; measure in the page's own time.
    const fakeNow = () => page.evaluate(() => Date.now());
    await page.clock.runFor(90_000);
    await expect(dialog).toHaveCount(0);
    let shownAt = 0;
    for (let i = 0; i < 30 && !shownAt; i++) {
      await page.clock.runFor(1_000);
      if (await dialog.isVisible()) shownAt = await fakeNow();
    }
    expect(shownAt).toBeGreaterThan(0);
    // Long past the configured 5 seconds, the warning still waits for an answer.
    await page.clock.runFor(15_000);
    await expect(dialog).toBeVisible();
    let endedAt = 0;
    for (let i = 0; i < 30 && !endedAt; i++) {
      await page.clock.runFor(1_000);
      if (!(await dialog.isVisible())) endedAt = await fakeNow();
    }
    expect(endedAt - shownAt).toBeGreaterThanOrEqual(17_000);
    // Unanswered, the session ends and the rider is told why.
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('You were logged out because there was no activity. Please login again.'),
    ).toBeVisible();
  });

  test('No logs out at once and revokes the token', async ({ page }) => {
    const dialog = await signedInOnFakeClock(page);
    await page.clock.runFor(WARN_AFTER_MS + 1_000);
    await expect(dialog).toHaveAccessibleDescription(
      'Your session will expire in 1 minute. Please confirm if you want to continue.',
    );
    // The page's current token (the protected page's validity check rotated it).
    const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
    expect((await apiCall(page.request, token, '/user/details')).status).toBe('ERROR');
  });

  test('without an answer the session ends when the warning runs out', async ({ page }) => {
    const dialog = await signedInOnFakeClock(page);
    await page.clock.runFor(WARN_AFTER_MS + 1_000);
    await expect(dialog).toBeVisible();
    // Most of the warning passes: the session is still there.
    await page.clock.runFor(WARNING_S * 1000 - 10_000);
    await expect(page).toHaveURL(/\/account$/);
    await page.clock.runFor(11_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(notice(page, 'You were logged out because there was no activity.')).toBeVisible();
  });

  test('when the logout itself fails, the rider is told once that the session is over', async ({
    page,
  }) => {
    const dialog = await signedInOnFakeClock(page);
    await page.route('**/api/user/logout', (route) =>
      route.fulfill({ status: 503, json: { status: 'ERROR', msgCode: '500' } }),
    );
    await page.clock.runFor(WARN_AFTER_MS + 1_000);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(WARNING_S * 1000);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session is expired! Please login again' }),
    ).toBeVisible();
    // Two alerts for one ending was what a rider saw: "expired" and, under it, "no activity".
    await expect(page.getByText('You were logged out because there was no activity.')).toHaveCount(
      0,
    );
  });

  test('clicks keep the session alive', async ({ page }) => {
    const dialog = await signedInOnFakeClock(page);
    // Four clicks five minutes apart: each well inside the idle time, together far past it.
    for (let i = 0; i < 4; i += 1) {
      await page.clock.runFor(300_000);
      await page.getByRole('heading', { level: 1 }).click();
    }
    await expect(dialog).toBeHidden();
    await page.clock.runFor(WARN_AFTER_MS + 1_000);
    await expect(dialog).toBeVisible();
  });
});
