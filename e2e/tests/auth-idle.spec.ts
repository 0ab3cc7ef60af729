// The idle warning of a signed-in session: Yes refreshes the token, No logs out and
// revokes it, no answer ends the session, and clicks keep it alive. The page clock stands in
// for the minutes of waiting; the idle settings are long enough (15 minutes, 1 minute of
// warning) that the real time a step takes on a busy machine never reaches them.
import { expect, test, type Page } from '@playwright/test';
import { mainMenu, notice } from '../support/login-form';
import { PATRON, apiCall, signInAs } from '../support/session';

const TIMEOUT_S = 900;
const WARNING_S = 60;
/** Idle time after which the warning shows. */
const WARN_AFTER_MS = (TIMEOUT_S - WARNING_S) * 1000;

/** Serve these idle settings (seconds) to this page only. */
async function idleSettings(page: Page, timeout: number, warning: number) {
  await page.route('**/configParameters.json', async (route) => {
    const res = await route.fetch();
    const params = (await res.json()) as Array<{
      configName: string;
      groupName: string;
      configValue: string;
    }>;
    for (const p of params) {
      if (p.groupName !== 'User_Config') continue;
      if (p.configName === 'Session_Timeout') p.configValue = String(timeout);
      if (p.configName === 'Session_Timeout_Expiry_Warning') p.configValue = String(warning);
    }
    await route.fulfill({ response: res, json: params });
  });
}

/** Signed in as the patron on /account with the page clock installed. */
async function signedInOnFakeClock(page: Page) {
  await idleSettings(page, TIMEOUT_S, WARNING_S);
  await page.clock.install();
  await signInAs(page, PATRON, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  return page.getByRole('alertdialog', { name: 'Warning: Session Expiry' });
}

test.describe('session idle', () => {
  test('the warning appears after the idle time; Yes refreshes the token and keeps the session', async ({
    page,
  }) => {
    const dialog = await signedInOnFakeClock(page);
    await page.clock.runFor(WARN_AFTER_MS - 10_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(11_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Your session will expire in 1 minute. Please confirm if you want to continue.',
    );
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
    const before = await page.evaluate(() => localStorage.getItem('qcard.token'));
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/refreshtoken') && r.status() === 200,
    );
    await page.keyboard.press('Enter');
    await refreshed;
    await expect(dialog).toBeHidden();
    const after = await page.evaluate(() => localStorage.getItem('qcard.token'));
    expect(after).not.toBe(before);
    expect((await apiCall(page.request, after, '/user/details')).status).toBe('SUCCESS');
    await expect(page).toHaveURL(/\/account$/);
    await expect(mainMenu(page)).toBeVisible();
  });

  test('No logs out at once and revokes the token', async ({ page }) => {
    const dialog = await signedInOnFakeClock(page);
    await page.clock.runFor(WARN_AFTER_MS + 1_000);
    await expect(dialog).toBeVisible();
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
