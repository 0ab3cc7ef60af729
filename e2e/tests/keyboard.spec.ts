// A rider who uses only the keyboard: from the landing page, log in, reload a card, check out,
// pay and reach Order Success — no mouse, no programmatic fill, only Tab, typing, arrows, Space
// and Enter.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, signInAs } from '../support/session';
import { logInThroughForm } from '../support/login-form';
import { createRiderWithSubscription } from '../support/journey-data';

/** Press Tab until the focused element matches; fails if it is never reached. */
async function tabTo(
  page: Page,
  matches: (el: { tag: string; name: string; type: string; text: string }) => boolean,
  limit = 80,
) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      let el = document.activeElement as HTMLElement | null;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
      if (!el) return { tag: '', name: '', type: '', text: '' };
      const id = el.getAttribute('id');
      const label =
        (id && document.querySelector(`label[for="${id}"]`)?.textContent) ||
        el.closest('label')?.textContent ||
        '';
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
  // A rider of its own: the order empties the cart, which journeys of the demo rider's read.
  const rider = createRiderWithSubscription();
  const serial = rider.cards[1]!.serial;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();

  // Log in.
  await tabTo(page, (el) => el.tag === 'input' && /username/i.test(el.name));
  await page.keyboard.type(rider.email);
  await tabTo(page, (el) => el.tag === 'input' && /^password/i.test(el.name));
  await page.keyboard.type(rider.password);
  await tabTo(page, (el) => el.type === 'checkbox');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await tabTo(page, (el) => el.tag === 'button' && el.text === 'Login');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });

  // Menu: Reload Q Card.
  await tabTo(page, (el) => el.tag === 'a' && /Reload Q Card/.test(el.text));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recharge\/default$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The rider's card and its first contract, by typing on the focused selects; the $20 preset.
  const choose = async (label: RegExp, value: string) => {
    await tabTo(page, (el) => el.tag === 'select' && label.test(el.name));
    // Typing on a focused select jumps to the matching option, as in every browser.
    await page.keyboard.type(value);
  };
  await choose(/^Card\b/, serial);
  await expect(page.getByRole('combobox', { name: 'Card', exact: true })).toHaveValue(serial);
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

test('on a phone, Escape closes the opened menu and gives focus back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, PATRON, '/cards');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Order History' })).toBeVisible();
  // Into the menu (past the brand link beside the button).
  for (let i = 0; i < 5 && (await menu.locator(':focus').count()) === 0; i++)
    await page.keyboard.press('Tab');
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

// A page opened inside the app is not a page load: without help the browser keeps the old scroll
// and focus falls to the body (the link is gone) or stays on the menu entry, and a screen reader
// says nothing of the new page.
for (const width of [375, 1280]) {
  test(`at ${width} px, a page opened in the app starts at its top with its title focused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 560 });
    await signInAs(page, PATRON, '/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page first loaded is left as the browser shows it.
    await expect(page.locator('body')).toBeFocused();

    // From the menu, by keyboard: the title of Order History (another remote, whose own title
    // replaces the one the shell paints while it loads), and Tab then goes into the page.
    if (width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Order History' })
      .focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('heading', { level: 1, name: 'Order History' });
    await expect(history).toBeFocused();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(history).toBeFocused();
    // The title is not a control: no focus ring around it.
    expect(
      await history.evaluate((el) => [
        getComputedStyle(el).outlineStyle,
        getComputedStyle(el).boxShadow,
      ]),
    ).toEqual(['none', 'none']);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Search By' })).toBeFocused();

    // An order opened from the bottom of the list shows the order from its top.
    const last = page.getByRole('table').getByRole('link').last();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.click();
    const detail = page.getByRole('heading', { level: 1, name: 'Order Detail' });
    await expect(detail).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(detail).toBeInViewport();
  });
}

test('signing in puts focus on the account page title', async ({ page }) => {
  await logInThroughForm(page, PATRON);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeFocused();
});
