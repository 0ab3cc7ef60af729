// Receipts, read through the demo mailbox: the e-mail an unregistered
// rider gives "for your receipt" gets one after the order, and so does a patron's account
// address. The receipt names the order, the items, the card by its last four digits, the
// amounts, when the value arrives (2–4 business days, then 24–48 hours, as the confirmation page
// says) and whom to write to.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import {
  createCompanyWithEmployee,
  createRiderWithSubscription,
  uniqueId,
} from '../support/journey-data';
import { fillBillingAddress, fillPaymentCard } from '../support/payment-form';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  sentAt: string | null;
}

async function sentReceipt(request: APIRequestContext, orderId: string): Promise<Mail | undefined> {
  const res = await request.get('/api/demo/mailbox');
  const mails = ((await res.json()) as { data: Mail[] }).data;
  return mails.find(
    (m) =>
      m.kind === 'order-receipt' &&
      m.subject === `Your Q Card receipt for order ${orderId}` &&
      m.sentAt !== null,
  );
}

async function fillBilling(page: Page) {
  await fillPaymentCard(page, {
    firstName: 'Jo',
    lastName: 'Journey',
    cardNumber: '4111 1111 1111 1111',
  });
  await fillBillingAddress(page, '9 Birch Road', '10003');
}

function expectReceipt(
  mail: Mail | undefined,
  o: { to: string; orderId: string; lastFour: string; amount: string; payment?: RegExp },
) {
  expect(mail).toBeDefined();
  if (!mail) return;
  expect(mail.to).toBe(o.to);
  expect(mail.text).toContain(`Order number: ${o.orderId}`);
  expect(mail.text).toContain(`Q Card ending ${o.lastFour}`);
  expect(mail.text).toMatch(o.payment ?? /Payment: +Visa ending 1111/);
  expect(mail.text).toContain(`Total: ${o.amount}`);
  // The confirmation page's estimate, not a sooner promise.
  expect(mail.text).toContain(
    'processed within an estimated 2–4 business days; the value may then take 24–48 hours to appear on each reloaded Q Card',
  );
  expect(mail.text).toMatch(/Write to \S+@\S+ and quote order number/);
  expect(mail.html).toContain(`<strong>${o.orderId}</strong>`);
  expect(`${mail.text}${mail.html ?? ''}`).not.toContain('4111111111111111');
}

test('unregistered reload: the e-mail given "for your receipt" gets the receipt of the order', async ({
  page,
}) => {
  const email = `receipt-${uniqueId()}@example.com`;
  await page.goto('/unreg-recharge');
  await page.getByLabel(/^Card Serial Number/).fill('3000000001');
  await page.getByLabel(/^Confirm Card Serial Number/).fill('3000000001');
  await page.getByLabel(/^Email/).fill(email);
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'RELOAD' }).click();
  await expect(page).toHaveURL(/\/unreg-recharge-value$/);
  await page.getByRole('button', { name: '$10', exact: true }).click();
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/unreg-cart$/);
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^\d+$/);

  await expect
    .poll(async () => (await sentReceipt(page.request, orderId)) !== undefined, { timeout: 20_000 })
    .toBe(true);
  expectReceipt(await sentReceipt(page.request, orderId), {
    to: email,
    orderId,
    lastFour: '0001',
    amount: '$10.00',
  });
});

test("patron: the account's e-mail gets the receipt of a paid order", async ({ page }) => {
  const rider = createRiderWithSubscription();
  const card = rider.cards[1];
  if (!card) throw new Error('no card');
  const session = await signInAs(page, rider, '/cards');
  expect(
    (
      await apiCall(page.request, session.token, '/cart/addRechargeCard', {
        contractid: card.contractId,
        rechargevalue: 1500,
      })
    ).status,
  ).toBe('SUCCESS');
  await page.goto('/patron-billing');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  await expect
    .poll(async () => (await sentReceipt(page.request, orderId)) !== undefined, { timeout: 20_000 })
    .toBe(true);
  expectReceipt(await sentReceipt(page.request, orderId), {
    to: rider.email,
    orderId,
    lastFour: card.serial.slice(-4),
    amount: '$15.00',
  });
});

test("sponsor: the company-account order's receipt goes to the sponsor", async ({ page }) => {
  const company = createCompanyWithEmployee();
  const session = await signInAs(page, company.sponsor, '/subscribe/default');
  const list = await apiCall<{
    data: Array<{ employeeId: number; contractId: number; status: string }>;
  }>(page.request, session.token, '/recharge/rechargeQCards', { pageNo: 1 });
  const row = list.data.data.find((r) => r.status === 'Active');
  expect(row).toBeTruthy();
  const added = await apiCall(page.request, session.token, '/recharge/addRechargeCards', {
    rechargeCards: [
      { employeeId: row!.employeeId, contractid: row!.contractId, rechargevalue: 3000 },
    ],
  });
  expect(added.status).toBe('SUCCESS');
  await page.goto('/user-cart');
  await page.getByRole('button', { name: 'SUBMIT ORDER' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  await expect
    .poll(async () => (await sentReceipt(page.request, orderId)) !== undefined, { timeout: 20_000 })
    .toBe(true);
  expectReceipt(await sentReceipt(page.request, orderId), {
    to: company.sponsor.email,
    orderId,
    lastFour: company.employee.serial.slice(-4),
    amount: '$30.00',
    payment: /Payment: +Billed to Journey Co \d+/,
  });
});
