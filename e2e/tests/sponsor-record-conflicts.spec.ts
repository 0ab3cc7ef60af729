// Record conflicts in a real browser: two tabs on one employee and on one employee subscription row (the
// second save, made from what both opened, is refused with the message and shows the first tab's
// change instead of silently undoing it), and another company's order number on the order
// confirmation, which is not found rather than "your" order.
import { expect, test } from '@playwright/test';
import { SPONSOR, SPONSOR2, apiCall, apiLogin, signInAs } from '../support/session';
import { addGroups, createCompanyWithEmployee } from '../support/journey-data';

const CHANGED =
  'This employee was changed elsewhere since you opened it. Its current details are shown; check them and save again.';

test("two tabs on one employee: the second save is refused with the message and shows the first tab's change", async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  addGroups(company.sponsor.email, ['Crew'], { withEmployee: true });
  const session = await signInAs(page, company.sponsor, '/emp_mgmt');
  const found = await apiCall<{ data: Array<{ id: number }> }>(
    page.request,
    session.token,
    '/employee/search',
    { filterType: 'employeeId', filterValue: 'J1' },
  );
  const id = found.data.data[0]!.id;
  const detail = `/employee-detail?id=${id}&from=%2Femp_mgmt`;

  // Tab 2 is opened before tab 1 saves.
  await page.goto(detail);
  const tab2 = await page.context().newPage();
  await tab2.goto(detail);
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Kim');
  await expect(tab2.getByLabel(/^Last Name/)).toHaveValue('Commuter');

  await page.getByLabel(/^First Name/).fill('Morgan');
  await page.getByRole('button', { name: 'UPDATE EMPLOYEE' }).click();
  await expect(page).toHaveURL(/\/emp_mgmt/);

  await tab2.getByLabel(/^Last Name/).fill('Quinn');
  await tab2.getByRole('button', { name: 'UPDATE EMPLOYEE' }).click();
  await expect(tab2.getByText(CHANGED)).toBeVisible();
  await expect(tab2).toHaveURL(/\/employee-detail/);
  // The form now shows the employee as tab 1 left it.
  await expect(tab2.getByLabel(/^First Name/)).toHaveValue('Morgan');
  await expect(tab2.getByLabel(/^Last Name/)).toHaveValue('Commuter');
  const stored = await apiCall<{ firstName: string; lastName: string }>(
    page.request,
    session.token,
    '/employee/detail',
    { id },
  );
  expect(stored.data).toMatchObject({ firstName: 'Morgan', lastName: 'Commuter' });

  // Saved again from what it shows, tab 2's change goes through and keeps tab 1's.
  await tab2.getByLabel(/^Last Name/).fill('Quinn');
  await tab2.getByRole('button', { name: 'UPDATE EMPLOYEE' }).click();
  await expect(tab2).toHaveURL(/\/emp_mgmt/);
  const after = await apiCall<{ firstName: string; lastName: string }>(
    page.request,
    session.token,
    '/employee/detail',
    { id },
  );
  expect(after.data).toMatchObject({ firstName: 'Morgan', lastName: 'Quinn' });
});

const RECORD_CHANGED =
  'This record was changed elsewhere since you opened it. Its current details are shown; check them and save again.';

interface SubscriptionRow {
  employeeId: number;
  subscriptionState: string;
  refreshrate: number | null;
}

test("two tabs on one employee's subscription row: the second save to the cart is refused with the message and shows the first tab's ordered amounts", async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const who = `${company.employee.name} (J1)`;
  const session = await signInAs(page, company.sponsor, '/subscribe/default');
  // Tab 2 is opened before tab 1 saves.
  const tab2 = await page.context().newPage();
  await tab2.goto('/subscribe/default');
  for (const tab of [page, tab2])
    await expect(tab.getByRole('textbox', { name: `Refresh Amount for ${who}` })).toHaveValue('');

  const typeRow = async (tab: typeof page, refresh: string, trigger: string, max: string) => {
    for (const [column, text] of [
      ['Refresh Amount', refresh],
      ['Trigger', trigger],
      ['Max / Month', max],
    ] as const) {
      const cell = tab.getByRole('textbox', { name: `${column} for ${who}` });
      await cell.click();
      await cell.press('ControlOrMeta+a');
      await cell.pressSequentially(text);
    }
    await tab.keyboard.press('Tab');
  };

  // Tab 1: a new subscription of $25.00, saved to the cart and ordered.
  await typeRow(page, '25', '7', '3');
  await page.getByRole('button', { name: 'SAVE TO CART' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-cart$/);
  await page.getByRole('button', { name: 'SUBMIT ORDER' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
  const rowNow = async () =>
    (
      await apiCall<{ data: SubscriptionRow[] }>(
        page.request,
        session.token,
        '/rssubscription/search',
        { filterType: 'all', pageNo: 1 },
      )
    ).data.data[0];
  await expect
    .poll(async () => (await rowNow())?.refreshrate ?? null, { timeout: 20_000 })
    .toBe(2500);

  // Tab 2, still showing the row as it was: its save is refused, and the row shows tab 1's amounts.
  await typeRow(tab2, '40', '9', '2');
  await tab2.getByRole('button', { name: 'SAVE TO CART' }).click();
  await expect(tab2.getByText(RECORD_CHANGED)).toBeVisible();
  await expect(tab2.getByRole('textbox', { name: `Refresh Amount for ${who}` })).toHaveValue(
    '25.00',
  );
  await expect(tab2.getByRole('textbox', { name: `Trigger for ${who}` })).toHaveValue('7.00');
  await expect(tab2.getByRole('dialog')).toHaveCount(0);
  const cart = async () =>
    (
      await apiCall<{ cartItems: Array<{ description: string }> }>(
        page.request,
        session.token,
        '/cart/cartItems',
        {},
      )
    ).data.cartItems;
  expect(await cart()).toEqual([]);

  // Changed again from what it shows, tab 2's save goes to the cart.
  const max = tab2.getByRole('textbox', { name: `Max / Month for ${who}` });
  await max.click();
  await max.press('ControlOrMeta+a');
  await max.pressSequentially('4');
  await tab2.keyboard.press('Tab');
  await tab2.getByRole('button', { name: 'SAVE TO CART' }).click();
  await expect(tab2.getByRole('dialog')).toBeVisible();
  expect((await cart()).map((i) => i.description)).toEqual([
    expect.stringContaining(company.employee.serial),
  ]);
});

test("another company's order number on the order confirmation is not found", async ({ page }) => {
  const owner = await apiLogin(page.request, SPONSOR);
  const orders = await apiCall<{ data: Array<{ orderId: number }> }>(
    page.request,
    owner.token,
    '/order/search',
    { pageNo: 1 },
  );
  const orderId = orders.data.data[0]?.orderId;
  expect(orderId).toBeDefined();

  await signInAs(page, SPONSOR2, `/user-confirm-order?orderId=${orderId}`);
  await expect(page.getByText('This order could not be found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByText('Order Success')).toHaveCount(0);
  await expect(page.getByTestId('order-number')).toHaveCount(0);
});
