// Sponsor alerts on a company of the journey's own: on the sponsor screens only the latest
// outcome stays in the alert area (a refusal gives way to the card field's reason, a removal to
// the save before it), and REMOVE SELECTED GROUP asks first, as employee removal does.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import {
  addCompanyCard,
  addGroups,
  createCompanyWithEmployee,
  uniqueId,
} from '../support/journey-data';

const alerts = (page: Page) => page.locator('.shell-alerts .qc-alert');

/** The alert area shows exactly these alerts (each also has its icon's words and a close button). */
async function expectOnlyAlerts(page: Page, texts: string[]) {
  await expect(alerts(page)).toHaveText(
    texts.map((t) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );
}

test.describe.configure({ timeout: 120_000 });

test('after an allocation refusal and a save, then a removal, the alert area says only the latest', async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const spare = addCompanyCard(company.sponsor.email);
  const id = uniqueId();
  const group = `Alerts ${id}`;
  const code = `A-${id}`;
  addGroups(company.sponsor.email, [group]);
  await signInAs(page, company.sponsor, '/emp_mgmt');

  await page.getByRole('link', { name: 'CREATE NEW EMPLOYEE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CARD ALLOCATION' })).toBeVisible();
  const serial = page.getByLabel('Card Serial Number');
  await serial.fill(company.employee.serial);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expectOnlyAlerts(page, [
    `Card Number ${company.employee.serial} is already allocated to employee J1`,
  ]);
  // The field's own reason answers the next CONTINUE: the refusal of the other card is over.
  await serial.fill('12');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByTestId('field-error')).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);

  await serial.fill(spare.serial);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Employee' })).toBeVisible();
  await page.getByLabel('First Name').fill('Alex');
  await page.getByLabel('Last Name').fill('Alerts');
  await page.getByLabel('Employee Id').fill(code);
  await page.getByLabel('Group').selectOption({ label: group });
  await expect(page.getByLabel('Contract')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'CREATE EMPLOYEE' }).click();
  await expect(page).toHaveURL(/\/emp_mgmt$/);
  await expectOnlyAlerts(page, ['Successfully created/updated']);

  // Remove the new employee from a search for it: the list left empty says so in the table, and
  // neither "No records found." nor the save's alert stands beside the removal's result.
  await page.getByLabel('Search By').selectOption('employeeId');
  await page.getByLabel('Employee Id', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'SEARCH' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'REMOVE SELECTED EMPLOYEES' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No employees match this search.')).toBeVisible();
  await expectOnlyAlerts(page, [`Employee(s) Alex Alerts (${code}) removed successfully`]);
});

test('REMOVE SELECTED GROUP asks first: No keeps the group, Yes removes it', async ({ page }) => {
  const company = createCompanyWithEmployee();
  const id = uniqueId();
  const [kept, other] = [`Kept ${id}`, `Other ${id}`];
  addGroups(company.sponsor.email, [kept, other]);
  await signInAs(page, company.sponsor, '/group_mgmt');

  await page.getByRole('checkbox', { name: `Select row ${kept}` }).check();
  const remove = page.getByRole('button', { name: 'REMOVE SELECTED GROUP' });
  // By keyboard, as a screen-reader user would: the dialog takes focus and says what it asks.
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete?');
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(page.getByRole('link', { name: kept })).toBeVisible();
  await expect(alerts(page)).toHaveCount(0);

  await remove.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expectOnlyAlerts(page, [`Group(s) ${kept} removed successfully`]);
  await expect(page.getByRole('link', { name: kept })).toHaveCount(0);
  await expect(page.getByRole('link', { name: other })).toBeVisible();
});
