// A rider who uses only the keyboard: from the landing page, log in, reload a card, check out,
// pay and reach Order Success — no mouse, no programmatic fill, only Tab, typing, arrows, Space
// and Enter.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, signInAs } from '../support/session';

/** Press Tab until the focused element matches; fails if it is never reached. */
async function tabTo(page: Page, matches: (el: { tag: string; name: string; type: string; text: string }) => boolean, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      let el = document.activeElement as HTMLElement | null;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
      if (!el) return { tag: '', name: '', type: '', text: '' };
      const id = el.getAttribute('id');
      const label = (id && document.querySelector(`label[for="${id}"]`)?.textContent) || el.closest('label')?.textContent || '';
      return {
        tag: el.tagName.toLowerCase(),
        name: (el.getAttribute('aria-label') || label || el.textContent || '').trim(),
        type: el.getAttribute('type') ?? '',
        text: (el.textContent ?? '').trim(),
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('the element was never reached with Tab');
}

test('keyboard only: log in, reload a card, pay and reach Order Success', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();

  // Log in.
  await tabTo(page, (el) => el.tag === 'input' && /username/i.test(el.name));
  await page.keyboard.type(PATRON.email);
  await tabTo(page, (el) => el.tag === 'input' && /^password/i.test(el.name));
  await page.keyboard.type(PATRON.password);
  await tabTo(page, (el) => el.type === 'checkbox');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await tabTo(page, (el) => el.tag === 'button' && el.text === 'Login');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });

  // Menu: Reload Q Card.
  await tabTo(page, (el) => el.tag === 'a' && /Reload Q Card/.test(el.text));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recharge\/default$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Card 1000000001 and its first contract, by typing on the focused selects; the $20 preset.
  const choose = async (label: RegExp, value: string) => {
    await tabTo(page, (el) => el.tag === 'select' && label.test(el.name));
    // Typing on a focused select jumps to the matching option, as in every browser.
    await page.keyboard.type(value);
  };
  await choose(/^Card\b/, '1000000001');
  await expect(page.getByRole('combobox', { name: 'Card', exact: true })).toHaveValue('1000000001');
  const contractSelect = page.getByRole('combobox', { name: 'Contract', exact: true });
  if ((await contractSelect.inputValue()) === '') {
    await tabTo(page, (el) => el.tag === 'select' && /^Contract\b/.test(el.name));
    await page.keyboard.press('ArrowDown');
  }
  await expect(contractSelect).not.toHaveValue('');
  await tabTo(page, (el) => el.tag === 'button' && el.text === '$20');
  await page.keyboard.press('Enter');
  await tabTo(page, (el) => el.tag === 'button' && el.text === 'PROCEED TO CART');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-cart$/);

  // Cart: CHECKOUT.
  await tabTo(page, (el) => el.tag === 'button' && el.text === 'CHECKOUT');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/patron-billing$/);

  // Billing: type every field, choose the expiry and state with the arrow keys.
  const typeInto = async (label: RegExp, text: string) => {
    await tabTo(page, (el) => (el.tag === 'input' || el.tag === 'textarea') && label.test(el.name));
    await page.keyboard.type(text);
  };
  await typeInto(/^First Name/, 'Riley');
  await typeInto(/^Last Name/, 'Rider');
  await typeInto(/^Card Number/, '4111111111111111');
  await choose(/^Expiry Month/, '12');
  await choose(/^Expiry Year/, String(new Date().getFullYear() + 1));
  await typeInto(/^Security Code/, '123');
  await typeInto(/^Address Line 1/, '12 Keyboard Lane');
  await typeInto(/^City/, 'Springfield');
  await choose(/^State/, 'New York');
  await typeInto(/^Zip/, '10001');
  await tabTo(page, (el) => el.tag === 'button' && el.text === 'Proceed to Review');
  await page.keyboard.press('Enter');

  // Review: Place Order.
  await expect(page.getByText(/ending 1111|#### #### #### 1111/).first()).toBeVisible();
  await tabTo(page, (el) => el.tag === 'button' && /Place Order/i.test(el.text));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-confirm-order(\?|$)/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /Order Success/i })).toBeVisible();
});

test('on a phone, Escape closes the opened menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, PATRON, '/cards');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Order History' })).toBeVisible();
  // Into the menu (past the brand link beside the button).
  for (let i = 0; i < 5 && (await menu.locator(':focus').count()) === 0; i++) await page.keyboard.press('Tab');
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
