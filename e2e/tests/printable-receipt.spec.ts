// A printable receipt per order: from the order detail, the receipt page shows
// the order's facts and the card's brand and last four only; printed, only the receipt shows.
import { expect, test } from '@playwright/test';
import { PATRON, apiCall, signInAs } from '../support/session';

test('a rider opens the printable receipt of an order, prints only the receipt', async ({
  page,
}) => {
  const session = await signInAs(page, PATRON, '/order');
  const list = await apiCall<{ data: Array<{ orderId: number }> }>(
    page.request,
    session.token,
    '/order/search',
    {},
  );
  const orderId = list.data.data[0]!.orderId;
  const order = (
    await apiCall<{
      price: number;
      status: string;
      paymentDescription: string | null;
      orderItems: Array<{ description: string }>;
    }>(page.request, session.token, '/order/getOrdersDetails', { orderId })
  ).data;

  // Order History names its time zone as a rider reads it, not by its code (America/New_York).
  await expect(page.getByText('Order dates are shown in Eastern Time.')).toBeVisible();
  await page.goto(`/order-detail?orderId=${orderId}`);
  await page.getByRole('link', { name: 'Printable receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-receipt\\?orderId=${orderId}$`));
  const receipt = page.getByTestId('receipt');
  await expect(
    receipt.getByRole('heading', { name: `Receipt for order ${orderId}` }),
  ).toBeVisible();
  await expect(receipt).toContainText('Regional Transit Authority');
  await expect(page.getByTestId('receipt-total')).toHaveText(`$${(order.price / 100).toFixed(2)}`);
  for (const item of order.orderItems) await expect(receipt).toContainText(item.description);
  if (order.paymentDescription) {
    await expect(receipt).toContainText(order.paymentDescription);
    expect(order.paymentDescription).toMatch(/ending \d{4}$/);
  }
  // The confirmation page's estimate while the order is processed, nothing once it is done; the
  // support address the portal is configured with.
  if (order.status === 'ProcessingOrder')
    await expect(receipt).toContainText('within an estimated 2-4 business working days');
  else await expect(receipt).not.toContainText('24 to 48 hours');
  await expect(receipt).toContainText(
    `Questions about this order? Write to support@qcard.example and quote order number ${orderId}.`,
  );
  // Never a full card number.
  expect(await receipt.innerText()).not.toMatch(/\d{13,19}/);

  // Printed: the receipt only, not the menu, header or footer around it.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  // Spanish: the sweep of every patron page in spanish.spec.ts includes /order-receipt. Switching
  // the shared demo rider's language here would reach the journeys running beside this one.
});
