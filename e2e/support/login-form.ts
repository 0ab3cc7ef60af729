// Log in the way a rider does: the landing page's form, the ALTCHA widget's proof of work, the
// Login button, and the account page it lands on.
import { expect, type Locator, type Page } from '@playwright/test';
import { holding, t } from './language';

/** Tick the ALTCHA checkbox the way a rider does (its label, in any language) and wait for the proof of work. */
export async function solveCaptcha(page: Page, scope: Locator | Page = page): Promise<void> {
  await scope.locator('altcha-widget label').first().click();
  await expect(scope.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
}

/** Types the credentials into the landing page's Sign in panel, in the journey's language, and returns the panel. */
export async function fillLogin(
  page: Page,
  who: { email: string; password: string },
): Promise<Locator> {
  const panel = page.getByRole('region', { name: t('Sign in') });
  await panel.getByLabel(holding('Username')).fill(who.email);
  await panel.getByLabel(t('Password'), { exact: true }).fill(who.password);
  return panel;
}

export async function logInThroughForm(
  page: Page,
  who: { email: string; password: string },
): Promise<void> {
  await page.goto('/');
  const panel = await fillLogin(page, who);
  await solveCaptcha(page, panel);
  await panel.getByRole('button', { name: 'Login' }).click();
  // argon2 verification on a busy machine can take a few seconds.
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
}

/** Danger and warning alerts are role=alert; info and success messages role=status. */
export const danger = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });
export const notice = (page: Page, text: string): Locator =>
  page.getByRole('status').filter({ hasText: text });

export const mainMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Main menu' });

/**
 * Waits for the live page, whose fields check their rules on blur: a public page's painted copy
 * takes typing before it (typing-before-app.spec.ts) but checks nothing. The slot is marked
 * data-remote once the remote is here, but a page of it that comes in a chunk of its own keeps
 * the painted controls until React hydrates them; a hydrated control carries React's own
 * properties (`__reactProps$…`), the one sign of it a page gives.
 */
export async function livePage(page: Page): Promise<void> {
  await expect(page.locator('[data-remote]')).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(
    () => {
      const control = document.querySelector('[data-remote] :is(input, textarea, select, button)');
      return !control || Object.keys(control).some((key) => key.startsWith('__reactProps$'));
    },
    undefined,
    { timeout: 20_000 },
  );
}
