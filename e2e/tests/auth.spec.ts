// Authentication, session and account journeys (issue 4), through the login form and the real
// API: captcha gating, patron and sponsor menus, logout, the idle warning (shortened timeouts),
// forgot / reset password through the demo mailbox, the password-change relogin dialog, the
// profile update and the feedback form.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PATRON, PATRON2, SPONSOR, apiCall, apiLogin, signInAs } from '../support/session';

/**
 * A copy of patron2 (same password, same name) under a new e-mail, made in the journey
 * server's database: the password journeys change its password without pulling the demo
 * password from under journeys that run at the same time.
 */
function patronCopy(): { email: string; password: string } {
  const Database = createRequire(path.resolve(__dirname, '../../api/package.json'))('better-sqlite3') as new (file: string) => {
    prepare(sql: string): { get(...a: unknown[]): Record<string, unknown>; run(...a: unknown[]): unknown };
    pragma(s: string): unknown;
    close(): void;
  };
  const db = new Database(path.join(process.env.E2E_RUN_DIR as string, 'data', 'qcard.sqlite'));
  db.pragma('busy_timeout = 5000');
  const { id: _id, ...row } = db.prepare('select * from users where email = ?').get(PATRON2.email);
  const email = `pat.${Date.now().toString(36)}@example.com`;
  const cols = Object.keys(row);
  db.prepare(`insert into users (${cols.join(',')}) values (${cols.map(() => '?').join(',')})`).run(
    ...cols.map((c) => (c === 'email' ? email : c === 'failed_logins' ? 0 : c === 'locked_until' ? null : row[c])),
  );
  db.close();
  return { email, password: PATRON2.password };
}

/** Tick the ALTCHA checkbox the way a rider does and wait for the proof of work. */
async function solveCaptcha(page: Page, scope: Locator | Page = page) {
  const widget = scope.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(scope.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

async function fillLogin(page: Page, who: { email: string; password: string }) {
  const panel = page.getByRole('region', { name: 'Sign in' });
  await panel.getByLabel(/Username/).fill(who.email);
  await panel.getByLabel('Password', { exact: true }).fill(who.password);
  return panel;
}

async function loginThroughForm(page: Page, who: { email: string; password: string }) {
  await page.goto('/');
  const panel = await fillLogin(page, who);
  await solveCaptcha(page, panel);
  await panel.getByRole('button', { name: 'Login' }).click();
  // argon2 verification on a busy machine can take a few seconds.
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
}

/** Danger and warning alerts are role=alert; info and success messages role=status. */
const danger = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Serve shortened idle settings (seconds) to this page only. The portal always leaves at least
 * 20 seconds to answer the warning (WCAG 2.2.1), so a warning of 20 s is the shortest there is.
 */
async function shortenIdle(page: Page, timeout: number, warning: number) {
  await page.route('**/configParameters.json', async (route) => {
    const res = await route.fetch();
    const params = (await res.json()) as Array<{ configName: string; groupName: string; configValue: string }>;
    for (const p of params) {
      if (p.groupName !== 'User_Config') continue;
      if (p.configName === 'Session_Timeout') p.configValue = String(timeout);
      if (p.configName === 'Session_Timeout_Expiry_Warning') p.configValue = String(warning);
    }
    await route.fulfill({ response: res, json: params });
  });
}

test.describe('login form', () => {
  test('a patron logs in: Login waits for the captcha, the patron menu shows, logout ends the session', async ({ page }) => {
    await page.goto('/');
    const panel = await fillLogin(page, { email: `  ${PATRON.email} `, password: PATRON.password });
    const login = panel.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await expect(panel.getByText('Tick "I\'m not a robot" to log in.')).toBeVisible();
    await solveCaptcha(page, panel);
    await expect(login).toBeEnabled();
    await login.click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
    await expect(menu(page).getByTestId('menu-user-name')).toHaveText('Riley Rider');
    await expect(menu(page).getByRole('link', { name: 'My Cards' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Employee Management' })).toHaveCount(0);
    await expect(page.getByText(PATRON.email)).toBeVisible();
    // The landing page sends a signed-in rider to the account page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/account$/);

    const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
    // The token is revoked on the server, not only forgotten by the browser.
    expect((await apiCall(page.request, token, '/user/details')).msgCode).toBe('464');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a sponsor logs in and sees the management menu instead of My Cards', async ({ page }) => {
    await loginThroughForm(page, SPONSOR);
    const nav = menu(page);
    for (const item of ['Company Card Management', 'Employee Management', 'Group Management', 'Reload Q Card', 'Subscription', 'Cart', 'Order History', 'Account Settings']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'My Cards' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('wrong credentials: a danger alert that does not say whether the e-mail exists, and a new captcha', async ({ page }) => {
    await page.goto('/');
    let panel = await fillLogin(page, { email: 'nobody-here@example.com', password: 'Wrong#2026' });
    await solveCaptcha(page, panel);
    await panel.getByRole('button', { name: 'Login' }).click();
    const alert = danger(page, 'Invalid username or password.');
    await expect(alert).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(panel.getByTestId('captcha')).not.toHaveAttribute('data-state', 'verified');
    await expect(page).toHaveURL(/\/$/);

    // A known e-mail with a wrong password reads exactly the same.
    await page.reload();
    panel = await fillLogin(page, { email: SPONSOR.email, password: 'Wrong#2026' });
    await solveCaptcha(page, panel);
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(danger(page, 'Invalid username or password.')).toBeVisible();
  });

  test('protected pages send visitors to / and an invalid stored token ends with the 464 message', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => {
      localStorage.setItem('qcard.token', 'not-a-real-token');
      localStorage.setItem('qcard.user', JSON.stringify({ id: 1, email: 'rider@example.com', firstName: 'Riley', lastName: 'Rider', sponsor: false }));
    });
    await page.goto('/account');
    await expect(danger(page, 'Your session is invalid or has expired. Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
  });
});

test.describe('session idle', () => {
  test('the warning appears after the idle time; Yes refreshes the token and keeps the session', async ({ page }) => {
    await shortenIdle(page, 26, 20);
    await signInAs(page, PATRON, '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Warning: Session Expiry' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('Your session will expire in 1 minute. Please confirm if you want to continue.');
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
    const before = await page.evaluate(() => localStorage.getItem('qcard.token'));
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/user/refreshtoken') && r.status() === 200);
    await page.keyboard.press('Enter');
    await refreshed;
    await expect(dialog).toBeHidden();
    const after = await page.evaluate(() => localStorage.getItem('qcard.token'));
    expect(after).not.toBe(before);
    expect((await apiCall(page.request, after, '/user/details')).status).toBe('SUCCESS');
    await expect(page).toHaveURL(/\/account$/);
    await expect(menu(page)).toBeVisible();
  });

  test('No logs out at once and revokes the token', async ({ page }) => {
    await shortenIdle(page, 26, 20);
    await signInAs(page, PATRON, '/account');
    const dialog = page.getByRole('alertdialog', { name: 'Warning: Session Expiry' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // The page's current token (the protected page's validity check rotated it).
    const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
    expect((await apiCall(page.request, token, '/user/details')).status).toBe('ERROR');
  });

  test('without an answer the session ends when the warning runs out', async ({ page }) => {
    await shortenIdle(page, 6, 3);
    await signInAs(page, PATRON, '/account');
    await expect(page.getByRole('alertdialog', { name: 'Warning: Session Expiry' })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(notice(page, 'You were logged out because there was no activity.')).toBeVisible();
  });

  test('clicks keep the session alive', async ({ page }) => {
    await shortenIdle(page, 26, 20);
    await signInAs(page, PATRON, '/account');
    const dialog = page.getByRole('alertdialog', { name: 'Warning: Session Expiry' });
    for (let i = 0; i < 4; i += 1) {
      await page.waitForTimeout(2_000);
      await page.getByRole('heading', { level: 1 }).click();
    }
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('password reset, password change and profile (patron2)', () => {
  test.describe.configure({ mode: 'serial' });
  const run = Date.now().toString(36).slice(-4);
  const resetPassword = `Rst#${run}a1`;
  const changedPassword = `Chg#${run}b2`;
  let who: { email: string; password: string };
  test.beforeAll(() => {
    who = patronCopy();
  });

  test('profile update: enabled only when changed, saved and shown after the reload', async ({ page }) => {
    await signInAs(page, PATRON2, '/account');
    const profile = page.getByRole('region', { name: 'Profile Information' });
    await profile.getByRole('button', { name: 'UPDATE PROFILE' }).click();
    const save = profile.getByRole('button', { name: 'UPDATE PROFILE' });
    await expect(save).toBeDisabled();
    await expect(profile.getByText('Change a field to update your profile.')).toBeVisible();
    const street = `${Number.parseInt(run, 36) % 900 + 10} Maple Lane`;
    await profile.getByLabel(/Address Line 1/).fill(street);
    await profile.getByLabel(/City/).fill('Troy');
    await profile.getByLabel(/State/).selectOption('NJ');
    await profile.getByLabel(/Zipcode/).fill('07001');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(notice(page, 'Your profile has been updated.')).toBeVisible();
    await expect(profile.getByText(street)).toBeVisible();
    await expect(profile.getByText('New Jersey')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'UPDATE PROFILE' })).toBeEnabled();
    // The server has it too.
    const { token } = await apiLogin(page.request, PATRON2);
    const details = await apiCall<{ address1: string; state: string; town: string }>(page.request, token, '/user/details');
    expect(details.data).toMatchObject({ address1: street, state: 'NJ', town: 'Troy' });
  });

  test('forgot password through the demo mailbox to a new password, then a login with it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel(/Email/).fill(who.email);
    const request = page.getByRole('button', { name: 'REQUEST PASSWORD LINK' });
    await expect(request).toBeDisabled();
    await solveCaptcha(page);
    const since = new Date().toISOString();
    await request.click();
    await expect(page).toHaveURL(/\/reset-link$/);
    await expect(notice(page, 'a password reset link has been sent')).toBeVisible();
    await expect(page.getByTestId('reset-link-sent')).toContainText(who.email);
    await expect(page.getByTestId('reset-link-sent')).toContainText('valid for 60 minutes');

    // Resend (472) needs a fresh captcha.
    const resend = page.getByRole('button', { name: 'Resend' });
    await expect(resend).toBeDisabled();
    await solveCaptcha(page);
    await resend.click();
    await expect(notice(page, 'a new password reset link has been sent')).toBeVisible();
    await expect(resend).toBeDisabled();

    const mails = (await (await page.request.get('/api/demo/mailbox')).json()) as { data?: unknown } | unknown[];
    const list = (Array.isArray(mails) ? mails : ((mails as { data?: unknown[] }).data ?? [])) as Array<{ to: string; text: string; createdAt: string }>;
    // Newest first: the resent link.
    const mail = list.find((m) => m.to.includes(who.email) && m.createdAt >= since && /reset-password\?token=/.test(m.text));
    expect(mail, 'a reset e-mail for patron2').toBeTruthy();
    const link = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const change = page.getByRole('button', { name: 'CHANGE PASSWORD' });
    await page.getByLabel(/^New Password/).fill(resetPassword);
    await page.getByLabel(/^Confirm Password/).fill('Mismatch#1');
    await page.getByLabel(/^Confirm Password/).blur();
    await expect(change).toBeDisabled();
    await page.getByLabel(/^Confirm Password/).fill(resetPassword);
    await expect(change).toBeEnabled();
    await change.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(notice(page, 'Your password has been changed.')).toBeVisible();

    // The link was single use.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(danger(page, 'This password reset link is invalid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await loginThroughForm(page, { email: who.email, password: resetPassword });
    await expect(menu(page).getByTestId('menu-user-name')).toHaveText('Pat Second');
  });

  test('changing the password opens the relogin dialog whose OK clears everything and returns to /', async ({ page }) => {
    await loginThroughForm(page, { email: who.email, password: resetPassword });
    const login = page.getByRole('region', { name: 'Login Information' });
    await login.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    const submit = login.getByRole('button', { name: 'CHANGE PASSWORD' });
    await expect(submit).toBeDisabled();
    // BACK returns to View.
    await login.getByRole('button', { name: 'BACK' }).click();
    await expect(login.getByLabel(/^Current Password/)).toHaveCount(0);
    await login.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await login.getByLabel(/^Current Password/).fill('Not#Mine2026');
    await login.getByLabel(/^New Password/).fill(changedPassword);
    await login.getByLabel(/^Confirm Password/).fill(changedPassword);
    await submit.click();
    await expect(danger(page, 'The current password is not correct.')).toBeVisible();
    await login.getByLabel(/^Current Password/).fill(resetPassword);
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Password changed' });
    await expect(dialog).toContainText('Please login to the application with the new password');
    const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('qcard.token'), localStorage.getItem('qcard.user')])).toEqual([null, null]);
    expect((await apiCall(page.request, token, '/user/details')).status).toBe('ERROR');

    await loginThroughForm(page, { email: who.email, password: changedPassword });
  });
});

test('END OTHER SESSIONS asks first, then ends every other login of the account; this one stays', async ({ page }) => {
  const who = patronCopy();
  const phone = await apiLogin(page.request, who);
  await signInAs(page, who, '/account');
  const login = page.getByRole('region', { name: 'Login Information' });
  await login.getByRole('button', { name: 'END OTHER SESSIONS' }).click();
  const ask = page.getByRole('alertdialog', { name: 'End other sessions' });
  await expect(ask).toContainText('This session stays signed in.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect((await apiCall(page.request, phone.token, '/user/details')).status).toBe('SUCCESS');
  await login.getByRole('button', { name: 'END OTHER SESSIONS' }).click();
  await page.getByRole('alertdialog', { name: 'End other sessions' }).getByRole('button', { name: 'End them' }).click();
  await expect(notice(page, '1 other session was ended. This one stays signed in.')).toBeVisible();
  expect((await apiCall(page.request, phone.token, '/user/details')).status).toBe('ERROR');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Login Information' })).toContainText(who.email);
});

test('the captcha widget is downloaded only when a rider starts on a form that shows one', async ({ page }) => {
  const widgetLoads: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    // A string of the ALTCHA widget's own code (its i18n keys), not of the portal's field.
    if ((await res.text().catch(() => '')).includes('verificationRequired')) widgetLoads.push(res.url());
  });
  await signInAs(page, PATRON, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(widgetLoads).toEqual([]);
  await page.evaluate(() => localStorage.clear());
  // The landing page shows the login panel's captcha as a stand-in box until the rider types.
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Sign in' });
  await expect(panel.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(widgetLoads).toEqual([]);
  await panel.getByLabel(/Username/).fill(PATRON.email);
  await expect(panel.locator('altcha-widget')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(widgetLoads).toHaveLength(1);
});

test('ticking the stand-in box before the widget arrives still solves the captcha', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Sign in' });
  // Hold the widget back until after the tick, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    const res = await route.fetch();
    if ((await res.text()).includes('verificationRequired')) await held;
    await route.fulfill({ response: res });
  });
  await panel.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(panel.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAttribute('aria-checked', 'mixed');
  release();
  await expect(panel.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await panel.getByLabel(/Username/).fill(PATRON.email);
  await panel.getByLabel('Password', { exact: true }).fill(PATRON.password);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
});

test('an invalid reset link shows 406 and returns to /', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(danger(page, 'This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user/isTokenValid?token=also-wrong');
  await expect(danger(page, 'This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('feedback: SUBMIT waits for a valid form and the captcha, then the thank-you message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Send us feedback' }).click();
  await expect(page).toHaveURL(/\/user-feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Subject/).fill('Reload was easy');
  await page.getByLabel(/^Name/).fill('Robin Rider');
  await page.getByLabel(/Email/).fill('robin@example.com');
  await page.getByLabel(/Phone Number/).pressSequentially('2125550199');
  await expect(page.getByLabel(/Phone Number/)).toHaveValue('+1 212 555 0199');
  await page.getByLabel(/Comments/).fill('The new portal works well on my phone.');
  await expect(submit).toBeDisabled();
  await solveCaptcha(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(notice(page, 'Thank you! Your feedback has been submitted successfully.')).toBeVisible();
  await expect(page.getByLabel(/Subject/)).toHaveValue('');
  await page.getByRole('button', { name: 'BACK' }).click();
  await expect(page).toHaveURL(/\/$/);
});
