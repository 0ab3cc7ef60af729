// Live status as a rider sees it: My Cards stays open in one tab while the
// rider pays a reload in another; when the order turns Honoured (fulfilment runs in whichever of
// the journey server's two API processes), the open page shows the new balance and says so,
// without a reload. And with the stream blocked, My Cards works as before.
import { expect, test } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';
import { fillPaymentCard } from '../support/payment-form';

test('an open My Cards page shows a reload turn Honoured without a reload of the page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const rider = createRiderWithSubscription();
  const card = rider.cards[1]!;
  await signInAs(page, rider, '/cards');
  const tile = page.locator('article').filter({ hasText: card.serial });
  await expect(tile).toContainText('$20.00');
  // Nothing reloads this page from here on: a navigation would fail the check at the end.
  let navigations = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations += 1;
  });

  const other = await context.newPage();
  const session = await signInAs(
    other,
    rider,
    `/recharge/default?cardId=${card.cardId}&contractId=${card.contractId}`,
  );
  await other.getByRole('button', { name: '$10', exact: true }).click();
  await other.getByRole('button', { name: 'PROCEED TO CART' }).click();
  await expect(other).toHaveURL(/\/user-cart$/);
  await other.getByRole('button', { name: 'CHECKOUT' }).click();
  await fillPaymentCard(other, {
    firstName: 'Jo',
    lastName: 'Journey',
    cardNumber: '4111111111111111',
  });
  await other.getByRole('button', { name: 'Proceed to Review' }).click();
  await other.getByRole('button', { name: 'Place Order' }).click();
  await expect(other).toHaveURL(/\/user-confirm-order\?orderId=\d+$/, { timeout: 20_000 });
  const orderId = Number(new URL(other.url()).searchParams.get('orderId'));
  await other.close();

  await expect(page.getByTestId('live-note')).toHaveText(
    `Order ${orderId} is done: your balances are up to date.`,
    { timeout: 30_000 },
  );
  await expect(tile).toContainText('$30.00');
  expect(navigations).toBe(0);
  const order = await apiCall<{ status: string }>(
    page.request,
    session.token,
    '/order/getOrdersDetails',
    { orderId },
  );
  expect(order.data.status).toBe('Honoured');
});

test('with the live stream blocked, My Cards loads and refreshes as before', async ({ page }) => {
  const rider = createRiderWithSubscription();
  await page.route('**/api/events', (route) => route.abort());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, rider, '/cards');
  await expect(page.locator('article').filter({ hasText: rider.cards[1]!.serial })).toContainText(
    '$20.00',
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.locator('article')).toHaveCount(2);
  await expect(page.getByTestId('live-note')).toHaveText('');
  expect(errors).toEqual([]);
});
