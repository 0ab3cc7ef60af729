// Sponsor journeys of a company of their own (support/journey-data.ts): one company card reloaded
// by its serial, SAVE TO CART then Stay Back, and a new company's Group Management from empty.
import { expect, test } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import { createCompanyWithEmployee } from '../support/journey-data';

import { unique } from '../support/sponsor-pages';

test('a sponsor reloads one company card found by its serial, with the menu showing the section', async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const session = await signInAs(page, company.sponsor, '/recharge/default');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('link', { name: 'Reload one card' }).click();
  await expect(page).toHaveURL(/\/recharge\/individual$/);
  await expect(menu.getByRole('link', { name: 'Reload Q Card' })).toHaveClass(/is-active/);
  const serial = page.getByLabel('Card serial number');
  // The rule is read before the box, as in every kit field.
  const [hint, box] = await Promise.all([
    page.getByText('A card of your company or your own card (6 to 20 digits).').boundingBox(),
    serial.boundingBox(),
  ]);
  expect(hint!.y + hint!.height).toBeLessThanOrEqual(box!.y);
  await expect(page.getByRole('button', { name: 'FIND CARD' })).toBeDisabled();
  // A letter typed for a digit is named, not dropped into a shorter serial of another card...
  await serial.fill(`${company.employee.serial.slice(0, -1)}l`);
  await serial.blur();
  await expect(page.getByTestId('field-error')).toHaveText(
    'Card serial number must contain digits only',
  );
  await expect(page.getByRole('button', { name: 'FIND CARD' })).toBeDisabled();
  // ...and the serial as the card prints it, in groups, finds the card.
  const printed = company.employee.serial.replace(/^(\d{4})(\d{4})/, '$1 $2 ');
  await serial.fill(printed);
  await page.getByRole('button', { name: 'FIND CARD' }).click();
  await expect(page.getByRole('combobox', { name: 'Card', exact: true })).toHaveValue(
    company.employee.serial,
  );
  await page.getByRole('button', { name: '$20', exact: true }).click();
  await page.getByRole('button', { name: 'PROCEED TO CART' }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await expect(
    page.getByText(new RegExp(`Reload \\$20\\.00 .*Q Card ${company.employee.serial}`)).first(),
  ).toBeVisible();
  const cart = await apiCall<{ cartItems: Array<{ price: number }> }>(
    page.request,
    session.token,
    '/cart/cartItems',
    {},
  );
  expect(cart.data.cartItems.map((i) => i.price)).toEqual([2000]);

  await page.goto(`/employee-detail?cardNumber=${company.employee.serial}&from=%2Femp_mgmt`);
  await expect(menu.getByRole('link', { name: 'Employee Management' })).toHaveClass(/is-active/);
  await expect(menu.getByRole('link', { name: 'Reload Q Card' })).not.toHaveClass(/is-active/);
});

// SAVE TO CART is disabled while it saves and, after Stay Back, until an amount is entered again:
// its Continue or Stay Back dialog gives focus back beside it, to why it waits, not to the page.
test('SAVE TO CART then Stay Back: the list again with no amounts, and focus on why SAVE TO CART waits', async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  await signInAs(page, company.sponsor, '/recharge/default');
  const amount = page.getByRole('textbox', {
    name: `Reload Amount for ${company.employee.name} (J1)`,
  });
  await amount.fill('10');
  await page.getByRole('button', { name: 'SAVE TO CART' }).press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Stay Back' }).press('Enter');
  await expect(amount).toHaveValue('');
  await expect(
    page.getByText('Enter a Reload Amount for at least one Active employee to save.'),
  ).toBeFocused();
});

test("a new company's Group Management says how to start, and removing its only group goes back to that with focus on CREATE NEW GROUP", async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  await signInAs(page, company.sponsor, '/group_mgmt');
  await expect(page.getByText('No groups yet')).toBeVisible();
  await expect(page.getByLabel('Search groups')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'REMOVE SELECTED GROUP' })).toHaveCount(0);

  const name = `Night ${unique()}`;
  await page.getByRole('link', { name: 'CREATE NEW GROUP' }).click();
  await page.getByLabel('Group Name').fill(name);
  await page.getByRole('button', { name: 'CREATE GROUP' }).click();
  await expect(page).toHaveURL(/\/group_mgmt$/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('No groups yet')).toHaveCount(0);

  // By keyboard: tick the row, REMOVE, Yes.
  await page.getByRole('checkbox', { name: `Select row ${name}` }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'REMOVE SELECTED GROUP' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No groups yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'CREATE NEW GROUP' })).toBeFocused();
});
