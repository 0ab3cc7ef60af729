// Self sign-up as a visitor does it: the landing page's link, the form, the
// ALTCHA proof of work, the mail in the demo mailbox and the login panel where the link lands.
import { expect, type Page } from '@playwright/test';
import { t } from './language';

export const PASSWORD = 'Newbie#2026';

export type Mail = { to: string; text: string; subject: string; createdAt: string; kind?: string };

export async function mailsTo(page: Page, email: string, since: string): Promise<Mail[]> {
  const body = (await (await page.request.get('/api/demo/mailbox')).json()) as
    { data?: Mail[] } | Mail[];
  const list = Array.isArray(body) ? body : (body.data ?? []);
  return list.filter((m) => m.to === email && m.createdAt >= since);
}

/** The form in the page's language: the journey's unless `texts` says otherwise. */
export async function signUpThroughForm(
  page: Page,
  email: string,
  texts = { link: t('Create an account'), submit: t('CREATE ACCOUNT') },
  name = { first: 'Nora', last: 'Newman' },
) {
  await page.getByRole('link', { name: texts.link }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: texts.submit }) });
  const submit = form.getByRole('button', { name: texts.submit });
  await expect(submit).toBeDisabled();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="firstName"]').fill(name.first);
  await form.locator('input[name="lastName"]').fill(name.last);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirmpassword"]').fill(PASSWORD);
  await form.locator('altcha-widget label').first().click();
  await expect(form.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByTestId('sign-up-sent')).toContainText(email, { timeout: 20_000 });
}

export async function loginHere(page: Page, email: string, submitName = t('Login')) {
  const panel = page.getByRole('region', { name: /Sign in|Iniciar sesión/ });
  await panel.locator('input[name="username"]').fill(email);
  await panel.locator('input[name="password"]').fill(PASSWORD);
  await panel.locator('altcha-widget label').first().click();
  await expect(panel.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await panel.getByRole('button', { name: submitName }).click();
}
