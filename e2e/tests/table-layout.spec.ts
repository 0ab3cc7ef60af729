// Every table fits the page at 1280 px (nothing to scroll sideways: the sponsor subscription
// table had its Delete column outside), and at 375 px rows become cards within the screen
// (issue 18, item 12).
import { expect, test, type Page } from '@playwright/test';
import { PATRON, SPONSOR, signInAs } from '../support/session';

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
  return page.locator('.qc-table-scroll').evaluateAll((frames) =>
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
      for (const f of frames) expect(f.scrollWidth, `${path}: the table is wider than its frame`).toBeLessThanOrEqual(f.clientWidth + 1);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(width);
    }
  });
}
