// Cards a rider owns (issue 22 items 2, 4, 5): a patron adds demo card 3000000002 with the
// security code printed on it (a wrong code first), names it, sees the name on My Cards, in the
// reload card select and in the cart, and removes it again. A copy of a demo patron with no
// cards of its own, so journeys running beside this one see their cards and carts unchanged;
// the card ends unowned, as the seed left it.
import { expect, test } from '@playwright/test';
import { PATRON2, apiCall, signInAs } from '../support/session';
import { copyOfUser, createRiderWithSubscription } from '../support/journey-data';

// README, demo section: the code printed on demo card 3000000002.
const CODE_3000000002 = '530914';

test.describe.configure({ mode: 'serial' });

test('a patron adds a card by serial and code, names it, reloads it by name and removes it', async ({ page }) => {
  const who = copyOfUser(PATRON2);
  const session = await signInAs(page, who, '/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible();

  // The empty state offers the action.
  await expect(page.getByText('You have no Q Cards on your account yet')).toBeVisible();
  await page.locator('.qc-empty').getByRole('button', { name: 'Add a card' }).click();
  const form = page.getByRole('form', { name: 'Add a card' });
  await expect(form).toBeVisible();
  await expect(page.getByText('You have no Q Cards on your account yet')).toHaveCount(0);
  // The button it replaced had the focus: the serial field takes it.
  await expect(form.getByLabel(/^Card serial number/)).toBeFocused();
  await expect(form.getByRole('button', { name: 'Add card' })).toBeDisabled();
  await form.getByLabel(/^Card serial number/).fill('3000000002');
  // The code field takes digits only, six at most.
  await form.getByLabel(/^Security code/).fill('12a34567');
  await expect(form.getByLabel(/^Security code/)).toHaveValue('123456');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(form.getByTestId('add-card-error')).toHaveText('We could not add this card. Check the serial number and the security code printed on the card.');
  await expect(page.getByRole('article')).toHaveCount(0);

  await form.getByLabel(/^Security code/).fill(CODE_3000000002);
  await form.getByRole('button', { name: 'Add card' }).press('Enter');
  await expect(page.getByTestId('card-added')).toHaveText('3000000002 is now on your account.');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a card' })).toBeFocused();
  const tile = page.getByRole('article', { name: 'Q Card 3000000002' });
  await expect(tile.getByTestId('balance')).toBeVisible();

  // Name it (cleaned: the spaces around go).
  await tile.getByRole('button', { name: 'Name card 3000000002' }).click();
  const nameField = tile.getByLabel('Card name');
  await expect(nameField).toBeFocused();
  await nameField.fill('  Work   bag ');
  await nameField.press('Enter');
  const named = page.getByRole('article', { name: 'Work bag · Q Card 3000000002' });
  await expect(named).toBeVisible();
  await expect(named.getByRole('button', { name: 'Rename card 3000000002' })).toBeFocused();

  // The name in the reload card select and the review.
  await named.getByRole('link', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/recharge\/individual\?cardId=\d+$/);
  const select = page.getByLabel(/^Card/);
  await expect(select.locator('option:checked')).toHaveText('Work bag (3000000002) · Adult');
  await expect(page.getByTestId('reload-summary')).toContainText('Work bag (3000000002)');
  await page.getByRole('button', { name: '$10', exact: true }).click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/cart/addRechargeCard')),
    page.getByRole('button', { name: 'PROCEED TO CART' }).click(),
  ]);
  expect(await response.json()).toMatchObject({ status: 'SUCCESS', data: { item: { description: 'Reload $10.00 · Work bag (Q Card 3000000002) · Stored Value' } } });
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(page.getByText('Reload $10.00 · Work bag (Q Card 3000000002) · Stored Value')).toBeVisible();

  // Remove it, after the confirmation; it leaves My Cards and the cart, and is free again.
  await page.goto('/cards');
  await page.getByRole('article', { name: 'Work bag · Q Card 3000000002' }).getByRole('button', { name: 'Remove card Work bag (3000000002)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await expect(dialog).toContainText('Work bag (3000000002) will leave your account.');
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  // Focus does not fall to the page with the tile: it is on what now stands in its place.
  await expect(page.locator('.qc-empty').getByRole('button', { name: 'Add a card' })).toBeFocused();
  const cart = await apiCall<{ cartItems: unknown[] }>(page.request, session.token, '/cart/cartItems');
  expect(cart.data.cartItems).toEqual([]);
});

// The removal runs with its button disabled, so a second press cannot send it twice; when the
// API refuses (an automatic reload on the card), the button is back and so is focus, with the
// reason beside it, not left at the top of the page.
test('a refused removal says why and gives focus back to Remove card', async ({ page }) => {
  const rider = createRiderWithSubscription();
  const serial = rider.cards[0]?.serial ?? '';
  await signInAs(page, rider, '/cards');
  const tile = page.getByRole('article', { name: `Q Card ${serial}` });
  const remove = tile.getByRole('button', { name: `Remove card ${serial}` });
  await remove.click();
  await page.getByRole('alertdialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove card' }).click();
  await expect(tile.getByTestId('remove-card-error')).toBeVisible();
  await expect(remove).toBeEnabled();
  await expect(remove).toBeFocused();
});

// A removed tile takes its focus with it: a keyboard rider is left on the tile now in its place
// (here the one before it, the removed card being the last), named by its card, not at the top.
test('a card removed from the keyboard leaves focus on the tile in its place, shown from its name on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const rider = createRiderWithSubscription();
  const [kept, removed] = rider.cards.map((c) => c.serial);
  await signInAs(page, rider, '/cards');
  const remove = page.getByRole('article', { name: `Q Card ${removed}` }).getByRole('button', { name: `Remove card ${removed}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await dialog.getByRole('button', { name: 'Remove card' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Q Card ${kept}` })).toBeFocused();
  // The tile is taller than the screen: it shows from its top, where its name is.
  await expect(page.getByRole('heading', { name: `Q Card ${kept}` })).toBeInViewport();
  // Tab goes on into that tile.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('article', { name: `Q Card ${kept}` }).getByRole('link', { name: 'Reload' })).toBeFocused();
});
