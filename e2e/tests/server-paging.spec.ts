// One server-paging contract: sorting a server-paged table asks the API for
// the whole list in that order, so page 2 continues page 1's order. Acme has 34 employees, so
// with 25 a page the list has two pages. Other journeys may add or remove Acme employees at the
// same time, so this one checks the order itself, not a fixed list of names.
import { expect, test } from '@playwright/test';
import { SPONSOR, signInAs } from '../support/session';

test('sorting the employee table by Last Name sorts the whole company; page 2 follows page 1', async ({
  page,
}) => {
  await signInAs(page, SPONSOR, '/emp_mgmt');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const lastNames = () => table.locator('td[data-label="Last Name"]').allTextContents();
  const header = table.getByRole('columnheader', { name: /Last Name/ });

  // Ascending, then descending: each click is a request to the API with the order.
  const asc = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/employee/search') &&
      r.postDataJSON()?.sortBy === 'lastName' &&
      r.postDataJSON()?.sortDir === 'asc',
  );
  await header.getByRole('button').click();
  await asc;
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const desc = page.waitForRequest(
    (r) => r.url().endsWith('/api/employee/search') && r.postDataJSON()?.sortDir === 'desc',
  );
  await header.getByRole('button').click();
  expect((await desc).postDataJSON()).toMatchObject({
    sortBy: 'lastName',
    sortDir: 'desc',
    pageNo: 1,
  });
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  // Page 1 of the whole list in descending order: it starts with the company's last name that sorts last.
  await expect.poll(async () => (await lastNames())[0]).toBe('Turner');
  const page1 = await lastNames();
  expect(page1).toEqual([...page1].sort().reverse());

  const second = page.waitForRequest(
    (r) => r.url().endsWith('/api/employee/search') && r.postDataJSON()?.pageNo === 2,
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  expect((await second).postDataJSON()).toMatchObject({ sortBy: 'lastName', sortDir: 'desc' });
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(async () => (await lastNames()).join()).not.toBe(page1.join());
  const page2 = await lastNames();
  expect(page2).toEqual([...page2].sort().reverse());
  // Page 2 continues page 1: nothing on it sorts before the end of page 1.
  expect(page2[0]! <= page1[page1.length - 1]!).toBe(true);
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  // A column the API does not sort by offers no sort button.
  await expect(
    table.getByRole('columnheader', { name: 'Contract' }).getByRole('button'),
  ).toHaveCount(0);
});
