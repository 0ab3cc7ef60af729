// Sponsor management journeys against the real API: groups, employees with card allocation,
// searches, company cards, bulk reload to the cart and to a submitted order, 461 on a row,
// and that sponsor data is out of reach of a patron and of another company.
import { expect, test } from '@playwright/test';
import { PATRON, SPONSOR, SPONSOR2, apiCall, apiLogin, signInAs } from '../support/session';

import {
  alertWith,
  freeCompanyCard,
  searchBy,
  searchGroups,
  unique,
} from '../support/sponsor-pages';

test.describe('sponsor management', () => {
  // The create-edit-delete journey makes a dozen server round trips; two busy cores need time.
  test.describe.configure({ timeout: 120_000 });
  test('creates a group and an employee with card allocation, edits them and deletes them', async ({
    page,
  }) => {
    const id = unique();
    const groupName = `Journey ${id}`;
    const code = `J-${id}`;
    const session = await signInAs(page, SPONSOR, '/group_mgmt');
    const serial = await freeCompanyCard(page.request, session.token);

    // Group: create.
    await expect(page.getByRole('heading', { level: 1, name: 'Group Management' })).toBeVisible();
    await page.getByRole('link', { name: 'CREATE NEW GROUP' }).click();
    await expect(page).toHaveURL(/\/group-detail\?from=%2Fgroup_mgmt$/);
    await expect(page.getByRole('button', { name: 'CREATE GROUP' })).toBeDisabled();
    await page.getByLabel('Group Name').fill(groupName);
    await page.getByLabel('Group Details').fill('Created by the sponsor journey');
    await page.getByRole('button', { name: 'CREATE GROUP' }).click();
    await expect(page).toHaveURL(/\/group_mgmt$/);
    await expect(alertWith(page, 'Successfully created/updated')).toBeVisible();
    await page.getByLabel('Search groups').fill(id);
    await expect(page.getByRole('link', { name: groupName })).toBeVisible();

    // Employee: CREATE NEW EMPLOYEE starts with CARD ALLOCATION.
    await page.goto('/emp_mgmt');
    await page.getByRole('link', { name: 'CREATE NEW EMPLOYEE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CARD ALLOCATION' })).toBeVisible();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please enter the card serial number to allocate.' }),
    ).toBeVisible();
    await page.getByLabel('Card Serial Number').fill('2000000001');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(
      alertWith(page, 'Card Number 2000000001 is already allocated to employee E1001'),
    ).toBeVisible();
    await page.getByLabel('Card Serial Number').fill(serial);
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/employee-detail\\?cardNumber=${serial}&from=%2Femp_mgmt$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Create Employee' })).toBeVisible();
    await expect(page.getByLabel('Card Number')).toHaveValue(serial);
    await page.getByLabel('First Name').fill('Jamie');
    await page.getByLabel('Last Name').fill('Journey');
    await page.getByLabel('Employee Id').fill(code);
    await page.getByLabel('Group').selectOption({ label: groupName });
    await expect(page.getByLabel('Contract')).toHaveValue(/\d+/);
    await page.getByLabel('Phone Number').fill('2125550123');
    await expect(page.getByLabel('Phone Number')).toHaveValue('+1 212 555 0123');
    await page.getByRole('button', { name: 'CREATE EMPLOYEE' }).click();
    await expect(page).toHaveURL(/\/emp_mgmt$/);
    await expect(alertWith(page, 'Successfully created/updated')).toBeVisible();

    // Find, open (the previous path travels along) and edit.
    await searchBy(page, 'employeeId', 'Employee Id', code);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(groupName);
    await expect(row).toContainText(serial);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/employee-detail\?id=\d+&from=%2Femp_mgmt$/);
    await expect(page.getByLabel('Last Name')).toHaveValue('Journey');
    await expect(page.getByRole('button', { name: 'UPDATE EMPLOYEE' })).toBeDisabled();
    await page.getByLabel('Last Name').fill('Edited');
    await page.getByRole('button', { name: 'UPDATE EMPLOYEE' }).click();
    await expect(page).toHaveURL(/\/emp_mgmt$/);
    await expect(alertWith(page, 'Successfully created/updated')).toBeVisible();
    await searchBy(page, 'employeeId', 'Employee Id', code);
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Edited');

    // The group can not go while the employee is in it.
    await page.goto('/group_mgmt');
    await searchGroups(page, id);
    await page.getByRole('checkbox', { name: `Select row ${groupName}` }).check();
    await page.getByRole('button', { name: 'REMOVE SELECTED GROUP' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(
      alertWith(
        page,
        `Group(s) ${groupName} could not be removed because employees are assigned to them`,
      ),
    ).toBeVisible();

    // Delete the employee, with the confirmation.
    await page.goto('/emp_mgmt');
    await searchBy(page, 'employeeId', 'Employee Id', code);
    await expect(page.getByRole('button', { name: 'REMOVE SELECTED EMPLOYEES' })).toBeDisabled();
    await page.getByRole('row').filter({ hasText: code }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'REMOVE SELECTED EMPLOYEES' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(
      alertWith(page, `Employee(s) Jamie Edited (${code}) removed successfully`),
    ).toBeVisible();
    await expect(page.getByText('No employees match this search.')).toBeVisible();
    // Nothing is ticked now, so the button stays disabled: focus is on its reason, not on the page.
    await expect(page.getByText('Select one or more employees to remove them.')).toBeFocused();

    // Now the empty group goes too.
    await page.goto('/group_mgmt');
    await searchGroups(page, id);
    await page.getByRole('checkbox', { name: `Select row ${groupName}` }).check();
    await page.getByRole('button', { name: 'REMOVE SELECTED GROUP' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(alertWith(page, `Group(s) ${groupName} removed successfully`)).toBeVisible();
    await expect(page.getByRole('link', { name: groupName })).toHaveCount(0);
  });

  test('searches employees (479 without a value) and opens a company card from the card list', async ({
    page,
  }) => {
    const session = await signInAs(page, SPONSOR, '/emp_mgmt');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Employee Management' }),
    ).toBeVisible();
    // The company's head count as the server has it now (another journey may be adding one).
    const all = await apiCall<{ numberOfRecords: number }>(
      page.request,
      session.token,
      '/employee/search',
      { pageNo: 1 },
    );
    expect(all.data.numberOfRecords).toBeGreaterThanOrEqual(34);
    await expect(page.getByText(`${all.data.numberOfRecords} records`)).toBeVisible();
    await page.getByLabel('Search By').selectOption('lastName');
    await page.getByRole('button', { name: 'SEARCH' }).click();
    // 479 with the field name (the kit's search bar may fall back to its built-in text).
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /Please enter (a value for )?Last Name/ })
        .first(),
    ).toBeVisible();
    await searchBy(page, 'cardNumber', 'Card Number', '2000000010');
    await expect(page.getByText('1 record', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Employee E1010/ })).toBeVisible();
    await page.getByLabel('Search By').selectOption('groupName');
    await page.getByLabel('Group Name').fill('Headquarters');
    await page.getByRole('button', { name: 'SEARCH' }).click();
    await expect(page.getByText('17 records')).toBeVisible();
    // "All Employees" takes no value: its box is disabled, and searching lists everyone again.
    await page.getByLabel('Search By').selectOption('all');
    await expect(page.getByRole('searchbox', { name: 'All Employees' })).toBeDisabled();
    await page.getByRole('button', { name: 'SEARCH' }).click();
    await expect(page.getByText(`${all.data.numberOfRecords} records`)).toBeVisible();

    await page.goto('/company_mgmt');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Company Card Management' }),
    ).toBeVisible();
    for (const header of ['Card Number', 'Profile Name', 'Status', 'Expires On']) {
      await expect(
        page.getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeVisible();
    }
    const first = page.getByRole('row').filter({ hasText: '2000000001' });
    await expect(first).toContainText('Commuter Benefit');
    await expect(first).toContainText('Active');
    await expect(first).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)/);
    await page.getByRole('link', { name: 'Card 2000000001 details' }).click();
    await expect(page).toHaveURL(/\/home\/mycard-details\?cardId=\d+$/);
    await expect(page.getByText('2000000001').first()).toBeVisible();
  });

  test('an out-of-range row amount shows 461 with the employee id and blocks SAVE TO CART', async ({
    page,
  }) => {
    await signInAs(page, SPONSOR, '/recharge/default');
    await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
    const amount = page.getByRole('textbox', { name: /^Reload Amount for .*\(E1003\)$/ });
    await amount.fill('250');
    await expect(
      page.getByText('Reload amount must be between $5.00 and $200.00 for employee E1003.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'SAVE TO CART' })).toBeDisabled();
    await expect(
      page.getByText('Correct the amount outside the allowed range to save.'),
    ).toBeVisible();
    // The blocked card's row can not be edited.
    await searchBy(page, 'employeeId', 'Employee Id', 'E1034');
    await expect(
      page.getByText('Not reloadable: Card is blocked (reported lost or stolen)'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /\(E1034\)$/ })).toHaveCount(0);
  });

  test('bulk reload of several employees goes to the cart and on to a submitted company order', async ({
    page,
  }) => {
    // Globex's sponsor: a cart no other journey fills.
    const session = await signInAs(page, SPONSOR2, '/recharge/default');
    const before = await apiCall<{ cartItems: unknown[] }>(
      page.request,
      session.token,
      '/cart/cartItems',
      {},
    );
    expect(before.status).toBe('SUCCESS');
    await expect(page.getByText('4 records')).toBeVisible();
    await page.getByRole('button', { name: 'POPULATE ALL' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Reload Amount can not be blank' }).first(),
    ).toBeVisible();
    await page
      .getByLabel(/^Reload Amount/, { exact: false })
      .first()
      .fill('12');
    await page.getByRole('button', { name: 'POPULATE ALL' }).click();
    await expect(page.getByText('4 reloads · Total $48.00')).toBeVisible();
    // One row gets its own amount.
    const g2002 = page.getByRole('textbox', { name: /\(G2002\)$/ });
    await g2002.fill('7.5');
    await expect(page.getByText('4 reloads · Total $43.50')).toBeVisible();
    await page.getByRole('button', { name: 'SAVE TO CART' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Items successfully added to cart');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user-cart$/);
    await expect(page.getByText(/Reload \$7\.50 · .* \(G2002\) · Q Card 2100000002/)).toBeVisible();
    await expect(
      page.getByText(/Reload \$12\.00 · .* \(G2001\) · Q Card 2100000001/),
    ).toBeVisible();

    await page.getByRole('button', { name: 'SUBMIT ORDER' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Success' })).toBeVisible();
    // The funds go to the employees' cards, not to a card of the sponsor's own.
    await expect(
      page.getByText('Funds may take 24 to 48 hours to appear on each reloaded card after that.'),
    ).toBeVisible();
    const orderId = Number(await page.getByTestId('order-number').textContent());
    const order = await apiCall<{
      price: number;
      orderItems: Array<{ description: string; price: number }>;
    }>(page.request, session.token, '/order/getOrdersDetails', { orderId });
    expect(order.status).toBe('SUCCESS');
    const mine = order.data.orderItems.filter((i) =>
      /\(G200[1-4]\) · Q Card 21000000/.test(i.description),
    );
    expect(mine.map((i) => i.price).sort((a, b) => a - b)).toEqual([750, 1200, 1200, 1200]);
  });

  test('sponsor data is out of reach of a patron and of another company', async ({ request }) => {
    const patron = await apiLogin(request, PATRON);
    for (const path of [
      '/employee/search',
      '/group/search',
      '/companycard/search',
      '/recharge/rechargeQCards',
    ]) {
      const res = await apiCall(request, patron.token, path, {});
      expect(res).toMatchObject({ status: 'ERROR', msgCode: '403' });
    }
    const acme = await apiLogin(request, SPONSOR);
    const globex = await apiLogin(request, SPONSOR2);
    const e1001 = await apiCall<{ data: Array<{ id: number; employeeId: string }> }>(
      request,
      acme.token,
      '/employee/search',
      { filterType: 'employeeId', filterValue: 'E1001' },
    );
    const target = e1001.data.data.find((e) => e.employeeId === 'E1001')!;
    const foreign = await apiCall(request, globex.token, '/employee/detail', { id: target.id });
    const missing = await apiCall(request, globex.token, '/employee/detail', { id: 987654321 });
    expect(foreign).toMatchObject({ status: 'ERROR', msgCode: '485' });
    expect(foreign).toEqual(missing);
    const list = await apiCall<{ data: Array<{ employeeId: string }> }>(
      request,
      globex.token,
      '/employee/search',
      { filterType: 'employeeId', filterValue: 'E1001' },
    );
    expect(list.data.data).toEqual([]);
  });
});

// "Reload one card": a sponsor finds one company card by its serial and reloads it through the
// cart. The menu keeps "Reload Q Card" highlighted on this page, and on an employee's page
// "Employee Management": a rider could not tell where they were on a page below a menu entry.
