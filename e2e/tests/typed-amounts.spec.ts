// Amounts typed key by key as a company administrator types them: a money field
// refused the "-" of "-30" and put a $30.00 reload in the cart; a whole-number field dropped the
// "." of "0.5" and held 5, turning APPLY TO ALL on. The text now stays as typed, with its message,
// and nothing reaches the rows or the cart; a valid amount still goes through.
import { expect, test } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import { createCompanyWithEmployee } from '../support/journey-data';

test('bulk reload: "-30" in a row stays "-30" with its 461 message and nothing is added; "30" goes to the cart', async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const session = await signInAs(page, company.sponsor, '/recharge/default');
  const amount = page.getByRole('textbox', {
    name: `Reload Amount for ${company.employee.name} (J1)`,
  });
  await amount.click();
  await amount.pressSequentially('-30');
  await amount.press('Tab');
  await expect(amount).toHaveValue('-30');
  const message = page.getByText(
    /^Reload amount must be between \$[\d.,]+ and \$[\d.,]+ for employee J1\.?$/,
  );
  await expect(message).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const save = page.getByRole('button', { name: 'SAVE TO CART' });
  await expect(save).toBeDisabled();
  await expect(page.getByText(/NaN/)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  // The row as a phone shows it: the amount as typed, and its message under it.
  const row = page.locator('tr', { has: amount });
  await message.scrollIntoViewIfNeeded();
  await expect(amount).toHaveValue('-30');
  await row.screenshot({ path: test.info().outputPath('bulk-reload-minus-30-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  let cart = await apiCall<{ cartItems: Array<{ price: number }> }>(
    page.request,
    session.token,
    '/cart/cartItems',
    {},
  );
  expect(cart.data.cartItems).toEqual([]);

  // The same row with an amount as a person types one: it goes through.
  await amount.click();
  await amount.press('ControlOrMeta+a');
  await amount.pressSequentially('30');
  await amount.press('Tab');
  await expect(amount).toHaveValue('30.00');
  await expect(page.getByText('1 reload · Total $30.00')).toBeVisible();
  await save.click();
  await expect(page.getByRole('dialog')).toContainText('Items successfully added to cart');
  cart = await apiCall<{ cartItems: Array<{ price: number }> }>(
    page.request,
    session.token,
    '/cart/cartItems',
    {},
  );
  expect(cart.data.cartItems.map((i) => i.price)).toEqual([3000]);
});

test('subscriptions: "0.5" in Max per Month stays "0.5" with its message and APPLY TO ALL stays off; "2" applies', async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  await signInAs(page, company.sponsor, '/subscribe/default');
  await expect(page.getByText(company.employee.name)).toBeVisible();
  const refresh = page.getByRole('textbox', { name: 'Refresh Amount', exact: true });
  const max = page.getByRole('textbox', { name: 'Max per Month', exact: true });
  const trigger = page.getByRole('textbox', { name: 'Trigger Amount', exact: true });
  const apply = page.getByRole('button', { name: 'APPLY TO ALL' });
  await refresh.click();
  await page.keyboard.type('25');
  await max.click();
  await page.keyboard.type('0.5');
  await trigger.click();
  await page.keyboard.type('-10');
  await page.keyboard.press('Tab');
  await expect(max).toHaveValue('0.5');
  await expect(trigger).toHaveValue('-10');
  await expect(max).toHaveAccessibleDescription(
    /Max reloads per month must be between \d+ and \d+/,
  );
  await expect(trigger).toHaveAccessibleDescription(
    /Trigger amount must be between \$[\d.,]+ and \$[\d.,]+/,
  );
  await expect(apply).toBeDisabled();

  // Whole numbers and an amount, typed: APPLY TO ALL turns on and fills the employee's row.
  await max.click();
  await max.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await trigger.click();
  await trigger.press('ControlOrMeta+a');
  await page.keyboard.type('10');
  await expect(apply).toBeEnabled();
  await apply.click();
  const row = `${company.employee.name} (J1)`;
  await expect(page.getByRole('textbox', { name: `Refresh Amount for ${row}` })).toHaveValue(
    '25.00',
  );
  await expect(page.getByRole('textbox', { name: `Max / Month for ${row}` })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: `Trigger for ${row}` })).toHaveValue('10.00');
  await expect(page.getByRole('button', { name: 'SAVE TO CART' })).toBeEnabled();
});
