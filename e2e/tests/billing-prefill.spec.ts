// A billing form that remembers, as a rider uses it: the card order's billing
// step starts from the profile's address; a changed address goes with that order only, unless
// the rider ticks "Save this address to my profile", which the account page then shows.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, signInAs, type ApiSession } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';
import { fillPaymentCard } from '../support/payment-form';

const APPROVE = '4111111111111111';

async function reloadInCart(page: Page, session: ApiSession, contractId: number) {
  const res = await apiCall(page.request, session.token, '/cart/addRechargeCard', {
    contractid: contractId,
    rechargevalue: 1000,
  });
  expect(res.status).toBe('SUCCESS');
}

async function profile(page: Page, session: ApiSession) {
  return (
    await apiCall<{
      address1: string;
      address2: string;
      town: string;
      state: string;
      zipcode: string;
      phoneNumber: string;
    }>(page.request, session.token, '/user/details', {})
  ).data;
}

test('the billing step starts from the profile; a changed address is saved to the profile only when the rider asks', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const rider = createRiderWithSubscription();
  const free = rider.cards[1]!;
  const session = await signInAs(page, rider, '/cards');
  const before = await profile(page, session);

  // 1. Prefilled: nothing to type but the card (the holder's name is the profile's, as on the
  // subscription payment page).
  await reloadInCart(page, session, free.contractId);
  await page.goto('/patron-billing');
  await expect(page.getByLabel('First Name')).toHaveValue('Jo');
  await expect(page.getByLabel('Last Name')).toHaveValue('Journey');
  await expect(page.getByTestId('submit-reason')).toHaveText(
    'Complete or correct: Card Number, Expiry Month, Expiry Year, Security Code.',
  );
  await expect(page.getByLabel('Address Line 1')).toHaveValue(before.address1);
  await expect(page.getByLabel('City')).toHaveValue(before.town);
  await expect(page.getByLabel('State')).toHaveValue(before.state);
  await expect(page.getByLabel('Zipcode')).toHaveValue(before.zipcode);
  await expect(page.getByRole('checkbox', { name: 'Save this address to my profile' })).toHaveCount(
    0,
  );

  // 2. Changed for this order only: the profile keeps its address.
  await fillPaymentCard(page, { firstName: 'Jo', lastName: 'Journey', cardNumber: APPROVE });
  await page.getByLabel('Address Line 1').fill('500 Office Park');
  await expect(
    page.getByRole('checkbox', { name: 'Save this address to my profile' }),
  ).not.toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await expect(page.locator('.cb-review address')).toContainText('500 Office Park');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/, { timeout: 20_000 });
  expect(await profile(page, session)).toEqual(before);

  // 3. Changed and saved: the profile, the account page and the next billing step have it; the phone is untouched.
  await reloadInCart(page, session, free.contractId);
  await page.goto('/patron-billing');
  await expect(page.getByLabel('Address Line 1')).toHaveValue(before.address1);
  await fillPaymentCard(page, { firstName: 'Jo', lastName: 'Journey', cardNumber: APPROVE });
  await page.getByLabel('Address Line 1').fill('77 Harbor Road');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('Zipcode').fill('12207');
  await page.getByRole('checkbox', { name: 'Save this address to my profile' }).check();
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await expect(
    page.getByText('This address will also be saved to your profile when the order is placed.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/, { timeout: 20_000 });
  expect(await profile(page, session)).toMatchObject({
    address1: '77 Harbor Road',
    town: 'Albany',
    zipcode: '12207',
    phoneNumber: before.phoneNumber,
  });
  await page.goto('/account');
  await expect(page.getByText('77 Harbor Road').first()).toBeVisible();

  // In Spanish, the next order starts from the saved address and offers the same choice.
  await reloadInCart(page, session, free.contractId);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/patron-billing');
  await expect(page.locator('input[name="address1"]')).toHaveValue('77 Harbor Road');
  await page.locator('input[name="address1"]').fill('1 Plaza Mayor');
  await expect(
    page.getByRole('checkbox', { name: 'Guardar esta dirección en mi perfil' }),
  ).toBeVisible();
});

// A subscription saved without a holder or a billing address (the demo data's) opened UPDATE
// PAYMENT on blank fields, while adding one started from the profile.
test('UPDATE PAYMENT of a subscription with no address on file starts from the profile', async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  const subscribed = rider.cards[0]!;
  const session = await signInAs(
    page,
    rider,
    `/single-subscribe?cardId=${subscribed.cardId}&contractId=${subscribed.contractId}`,
  );
  const mine = await profile(page, session);
  const user = (
    await apiCall<{ firstName: string; lastName: string }>(
      page.request,
      session.token,
      '/user/details',
      {},
    )
  ).data;
  await expect(page.getByRole('heading', { level: 1, name: 'MANAGE SUBSCRIPTION' })).toBeVisible();
  await page.getByRole('button', { name: 'UPDATE PAYMENT' }).click();
  await expect(page).toHaveURL(/\/subscribe-billing$/);
  await expect(page.getByLabel('First Name')).toHaveValue(user.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(user.lastName);
  await expect(page.getByLabel('Address Line 1')).toHaveValue(mine.address1);
  await expect(page.getByLabel('City')).toHaveValue(mine.town);
  await expect(page.getByLabel('Zipcode')).toHaveValue(mine.zipcode);
  await expect(page.getByLabel('Card Number')).toHaveValue('');
});
