// Every table fits the page at 1280 px (nothing to scroll sideways: the sponsor subscription
// table had its Delete column outside), and at 375 px rows become cards within the screen.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, SPONSOR, apiCall, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';

const PAGES = [
  { who: SPONSOR, path: '/subscribe/default' },
  { who: SPONSOR, path: '/emp_mgmt' },
  { who: SPONSOR, path: '/company_mgmt' },
  { who: SPONSOR, path: '/recharge/default' },
  { who: SPONSOR, path: '/group_mgmt' },
  { who: PATRON, path: '/order' },
];

async function tableFrames(page: Page, path: string) {
  await expect(page.locator('.qc-table tbody tr').first(), path).toBeVisible();
  return page
    .locator('.qc-table-scroll')
    .evaluateAll((frames) =>
      frames.map((f) => ({ scrollWidth: f.scrollWidth, clientWidth: f.clientWidth })),
    );
}

for (const width of [1280, 375]) {
  test(`tables fit a ${width} px screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const { who, path } of PAGES) {
      await signInAs(page, who, path);
      const frames = await tableFrames(page, path);
      expect(frames.length, path).toBeGreaterThan(0);
      for (const f of frames)
        expect(f.scrollWidth, `${path}: the table is wider than its frame`).toBeLessThanOrEqual(
          f.clientWidth + 1,
        );
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(width);
    }
  });
}

test('a table caption shown on the page spans its card at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const session = await signInAs(page, PATRON, '/order');
  const orders = await apiCall<{ data: Array<{ orderId: number }> }>(
    page.request,
    session.token,
    '/order/search',
    {},
  );
  const orderId = orders.data.data[0]?.orderId;
  expect(orderId, 'the rider has an order').toBeDefined();
  await page.goto(`/order-detail?orderId=${orderId}`);
  const caption = page.locator('.qc-table__caption');
  await expect(caption).toHaveText('Order items');
  // It read "Order / items" on two lines in a box of its own, as narrow as its longest word.
  const [frame, box] = await Promise.all([
    page.locator('.qc-table-scroll').boundingBox(),
    caption.boundingBox(),
  ]);
  expect(frame && box, 'the caption and its frame are on the page').toBeTruthy();
  expect(box!.width, 'the caption spans its frame').toBeGreaterThanOrEqual(frame!.width - 4);
  const lineHeight = await caption.evaluate(
    (el) => parseFloat(getComputedStyle(el).lineHeight) || 20,
  );
  const padding = await caption.evaluate(
    (el) =>
      parseFloat(getComputedStyle(el).paddingTop) + parseFloat(getComputedStyle(el).paddingBottom),
  );
  expect(box!.height - padding, 'the caption fits on one line').toBeLessThan(lineHeight * 1.5);
});

// An editable cell is the narrow cell input whichever stylesheet a chunk loads last: on a direct
// load of the sponsor subscriptions at 375 px "Max. / month" took the kit's full-width input
// (160 px) beside the 76 px money inputs of the same row, because forms.css came after table.css.
for (const width of [1280, 375]) {
  test(`the editable cells of a row share the cell width at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, SPONSOR, '/subscribe/default');
    const row = page
      .locator('.qc-table tbody tr')
      .filter({ has: page.locator('.qc-input--cell') })
      .first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    const widths = await row
      .locator('.qc-input--cell')
      .evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect().width));
    expect(widths.length, 'the row has its three editable values').toBe(3);
    for (const w of widths) expect(w, `cell widths ${widths.join(', ')}`).toBeLessThanOrEqual(82);
  });
}

// At 375 px a row is a card and the table's header (with its column names) is clipped: the row's
// checkbox stood alone at the top of each card. It now says "Select" beside it, and the word is
// part of the tap target. At 1280 px the column says it and the word is not drawn.
test('a row’s checkbox says what it does on a phone, and its word selects the row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signInAs(page, SPONSOR, '/emp_mgmt');
  const row = page
    .locator('.qc-table tbody tr')
    .filter({ has: page.locator('input[type="checkbox"]:enabled') })
    .first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const word = row.locator('.qc-table__select-text');
  await expect(word).toBeVisible();
  await expect(word).toHaveText('Select');
  const box = row.getByRole('checkbox');
  await expect(box).toHaveAccessibleName(/^Select row /);
  await word.click();
  await expect(box).toBeChecked();
  await expect(row).toHaveAttribute('aria-selected', 'true');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(word).toBeHidden();
  await expect(box).toBeVisible();
});

// A column's filter box (contract activity: Activity Description). At 375 px the header that
// names the column is clipped, and the box stood unlabelled in a row card padded out by one blank
// line per column without a filter; at 1280 px it was an editable cell's 80 px. The page's three
// cards also touched.
test('a column filter says what it filters on a phone, takes only its own line, and filters', async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  const card = rider.cards[1]!;
  const session = await signInAs(page, rider, '/cards');
  expect(
    (await apiCall(page.request, session.token, '/card/tap', { contractId: card.contractId }))
      .status,
  ).toBe('SUCCESS');

  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/contract-detail?contractId=${card.contractId}`);
  const filter = page.getByRole('searchbox', { name: 'Filter ACTIVITY DESCRIPTION' });
  await expect(filter).toBeVisible();
  const label = page.locator('.qc-table__filter-text');
  await expect(label).toBeVisible();
  await expect(label).toHaveText('Filter ACTIVITY DESCRIPTION');
  const [rowBox, labelBox, inputBox] = await Promise.all([
    page.locator('.qc-table__filters').boundingBox(),
    label.boundingBox(),
    filter.boundingBox(),
  ]);
  expect(labelBox!.y + labelBox!.height, 'the words come before the box').toBeLessThanOrEqual(
    inputBox!.y,
  );
  expect(
    rowBox!.height,
    'the filter row holds its label and box, no blank lines',
  ).toBeLessThanOrEqual(inputBox!.y + inputBox!.height - rowBox!.y + 20);
  expect(inputBox!.width, 'the box spans the card').toBeGreaterThan(250);

  const cards = await page
    .locator('main section > .qc-stack > .qc-card')
    .evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
    );
  expect(cards.length).toBe(3);
  for (let i = 1; i < cards.length; i += 1)
    expect(cards[i]!.top - cards[i - 1]!.bottom, 'the cards stand apart').toBeGreaterThanOrEqual(
      12,
    );

  const rows = page.locator('.qc-table tbody tr');
  await expect(rows).toHaveCount(1);
  await filter.fill('reload');
  await expect(rows).toHaveCount(1);
  await expect(
    rows.first(),
    'a filter that hides every row says so, not that there is no activity',
  ).toHaveText('No rows match your search or filter.');
  await filter.fill('fare');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Fare paid $1.25');
  // A tap bills nothing: its card leaves out "BILLED" rather than showing the name alone.
  const billed = rows.first().locator('td[data-label="BILLED"]');
  await expect(billed).toBeHidden();
  await expect(rows.first().locator('td[data-label="BALANCE($)"]')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(label).toBeHidden();
  await expect(billed, 'the table keeps its column').toBeVisible();
  expect(
    (await filter.boundingBox())!.width,
    'the box is wide enough for a few words',
  ).toBeGreaterThanOrEqual(150);
});

// An empty table's message is centred in its card on a phone too (it sat at the card's left).
test('an empty table’s message is centred at 375 px', async ({ page }) => {
  const rider = createRiderWithSubscription();
  await page.setViewportSize({ width: 375, height: 900 });
  await signInAs(page, rider, '/order');
  const cell = page.getByRole('cell', { name: 'No orders yet' });
  await expect(cell).toBeVisible();
  const gaps = await cell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    const text = range.getBoundingClientRect();
    const box = td.getBoundingClientRect();
    return { left: text.left - box.left, right: box.right - text.right };
  });
  expect(
    Math.abs(gaps.left - gaps.right),
    `text ${gaps.left} px from the left, ${gaps.right} px from the right`,
  ).toBeLessThan(4);
});
