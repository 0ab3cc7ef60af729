// The signed-in menu as a rider reaches it: beside the page on a wide screen, behind the header's
// Menu button below 800 px (by design), in the journey's language.
import { expect, type Locator, type Page } from '@playwright/test';
import { t } from './language';

export const mainMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: t('Main menu') });

/** Opens the menu if it is collapsed, then follows its item named `name` (English, as in the catalogue). */
export async function openMenuItem(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: t('Open menu') });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByRole('button', { name: t('Close menu') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  await mainMenu(page)
    .getByRole('link', { name: t(name) })
    .click();
}
