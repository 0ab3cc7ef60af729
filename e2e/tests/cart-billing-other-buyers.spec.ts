// Cart and billing journeys of buyers other than Pat Second (cart-billing.spec.ts): an
// unregistered card reloaded by a visitor (3000000002; the cards journeys use 3000000001), a
// rider with no orders yet (data of its own), and a sponsor whose cart bills the company. They
// run one after another, as the patron's journeys do.
import { expect, test } from '@playwright/test';
import { PATRON2, SPONSOR2, apiCall, apiLogin, signInAs, solvedCaptcha } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';
import {
  contractOf,
  emptyCart,
  orderIds,
  type CartData,
  fillBilling,
} from '../support/cart-and-orders';

test.describe.configure({ mode: 'serial' });

const APPROVE = '4111 1111 1111 1111';

test('unregistered reload: cart to /billing to /confirm-order', async ({ page }) => {
  const captcha = await solvedCaptcha(page.request);
  const res = await page.request.post('/api/user/anonymoususer', {
    data: { cardSerialNo: '3000000002', captcha, version: 1 },
  });
  const token = res.headers()['x-auth-token'];
  expect(token).toBeTruthy();
  await emptyCart(page.request, token!);
  const c = await contractOf(page.request, token!, '3000000002');
  await apiCall(page.request, token!, '/cart/addRechargeCard', {
    contractid: c.id,
    rechargevalue: 2500,
  });
  await page.goto('/forgot-password');
  await page.evaluate((t) => {
    localStorage.setItem('qcard.token', t);
    localStorage.setItem('qcard.anonymous', '3000000002');
    localStorage.removeItem('qcard.user');
  }, token!);

  await page.goto('/unreg-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$25.00');
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await fillBilling(page, APPROVE);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await expect(page.getByTestId('billing-total')).toHaveText('$25.00');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/confirm-order\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  const cart = await apiCall<CartData>(page.request, token!, '/cart/cartItems', {});
  expect(cart.data.numberOfRecords).toBe(0);
  await expect
    .poll(async () => (await contractOf(page.request, token!, '3000000002')).unitsLeft, {
      timeout: 20_000,
    })
    .toBe(c.unitsLeft + 2500);
});

test('a rider with no orders is told so without a warning; the export folds open from a marked line', async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  await signInAs(page, rider, '/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByText('No records found.')).toHaveCount(0);
  await expect(page.getByText('Change the search and try again.')).toHaveCount(0);
  // SEARCH with nothing typed lists everything again: still no warning.
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByRole('cell', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No records found.' })).toHaveCount(0);

  // The folded export shows that it opens (a flex summary had lost the browser's triangle).
  const summary = page.locator('.cb-export > summary');
  await expect(summary).toHaveText('Download orders for a date range');
  const marker = () =>
    summary.evaluate((el) => {
      const m = getComputedStyle(el, '::before');
      return { content: m.content, width: parseFloat(m.width), transform: m.transform };
    });
  const closed = await marker();
  expect(closed.content, 'the line has a marker').not.toBe('none');
  expect(closed.width).toBeGreaterThan(4);
  await summary.click();
  await expect(page.getByRole('button', { name: 'Download orders (CSV)' })).toBeVisible();
  expect((await marker()).transform, 'the marker turns once open').not.toBe(closed.transform);

  // A search the rider made that finds nothing gets the 469 warning and the hint.
  await page.getByLabel('Order Number').fill('999999999');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'No records found.' })
      .or(page.getByRole('status').filter({ hasText: 'No records found.' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Change the search and try again.')).toBeVisible();
});

test('sponsor: the cart opens in REVIEW AND ORDER, SUBMIT ORDER bills the company, detail shows no payment details', async ({
  page,
}) => {
  const session = await signInAs(page, SPONSOR2, '/emp_mgmt');
  await emptyCart(page.request, session.token);
  const list = await apiCall<{
    data: Array<{ employeeId: number; contractId: number; status: string; minValue: number }>;
  }>(page.request, session.token, '/recharge/rechargeQCards', { pageNo: 1 });
  const row = list.data.data.find((r) => r.status === 'Active');
  expect(row).toBeTruthy();
  const added = await apiCall(page.request, session.token, '/recharge/addRechargeCards', {
    rechargeCards: [
      { employeeId: row!.employeeId, contractid: row!.contractId, rechargevalue: 3000 },
    ],
  });
  expect(added.status).toBe('SUCCESS');
  const before = await orderIds(page.request, session.token);

  await page.goto('/user-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'REVIEW AND ORDER' })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$30.00');
  await expect(page.getByText('The order is billed to your company account.')).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT ORDER' }).click();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(await orderIds(page.request, session.token)).toEqual([Number(orderId), ...before]);

  await page.getByRole('link', { name: 'View Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Detail' })).toBeVisible();
  await expect(page.getByText('Company Account')).toBeVisible();
  await expect(page.getByText('Authorization Code')).toHaveCount(0);
  await expect(page.getByText('Payment Information')).toHaveCount(0);
  // The patron does not see the company's order.
  const patron = await apiLogin(page.request, PATRON2);
  expect(
    (
      await apiCall(page.request, patron.token, '/order/getOrdersDetails', {
        orderId: Number(orderId),
      })
    ).msgCode,
  ).toBe('485');
});
