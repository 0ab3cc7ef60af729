// CSV exports as riders and sponsors use them: the button on the screen, the
// file the browser saves, opened as a spreadsheet would (BOM, RFC 4180, formula-safe cells).
import { expect, test, type Locator } from '@playwright/test';
import { PATRON, SPONSOR, apiCall, signInAs } from '../support/session';
import {
  addEmployeeWithoutCard,
  createCompanyWithEmployee,
  createRiderWithSubscription,
} from '../support/journey-data';
import { downloadCsv } from '../support/csv';

/** A date field's day as YYYY-MM-DD: an English page shows it mm/dd/yyyy. */
async function dayIn(field: Locator): Promise<string> {
  const [month, day, year] = (await field.inputValue()).split('/');
  return `${year}-${month}-${day}`;
}

test('a rider downloads a contract’s activity for a date range, and the order history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const rider = createRiderWithSubscription();
  const card = rider.cards[1]!;
  const session = await signInAs(page, rider, '/cards');
  for (let i = 0; i < 2; i += 1)
    expect(
      (await apiCall(page.request, session.token, '/card/tap', { contractId: card.contractId }))
        .status,
    ).toBe('SUCCESS');

  await page.goto(`/contract-detail?contractId=${card.contractId}`);
  const button = page.getByRole('button', { name: 'Download activity (CSV)' });
  // A reversed range (From the day after To, which starts as today) says why the button waits.
  const today = await dayIn(page.getByLabel('To', { exact: true }));
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(tomorrow);
  await expect(button).toBeDisabled();
  await expect(page.getByText('To Date must be older than From Date').first()).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(button).toBeEnabled();
  const activity = await downloadCsv(page, button);
  expect(activity.fileName).toBe(
    `qcard-activity-${card.serial.slice(-4)}-${today}-to-${today}.csv`,
  );
  expect(activity.rows[0]).toEqual([
    'Date',
    'Type',
    'Description',
    'Amount ($)',
    'Balance before ($)',
    'Balance after ($)',
    'Order number',
  ]);
  const taps = activity.rows.slice(1).filter((r) => r[1] === 'Tap');
  expect(taps.map((r) => [r[3], r[4], r[5]])).toEqual([
    ['-1.25', '20', '18.75'],
    ['-1.25', '18.75', '17.5'],
  ]);
  await expect(
    page.getByText(`Downloaded ${activity.fileName} (${activity.rows.length - 1} row`),
  ).toBeVisible();

  // The seeded rider's order history: the range it starts with covers the orders the page lists
  // (the oldest seeded ones are months older than the seeding day), so the file holds every one of them.
  await signInAs(page, PATRON, '/order');
  await expect(page.getByRole('table').getByRole('link').nth(1)).toBeVisible();
  const listed = await page.getByRole('table').getByRole('link').allTextContents();
  expect(listed.length).toBeGreaterThan(1);
  await page.getByText('Download orders for a date range').click();
  const to = await dayIn(page.getByLabel('To', { exact: true }));
  const monthBack = new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  expect((await dayIn(page.getByLabel('From', { exact: true }))) < monthBack).toBe(true);
  const orders = await downloadCsv(
    page,
    page.getByRole('button', { name: 'Download orders (CSV)' }),
  );
  expect(orders.rows.map((r) => r[0])).toEqual(expect.arrayContaining(listed));
  expect(orders.rows[0]).toEqual([
    'Order number',
    'Date',
    'Status',
    'Amount ($)',
    'Payment',
    'Items',
  ]);
  expect(orders.rows.length).toBeGreaterThan(1);
  expect(orders.rows.slice(1).every((r) => /^\d+$/.test(r[0] ?? ''))).toBe(true);
  expect(orders.rows.slice(1).some((r) => / ending \d{4}$/.test(r[4] ?? ''))).toBe(true);
});

test('a sponsor downloads the employees (formula-safe), the company cards and a bulk reload’s result', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const company = createCompanyWithEmployee();
  addEmployeeWithoutCard(company.sponsor.email, {
    code: 'J9',
    first: '=HYPERLINK("http://evil.example","x")',
    last: '@Home, Jr.',
  });
  await signInAs(page, company.sponsor, '/emp_mgmt');
  const employees = await downloadCsv(
    page,
    page.getByRole('button', { name: 'Download employees (CSV)' }),
  );
  expect(employees.fileName).toMatch(/^qcard-employees-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(employees.rows[0]?.slice(0, 5)).toEqual([
    'Employee ID',
    'First name',
    'Last name',
    'Group',
    'Card number',
  ]);
  expect(employees.rows.find((r) => r[0] === 'J1')?.slice(1, 5)).toEqual([
    'Kim',
    'Commuter',
    '',
    company.employee.serial,
  ]);
  // A spreadsheet shows these as text; it does not run them.
  expect(employees.rows.find((r) => r[0] === 'J9')?.slice(1, 3)).toEqual([
    '\'=HYPERLINK("http://evil.example","x")',
    "'@Home, Jr.",
  ]);

  await page.goto('/company_mgmt');
  const cards = await downloadCsv(
    page,
    page.getByRole('button', { name: 'Download company cards (CSV)' }),
  );
  expect(cards.rows[0]).toEqual([
    'Card number',
    'Profile',
    'Status',
    'Expires on',
    'Employee ID',
    'Employee',
  ]);
  expect(cards.rows.slice(1)).toEqual([
    [
      company.employee.serial,
      'Adult',
      expect.any(String),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'J1',
      'Kim Commuter',
    ],
  ]);

  // The demo company's first order: its result, row by row.
  const session = await signInAs(page, SPONSOR, '/order');
  // A settled order of the company (journeys beside this one add orders that may be mid-payment).
  const list = await apiCall<{ data: Array<{ orderId: number; status: string }> }>(
    page.request,
    session.token,
    '/order/search',
    { filterType: 'status', filterValue: 'Honoured' },
  );
  let order: { orderId: number; orderItems: unknown[] } | undefined;
  for (const row of list.data.data) {
    const res = await apiCall<{ orderId: number; orderItems: unknown[] }>(
      page.request,
      session.token,
      '/order/getOrdersDetails',
      { orderId: row.orderId },
    );
    if (res.status === 'SUCCESS' && res.data.orderItems.length > 0) {
      order = res.data;
      break;
    }
  }
  expect(order).toBeDefined();
  if (!order) return;
  await page.goto(`/order-detail?orderId=${order.orderId}`);
  const result = await downloadCsv(
    page,
    page.getByRole('button', { name: 'Download the result (CSV)' }),
  );
  expect(result.fileName).toBe(`qcard-bulk-reload-${order.orderId}.csv`);
  expect(result.rows[0]).toEqual([
    'Employee ID',
    'Employee',
    'Card number',
    'Description',
    'Amount ($)',
    'Status',
  ]);
  expect(result.rows.length - 1).toBe(order.orderItems.length);
});
