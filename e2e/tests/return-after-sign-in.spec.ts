// A sign-in that interrupted the rider takes them back: a page opened signed out (a bookmark, a
// link in an e-mail), or the page they were on when the server ended their session. Their own
// Logout leaves nothing to come back to, and a sponsor's page is no way back for a rider.
import { expect, test, type Page } from '@playwright/test';
import { danger, fillLogin, mainMenu, solveCaptcha } from '../support/login-form';
import { PATRON, apiCall, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';

async function logIn(page: Page, who: { email: string; password: string }) {
  const panel = await fillLogin(page, who);
  await solveCaptcha(page, panel);
  await panel.getByRole('button', { name: 'Login' }).click();
}

test('a page opened signed out is where the sign-in goes; after Logout the next one goes to the account', async ({
  page,
}) => {
  await page.goto('/order');
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, PATRON);
  // argon2 verification on a busy machine can take a few seconds.
  await expect(page).toHaveURL(/\/order$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();

  await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, PATRON);
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
});

test('a session the server ended brings the rider back to the page, with the cart as it was (on a slow phone too)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const rider = createRiderWithSubscription();
  const session = await signInAs(page, rider, '/cards');
  expect(
    (
      await apiCall(page.request, session.token, '/cart/addRechargeCard', {
        contractid: rider.cards[1]!.contractId,
        rechargevalue: 1500,
      })
    ).status,
  ).toBe('SUCCESS');
  await page.goto('/user-cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$15.00');
  // The page's own calls answered first: one still out when the server ends the session would end
  // it here before the reload (a CI run's page was on / already, and the reload lost its alert).
  await page.waitForLoadState('networkidle');

  // Ended elsewhere (another device's "end other sessions", a password changed there).
  expect((await apiCall(page.request, session.token, '/user/logout', {})).status).toBe('SUCCESS');
  // The rider comes back to the tab later, on a slow phone: the page checks its session as it
  // loads, and the answer can come while the app's first render is still under way. It then
  // went to / by loading the page again, which lost the alert (half the runs at this rate).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  let loads = 0;
  page.on('load', () => loads++);
  await page.reload();
  await expect(
    danger(page, 'Your session is invalid or has expired. Please login again.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
  expect(loads).toBe(1);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await logIn(page, rider);
  await expect(page).toHaveURL(/\/user-cart$/, { timeout: 20_000 });
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$15.00');
});

test("a sponsor's page opened signed out is no way back for a rider", async ({ page }) => {
  await page.goto('/emp_mgmt');
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, PATRON);
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
});

test("a page a rider's ended session was on is theirs: the next person to sign in on the computer goes to their account", async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  const session = await signInAs(page, rider, '/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await apiCall(page.request, session.token, '/user/logout', {})).status).toBe('SUCCESS');
  await page.reload();
  await expect(
    danger(page, 'Your session is invalid or has expired. Please login again.'),
  ).toBeVisible();

  await logIn(page, PATRON);
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
});
