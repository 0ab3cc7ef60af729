// Cart, billing, payment, confirmation and order history journeys against the real API
// (sandbox gateway: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines; the server
// runs with FULFILMENT_DELAY_SECONDS=2). They use the second patron (Pat Second) and run one after
// another, so the carts are their own; other buyers' journeys are in cart-billing-other-buyers.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { PATRON2, apiCall, apiLogin, signInAs } from '../support/session';
import {
  contractOf,
  emptyCart,
  fillBilling,
  orderIds,
  type CartData,
} from '../support/cart-and-orders';

test.describe.configure({ mode: 'serial' });

const APPROVE = '4111 1111 1111 1111';
const DECLINE = '4000 0000 0000 0002';

/** PATRON2 signed in, the cart holding only reloads (cents) of card 1000000101's contract. */
async function cartWithReloads(page: Page, ...cents: number[]) {
  const session = await signInAs(page, PATRON2, '/cards');
  await emptyCart(page.request, session.token);
  const c = await contractOf(page.request, session.token, '1000000101');
  for (const rechargevalue of cents)
    await apiCall(page.request, session.token, '/cart/addRechargeCard', {
      contractid: c.id,
      rechargevalue,
    });
  return session;
}

test('patron: reload to cart, billing, review, confirmation, history, detail, then the balance after fulfilment', async ({
  page,
}) => {
  const session = await signInAs(page, PATRON2, '/cards');
  await emptyCart(page.request, session.token);
  const before = await contractOf(page.request, session.token, '1000000101');

  await page.goto('/recharge/default');
  const cardSelect = page.getByRole('combobox', { name: 'Card', exact: true });
  const cardOption = (
    (await cardSelect.locator('option', { hasText: '1000000101' }).textContent()) ?? ''
  ).trim();
  await cardSelect.selectOption({ label: cardOption });
  await page.getByRole('button', { name: '$20', exact: true }).click();
  await page.getByRole('button', { name: 'PROCEED TO CART' }).click();

  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Reload \$20\.00/ })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$20.00');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Client-side on to billing (the kit's form fields come from whichever remote loaded them first).
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/patron-billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patron Billing Order' })).toBeVisible();
  // The amount is said before the card is asked for.
  await expect(page.getByTestId('billing-due')).toHaveText(
    'Order total: $20.00 for 1 item in your cart.',
  );
  const proceed = page.getByRole('button', { name: 'Proceed to Review' });
  await expect(proceed).toBeDisabled();
  // The disabled button names what is still missing; the holder's name and the
  // address start as the profile's.
  await expect(page.getByTestId('submit-reason')).toHaveText(
    'Complete or correct: Card Number, Expiry Month, Expiry Year, Security Code.',
  );
  await fillBilling(page, APPROVE);
  await expect(proceed).toBeEnabled();
  await expect(page.getByTestId('submit-reason')).toHaveCount(0);
  await proceed.click();

  await expect(page.getByRole('heading', { name: 'Place Order', level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId('masked-card')).toHaveText('#### #### #### 1111');
  await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(page.getByText('200 Second Avenue')).toBeVisible();
  await expect(page.getByTestId('billing-total')).toHaveText('$20.00');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^\d+$/);
  await expect(page.getByText(/estimated 2-4 business working days/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@qcard.example' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // Back from Order Success: the emptied cart says the order was placed, with nothing to pay again.
  await page.goBack();
  await expect(page).toHaveURL(/\/patron-billing$/);
  await expect(page.getByText(`Order ${orderId} has been placed`)).toBeVisible();
  await expect(
    page.getByText('Your cart is now empty, and your card is not charged again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Order' })).toHaveAttribute(
    'href',
    `/order-detail?orderId=${orderId}`,
  );
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();

  await page.getByRole('link', { name: 'Order History' }).first().click();
  await expect(page).toHaveURL(/\/order$/);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: orderId, exact: true }) });
  await expect(row).toContainText('$20.00');
  await row.getByRole('link', { name: orderId, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail\\?orderId=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Detail' })).toBeVisible();
  await expect(page.getByText('Visa ending 1111')).toBeVisible();
  await expect(page.getByText(/^AUTH\d+$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Reload \$20\.00/ })).toBeVisible();

  // Fulfilment (2 s in the journeys): the order turns Honoured and the balance grows by $20.00.
  await expect
    .poll(async () => (await contractOf(page.request, session.token, '1000000101')).unitsLeft, {
      timeout: 20_000,
    })
    .toBe(before.unitsLeft + 2000);
  await page.reload();
  await expect(page.getByText('Honoured').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/order$/);
});

test('a declined card keeps the cart exactly as it was', async ({ page }) => {
  const session = await cartWithReloads(page, 1500, 700);
  const ordersBefore = await orderIds(page.request, session.token);

  await page.goto('/patron-billing');
  await fillBilling(page, DECLINE);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/patron-billing$/);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  // The button, disabled while the payment ran, has focus again: another card is one Edit away.
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeFocused();

  await page.goto('/user-cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$22.00');
  await expect(page.getByRole('cell', { name: /^Reload \$15\.00/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Reload \$7\.00/ })).toBeVisible();
  expect(await orderIds(page.request, session.token)).toEqual(ordersBefore);
  await emptyCart(page.request, session.token);
});

test('after a declined card and a successful retry, the decline alert is gone from ORDER SUCCESS and the order detail', async ({
  page,
}) => {
  await cartWithReloads(page, 900);
  const declined = page.locator('.shell-alerts .qc-alert').filter({ hasText: /declined/i });

  await page.goto('/patron-billing');
  await fillBilling(page, DECLINE);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(declined).toHaveCount(1);
  // A second decline replaces the first (same action), it does not pile up.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expect(declined).toHaveCount(1);

  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('Card Number').fill(APPROVE);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  await expect(declined).toHaveCount(0);
  await expect(page.locator('.shell-alerts .qc-alert[role=alert]')).toHaveCount(0);
  // In-app navigation to the order (no reload): still nothing about the decline.
  await page.getByRole('link', { name: 'View Order' }).click();
  await expect(page).toHaveURL(/\/order-detail\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(declined).toHaveCount(0);
  await expect(page.getByText(/declined/i)).toHaveCount(0);
});

test('an unreachable payment key says payment is unavailable, keeps the cart and the session, and places nothing', async ({
  page,
}) => {
  const session = await cartWithReloads(page, 800);
  const ordersBefore = await orderIds(page.request, session.token);
  await page.route('**/pbk.key*', (route) => route.fulfill({ status: 404, body: '' }));

  await page.goto('/patron-billing');
  await fillBilling(page, APPROVE);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('.shell-alerts .qc-alert')).toContainText(
    'Payment is unavailable right now. Your cart is kept; please try again in a few minutes.',
  );
  await expect(page.getByText(/session/i)).toHaveCount(0);
  await expect(page).toHaveURL(/\/patron-billing$/);
  await expect(page.getByTestId('menu-user-name')).toHaveText('Pat Second');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  const cart = await apiCall<CartData>(page.request, session.token, '/cart/cartItems', {});
  expect(cart.data.cartItems.map((i) => i.price)).toEqual([800]);
  expect(await orderIds(page.request, session.token)).toEqual(ordersBefore);
  await emptyCart(page.request, session.token);
});

test('deleting a cart item by keyboard leaves focus on the next item, not at the top of the page', async ({
  page,
}) => {
  const session = await cartWithReloads(page, 1500, 700, 500);
  await page.goto('/user-cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$27.00');
  const deleteOf = (amount: string) =>
    page.getByRole('button', { name: new RegExp(`^Delete Reload \\$${amount}`) });
  await deleteOf('7\\.00').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete item' });
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$20.00');
  // The row that took the deleted one's place: Enter again would ask about it.
  await expect(deleteOf('5\\.00')).toBeFocused();
  await emptyCart(page.request, session.token);
});

test('a double-clicked Place Order creates one order', async ({ page }) => {
  const session = await cartWithReloads(page, 1200);
  const before = await orderIds(page.request, session.token);

  await page.goto('/patron-billing');
  await fillBilling(page, APPROVE);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/);
  const after = await orderIds(page.request, session.token);
  expect(after.length).toBe(before.length + 1);
});

// The expiry years offered and the rule that checks them come from one place,
// so the last year offered (this year + 15) passes the form and the server alike.
test('a card expiring in the last year offered (this year + 15) gets through review to Order Success', async ({
  page,
}) => {
  await cartWithReloads(page, 500);

  await page.goto('/patron-billing');
  await fillBilling(page, APPROVE);
  const year = page.getByLabel('Expiry Year');
  const offered = (await year.locator('option').allTextContents())
    .map((t) => t.trim())
    .filter((t) => /^\d{4}$/.test(t));
  const thisYear = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(
      new Date(),
    ),
  );
  expect(offered).toEqual(Array.from({ length: 16 }, (_, i) => String(thisYear + i)));
  await year.selectOption(String(thisYear + 15));
  await year.blur();
  await expect(year).toHaveAttribute('aria-invalid', 'false');
  const proceed = page.getByRole('button', { name: 'Proceed to Review' });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
});

test('order search: 466 and 467 on the form, filter by status, 469 when nothing matches', async ({
  page,
}) => {
  const session = await apiLogin(page.request, PATRON2);
  await signInAs(page, PATRON2, '/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);

  await page.getByLabel('From Date').fill('2026-03-01');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByTestId('order-search-error')).toHaveText(
    'Please enter both From Date and To Date, or neither.',
  );
  await page.getByLabel('To Date').fill('2026-02-01');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByTestId('order-search-error')).toHaveText(
    'From Date can not be after To Date.',
  );
  // The API refuses the same on its own.
  expect(
    (await apiCall(page.request, session.token, '/order/search', { fromDate: '01-03-2026' }))
      .msgCode,
  ).toBe('466');
  expect(
    (
      await apiCall(page.request, session.token, '/order/search', {
        fromDate: '02-03-2026',
        toDate: '01-03-2026',
      })
    ).msgCode,
  ).toBe('467');

  await page.getByLabel('From Date').fill('');
  await page.getByLabel('To Date').fill('');
  await page.getByLabel('Search By').selectOption('status');
  await page.getByLabel('Order Status').selectOption('Honoured');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  const statusCells = page.getByRole('row').locator('td:nth-child(3)');
  await expect(statusCells.first()).toHaveText('Honoured');
  for (const text of await statusCells.allTextContents()) expect(text).toBe('Honoured');

  await page.getByLabel('From Date').fill('2001-01-01');
  await page.getByLabel('To Date').fill('2001-12-31');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByText('No records found.').first()).toBeVisible();
});

// A rider with no orders yet opened Order History to a "No records found." warning and "Change the
// search and try again": the page's own first listing counted as a search they had made.
