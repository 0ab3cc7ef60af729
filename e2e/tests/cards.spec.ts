// Cards and reload journeys: My Cards, card details, contract activity, patron reload into
// the cart, the amount bounds (browser and API), a blocked card, and the
// unregistered reload of card 3000000001.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, PATRON2, SPONSOR, apiCall, apiLogin, signInAs } from '../support/session';
import { portalDateTime, seededAt } from '../support/seed-dates';
import { livePage } from '../support/login-form';

interface CardData {
  id: number;
  serialNumber: string;
  status: string;
  contracts: Array<{ id: number; contractName: string; unitsLeft: number }>;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function riderCards(page: Page, token: string): Promise<CardData[]> {
  return (await apiCall<CardData[]>(page.request, token, '/card')).data;
}

/** Adds to the cart through the form's button and returns the API's answer. */
async function proceed(page: Page, button: 'PROCEED TO CART' | 'CHECKOUT') {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/cart/addRechargeCard')),
    page.getByRole('button', { name: button }).click(),
  ]);
  return (await response.json()) as {
    status: string;
    data: { cartCount: number; item: { price: number; description: string } };
  };
}

async function solveCaptchaWidget(page: Page) {
  // The widget arrives once the rider has started on the form; tick its own box.
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
}

test.describe('my cards', () => {
  test('the patron sees every demo card with its pill, New York dates and balance', async ({
    page,
  }) => {
    const session = await signInAs(page, PATRON, '/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible();
    const cards = await riderCards(page, session.token);
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const card of cards) {
      const tile = page.getByRole('article', { name: `Q Card ${card.serialNumber}` });
      await expect(tile.locator('.qc-pill')).toHaveText(
        card.status === 'InCirculation'
          ? 'Active'
          : card.status === 'Blocked'
            ? 'Blocked'
            : 'Inactive',
      );
      for (const c of card.contracts)
        await expect(tile.getByTestId('balance')).toContainText(money(c.unitsLeft));
    }
    const first = page.getByRole('article', { name: 'Q Card 1000000001' });
    // Issued 400 days before the seed's base date, an hour after its time of day (15:00 UTC: 11:00 AM
    // in New York in summer, 10:00 AM in winter); expires four years (1460 days) later.
    await expect(first.getByText(portalDateTime(seededAt(-400, 1)))).toBeVisible();
    await expect(first.getByText(portalDateTime(seededAt(-400 + 1460, 1)))).toBeVisible();
    const blocked = page.getByRole('article', { name: 'Q Card 1000000003' });
    await expect(blocked.locator('.qc-pill')).toHaveText('Blocked');
    await expect(blocked.getByTestId('balance')).toHaveText('$13.75');
    await expect(blocked.getByRole('button', { name: 'Reload' })).toBeDisabled();
    await expect(
      blocked.getByText('Reload unavailable: Card is blocked (reported lost or stolen)'),
    ).toBeVisible();
    const subscribed = page.getByRole('article', { name: 'Q Card 1000000002' });
    await expect(subscribed.getByRole('link', { name: 'Manage Subscription' })).toBeVisible();
    await expect(subscribed.getByText('Max reloads per month')).toBeVisible();
  });

  test('card details and the activity of a contract, with Back and reload of the page', async ({
    page,
  }) => {
    await signInAs(page, PATRON, '/cards');
    await page
      .getByRole('article', { name: 'Q Card 1000000001' })
      .getByRole('link', { name: 'Card Details' })
      .click();
    await expect(page).toHaveURL(/\/home\/mycard-details\?cardId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Card Details' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Stored Value' });
    await expect(section.getByText('Q Card:Stored Value')).toBeVisible();
    await section.getByRole('link', { name: 'View Activity' }).click();
    await expect(page).toHaveURL(/\/contract-detail\?contractId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CONTRACT ACTIVITY' })).toBeVisible();
    const table = page.getByRole('table');
    for (const h of [
      'DATE',
      'ACTIVITY DESCRIPTION',
      'BILLED',
      'BEFORE($)',
      'CHANGE ON CARD',
      'BALANCE($)',
    ]) {
      await expect(
        table.getByRole('columnheader', { name: new RegExp(h.replace(/[()$]/g, '\\$&')) }),
      ).toBeVisible();
    }
    const firstReload = table.getByRole('row').filter({ hasText: 'Online reload of $20.00' });
    // 90 days before the seed's base date, 12 hours after its time of day (02:00 UTC: the evening before in New York).
    await expect(firstReload.getByRole('cell')).toHaveText([
      portalDateTime(seededAt(-90, 12)),
      'Online reload of $20.00',
      '$20.00',
      '$0.00',
      '+$20.00',
      '$20.00',
    ]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'CONTRACT ACTIVITY' })).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('row').filter({ hasText: 'Online reload of $50.00' }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home\/mycard-details\?cardId=\d+$/);
  });

  test('a tap on the demo fare gate shows up as the newest activity', async ({ page }) => {
    const session = await signInAs(page, PATRON, '/cards');
    const card = (await riderCards(page, session.token)).find(
      (c) => c.serialNumber === '1000000004',
    );
    const contract = card?.contracts[0];
    expect(contract).toBeDefined();
    const tap = await apiCall<{ fare: number; unitsAfterTap: number }>(
      page.request,
      session.token,
      '/card/tap',
      { contractId: contract?.id },
    );
    expect(tap).toMatchObject({ status: 'SUCCESS', data: { fare: 60 } });
    await page.goto(`/contract-detail?contractId=${contract?.id}`);
    const newest = page.getByRole('table').getByRole('row').nth(2);
    await expect(newest.getByRole('cell').nth(1)).toHaveText('Fare paid $0.60');
    await expect(newest.getByRole('cell').nth(4)).toHaveText('-$0.60');
  });
});

test.describe('patron reload', () => {
  test('a preset amount goes to the cart and the menu count follows', async ({ page }) => {
    await signInAs(page, PATRON, '/recharge/default');
    await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PROCEED TO CART' })).toBeDisabled();
    await expect(page.getByText('Select a card to continue.')).toBeVisible();
    await page.getByLabel(/^Card/).selectOption('1000000004');
    await expect(page.getByLabel(/^Contract/)).not.toHaveValue('');
    await page.getByRole('button', { name: '$20', exact: true }).click();
    await expect(page.getByTestId('reload-subtotal')).toHaveText('$20.00');
    const before = Number(
      (await page
        .getByTestId('cart-count')
        .textContent({ timeout: 1000 })
        .catch(() => '0')) || '0',
    );
    const answer = await proceed(page, 'PROCEED TO CART');
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      data: {
        item: {
          price: 2000,
          description: 'Reload $20.00 · Q Card 1000000004 · Reduced Fare Stored Value',
        },
      },
    });
    expect(answer.data.cartCount).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/user-cart$/);
    await expect(page.getByText('Items successfully added to cart')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText(String(answer.data.cartCount));
  });

  test('a typed amount; out of range shows 463 and the API refuses a forged amount', async ({
    page,
  }) => {
    const session = await signInAs(page, PATRON, '/cards');
    await page
      .getByRole('article', { name: 'Q Card 1000000001' })
      .getByRole('link', { name: 'Reload' })
      .click();
    await expect(page).toHaveURL(/\/recharge\/individual\?cardId=\d+$/);
    const amount = page.getByLabel(/^Amount/);
    await amount.fill('250');
    await amount.blur();
    await expect(page.locator('#reload-submit-reason')).toHaveText(
      'Reload amount must be between $5.00 and $200.00.',
    );
    await expect(page.getByRole('button', { name: 'PROCEED TO CART' })).toBeDisabled();
    await amount.fill('12.34');
    await amount.blur();
    await expect(page.getByTestId('reload-subtotal')).toHaveText('$12.34');
    const answer = await proceed(page, 'PROCEED TO CART');
    expect(answer).toMatchObject({ status: 'SUCCESS', data: { item: { price: 1234 } } });
    await expect(page.getByTestId('cart-count')).toHaveText(String(answer.data.cartCount));

    const contractId = (await riderCards(page, session.token)).find(
      (c) => c.serialNumber === '1000000001',
    )?.contracts[0]?.id;
    for (const forged of [20001, 499, 1000.5, '2000']) {
      const res = await apiCall(page.request, session.token, '/cart/addRechargeCard', {
        contractid: contractId,
        rechargevalue: forged,
      });
      expect(res).toMatchObject({
        status: 'ERROR',
        msgCode: '463',
        errorMessage: 'Reload amount must be between $5.00 and $200.00.',
      });
    }
  });

  test('a blocked card is not offered, even by its address, and the API refuses a forged reload with the reason', async ({
    page,
  }) => {
    const session = await signInAs(page, PATRON, '/cards');
    const blocked = (await riderCards(page, session.token)).find(
      (c) => c.serialNumber === '1000000003',
    );
    await page.goto(`/recharge/individual?cardId=${blocked?.id}`);
    const card = page.getByLabel(/^Card/);
    await expect(card.locator('option', { hasText: '1000000001' })).toHaveCount(1);
    await expect(card.locator('option', { hasText: '1000000003' })).toHaveCount(0);
    await expect(card).toHaveValue('');
    await expect(page.getByTestId('not-reloadable')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'PROCEED TO CART' })).toBeDisabled();
    const forged = await apiCall(page.request, session.token, '/cart/addRechargeCard', {
      contractid: blocked?.contracts[0]?.id,
      rechargevalue: 2000,
    });
    expect(forged).toMatchObject({
      status: 'ERROR',
      errorMessage:
        'The Q Card with serial # 1000000003 is not reloadable at this time. [Reason: Card is blocked (reported lost or stolen)]',
    });
  });

  test('a ride-sponsor contract shows the warning by its code', async ({ page }) => {
    const session = await signInAs(page, PATRON, '/cards');
    const card = (await riderCards(page, session.token)).find(
      (c) => c.serialNumber === '1000000002',
    );
    const rs = card?.contracts.find((c) => c.contractName === 'Employer Transit Benefit');
    await page.goto(`/recharge/individual?cardId=${card?.id}&contractId=${rs?.id}`);
    await expect(page.getByTestId('ride-sponsor-warning')).toContainText(
      'paid by your ride sponsor',
    );
    await expect(page.getByLabel(/^Amount/)).toBeEnabled();
  });

  test("nobody reads another person's card, contract or serial", async ({ page }) => {
    const rider = await apiLogin(page.request, PATRON);
    const other = await apiLogin(page.request, PATRON2);
    const sponsor = await apiLogin(page.request, SPONSOR);
    const card = (await riderCards(page, rider.token))[0];
    const missing = await apiCall(page.request, other.token, '/card/details', {
      cardId: 987654321,
    });
    expect(missing).toMatchObject({ status: 'ERROR', msgCode: '485' });
    for (const [token, path, body] of [
      [other.token, '/card/details', { cardId: card?.id }],
      [sponsor.token, '/card/details', { cardId: card?.id }],
      [other.token, '/contract/details', { contractId: card?.contracts[0]?.id }],
      [other.token, '/card/detailsBySerial', { cardSerialNo: card?.serialNumber }],
      [
        other.token,
        '/cart/addRechargeCard',
        { contractid: card?.contracts[0]?.id, rechargevalue: 2000 },
      ],
    ] as const) {
      expect(await apiCall(page.request, token, path, body)).toEqual(missing);
    }
  });
});

test.describe('unregistered reload', () => {
  test('card 3000000001 is reloaded into the unregistered cart; BACK HOME ends the session', async ({
    page,
  }) => {
    await page.goto('/unreg-recharge');
    await livePage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'RELOAD' })).toBeDisabled();
    // As printed on the card and as copied from a receipt: the same serial.
    await page.getByLabel(/^Card Serial Number/).fill('3000 0000 01');
    await page.getByLabel(/^Confirm Card Serial Number/).pressSequentially('3000-0000-01');
    await expect(page.getByLabel(/^Card Serial Number/)).toHaveValue('3000000001');
    await expect(page.getByLabel(/^Confirm Card Serial Number/)).toHaveValue('3000000001');
    await page.getByLabel(/^Email/).fill('rider.unregistered@example.com');
    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: 'RELOAD' }).click();
    await expect(page).toHaveURL(/\/unreg-recharge-value$/);
    const serial = page.getByLabel(/^Card Serial Number/);
    await expect(serial).toHaveValue('3000000001');
    await expect(serial).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('side-panel-serial')).toHaveText('3000000001');
    await expect(page.getByLabel(/^Contract/)).not.toHaveValue('');
    await page.getByRole('button', { name: '$10', exact: true }).click();
    await expect(page.getByTestId('reload-subtotal')).toHaveText('$10.00');
    const answer = await proceed(page, 'CHECKOUT');
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      data: {
        item: { price: 1000, description: 'Reload $10.00 · Q Card 3000000001 · Stored Value' },
      },
    });
    expect(answer.data.cartCount).toBeGreaterThanOrEqual(1);
    await expect(page).toHaveURL(/\/unreg-cart$/);

    // The session reaches only its own card.
    const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
    expect(
      await apiCall(page.request, token, '/card/detailsBySerial', { cardSerialNo: '1000000001' }),
    ).toMatchObject({ status: 'ERROR', msgCode: '485' });

    await page.goto('/unreg-recharge-card');
    await expect(page.getByRole('heading', { name: 'RELOAD CARD NO.' })).toBeVisible();
    await page.getByRole('button', { name: 'BACK HOME' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The token is forgotten once the server has ended it, a moment after the page has gone.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
    expect(
      await apiCall(page.request, token, '/card/detailsBySerial', { cardSerialNo: '3000000001' }),
    ).toMatchObject({ status: 'ERROR', msgCode: '464' });
  });

  test("mismatched serials: ' is not matching' once the confirm field is left, and RELOAD stays disabled until they agree", async ({
    page,
  }) => {
    await page.goto('/unreg-recharge');
    await livePage(page);
    const confirm = page.getByLabel(/^Confirm Card Serial Number/);
    const reload = page.getByRole('button', { name: 'RELOAD' });
    await page.getByLabel(/^Card Serial Number/).fill('3000000001');
    await solveCaptchaWidget(page);
    await confirm.fill('3000000002');
    await confirm.blur();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`[id="${await confirm.getAttribute('id')}-error"]`)).toHaveText(
      'Confirm Card Serial Number is not matching',
    );
    await expect(confirm).toHaveAccessibleDescription('Confirm Card Serial Number is not matching');
    await expect(reload).toBeDisabled();
    await confirm.fill('3000000001');
    await confirm.blur();
    await expect(confirm).toHaveAttribute('aria-invalid', 'false');
    await expect(reload).toBeEnabled();
    // Changing the first serial again brings the message and the disabled button back.
    await page.getByLabel(/^Card Serial Number/).fill('3000000009');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(reload).toBeDisabled();
    await expect(page).toHaveURL(/\/unreg-recharge$/);
    expect(await page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
  });
});
