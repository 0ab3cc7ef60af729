// Single Subscribe: a rider who picks a card that already has an
// automatic reload keeps an ADD form they can change, with "Manage that subscription" as a
// link; a sponsor reaches the sponsor path (add call, straight to the cart) from the
// employee subscription page. Each journey has its own rider or company.
import { expect, test } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import { createCompanyWithEmployee, createRiderWithSubscription } from '../support/journey-data';

test('picking a subscribed card keeps the form usable and links to managing it; MANAGE offers another card', async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  const [subscribed, free] = rider.cards;
  if (!subscribed || !free) throw new Error('rider has no cards');
  await signInAs(page, rider, '/single-subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeVisible();
  const cardSelect = page.getByRole('combobox', { name: /^Card/ });

  await cardSelect.selectOption(subscribed.serial);
  await expect(
    page.getByText(`Q Card ${subscribed.serial} already has an automatic reload on Stored Value.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeVisible();
  await expect(cardSelect).toBeEnabled();
  await expect(page.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toBeDisabled();
  await expect(page.getByText(/This contract already has a subscription: manage it/)).toBeVisible();

  // The rider changes their mind: the other card, a normal ADD.
  await cardSelect.selectOption(free.serial);
  await expect(page.getByText(/already has an automatic reload/)).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Threshold Amount/ }).fill('5');
  await page.getByRole('textbox', { name: /^Recharge Amount/ }).fill('20');
  await page.getByRole('textbox', { name: /^Maximum Recharges/ }).fill('2');
  await expect(page.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toBeEnabled();

  // Or follows the link to manage the first card's subscription, and can still come back.
  await cardSelect.selectOption(subscribed.serial);
  await page.getByRole('link', { name: 'Manage that subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MANAGE SUBSCRIPTION' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Threshold Amount/ })).toHaveValue('10.00');
  await expect(cardSelect).toBeDisabled();
  await page.getByRole('link', { name: 'Choose another card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeVisible();
  await expect(cardSelect).toBeEnabled();
  await cardSelect.selectOption(free.serial);
  await expect(page.getByRole('combobox', { name: /^Contract/ })).not.toHaveValue('');
});

test("sponsor: Add subscription on an employee's row, then the sponsor path puts it straight in the cart", async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const session = await signInAs(page, company.sponsor, '/subscribe/default');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Management' }),
  ).toBeVisible();
  await page.getByRole('link', { name: `Add subscription for ${company.employee.name}` }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/single-subscribe\\?cardId=${company.employee.cardId}&contractId=${company.employee.contractId}$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Card/ })).toHaveValue(
    String(company.employee.cardId),
  );
  await expect(page.getByRole('combobox', { name: /^Contract/ })).toHaveValue(
    String(company.employee.contractId),
  );
  await page.getByRole('textbox', { name: /^Threshold Amount/ }).fill('5');
  await page.getByRole('textbox', { name: /^Recharge Amount/ }).fill('25');
  await page.getByRole('textbox', { name: /^Maximum Recharges/ }).fill('3');
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  // No payment step for a sponsor: the add call, then the cart.
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(page.getByText(`Q Card ${company.employee.serial}`).first()).toBeVisible();
  const cart = await apiCall<{ cartItems: Array<{ description: string }> }>(
    page.request,
    session.token,
    '/cart/cartItems',
    {},
  );
  expect(cart.data.cartItems.map((i) => i.description)).toEqual([
    expect.stringMatching(new RegExp(`^Automatic reload: .*Q Card ${company.employee.serial}`)),
  ]);
});
