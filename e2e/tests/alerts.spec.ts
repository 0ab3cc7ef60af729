// One alert policy (issue 18 item 1): an alert belongs to the action that raised it and ends
// when that action succeeds, when the rider leaves the page, or when a newer alert of the same
// action replaces it. These journeys only read data (order search, an unregistered session).
// The decline-then-approve journey lives in cart-billing.spec.ts, which owns Pat Second's cart.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, SPONSOR, signInAs } from '../support/session';
import { addGroups, createCompanyWithEmployee, uniqueId } from '../support/journey-data';

const alerts = (page: Page) => page.locator('.shell-alerts .qc-alert');

async function solveCaptchaWidget(page: Page) {
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

test('repeated order searches show one alert at a time (466, then 467, then 469), and a search that finds orders ends it', async ({ page }) => {
  await signInAs(page, PATRON, '/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d+$/ }).first()).toBeVisible();
  const search = page.getByRole('button', { name: 'SEARCH' });

  await page.getByLabel('From Date').fill('2026-03-01');
  await search.click();
  await expect(alerts(page)).toHaveCount(1);
  await expect(alerts(page)).toContainText('Please enter both From Date and To Date, or neither.');

  await page.getByLabel('To Date').fill('2026-02-01');
  await search.click();
  await expect(alerts(page)).toContainText('From Date can not be after To Date.');
  await expect(alerts(page)).toHaveCount(1);

  await page.getByLabel('From Date').fill('2001-01-01');
  await page.getByLabel('To Date').fill('2001-12-31');
  await search.click();
  await expect(alerts(page)).toContainText('No records found.');
  await expect(alerts(page)).toHaveCount(1);
  // The same search again is still one alert.
  const again = page.waitForResponse((r) => r.url().endsWith('/api/order/search'));
  await search.click();
  await again;
  await expect(alerts(page)).toContainText('No records found.');
  await expect(alerts(page)).toHaveCount(1);

  await page.getByLabel('From Date').fill('');
  await page.getByLabel('To Date').fill('');
  await search.click();
  await expect(page.getByRole('link', { name: /^\d+$/ }).first()).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);
});

// Serials that differ are said next to the confirm field (issue 18 item 8), not by an alert (476).
test('a serial mismatch stays on its page: after the fix, the next page shows no alert', async ({ page }) => {
  await page.goto('/unreg-recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
  await page.getByLabel(/^Card Serial Number/).fill('3000000001');
  await page.getByLabel(/^Confirm Card Serial Number/).fill('3000000009');
  await page.getByLabel(/^Confirm Card Serial Number/).blur();
  await solveCaptchaWidget(page);
  await expect(page.getByTestId('field-error').filter({ hasText: 'Confirm Card Serial Number is not matching' })).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'RELOAD' })).toBeDisabled();

  await page.getByLabel(/^Confirm Card Serial Number/).fill('3000000001');
  await page.getByRole('button', { name: 'RELOAD' }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);
  await expect(page.getByLabel(/^Card Serial Number/)).toHaveValue('3000000001');
  await expect(page.getByText('Card numbers do not match.')).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
  // End the unregistered session this journey opened.
  await page.getByRole('button', { name: 'BACK HOME' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
});

test("an anonymous rider's alert stays on the page that raised it: after the right card, the next page shows none", async ({ page }) => {
  await page.goto('/unreg-recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
  await page.getByLabel(/^Card Serial Number/).fill('3000000001');
  await page.getByLabel(/^Confirm Card Serial Number/).fill('3000000001');
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'RELOAD' }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);

  // Another card's number: the session is for 3000000001 only, and an alert says so on this page.
  await page.goto('/unreg-recharge-card');
  await page.getByLabel(/^Card Number/).fill('3000000002');
  await page.getByLabel(/^Confirm Card Number/).fill('3000000002');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  const otherCard = alerts(page).filter({ hasText: 'This reload session is for Q Card 3000000001' });
  await expect(otherCard).toHaveCount(1);
  await expect(page).toHaveURL(/\/unreg-recharge-card$/);

  // The right card: the next page shows no alert from the page before.
  await page.getByLabel(/^Card Number/).fill('3000000001');
  await page.getByLabel(/^Confirm Card Number/).fill('3000000001');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);
  await expect(page.getByLabel(/^Card Serial Number/)).toHaveValue('3000000001');
  await expect(otherCard).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'BACK HOME' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
});

test("a form's next answer replaces its alert, and a search's missing value ends when that search finds rows", async ({ page }) => {
  // CARD ALLOCATION: each CONTINUE answers once; the answer before it goes.
  await signInAs(page, SPONSOR, '/card-allocation');
  await expect(page.getByRole('heading', { level: 1, name: 'CARD ALLOCATION' })).toBeVisible();
  const serial = page.getByLabel('Card Serial Number');
  const next = page.getByRole('button', { name: 'CONTINUE' });
  await serial.fill('1000000001');
  await next.click();
  await expect(alerts(page)).toHaveText([/Card Number 1000000001 is not a card of your company/]);
  await serial.fill('2000000001');
  await next.click();
  await expect(alerts(page)).toHaveText([/Card Number 2000000001 is already allocated to employee E1001/]);
  await serial.fill('');
  await next.click();
  await expect(alerts(page)).toHaveText([/Please enter the card serial number to allocate\./]);

  // Company cards: a search without its value raises 479; the search that finds cards ends it.
  await page.goto('/company_mgmt');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Card Management' })).toBeVisible();
  await page.getByLabel('Search By').selectOption('cardNumber');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(alerts(page)).toHaveCount(1);
  await page.getByLabel('Card Number', { exact: true }).fill('2000000001');
  const found = page.waitForResponse((r) => r.url().endsWith('/api/companycard/search'));
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await found;
  await expect(page.getByRole('link', { name: 'Card 2000000001 details' })).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);
});

// A read that failed and then worked on its page's Try again (issue 18's policy): the failure's
// alert is the load's, so the load that works ends it. The connection drops for real here (the
// request is aborted); nothing answers in the server's place.
test('Try again that loads the page ends the alert of the load that failed: cart and My Cards', async ({ page }) => {
  await signInAs(page, PATRON, '/order');
  const pages = [
    { link: 'Cart', call: '**/api/cart/cartItems', failed: 'Your cart could not be loaded', loaded: page.getByRole('heading', { level: 1, name: /REVIEW AND ORDER/i }) },
    { link: 'My Cards', call: '**/api/card', failed: 'Your cards could not be loaded', loaded: page.getByRole('button', { name: /Refresh/i }) },
  ];
  for (const p of pages) {
    await page.route(p.call, (route) => route.abort('connectionreset'));
    await page.getByRole('navigation').getByRole('link', { name: p.link }).click();
    await expect(page.getByText(p.failed)).toBeVisible();
    await expect(alerts(page)).toHaveText([/Something went wrong/]);
    await page.unroute(p.call);
    // By keyboard: the button goes with the failure, and focus to the page's title, not the body.
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(p.loaded).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(alerts(page)).toHaveCount(0);
  }
});

test("a removal's successes and failures stand side by side, and the next removal replaces them", async ({ page }) => {
  const company = createCompanyWithEmployee();
  const id = uniqueId();
  const [busy, empty, later] = [`Busy ${id}`, `Empty ${id}`, `Later ${id}`];
  addGroups(company.sponsor.email, [busy, empty, later], { withEmployee: true });
  await signInAs(page, company.sponsor, '/group_mgmt');
  const removeSelected = async (names: string[]) => {
    for (const name of names) await page.getByRole('checkbox', { name: `Select row ${name}` }).check();
    await page.getByRole('button', { name: 'REMOVE SELECTED GROUP' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  };

  await removeSelected([busy, empty]);
  await expect(alerts(page)).toContainText([`Group(s) ${empty} removed successfully`, `Group(s) ${busy} could not be removed because employees are assigned to them`]);
  await expect(alerts(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: empty })).toHaveCount(0);

  // The next removal on the same page says only what it did.
  await removeSelected([later]);
  await expect(alerts(page)).toContainText([`Group(s) ${later} removed successfully`]);
  await expect(alerts(page)).toHaveCount(1);
});

// A record page tells a record that is not there from one it could not load (the connection
// dropped): the first says "could not be found", the second "could not be loaded" with Try again.
test('a card or an order that could not be loaded is not called missing: Try again shows it', async ({ page }) => {
  await signInAs(page, PATRON, '/cards');
  const tile = page.getByRole('link', { name: /details/i }).first();
  await expect(tile).toBeVisible();
  const href = (await tile.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/home\/mycard-details\?cardId=\d+/);

  await page.route('**/api/card/details', (route) => route.abort('connectionreset'));
  await page.goto(href);
  await expect(page.getByText('This card could not be loaded')).toBeVisible();
  await expect(page.getByText('This card could not be found')).toHaveCount(0);
  await page.unroute('**/api/card/details');
  await page.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-title')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Card Details' })).toBeFocused();
  await expect(alerts(page)).toHaveCount(0);

  // A card that is not there says so, and offers no Try again.
  await page.goto('/home/mycard-details?cardId=999999999');
  await expect(page.getByText('This card could not be found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await page.goto('/order');
  const order = page.getByRole('link', { name: /^\d+$/ }).first();
  await expect(order).toBeVisible();
  const orderId = (await order.textContent())?.trim();
  await page.route('**/api/order/getOrdersDetails', (route) => route.abort('connectionreset'));
  await order.click();
  await expect(page.getByText('This order could not be loaded')).toBeVisible();
  await page.unroute('**/api/order/getOrdersDetails');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(`${orderId}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('This order could not be loaded')).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
});

// The same on a public page: the reload without an account, its card's call aborted once.
test('an anonymous reload whose card could not be loaded offers Try again, which shows the card', async ({ page }) => {
  await page.goto('/unreg-recharge');
  await page.getByLabel(/^Card Serial Number/).fill('3000000001');
  await page.getByLabel(/^Confirm Card Serial Number/).fill('3000000001');
  await solveCaptchaWidget(page);
  await page.route('**/api/card/detailsBySerial', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'RELOAD' }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);
  await expect(page.getByText('The card could not be loaded')).toBeVisible();
  await expect(page.getByText('Your reload session may have ended.')).toHaveCount(0);
  await page.unroute('**/api/card/detailsBySerial');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel(/^Card Serial Number/)).toHaveValue('3000000001');
  await expect(alerts(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'BACK HOME' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
});

// Account Settings shows the details kept at sign-in while the latest cannot be loaded, and says so.
test('account details that could not be refreshed are marked as maybe old, and Try again ends the alert', async ({ page }) => {
  await signInAs(page, PATRON, '/order');
  await page.route('**/api/user/details', (route) => route.abort('connectionreset'));
  await page.goto('/account');
  await expect(page.getByText('These may not be your latest details: they could not be loaded.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile Information' })).toBeVisible();
  await expect(alerts(page)).toHaveText([/Something went wrong/]);
  await page.unroute('**/api/user/details');
  const header = page.locator('.qc-page-header');
  await header.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('These may not be your latest details: they could not be loaded.')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeFocused();
  await expect(alerts(page)).toHaveCount(0);
});
