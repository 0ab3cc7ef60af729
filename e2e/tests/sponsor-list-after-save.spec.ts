// On a company of the journey's own: back on the employee list after a create,
// the list is searched with what its controls show (not an earlier, hidden search), and the new
// employee is in it and found by its own id.
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';
import {
  addCompanyCard,
  addGroups,
  createCompanyWithEmployee,
  uniqueId,
} from '../support/journey-data';

test.describe.configure({ timeout: 120_000 });

test('after creating an employee, the list shows the search its controls show, with the new employee', async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const spare = addCompanyCard(company.sponsor.email);
  const id = uniqueId();
  const group = `Saved ${id}`;
  const code = `S-${id}`;
  addGroups(company.sponsor.email, [group]);
  await signInAs(page, company.sponsor, '/emp_mgmt');
  const rows = page.getByRole('table').getByRole('link');
  await expect(rows).toHaveText(['J1']);

  // A search the new employee will match: the company's last name.
  await page.getByLabel('Search By').selectOption('lastName');
  await page.getByLabel('Last Name', { exact: true }).fill('Commuter');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByText('1 record', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'CREATE NEW EMPLOYEE' }).click();
  await page.getByLabel('Card Serial Number').fill(spare.serial);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Employee' })).toBeVisible();
  await page.getByLabel('First Name').fill('Lee');
  await page.getByLabel('Last Name').fill('Commuter');
  await page.getByLabel('Employee Id').fill(code);
  await page.getByLabel('Group').selectOption({ label: group });
  await expect(page.getByLabel('Contract')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'CREATE EMPLOYEE' }).click();
  await expect(page).toHaveURL(/\/emp_mgmt$/);

  // The controls say the search the list answers, and the new employee is in it.
  await expect(page.getByLabel('Search By')).toHaveValue('lastName');
  await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Commuter');
  await expect(rows).toHaveText(['J1', code]);
  await expect(page.getByText('2 records', { exact: true })).toBeVisible();

  // Searching what the controls show lists the same; the new employee is found by its id.
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(rows).toHaveText(['J1', code]);
  await page.getByLabel('Search By').selectOption('employeeId');
  await page.getByLabel('Employee Id', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(rows).toHaveText([code]);

  // Back from the employee's page (a browser Back) keeps the list and its controls together too.
  await rows.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Details' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Search By')).toHaveValue('employeeId');
  await expect(page.getByLabel('Employee Id', { exact: true })).toHaveValue(code);
  await expect(rows).toHaveText([code]);
});
