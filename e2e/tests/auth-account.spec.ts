// Account journeys: forgot / reset password through the demo mailbox, the
// password-change relogin dialog, the profile update, ending other sessions and an invalid
// reset link. Journeys that change a password work on a copy of patron2 of their own.
import { expect, test } from '@playwright/test';
import { copyOfUser } from '../support/journey-data';
import { danger, logInThroughForm, mainMenu, notice, solveCaptcha } from '../support/login-form';
import { PATRON2, apiCall, apiLogin, signInAs } from '../support/session';

test.describe('password reset, password change and profile (patron2)', () => {
  test.describe.configure({ mode: 'serial' });
  const run = Date.now().toString(36).slice(-4);
  const resetPassword = `Rst#${run}a1`;
  const changedPassword = `Chg#${run}b2`;
  let who: { email: string; password: string };
  test.beforeAll(() => {
    who = copyOfUser(PATRON2);
  });

  test('profile update: enabled only when changed, saved and shown after the reload', async ({
    page,
  }) => {
    await signInAs(page, PATRON2, '/account');
    const profile = page.getByRole('region', { name: 'Profile Information' });
    await profile.getByRole('button', { name: 'UPDATE PROFILE' }).click();
    const save = profile.getByRole('button', { name: 'UPDATE PROFILE' });
    await expect(save).toBeDisabled();
    // The button pressed gave way to the form: focus is on the form, and Tab goes on into it.
    await expect(profile.getByRole('form', { name: 'Update profile' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(profile.getByLabel(/Address Line 1/)).toBeFocused();
    await expect(profile.getByText('Change a field to update your profile.')).toBeVisible();
    const street = `${(Number.parseInt(run, 36) % 900) + 10} Maple Lane`;
    await profile.getByLabel(/Address Line 1/).fill(street);
    await profile.getByLabel(/City/).fill('Troy');
    await profile.getByLabel(/State/).selectOption('NJ');
    await profile.getByLabel(/Zipcode/).fill('07');
    // A wrong field is named, not called missing ("Complete the required fields" said nothing useful).
    await expect(profile.getByText('Complete or correct: Zipcode.')).toBeVisible();
    await profile.getByLabel(/Zipcode/).fill('07001');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(notice(page, 'Your profile has been updated.')).toBeVisible();
    await expect(profile.getByText(street)).toBeVisible();
    await expect(profile.getByText('New Jersey')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'UPDATE PROFILE' })).toBeEnabled();
    // The saved form gave way to the details: focus is back on the section's button.
    await expect(profile.getByRole('button', { name: 'UPDATE PROFILE' })).toBeFocused();
    // The server has it too.
    const { token } = await apiLogin(page.request, PATRON2);
    const details = await apiCall<{ address1: string; state: string; town: string }>(
      page.request,
      token,
      '/user/details',
    );
    expect(details.data).toMatchObject({ address1: street, state: 'NJ', town: 'Troy' });
  });

  test('forgot password through the demo mailbox to a new password, then a login with it', async ({
    page,
  }) => {
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

    const mails = (await (await page.request.get('/api/demo/mailbox')).json()) as
      { data?: unknown } | unknown[];
    const list = (
      Array.isArray(mails) ? mails : ((mails as { data?: unknown[] }).data ?? [])
    ) as Array<{ to: string; text: string; createdAt: string }>;
    // Newest first: the resent link.
    const mail = list.find(
      (m) =>
        m.to.includes(who.email) && m.createdAt >= since && /reset-password\?token=/.test(m.text),
    );
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

    await logInThroughForm(page, { email: who.email, password: resetPassword });
    await expect(mainMenu(page).getByTestId('menu-user-name')).toHaveText('Pat Second');
  });

  test('changing the password opens the relogin dialog whose OK clears everything and returns to /', async ({
    page,
  }) => {
    await logInThroughForm(page, { email: who.email, password: resetPassword });
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
    // The change went through: the refusal of the try before is over.
    await expect(danger(page, 'The current password is not correct.')).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('qcard.token'),
        localStorage.getItem('qcard.user'),
      ]),
    ).toEqual([null, null]);
    expect((await apiCall(page.request, token, '/user/details')).status).toBe('ERROR');

    await logInThroughForm(page, { email: who.email, password: changedPassword });
  });
});

test('END OTHER SESSIONS asks first, then ends every other login of the account; this one stays', async ({
  page,
}) => {
  const who = copyOfUser(PATRON2);
  const phone = await apiLogin(page.request, who);
  await signInAs(page, who, '/account');
  const login = page.getByRole('region', { name: 'Login Information' });
  await login.getByRole('button', { name: 'END OTHER SESSIONS' }).click();
  const ask = page.getByRole('alertdialog', { name: 'End other sessions' });
  await expect(ask).toContainText('This session stays signed in.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect((await apiCall(page.request, phone.token, '/user/details')).status).toBe('SUCCESS');
  await login.getByRole('button', { name: 'END OTHER SESSIONS' }).click();
  await page
    .getByRole('alertdialog', { name: 'End other sessions' })
    .getByRole('button', { name: 'End them' })
    .click();
  await expect(notice(page, '1 other session was ended. This one stays signed in.')).toBeVisible();
  expect((await apiCall(page.request, phone.token, '/user/details')).status).toBe('ERROR');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Login Information' })).toContainText(who.email);
});

test('an invalid reset link shows 406 and returns to /', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(danger(page, 'This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user/isTokenValid?token=also-wrong');
  await expect(danger(page, 'This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
