// The whole portal in Spanish: a visitor, a patron and a sponsor switch to Español
// and go through every route of SPEC section 2, and the journey fails on any of the portal's own
// English phrases (support/english-phrases.ts), the server's messages included. The choice
// lasts: a reload keeps it, <html lang> follows it, and a signed-in user's choice is saved and
// comes back at the next sign-in.
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../shared/contracts/src/routes';
import { englishOnPage, englishPhrases, spanishOf } from '../support/english-phrases';
import { createCompanyWithEmployee, createRiderWithSubscription } from '../support/journey-data';
import { apiCall, apiLogin, signInAs } from '../support/session';
import { fillLogin, solveCaptcha } from '../support/login-form';

test.describe.configure({ timeout: 240_000 });

/** Wait for the remote's page (or its fallback, which fails the check below) and its data. */
async function settle(page: Page) {
  await expect(
    page.locator('[data-remote] h1, [data-remote-fallback], main h1').first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(page.locator('.qc-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Every listed path, opened in Spanish: the English phrases each shows, named with the path. */
async function englishOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    found.push(...(await englishOnPage(page)).map((phrase) => `${path}: "${phrase}"`));
  }
  return found;
}

async function chooseSpanish(page: Page) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
}

/** Routes of a kind, with ':actionType' filled; the journeys add ids where a page needs one. */
const routesOf = (remoteFilter: (r: (typeof ROUTES)[number]) => boolean) =>
  ROUTES.filter(remoteFilter).map((r) => r.path.replace(':actionType', 'default'));

test("the checker knows the portal's English phrases, so the journeys below can fail", () => {
  const phrases = englishPhrases();
  expect(phrases.length).toBeGreaterThan(300);
  expect(phrases).toContain('Skip to main content');
});

test("a visitor: Español on the landing page lasts, every public page and the server's answers in Spanish", async ({
  page,
}) => {
  await page.goto('/');
  await settle(page);
  const typed = 'rider@example.com';
  await page.getByRole('textbox', { name: 'Username' }).fill(typed);
  await chooseSpanish(page);
  // No reload and nothing lost: the same field, now labelled in Spanish, keeps what was typed.
  await expect(page.locator('input[name="username"]')).toHaveValue(typed);
  expect(await englishOnPage(page)).toEqual([]);

  // A wrong password: the server's 401 in Spanish.
  await page.locator('input[name="password"]').fill('Wrong#2026');
  // Ticked as a rider does, by its (Spanish) label.
  await page.locator('altcha-widget label').first().click();
  await expect(page.getByTestId('captcha').first()).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
  expect(await englishOnPage(page)).toEqual([]);

  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const publicPaths = [
    ...routesOf((r) => r.access === 'public' && r.path !== '/user/isTokenValid'),
    '/reset-password?token=not-a-real-token',
  ];
  expect(await englishOn(page, publicPaths)).toEqual([]);
});

// The footer's switch changes the page in place: an alert already on screen is said again in the
// new language, whether its text is the server's (a refused card) or the configuration's (a
// refused sign-in), and back again.
test('an alert on screen when the visitor switches language follows the switch, both ways', async ({
  page,
}) => {
  const alerts = page.locator('.shell-alerts .qc-alert');
  await page.goto('/');
  const panel = await fillLogin(page, { email: 'nobody-here@example.com', password: 'Wrong#2026' });
  await solveCaptcha(page, panel);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(alerts).toHaveText([/Invalid username or password\./]);
  await chooseSpanish(page);
  await expect(alerts).toHaveText([/Usuario o contraseña incorrectos\./]);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(alerts).toHaveText([/Invalid username or password\./]);

  await page.goto('/unreg-recharge');
  await page.getByLabel(/^Card Serial Number/).fill('3999999999');
  await page.getByLabel(/^Confirm Card Serial Number/).fill('3999999999');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'RELOAD' }).click();
  await expect(alerts).toHaveText([/This Q Card can not be reloaded here\./]);
  await chooseSpanish(page);
  await expect(alerts).toHaveText([/Esta tarjeta Q Card no se puede recargar aquí\./]);
  expect(await englishOnPage(page)).toEqual([]);
});

test('a patron in Spanish: every patron page, a reload through the cart to an order, the choice saved for the next sign-in', async ({
  page,
  browser,
}) => {
  const rider = createRiderWithSubscription();
  const [subscribed, free] = rider.cards;
  await page.goto('/forgot-password');
  await page.evaluate(() => localStorage.setItem('qcard.lang', 'es'));
  const session = await signInAs(page, rider, '/cards');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A reload as the rider does it, in Spanish: preset, on to the cart.
  await page.goto(`/recharge/default?cardId=${free!.cardId}&contractId=${free!.contractId}`);
  await settle(page);
  await page.getByRole('button', { name: '$20', exact: true }).click();
  await page.getByRole('button', { name: spanishOf('PROCEED TO CART') }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await settle(page);
  expect(await englishOnPage(page)).toEqual([]);

  const orders = await apiCall<{ data: Array<{ orderId: number }> }>(
    page.request,
    session.token,
    '/order/search',
    {},
  );
  const orderId = orders.data.data?.[0]?.orderId;
  const patronPaths = [
    ...routesOf(
      (r) =>
        r.access === 'protected' &&
        ['mfe_auth', 'mfe_cards', 'mfe_cart_billing', 'mfe_subscriptions'].includes(r.remote),
    ).filter(
      (p) =>
        ![
          '/home/mycard-details',
          '/contract-detail',
          '/order-detail',
          '/user-confirm-order',
        ].includes(p),
    ),
    `/home/mycard-details?cardId=${subscribed!.cardId}`,
    `/contract-detail?contractId=${subscribed!.contractId}`,
    ...(orderId
      ? [`/order-detail?orderId=${orderId}`, `/user-confirm-order?orderId=${orderId}`]
      : []),
  ];
  expect(await englishOn(page, patronPaths)).toEqual([]);

  // Saved on the server: a fresh browser that signs in as this rider gets Spanish. Asked as a new
  // login does: the pages above have rotated the journey's first token past its grace period.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await expect.poll(async () => (await apiLogin(fresh.request, rider)).user.language).toBe('es');
  await other.close();
});

test('Español chosen on a signed-in page and the page reloaded before the choice is saved: Spanish holds, and is saved', async ({
  page,
  browser,
}) => {
  const rider = createRiderWithSubscription();
  await signInAs(page, rider, '/cards');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The save is slow: it has not answered when the rider reloads.
  let held = true;
  await page.route('**/api/user/language', async (route) => {
    if (held) return; // never answered: the reload ends this request
    await route.continue();
  });
  const saving = page.waitForRequest('**/api/user/language');
  await chooseSpanish(page);
  await saving;
  held = false;
  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  // The reloaded page saved it: a fresh sign-in elsewhere gets Spanish.
  const other = await browser.newContext();
  await expect.poll(async () => (await apiLogin(other.request, rider)).user.language).toBe('es');
  await other.close();
});

test('a patron in Spanish types the amount with a decimal comma: the cart holds $12.50, not $1,250', async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  const free = rider.cards[1]!;
  await page.goto('/forgot-password');
  await page.evaluate(() => localStorage.setItem('qcard.lang', 'es'));
  await signInAs(
    page,
    rider,
    `/recharge/default?cardId=${free.cardId}&contractId=${free.contractId}`,
  );
  await settle(page);
  // Typed key by key, as on a phone whose decimal keypad offers only a comma.
  const amount = page.getByRole('textbox', { name: 'Monto' });
  await amount.pressSequentially('12,50');
  await expect(amount).toHaveValue('12,50');
  await amount.blur();
  await expect(amount).toHaveValue('12.50');
  await expect(page.getByTestId('reload-subtotal')).toHaveText('$12.50');
  await page.getByRole('button', { name: spanishOf('PROCEED TO CART') }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$12.50');
});

test('a sponsor in Spanish: every sponsor page with its records', async ({ page }) => {
  const company = createCompanyWithEmployee();
  await page.goto('/forgot-password');
  await page.evaluate(() => localStorage.setItem('qcard.lang', 'es'));
  const session = await signInAs(page, company.sponsor, '/emp_mgmt');
  await settle(page);
  const employees = await apiCall<{ data: Array<{ id: number }> }>(
    page.request,
    session.token,
    '/employee/search',
    { filterType: 'firstName', filterValue: 'Kim' },
  );
  const employeeId = employees.data.data?.[0]?.id;
  const group = await apiCall<{ id: number }>(page.request, session.token, '/group/create', {
    groupname: `Turno ${Date.now() % 100000}`,
    groupdetails: 'Turno de mañana',
  });
  const groupId = group.data?.id;
  const sponsorPaths = [
    ...routesOf((r) => r.remote === 'mfe_sponsor').filter(
      (p) => !['/employee-detail', '/group-detail', '/card-allocation'].includes(p),
    ),
    ...(employeeId ? [`/employee-detail?id=${employeeId}`] : []),
    ...(groupId ? [`/group-detail?id=${groupId}`] : []),
    '/recharge/default',
    '/subscribe/default',
    '/user-cart',
    '/order',
    '/account',
  ];
  expect(await englishOn(page, sponsorPaths)).toEqual([]);
});
