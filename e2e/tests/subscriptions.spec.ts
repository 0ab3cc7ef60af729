// Subscription journeys against the real API: a patron adds an automatic reload through
// payment and cart to the confirmation, sees it on My Cards, changes and cancels it; the
// not-allowed warning; a sponsor applies values to all rows, edits, removes selected and saves
// to the cart; demo taps trigger an autoload that shows in the contract activity.
//
// Journeys run two at a time against one database, and carts are per user: each journey that
// changes data gets its own rider or sponsor company, written straight into the journey
// server's database (same password hashes as the demo users, so the real login API works).
// The riders and companies come from support/subscription-journey-data.ts.
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PATRON, apiCall, apiLogin, signInAs } from '../support/session';
import { fillPaymentCard } from '../support/payment-form';
import { createCompany, createRider } from '../support/subscription-journey-data';

interface SubRow {
  serialNumber: string;
  threshold: number;
  rechargeValue: number;
  maxNumberOfRecharges: number;
  contractId: number;
}

async function subscriptions(request: APIRequestContext, token: string): Promise<SubRow[]> {
  return (await apiCall<SubRow[]>(request, token, '/subscription/list')).data;
}

async function submitCart(page: Page) {
  await expect(page).toHaveURL(/\/user-cart$/);
  await page.getByRole('button', { name: 'SUBMIT ORDER' }).click();
  await expect(page).toHaveURL(/\/user-confirm-order\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
}

test('patron: add through payment and cart, see it on My Cards, change it, then cancel it', async ({
  page,
}) => {
  const rider = createRider();
  await signInAs(page, rider, '/subscribe/default');
  // A session of its own for checks: the browser rotates its token as it goes.
  const session = await apiLogin(page.request, rider);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByText(/Click Add Subscription/)).toBeVisible();

  await page.getByRole('link', { name: 'Add Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'PROCEED TO PAYMENT' });
  await expect(proceed).toBeDisabled();
  await expect(page.getByText('Choose a card and a contract to continue.')).toBeVisible();
  await page.getByRole('combobox', { name: /^Card/ }).selectOption({ label: rider.serial });
  await expect(page).toHaveURL(/cardId=\d+&contractId=\d+/); // the only contract is picked; reload and Back keep it
  // The form is built afresh for the chosen card and contract: the tips are the new form's.
  await expect(page.getByRole('combobox', { name: /^Contract/ })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Help for Threshold Amount' }).focus();
  await expect(
    page.getByRole('tooltip').filter({ hasText: 'Minimum: $5.00 Maximum: $50.00' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Help for Maximum Recharges' }).focus();
  await expect(
    page.getByRole('tooltip').filter({ hasText: 'Minimum: 1 Maximum: 10' }),
  ).toBeVisible();
  const threshold = page.getByRole('textbox', { name: /^Threshold Amount/ });
  await threshold.fill('4');
  await page.getByRole('textbox', { name: /^Recharge Amount/ }).click();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expect(threshold).toHaveAccessibleDescription(
    /Threshold amount must be between \$5\.00 and \$50\.00\./,
  );
  await expect(proceed).toBeDisabled();
  await page.getByRole('textbox', { name: /^Threshold Amount/ }).fill('5');
  await page.getByRole('textbox', { name: /^Recharge Amount/ }).fill('20');
  await page.getByRole('textbox', { name: /^Maximum Recharges/ }).fill('4');
  await expect(proceed).toBeEnabled();
  await proceed.click();

  await expect(page).toHaveURL(/\/subscribe-billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Payment' })).toBeVisible();
  // Back to the form keeps what was typed.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Recharge Amount/ })).toHaveValue('20.00');
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  await fillPaymentCard(page, {
    firstName: 'Sam',
    lastName: 'Subscriber',
    cardNumber: '4111 1111 1111 1111',
  });
  await expect(page.getByLabel('Address Line 1')).toHaveValue('9 Birch Road'); // from the profile
  await page.getByRole('button', { name: 'Proceed to Cart' }).click();

  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(
    page.getByText(
      `Automatic reload: $20.00 when below $5.00, up to 4×/month · Q Card ${rider.serial}, paid by Visa ending 1111`,
    ),
  ).toBeVisible();
  await submitCart(page);
  await expect
    .poll(async () => (await subscriptions(page.request, session.token)).length, {
      timeout: 20_000,
    })
    .toBe(1);

  await page.goto('/cards');
  const tile = page.getByRole('article', { name: `Q Card ${rider.serial}` });
  await expect(tile.getByText('$20.00')).toBeVisible();
  // A client-side move from the cards remote, which has rendered a form, into this one: both use
  // the one react-final-form the shell shares.
  const manage = tile.getByRole('link', { name: 'Manage Subscription' });
  expect(await manage.getAttribute('href')).toMatch(
    /^\/single-subscribe\?cardId=\d+&contractId=\d+$/,
  );
  await manage.click();
  await expect(page.getByRole('heading', { level: 1, name: 'MANAGE SUBSCRIPTION' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Card/ })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /^Threshold Amount/ })).toHaveValue('5.00');
  await expect(page.getByRole('button', { name: 'UPDATE SUBSCRIPTION' })).toBeDisabled();
  await expect(page.getByText('Change a value to update the subscription.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Maximum Recharges/ }).fill('6');
  await page.getByRole('button', { name: 'UPDATE SUBSCRIPTION' }).click();
  await expect(
    page.getByText(
      `Change automatic reload to $20.00 when below $5.00, up to 6×/month · Q Card ${rider.serial}`,
    ),
  ).toBeVisible();
  await submitCart(page);
  await expect
    .poll(async () => (await subscriptions(page.request, session.token))[0]?.maxNumberOfRecharges, {
      timeout: 20_000,
    })
    .toBe(6);

  await page.goto('/subscribe/default');
  await expect(page.getByRole('cell', { name: '6', exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Manage subscription of Q Card ${rider.serial}` }).click();
  await page.getByRole('button', { name: 'UPDATE PAYMENT' }).click();
  await expect(page).toHaveURL(/\/subscribe-billing$/);
  await expect(page.getByText('Visa ending 1111')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Sam');
  await page.getByRole('link', { name: 'Back', exact: true }).click();

  await page.getByRole('button', { name: 'CANCEL SUBSCRIPTION' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(
    page.getByText('Cancel Subscription(s) added to cart successfully').first(),
  ).toBeVisible();
  await expect(page.getByText(`Cancel automatic reload · Q Card ${rider.serial}`)).toBeVisible();
  await submitCart(page);
  await expect
    .poll(async () => (await subscriptions(page.request, session.token)).length, {
      timeout: 20_000,
    })
    .toBe(0);
  await page.goto('/subscribe/default');
  await expect(page.getByText(/Click Add Subscription/)).toBeVisible();
});

test('a blocked card is not offered for an automatic reload, and the API refuses it with the reason', async ({
  page,
}) => {
  const session = await signInAs(page, PATRON, '/single-subscribe');
  const card = page.getByRole('combobox', { name: /^Card/ });
  await expect(card.locator('option', { hasText: '1000000001' })).toHaveCount(1);
  await expect(card.locator('option', { hasText: '1000000003' })).toHaveCount(0);
  const cards = await apiCall<Array<{ serialNumber: string; contracts: Array<{ id: number }> }>>(
    page.request,
    session.token,
    '/card',
  );
  const contractId = cards.data.find((c) => c.serialNumber === '1000000003')?.contracts[0]?.id;
  const res = await apiCall(page.request, session.token, '/subscription/addSubscription', {
    contractid: contractId,
    thresholdAmount: 500,
    rechargevalue: 2000,
    maxRecharges: 2,
  });
  expect(res).toMatchObject({
    status: 'ERROR',
    errorMessage: expect.stringContaining('[Reason: Card is blocked (reported lost or stolen)]'),
  });
});

test('sponsor: apply to all, edit rows, remove selected, save to cart, Continue', async ({
  page,
}) => {
  const company = createCompany();
  await signInAs(page, company.sponsor, '/subscribe/default');
  const session = await apiLogin(page.request, company.sponsor);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Management' }),
  ).toBeVisible();
  await expect(page.getByText('4 records')).toBeVisible();
  const save = page.getByRole('button', { name: 'SAVE TO CART' });
  await expect(save).toBeDisabled();
  await expect(
    page.getByText('Change a refresh amount, trigger or max per month to save.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Refresh Amount', exact: true }).fill('25');
  await page.getByRole('textbox', { name: 'Max per Month', exact: true }).fill('3');
  await page.getByRole('textbox', { name: 'Trigger Amount', exact: true }).fill('7');
  await page.getByRole('button', { name: 'APPLY TO ALL' }).click();
  const [ada, alan, grace, blocked] = company.employees.map((e) => e!);
  await expect(
    page.getByRole('textbox', { name: `Refresh Amount for ${alan!.name} (${alan!.code})` }),
  ).toHaveValue('25.00');
  await expect(
    page.getByRole('textbox', { name: `Refresh Amount for ${ada!.name} (${ada!.code})` }),
  ).toHaveValue('25.00');
  // Inactive rows are not touched and not editable.
  await expect(
    page.getByRole('textbox', { name: `Refresh Amount for ${blocked!.name} (${blocked!.code})` }),
  ).toHaveCount(0);

  // A row out of range blocks the save with its table message.
  const graceMax = page.getByRole('textbox', {
    name: `Max / Month for ${grace!.name} (${grace!.code})`,
  });
  await graceMax.fill('11');
  await expect(page.getByText('Max reloads per month must be between 1 and 10.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Fix the 1 row(s) marked in red first.')).toBeVisible();
  await graceMax.fill('5');
  await expect(page.getByText('3 change(s) ready to save.')).toBeVisible();

  // REMOVE SELECTED: the subscribed employee's cancellation goes to the cart; Stay Back keeps the
  // other rows' unsaved edits.
  await page.getByRole('checkbox', { name: `Select row ${ada!.name} (${ada!.code})` }).check();
  await page.getByRole('button', { name: 'REMOVE SELECTED' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).press('Enter');
  await page.getByRole('button', { name: 'Stay Back' }).press('Enter');
  await expect(
    page.getByRole('textbox', { name: `Refresh Amount for ${alan!.name} (${alan!.code})` }),
  ).toHaveValue('25.00');
  // Nothing is ticked after Stay Back, so REMOVE SELECTED stays disabled: a keyboard rider is left
  // on its reason beside it, not at the top of the page.
  await expect(page.getByText('Select employees with a subscription to remove.')).toBeFocused();

  await page
    .getByRole('textbox', { name: `Refresh Amount for ${alan!.name} (${alan!.code})` })
    .fill('30');
  await page.getByRole('textbox', { name: `Trigger for ${alan!.name} (${alan!.code})` }).fill('6');
  await page
    .getByRole('textbox', { name: `Max / Month for ${alan!.name} (${alan!.code})` })
    .fill('2');
  await expect(save).toBeEnabled();
  await save.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(
    page.getByText(`Cancel automatic reload · Q Card ${ada!.serial} (${ada!.name}, ${ada!.code})`),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Automatic reload: $30.00 when below $6.00, up to 2×/month · Q Card ${alan!.serial} (${alan!.name}, ${alan!.code})`,
    ),
  ).toBeVisible();
  // Grace's edits from before the removal were kept through Stay Back, so they were saved too.
  await expect(
    page.getByText(
      new RegExp(
        `^Automatic reload: \\$25\\.00 when below .*up to 5×/month · Q Card ${grace!.serial} `,
      ),
    ),
  ).toBeVisible();
  const cart = await apiCall<{ cartItems: unknown[] }>(
    page.request,
    session.token,
    '/cart/cartItems',
    {},
  );
  expect(cart.data.cartItems).toHaveLength(3);
});

test('demo taps below the threshold trigger one autoload, shown in the contract activity', async ({
  page,
}) => {
  const rider = createRider(800);
  const session = await apiLogin(page.request, rider);
  const cards = (
    await apiCall<Array<{ id: number; serialNumber: string; contracts: Array<{ id: number }> }>>(
      page.request,
      session.token,
      '/card',
    )
  ).data;
  const contractId = cards[0]!.contracts[0]!.id;
  const keyRes = await page.request.get('/pbk.key');
  const key = crypto.createPublicKey({
    key: Buffer.from(await keyRes.body()),
    format: 'der',
    type: 'spki',
  });
  const cardNumber = crypto
    .publicEncrypt(
      { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('4111111111111111'),
    )
    .toString('base64');
  const add = await apiCall(page.request, session.token, '/subscription/addSubscription', {
    contractid: contractId,
    thresholdAmount: 500,
    rechargevalue: 2000,
    maxRecharges: 1,
    firstName: 'Sam',
    lastName: 'Subscriber',
    cardNumber,
    month: '12',
    year: String(new Date().getFullYear() + 1),
    cvvCode: '123',
    address1: '9 Birch Road',
    address2: '',
    city: 'Springfield',
    state: 'NY',
    zipcode: '10003',
    phonenumber: '+1 212 555 0199',
  });
  expect(add.status).toBe('SUCCESS');
  expect(
    (
      await apiCall(page.request, session.token, '/order/submit', {
        function: 'subscription_submit_order',
      })
    ).status,
  ).toBe('SUCCESS');
  await expect
    .poll(async () => (await subscriptions(page.request, session.token)).length, {
      timeout: 20_000,
    })
    .toBe(1);

  // 800 → 675 → 550 → 425: the third tap goes below $5.00 and reloads $20.00 once.
  for (let i = 0; i < 3; i += 1)
    expect((await apiCall(page.request, session.token, '/card/tap', { contractId })).status).toBe(
      'SUCCESS',
    );
  const after = await apiCall<{ unitsLeft: number }>(page.request, session.token, '/card/tap', {
    contractId,
  });
  expect(after.data.unitsLeft).toBe(425 + 2000 - 125);

  await signInAs(page, rider, `/contract-detail?contractId=${contractId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'CONTRACT ACTIVITY' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Automatic reload of $20.00' })).toHaveCount(1);
  // The monthly maximum is 1: more taps below the threshold do not reload again.
  for (let i = 0; i < 15; i += 1)
    await apiCall(page.request, session.token, '/card/tap', { contractId });
  const last = await apiCall<{ unitsLeft: number }>(page.request, session.token, '/card/tap', {
    contractId,
  });
  expect(last.data.unitsLeft).toBe(2300 - 16 * 125);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Automatic reload of $20.00' })).toHaveCount(1);
});
