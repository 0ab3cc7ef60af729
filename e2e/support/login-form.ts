// Log in the way a rider does: the landing page's form, the ALTCHA widget's proof of work, the
// Login button, and the account page it lands on.
import { expect, type Page } from '@playwright/test';

export async function logInThroughForm(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Sign in' });
  await panel.getByLabel(/Username/).fill(who.email);
  await panel.getByLabel('Password', { exact: true }).fill(who.password);
  await panel.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(panel.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Login' }).click();
  // argon2 verification on a busy machine can take a few seconds.
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
}
