// A new rider's whole story in one browser journey, against the real API: a new visitor signs up,
// verifies the address from the mail, signs in, adds demo card 3000000002 with the code printed
// on it, names it, reloads it through the cart and a card payment, reports it lost and sees what
// it held on a replacement card added by serial on the way.
// 3000000002 stays blocked for good afterwards, so this file runs on a portal of its own (project
// "portal-wide", playwright.config.ts), one journey at a time.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from '../support/session';
import { uniqueId } from '../support/journey-data';
import { fillBillingAddress, fillPaymentCard } from '../support/payment-form';
import { loginHere, mailsTo, signUpThroughForm } from '../support/sign-up';

// README, demo section: the codes printed on the demo cards.
const LOST = { serial: '3000000002', code: '530914' };
const REPLACEMENT = { serial: '3000000001', code: '418207' };

/** What a card holds in all its contracts, in cents, as its holder reads it. */
async function cardBalance(
  request: APIRequestContext,
  token: string,
  serial: string,
): Promise<number> {
  const res = await apiCall<{ contracts?: Array<{ unitsLeft: number }> }>(
    request,
    token,
    '/card/detailsBySerial',
    { cardSerialNo: serial },
  );
  if (res.status !== 'SUCCESS') throw new Error(`${serial}: ${JSON.stringify(res)}`);
  return (res.data.contracts ?? []).reduce((sum, c) => sum + c.unitsLeft, 0);
}

/** The session the browser holds (the portal keeps it in localStorage). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
  if (!token) throw new Error('no session token in the page');
  return token;
}

const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

async function addCard(
  page: Page,
  scope: ReturnType<Page['locator']>,
  card: { serial: string; code: string },
) {
  const form = scope.getByRole('form', { name: 'Add a card' });
  await form.getByLabel(/^Card serial number/).fill(card.serial);
  await form.getByLabel(/^Security code/).fill(card.code);
  await form.getByRole('button', { name: 'Add card' }).click();
}

test('a new visitor signs up, adds and names a card, reloads it, reports it lost and finds its value on the replacement', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `nora.new.${uniqueId()}@example.com`;
  const since = new Date(Date.now() - 1000).toISOString();

  // 1. Sign up from the landing page, open the mailed link, sign in where it lands.
  await page.goto('/');
  await signUpThroughForm(page, email);
  await expect
    .poll(async () => (await mailsTo(page, email, since)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await mailsTo(page, email, since);
  const link = new URL(
    /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '')?.[0] ??
      'http://missing/',
  );
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible({
    timeout: 20_000,
  });
  await loginHere(page, email);
  await expect(page).toHaveURL(/\/cards$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible();

  // 2. Add 3000000002 with its code, and name it.
  await page.locator('.qc-empty').getByRole('button', { name: 'Add a card' }).click();
  await addCard(page, page.locator('body'), LOST);
  await expect(page.getByTestId('card-added')).toHaveText(`${LOST.serial} is now on your account.`);
  const tile = page.getByRole('article', { name: `Q Card ${LOST.serial}` });
  // The card was sold without a holder's name: none is shown, not its fare type in its place.
  await expect(tile.locator('dt', { hasText: /^Name$/ }).locator('+ dd')).toHaveText('–');
  await expect(tile.locator('dt', { hasText: /^Fare type$/ }).locator('+ dd')).toHaveText('Adult');
  await tile.getByRole('button', { name: `Name card ${LOST.serial}` }).click();
  await tile.getByLabel('Card name').fill('Commute');
  await tile.getByLabel('Card name').press('Enter');
  const named = page.getByRole('article', { name: `Commute · Q Card ${LOST.serial}` });
  await expect(named).toBeVisible();

  // 3. Reload it by $20 through the cart and a card payment; fulfilment (2 s here) credits it.
  const token = await tokenOf(page);
  const before = await cardBalance(page.request, token, LOST.serial);
  await named.getByRole('link', { name: 'Reload' }).click();
  await expect(page.getByLabel(/^Card/).locator('option:checked')).toContainText(
    `Commute (${LOST.serial})`,
  );
  await page.getByRole('button', { name: '$20', exact: true }).click();
  await page.getByRole('button', { name: 'PROCEED TO CART' }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(page.getByText(`Commute (Q Card ${LOST.serial})`)).toBeVisible();
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await fillPaymentCard(page, {
    firstName: 'Nora',
    lastName: 'Newman',
    cardNumber: '4111111111111111',
  });
  await fillBillingAddress(page, '1 New Street', '10001');
  await page.getByRole('button', { name: 'Proceed to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  await expect
    .poll(() => cardBalance(page.request, token, LOST.serial), { timeout: 20_000 })
    .toBe(before + 2000);
  const held = before + 2000;

  // 4. Report it lost on Card Details; with no other card yet, add the replacement by serial there.
  await page.goto('/cards');
  await page
    .getByRole('article', { name: `Commute · Q Card ${LOST.serial}` })
    .getByRole('link', { name: /details/i })
    .first()
    .click();
  await page.getByRole('button', { name: 'Report lost or stolen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block this card' }).click();
  const chooser = page.getByTestId('lost-card-chooser');
  await expect(
    chooser.getByText('There is no other active card to move the value to yet.', { exact: false }),
  ).toBeVisible();
  // The form takes the place of its button and the focus with it; the added card's choice gets it after.
  await chooser.getByRole('button', { name: 'Add a card by its serial number' }).click();
  await expect(chooser.getByLabel(/^Card serial number/)).toBeFocused();
  await addCard(page, chooser, REPLACEMENT);
  await expect(chooser.getByRole('radio', { name: `Q Card ${REPLACEMENT.serial}` })).toBeChecked();
  await expect(chooser.getByRole('radio', { name: `Q Card ${REPLACEMENT.serial}` })).toBeFocused();
  const replacementBefore = await cardBalance(page.request, token, REPLACEMENT.serial);
  await chooser.getByRole('button', { name: 'Move the value' }).click();
  const result = page.getByTestId('lost-card-result');
  await expect(
    result.getByText(`What it held is now on Q Card ${REPLACEMENT.serial}`),
  ).toBeVisible();
  await expect(result.getByText(`Balance moved: ${money(held)}`)).toBeVisible();

  // 5. The value is on the replacement; the lost card is Blocked and empty.
  await page.goto('/cards');
  await expect(
    page.getByRole('article', { name: `Commute · Q Card ${LOST.serial}` }).locator('.qc-pill'),
  ).toHaveText('Blocked');
  expect(await cardBalance(page.request, token, LOST.serial)).toBe(0);
  expect(await cardBalance(page.request, token, REPLACEMENT.serial)).toBe(replacementBefore + held);
  await expect(
    page.getByRole('article', { name: `Q Card ${REPLACEMENT.serial}` }).getByTestId('balance'),
  ).toContainText(money(replacementBefore + held));
});
