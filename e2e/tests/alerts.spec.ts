// One alert policy (docs/decisions.md): an alert belongs to the action that raised it and ends
// when that action succeeds, when the rider leaves the page, or when a newer alert of the same
// action replaces it. These journeys only read data (order search, an unregistered session).
// The decline-then-approve journey lives in cart-billing.spec.ts, which owns Pat Second's cart.
// In the project's language and width (playwright.config.ts), beside the same file in the other
// languages: each journey signs in as a user of its own, whose saved language no other run changes.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import {
  addGroups,
  createCompanyWithEmployee,
  createRiderWithOrder,
  uniqueId,
} from '../support/journey-data';
import { holding, holdingMessage, message, startingWith, t } from '../support/language';
import { openMenuItem } from '../support/menu';
import { livePage } from '../support/login-form';

const alerts = (page: Page) => page.locator('.shell-alerts .qc-alert');
// The reload form is painted before the app starts; these journeys type into the live one
// (typing before the app is typing-before-app.spec.ts's subject).

async function solveCaptchaWidget(page: Page) {
  await page.locator('altcha-widget label').first().click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
}

test('repeated order searches show one alert at a time (466, then 467, then 469), and a search that finds orders ends it', async ({
  page,
}) => {
  await signInAs(page, createRiderWithOrder(), '/order');
  await expect(page.getByRole('heading', { level: 1, name: t('Order History') })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d+$/ }).first()).toBeVisible();
  const search = page.getByRole('button', { name: t('SEARCH') });

  await page.getByLabel(t('From Date')).fill('2026-03-01');
  await search.click();
  await expect(alerts(page)).toHaveCount(1);
  await expect(alerts(page)).toContainText(
    t('Please enter both From Date and To Date, or neither.'),
  );

  await page.getByLabel(t('To Date')).fill('2026-02-01');
  await search.click();
  await expect(alerts(page)).toContainText(t('From Date can not be after To Date.'));
  await expect(alerts(page)).toHaveCount(1);

  await page.getByLabel(t('From Date')).fill('2001-01-01');
  await page.getByLabel(t('To Date')).fill('2001-12-31');
  await search.click();
  await expect(alerts(page)).toContainText(t('No records found.'));
  await expect(alerts(page)).toHaveCount(1);
  // The same search again is still one alert.
  const again = page.waitForResponse((r) => r.url().endsWith('/api/order/search'));
  await search.click();
  await again;
  await expect(alerts(page)).toContainText(t('No records found.'));
  await expect(alerts(page)).toHaveCount(1);

  await page.getByLabel(t('From Date')).fill('');
  await page.getByLabel(t('To Date')).fill('');
  await search.click();
  await expect(page.getByRole('link', { name: /^\d+$/ }).first()).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);
});

// Serials that differ are said next to the confirm field, not by an alert (476).
test('a serial mismatch stays on its page: after the fix, the next page shows no alert', async ({
  page,
}) => {
  await page.goto('/unreg-recharge');
  await livePage(page);
  await expect(page.getByRole('heading', { level: 1, name: t('Reload Q Card') })).toBeVisible();
  await page.getByLabel(startingWith('Card Serial Number')).fill('3000000001');
  await page.getByLabel(startingWith('Confirm Card Serial Number')).fill('3000000009');
  await page.getByLabel(startingWith('Confirm Card Serial Number')).blur();
  await solveCaptchaWidget(page);
  await expect(
    page.getByTestId('field-error').filter({
      hasText: t('{{label}} is not matching', { label: t('Confirm Card Serial Number') }),
    }),
  ).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('RELOAD') })).toBeDisabled();

  await page.getByLabel(startingWith('Confirm Card Serial Number')).fill('3000000001');
  await page.getByRole('button', { name: t('RELOAD') }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);
  await expect(page.getByLabel(startingWith('Card Serial Number'))).toHaveValue('3000000001');
  await expect(page.getByText(t('Card numbers do not match.'))).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
  // End the unregistered session this journey opened.
  await page.getByRole('button', { name: t('BACK HOME') }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
});

test("an anonymous rider's alert stays on the page that raised it: after the right card, the next page shows none", async ({
  page,
}) => {
  await page.goto('/unreg-recharge');
  await livePage(page);
  await expect(page.getByRole('heading', { level: 1, name: t('Reload Q Card') })).toBeVisible();
  await page.getByLabel(startingWith('Card Serial Number')).fill('3000000001');
  await page.getByLabel(startingWith('Confirm Card Serial Number')).fill('3000000001');
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: t('RELOAD') }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);

  // Another card's number: the session is for 3000000001 only, and an alert says so on this page.
  await page.goto('/unreg-recharge-card');
  await page.getByRole('textbox', { name: startingWith('Card Number') }).fill('3000000002');
  await page.getByRole('textbox', { name: startingWith('Confirm Card Number') }).fill('3000000002');
  await page.getByRole('button', { name: t('CONTINUE') }).click();
  const otherCard = alerts(page).filter({
    hasText: t(
      'This reload session is for Q Card {{serial}}. To reload another card, choose BACK HOME and start again with its serial number.',
      { serial: '3000000001' },
    ),
  });
  await expect(otherCard).toHaveCount(1);
  await expect(page).toHaveURL(/\/unreg-recharge-card$/);

  // The right card: the next page shows no alert from the page before.
  await page.getByRole('textbox', { name: startingWith('Card Number') }).fill('3000000001');
  await page.getByRole('textbox', { name: startingWith('Confirm Card Number') }).fill('3000000001');
  await page.getByRole('button', { name: t('CONTINUE') }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);
  await expect(page.getByLabel(startingWith('Card Serial Number'))).toHaveValue('3000000001');
  await expect(otherCard).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
  await page.getByRole('button', { name: t('BACK HOME') }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
});

test("a form's next answer replaces its alert, and a search's missing value ends when that search finds rows", async ({
  page,
}) => {
  // CARD ALLOCATION: each CONTINUE answers once; the answer before it goes.
  const company = createCompanyWithEmployee();
  const stranger = createRiderWithOrder().cards[0]!.serial;
  await signInAs(page, company.sponsor, '/card-allocation');
  await expect(page.getByRole('heading', { level: 1, name: t('CARD ALLOCATION') })).toBeVisible();
  const serial = page.getByLabel(t('Card Serial Number'));
  const next = page.getByRole('button', { name: t('CONTINUE') });
  await serial.fill(stranger);
  await next.click();
  await expect(alerts(page)).toHaveText([
    holdingMessage('Card Number {0} is not a card of your company', { 0: stranger }),
  ]);
  await serial.fill(company.employee.serial);
  await next.click();
  await expect(alerts(page)).toHaveText([
    holdingMessage('Card Number {0} is already allocated to employee {1}', {
      0: company.employee.serial,
      1: 'J1',
    }),
  ]);
  await serial.fill('');
  await next.click();
  await expect(alerts(page)).toHaveText([
    holdingMessage('Please enter the card serial number to allocate.'),
  ]);

  // Company cards: a search without its value raises 479; the search that finds cards ends it.
  await page.goto('/company_mgmt');
  await expect(
    page.getByRole('heading', { level: 1, name: t('Company Card Management') }),
  ).toBeVisible();
  await page.getByLabel(t('Search By')).selectOption('cardNumber');
  await page.getByRole('button', { name: t('SEARCH') }).click();
  await expect(alerts(page)).toHaveCount(1);
  await page.getByLabel(t('Card Number'), { exact: true }).fill(company.employee.serial);
  const found = page.waitForResponse((r) => r.url().endsWith('/api/companycard/search'));
  await page.getByRole('button', { name: t('SEARCH') }).click();
  await found;
  await expect(
    page.getByRole('link', {
      name: t('Card {{cardNumber}} details', { cardNumber: company.employee.serial }),
    }),
  ).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);
});

// A read that failed and then worked on its page's Try again: the failure's
// alert is the load's, so the load that works ends it. The connection drops for real here (the
// request is aborted); nothing answers in the server's place.
test('Try again that loads the page ends the alert of the load that failed: cart and My Cards', async ({
  page,
}) => {
  // An empty cart opens in View mode, under REVIEW AND ORDER.
  await signInAs(page, createRiderWithOrder(), '/order');
  const pages = [
    {
      link: 'Cart',
      call: '**/api/cart/cartItems',
      failed: 'Your cart could not be loaded',
      loaded: page.getByRole('heading', { level: 1, name: t('REVIEW AND ORDER') }),
    },
    {
      link: 'My Cards',
      call: '**/api/card',
      failed: 'Your cards could not be loaded',
      loaded: page.getByRole('button', { name: t('Refresh') }),
    },
  ];
  for (const p of pages) {
    await page.route(p.call, (route) => route.abort('connectionreset'));
    await openMenuItem(page, p.link);
    await expect(page.getByText(t(p.failed))).toBeVisible();
    await expect(alerts(page)).toHaveText([
      holdingMessage('Something went wrong. Please try again later.'),
    ]);
    await page.unroute(p.call);
    // By keyboard: the button goes with the failure, and focus to the page's title, not the body.
    await page.getByRole('button', { name: t('Try again') }).focus();
    await page.keyboard.press('Enter');
    await expect(p.loaded).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(alerts(page)).toHaveCount(0);
  }
});

test("a removal's successes and failures stand side by side, and the next removal replaces them", async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const id = uniqueId();
  const [busy, empty, later] = [`Busy ${id}`, `Empty ${id}`, `Later ${id}`];
  addGroups(company.sponsor.email, [busy, empty, later], { withEmployee: true });
  await signInAs(page, company.sponsor, '/group_mgmt');
  const removeSelected = async (names: string[]) => {
    for (const name of names)
      await page.getByRole('checkbox', { name: t('Select row {{row}}', { row: name }) }).check();
    await page.getByRole('button', { name: t('REMOVE SELECTED GROUP') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('Yes') })
      .click();
  };

  await removeSelected([busy, empty]);
  await expect(alerts(page)).toContainText([
    message('Group(s) {0} removed successfully', { 0: empty }),
    message('Group(s) {0} could not be removed because employees are assigned to them', {
      0: busy,
    }),
  ]);
  await expect(alerts(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: empty })).toHaveCount(0);

  // The next removal on the same page says only what it did.
  await removeSelected([later]);
  await expect(alerts(page)).toContainText([
    message('Group(s) {0} removed successfully', { 0: later }),
  ]);
  await expect(alerts(page)).toHaveCount(1);
});

// A record page tells a record that is not there from one it could not load (the connection
// dropped): the first says "could not be found", the second "could not be loaded" with Try again.
test('a card or an order that could not be loaded is not called missing: Try again shows it', async ({
  page,
}) => {
  await signInAs(page, createRiderWithOrder(), '/cards');
  const tile = page.getByRole('link', { name: holding('Card Details') }).first();
  await expect(tile).toBeVisible();
  const href = (await tile.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/home\/mycard-details\?cardId=\d+/);

  await page.route('**/api/card/details', (route) => route.abort('connectionreset'));
  await page.goto(href);
  await expect(page.getByText(t('This card could not be loaded'))).toBeVisible();
  await expect(page.getByText(t('This card could not be found'))).toHaveCount(0);
  await page.unroute('**/api/card/details');
  await page.getByRole('button', { name: t('Try again') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-title')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('Card Details') })).toBeFocused();
  await expect(alerts(page)).toHaveCount(0);

  // A card that is not there says so, and offers no Try again.
  await page.goto('/home/mycard-details?cardId=999999999');
  await expect(page.getByText(t('This card could not be found'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('Try again') })).toHaveCount(0);

  await page.goto('/order');
  const order = page.getByRole('link', { name: /^\d+$/ }).first();
  await expect(order).toBeVisible();
  const orderId = (await order.textContent())?.trim();
  await page.route('**/api/order/getOrdersDetails', (route) => route.abort('connectionreset'));
  await order.click();
  await expect(page.getByText(t('This order could not be loaded'))).toBeVisible();
  await page.unroute('**/api/order/getOrdersDetails');
  await page.getByRole('button', { name: t('Try again') }).click();
  await expect(page.getByText(`${orderId}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(t('This order could not be loaded'))).toHaveCount(0);
  await expect(alerts(page)).toHaveCount(0);
});

// The same on a public page: the reload without an account, its card's call aborted once.
test('an anonymous reload whose card could not be loaded offers Try again, which shows the card', async ({
  page,
}) => {
  await page.goto('/unreg-recharge');
  await livePage(page);
  await page.getByLabel(startingWith('Card Serial Number')).fill('3000000001');
  await page.getByLabel(startingWith('Confirm Card Serial Number')).fill('3000000001');
  await solveCaptchaWidget(page);
  await page.route('**/api/card/detailsBySerial', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: t('RELOAD') }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);
  await expect(page.getByText(t('The card could not be loaded'))).toBeVisible();
  await expect(page.getByText(t('Your reload session may have ended.'))).toHaveCount(0);
  await page.unroute('**/api/card/detailsBySerial');
  await page.getByRole('button', { name: t('Try again') }).click();
  await expect(page.getByLabel(startingWith('Card Serial Number'))).toHaveValue('3000000001');
  await expect(alerts(page)).toHaveCount(0);
  await page.getByRole('button', { name: t('BACK HOME') }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
});

// Account Settings shows the details kept at sign-in while the latest cannot be loaded, and says so.
test('account details that could not be refreshed are marked as maybe old, and Try again ends the alert', async ({
  page,
}) => {
  await signInAs(page, createRiderWithOrder(), '/order');
  await page.route('**/api/user/details', (route) => route.abort('connectionreset'));
  await page.goto('/account');
  await expect(
    page.getByText(t('These may not be your latest details: they could not be loaded.')),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: t('Profile Information') })).toBeVisible();
  await expect(alerts(page)).toHaveText([
    holdingMessage('Something went wrong. Please try again later.'),
  ]);
  await page.unroute('**/api/user/details');
  const header = page.locator('.qc-page-header');
  await header.getByRole('button', { name: t('Try again') }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(t('These may not be your latest details: they could not be loaded.')),
  ).toHaveCount(0);
  await expect(header.getByRole('button', { name: t('Try again') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: t('Account Settings') })).toBeFocused();
  await expect(alerts(page)).toHaveCount(0);
});
