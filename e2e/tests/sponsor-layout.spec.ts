// Sponsor screens at a phone's and a desktop's width, in English and Spanish: Order History's
// Search By shows its longest choice whole, its date filters follow the page's language (not the
// browser's), and a bulk reload row's amount box keeps its width and place when the row shows
// its message. Screenshots of each screen are attached to the run's results.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import { createCompanyWithEmployee } from '../support/journey-data';

test.describe.configure({ timeout: 120_000 });

/** How wide the select is, and how wide it would be to show its longest choice whole. */
async function selectWidths(select: Locator): Promise<{ has: number; needs: number }> {
  return select.evaluate((el) => {
    const probe = el.cloneNode(true) as HTMLSelectElement;
    Object.assign(probe.style, { width: 'auto', position: 'absolute', visibility: 'hidden' });
    el.parentElement?.appendChild(probe);
    const needs = probe.getBoundingClientRect().width;
    probe.remove();
    return { has: el.getBoundingClientRect().width, needs };
  });
}

/** Where the amount box is in its row (the page may scroll, an alert may push the table down). */
async function boxInRow(row: Locator, amount: Locator) {
  const [r, a] = await Promise.all([row.boundingBox(), amount.boundingBox()]);
  expect(r && a).toBeTruthy();
  return {
    x: Math.round((a?.x ?? 0) - (r?.x ?? 0)),
    y: Math.round((a?.y ?? 0) - (r?.y ?? 0)),
    width: Math.round(a?.width ?? 0),
  };
}

/** Types a reload amount that breaks the row's bounds; the amount box neither moves nor widens. */
async function rowErrorKeepsTheBox(page: Page, name: string, shot: string) {
  await page.goto('/recharge/default');
  const row = page.locator('tbody tr', { hasText: 'J1' });
  const amount = row.getByRole('textbox');
  await expect(amount).toBeVisible();
  const before = await boxInRow(row, amount);
  await amount.click();
  await amount.pressSequentially('-30');
  await amount.press('Tab');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByRole('alert')).toBeVisible();
  const after = await boxInRow(row, amount);
  expect
    .soft(after, `${name}: the amount box in its row, before and with the row's message`)
    .toEqual(before);
  await row.screenshot({ path: test.info().outputPath(`${shot}.png`) });
}

async function searchByFits(page: Page, label: string, shot: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select).toBeVisible();
  const { has, needs } = await selectWidths(select);
  expect
    .soft(has, `${label} is ${has}px wide, its longest choice needs ${needs}px`)
    .toBeGreaterThanOrEqual(needs - 0.5);
  await page.getByRole('search').screenshot({ path: test.info().outputPath(`${shot}.png`) });
}

for (const width of [375, 1280]) {
  test(`at ${width} px: Search By shows its longest choice, dates follow the page language, a row's error keeps its amount box`, async ({
    page,
  }) => {
    const company = createCompanyWithEmployee();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, company.sponsor, '/order');

    await searchByFits(page, 'Search By', `order-search-en-${width}`);
    const from = page.getByLabel('From Date');
    await from.click();
    await from.pressSequentially('03142026');
    await expect.soft(from).toHaveValue('03/14/2026');
    await rowErrorKeepsTheBox(page, 'English', `reload-row-en-${width}`);

    await page.goto('/order');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await searchByFits(page, 'Buscar por', `order-search-es-${width}`);
    await page.getByLabel('Buscar por', { exact: true }).selectOption('orderNumber');
    const desde = page.getByLabel('Fecha desde');
    // The browser is English; the page is Spanish: the day is typed and shown dd/mm/aaaa.
    await expect.soft(desde).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await desde.click();
    await desde.pressSequentially('14032026');
    await expect.soft(desde).toHaveValue('14/03/2026');
    await page
      .getByRole('search')
      .screenshot({ path: test.info().outputPath(`order-dates-es-${width}.png`) });
    await rowErrorKeepsTheBox(page, 'Spanish', `reload-row-es-${width}`);
  });
}
