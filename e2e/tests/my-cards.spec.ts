// Cards a rider owns: a patron adds a card by the serial and the security
// code printed on it (a wrong code first), names it, sees the name on My Cards, in the reload card
// select and in the cart, and removes it again. A copy of a demo patron with no cards of its own
// and a card nobody owns, so journeys running beside this one (this file runs in every language
// and width, playwright.config.ts) see their cards and carts unchanged.
import { expect, test } from '@playwright/test';
import { PATRON2, apiCall, signInAs } from '../support/session';
import {
  copyOfUser,
  createRiderWithSubscription,
  createUnownedCard,
} from '../support/journey-data';
import { startingWith, t } from '../support/language';

test.describe.configure({ mode: 'serial' });

test('a patron adds a card by serial and code, names it, reloads it by name and removes it', async ({
  page,
}) => {
  const who = copyOfUser(PATRON2);
  const card = createUnownedCard();
  const serial = card.serial;
  const session = await signInAs(page, who, '/cards');
  await expect(page.getByRole('heading', { level: 1, name: t('My Cards') })).toBeVisible();

  // The empty state offers the action.
  await expect(page.getByText(t('You have no Q Cards on your account yet'))).toBeVisible();
  await page
    .locator('.qc-empty')
    .getByRole('button', { name: t('Add a card') })
    .click();
  const form = page.getByRole('form', { name: t('Add a card') });
  await expect(form).toBeVisible();
  await expect(page.getByText(t('You have no Q Cards on your account yet'))).toHaveCount(0);
  // The button it replaced had the focus: the serial field takes it.
  const serialField = form.getByLabel(startingWith('Card serial number'));
  const codeField = form.getByLabel(startingWith('Security code'));
  await expect(serialField).toBeFocused();
  await expect(form.getByRole('button', { name: t('Add card') })).toBeDisabled();
  await serialField.fill(serial);
  // The code field takes digits only, six at most.
  await codeField.fill('12a34567');
  await expect(codeField).toHaveValue('123456');
  const wrongCode = card.code === '123456' ? '654321' : '123456';
  await codeField.fill(wrongCode);
  await form.getByRole('button', { name: t('Add card') }).click();
  await expect(form.getByTestId('add-card-error')).toHaveText(
    t(
      'We could not add this card. Check the serial number and the security code printed on the card.',
    ),
  );
  await expect(page.getByRole('article')).toHaveCount(0);

  await codeField.fill(card.code);
  await form.getByRole('button', { name: t('Add card') }).press('Enter');
  await expect(page.getByTestId('card-added')).toHaveText(
    t('{{card}} is now on your account.', { card: serial }),
  );
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('Add a card') })).toBeFocused();
  const tile = page.getByRole('article', { name: t('Q Card {{serial}}', { serial }) });
  await expect(tile.getByTestId('balance')).toBeVisible();

  // Name it (cleaned: the spaces around go).
  await tile.getByRole('button', { name: t('Name card {{serial}}', { serial }) }).click();
  const nameField = tile.getByRole('textbox', { name: t('Card name'), exact: true });
  await expect(nameField).toBeFocused();
  await nameField.fill('  Work   bag ');
  await nameField.press('Enter');
  const named = page.getByRole('article', { name: `Work bag · Q Card ${serial}` });
  await expect(named).toBeVisible();
  await expect(
    named.getByRole('button', { name: t('Rename card {{serial}}', { serial }) }),
  ).toBeFocused();

  // The name in the reload card select and the review.
  await named.getByRole('link', { name: t('Reload') }).click();
  await expect(page).toHaveURL(/\/recharge\/individual\?cardId=\d+$/);
  const select = page.getByLabel(startingWith('Card'));
  await expect(select.locator('option:checked')).toHaveText(
    t('{{serial}} · {{fareType}}', { serial: `Work bag (${serial})`, fareType: t('Adult') }),
  );
  await expect(page.getByTestId('reload-summary')).toContainText(`Work bag (${serial})`);
  await page.getByRole('button', { name: '$10', exact: true }).click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/cart/addRechargeCard')),
    page.getByRole('button', { name: t('PROCEED TO CART') }).click(),
  ]);
  const line = t('Reload {amount} · {nickname} (Q Card {serial}) · {contract}', {
    amount: '$10.00',
    nickname: 'Work bag',
    serial,
    contract: t('Stored Value'),
  });
  expect(await response.json()).toMatchObject({
    status: 'SUCCESS',
    data: { item: { description: line } },
  });
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(page.getByText(line)).toBeVisible();

  // Remove it, after the confirmation; it leaves My Cards and the cart, and is free again.
  await page.goto('/cards');
  await page
    .getByRole('article', { name: `Work bag · Q Card ${serial}` })
    .getByRole('button', { name: t('Remove card {{card}}', { card: `Work bag (${serial})` }) })
    .click();
  const dialog = page.getByRole('alertdialog', { name: t('Remove this card?') });
  await expect(dialog).toContainText(
    t(
      '{{card}} will leave your account. Its balance stays on the card, and your orders stay as they are. You can add it again with its security code.',
      { card: `Work bag (${serial})` },
    ),
  );
  await dialog.getByRole('button', { name: t('Remove card') }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  // Focus does not fall to the page with the tile: it is on what now stands in its place.
  await expect(
    page.locator('.qc-empty').getByRole('button', { name: t('Add a card') }),
  ).toBeFocused();
  const cart = await apiCall<{ cartItems: unknown[] }>(
    page.request,
    session.token,
    '/cart/cartItems',
  );
  expect(cart.data.cartItems).toEqual([]);
});

// The removal runs with its button disabled, so a second press cannot send it twice; when the
// API refuses (an automatic reload on the card), the button is back and so is focus, with the
// reason beside it, not left at the top of the page.
test('a refused removal says why and gives focus back to Remove card', async ({ page }) => {
  const rider = createRiderWithSubscription();
  const serial = rider.cards[0]?.serial ?? '';
  await signInAs(page, rider, '/cards');
  const tile = page.getByRole('article', { name: t('Q Card {{serial}}', { serial }) });
  const remove = tile.getByRole('button', { name: t('Remove card {{card}}', { card: serial }) });
  await remove.click();
  await page
    .getByRole('alertdialog', { name: t('Remove this card?') })
    .getByRole('button', { name: t('Remove card') })
    .click();
  await expect(tile.getByTestId('remove-card-error')).toBeVisible();
  await expect(remove).toBeEnabled();
  await expect(remove).toBeFocused();
});

// A removed tile takes its focus with it: a keyboard rider is left on the tile now in its place
// (here the one before it, the removed card being the last), named by its card, not at the top;
// on a phone the tile is taller than the screen.
test('a card removed from the keyboard leaves focus on the tile in its place, shown from its name', async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  const [kept, removed] = rider.cards.map((c) => c.serial) as [string, string];
  await signInAs(page, rider, '/cards');
  const keptTile = page.getByRole('article', { name: t('Q Card {{serial}}', { serial: kept }) });
  const remove = page
    .getByRole('article', { name: t('Q Card {{serial}}', { serial: removed }) })
    .getByRole('button', { name: t('Remove card {{card}}', { card: removed }) });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: t('Remove this card?') });
  await dialog.getByRole('button', { name: t('Remove card') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(keptTile).toBeFocused();
  // The tile may be taller than the screen: it shows from its top, where its name is.
  await expect(
    page.getByRole('heading', { name: t('Q Card {{serial}}', { serial: kept }) }),
  ).toBeInViewport();
  // Tab goes on into that tile.
  await page.keyboard.press('Tab');
  await expect(keptTile.getByRole('link', { name: t('Reload') })).toBeFocused();
});
