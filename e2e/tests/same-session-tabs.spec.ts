// One session in every tab of the portal (docs/decisions.md, "One session in every tab"): a
// logout in one tab signs the others out at once, and says where; another rider signing in takes
// over the other tabs afresh; and a rider working in one tab is not logged out by the idle timer
// of a tab left in the background. The menu counts the cart another tab filled, and an order
// never charges for a cart the page did not show.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';
import { fillPaymentCard } from '../support/payment-form';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A tab signed out by another tab's logout: the login page, the reason only, no rider's page. */
async function expectLoggedOutElsewhere(tab: Page) {
  await expect(tab).toHaveURL(/\/$/);
  await expect(
    tab
      .getByRole('status')
      .filter({ hasText: 'Information: You logged out in another tab or window.' }),
  ).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(tab.getByText('Order History')).toHaveCount(0);
}

/** The files config-store's loadConfig reads on every page load. */
const CONFIG_FILES = ['configParameters', 'messageResources', 'validationRules'];
/** The configuration files the page at `path` has finished reading. */
function configFilesRead(page: Page, path: string): Set<string> {
  const files = new Set<string>();
  page.on('requestfinished', (request) => {
    const file = /\/(\w+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
    if (file && CONFIG_FILES.includes(file) && new URL(request.frame().url()).pathname === path)
      files.add(file);
  });
  return files;
}

test("a logout in one tab signs the other out at once; the next rider's sign-in takes it over as them", async ({
  page,
  context,
}) => {
  const first = createRiderWithSubscription();
  const second = createRiderWithSubscription();
  await signInAs(page, first, '/cards');
  await expect(page.getByTestId('balance')).toHaveCount(2);
  const other = await context.newPage();
  await other.goto('/order');
  await expect(other.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(menu(other).getByRole('button', { name: 'Logout' })).toBeVisible();

  await menu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The other tab follows without being touched: the login page, the reason, no rider's name.
  await expectLoggedOutElsewhere(other);

  // Someone else signs in in the first tab: the other one opens as them, their cards not the first's.
  await signInAs(page, second, '/cards');
  await expect(other).toHaveURL(/\/account$/);
  await menu(other).getByRole('link', { name: 'My Cards' }).click();
  await expect(other.getByTestId('balance')).toHaveCount(2);
  await expect(
    other.getByRole('heading', { name: `Q Card ${second.cards[0]!.serial}` }),
  ).toBeVisible();
  await expect(other.getByText(first.cards[0]!.serial)).toHaveCount(0);
});

test('a search the other tab makes while the logout is under way is told as that logout, once, not as an expired session', async ({
  page,
  context,
}) => {
  const rider = createRiderWithSubscription();
  await signInAs(page, rider, '/order');
  const other = await context.newPage();
  await other.goto('/order');
  await expect(other.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();

  // The server has revoked the token, and this tab has not yet cleared it: the other tab's next
  // call is answered 464.
  let revoked = () => undefined as void;
  const revokedOnServer = new Promise<void>((resolve) => (revoked = resolve));
  let answer = () => undefined as void;
  const answerLogout = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/user/logout', async (route) => {
    const response = await route.fetch();
    revoked();
    await answerLogout;
    await route.fulfill({ response });
  });
  const refused = other.waitForResponse(
    async (r) =>
      r.url().includes('/api/') &&
      ((await r.json().catch(() => null)) as { msgCode?: unknown } | null)?.msgCode === '464',
  );
  await menu(page).getByRole('button', { name: 'Logout' }).click();
  await revokedOnServer;
  await other.getByRole('button', { name: 'SEARCH' }).click();
  await refused;
  answer();

  await expect(page).toHaveURL(/\/$/);
  await expectLoggedOutElsewhere(other);
  await expect(other.getByRole('alert')).toHaveCount(0);
});

test('working in one tab keeps the session alive in a tab left behind; Yes in one tab answers the warning in both', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const rider = createRiderWithSubscription();
  // The portal's timings (Session_Timeout 900 s, warning 120 s) on the context's clock.
  await context.clock.install();
  const read = configFilesRead(page, '/account');
  await signInAs(page, rider, '/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const other = await context.newPage();
  const readOther = configFilesRead(other, '/cards');
  await other.goto('/cards');
  await expect(other.getByTestId('balance')).toHaveCount(2);
  // Both pages have read their whole configuration: the idle count starts once it is in, and the
  // clock may move only after that (session-idle.spec.ts).
  for (const files of [read, readOther])
    await expect.poll(() => files.size).toBe(CONFIG_FILES.length);
  const warning = (p: Page) => p.getByRole('alertdialog', { name: 'Warning: Session Expiry' });

  // Ten minutes in, the rider clicks in the second tab only.
  await context.clock.runFor(600_000);
  await other.getByRole('heading', { level: 1 }).click();
  // Fifteen minutes after sign-in, the first tab would have warned at 13: it has not.
  await context.clock.runFor(300_000);
  await expect(warning(page)).toHaveCount(0);
  await expect(warning(other)).toHaveCount(0);
  await expect(page).toHaveURL(/\/account$/);
  await expect(menu(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  // Now idle in both: both warn.
  await context.clock.runFor(500_000);
  await expect(warning(page)).toBeVisible();
  await expect(warning(other)).toBeVisible();

  // Yes in the second tab: the first tab's warning closes, and its time running out logs nobody out.
  const refreshed = other.waitForResponse((r) => r.url().endsWith('/api/user/refreshtoken'));
  await warning(other).getByRole('button', { name: 'Yes' }).click();
  expect(((await (await refreshed).json()) as { status: string }).status).toBe('SUCCESS');
  await expect(warning(page)).toHaveCount(0);
  await context.clock.runFor(130_000);
  await expect(page).toHaveURL(/\/account$/);
  await expect(other).toHaveURL(/\/cards$/);
  await expect(menu(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a reload added in another tab while this one reviews the order is not paid unseen: refused, shown, then placed as seen', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const rider = createRiderWithSubscription();
  const card = rider.cards[1]!;
  const reloadPage = `/recharge/default?cardId=${card.cardId}&contractId=${card.contractId}`;
  const session = await signInAs(page, rider, reloadPage);
  await page.getByRole('button', { name: '$10', exact: true }).click();
  await page.getByRole('button', { name: 'PROCEED TO CART' }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await fillPaymentCard(page, {
    firstName: 'Jo',
    lastName: 'Journey',
    cardNumber: '4111111111111111',
  });
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await expect(page.getByTestId('billing-total')).toHaveText('$10.00');

  const other = await context.newPage();
  await other.goto(reloadPage);
  await other.getByRole('button', { name: '$20', exact: true }).click();
  await other.getByRole('button', { name: 'PROCEED TO CART' }).click();
  await expect(other).toHaveURL(/\/user-cart$/);
  await other.close();
  // The first tab's menu counts the new line at once; its review still shows what it showed.
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('billing-total')).toHaveText('$10.00');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error: Your cart changed after you reviewed it' }),
  ).toBeVisible();
  await expect(page.getByTestId('billing-total')).toHaveText('$30.00');
  const orders = await apiCall<{ data: unknown[] }>(
    page.request,
    session.token,
    '/order/search',
    {},
  );
  expect(orders.data.data).toEqual([]);

  // The rider has now seen $30.00, and places it.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/, { timeout: 20_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const order = await apiCall<{ price: number }>(
    page.request,
    session.token,
    '/order/getOrdersDetails',
    { orderId },
  );
  expect(order.data.price).toBe(3000);
  await expect(page.getByRole('alert').filter({ hasText: 'Your cart changed' })).toHaveCount(0);
});
