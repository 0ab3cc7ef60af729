// axe-core on every route of SPEC section 2, for anonymous, patron and sponsor, at 375 px and
// desktop widths: no serious or critical violation.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { PATRON, SPONSOR, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';

const PUBLIC_ROUTES = [
  '/',
  '/forgot-password',
  '/reset-link',
  '/sign-up',
  '/unreg-recharge',
  '/user-feedback',
  '/unreg-cart',
];
const PATRON_ROUTES = [
  '/account',
  '/cards',
  '/recharge/default',
  '/subscribe/default',
  '/single-subscribe',
  '/user-cart',
  '/order',
];
const SPONSOR_ROUTES = [
  '/company_mgmt',
  '/emp_mgmt',
  '/group_mgmt',
  '/create-employee',
  '/group-detail',
  '/recharge/default',
  '/subscribe/default',
  '/order',
];

const WIDTHS = [375, 1280];

async function settle(page: Page) {
  await expect(page.locator('[data-remote] h1, [data-remote-fallback]').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  // Let loading states finish.
  await expect(page.locator('.qc-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Each route loaded once and checked whole at every width (the page is resized, as a rider
 * turning a tablet would): its serious violations, named with the route and the width.
 */
async function violationsOn(page: Page, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of routes) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      found.push(...(await seriousViolations(page)).map((v) => `${path} at ${width}px: ${v}`));
    }
  }
  return found;
}

test.describe(`at ${WIDTHS.join(' and ')} px`, () => {
  // axe is injected as a script; the portal's CSP (tested elsewhere) would block it.
  test.use({ bypassCSP: true });
  // Up to eight pages a test, each checked whole at two widths (the sponsor tables hold 25 rows
  // of inputs): a busy two-core machine needs more than the default minute.
  // The four read the same data as different riders, so they can run side by side.
  test.describe.configure({ timeout: 200_000, mode: 'parallel' });

  test('public pages have no serious accessibility violation', async ({ page }) => {
    expect(await violationsOn(page, PUBLIC_ROUTES)).toEqual([]);
  });

  test('patron pages have no serious accessibility violation', async ({ page }) => {
    await signInAs(page, PATRON, '/account');
    expect(await violationsOn(page, PATRON_ROUTES)).toEqual([]);
  });

  // Names and labels are written per language; a Spanish one can drift from what it shows. A
  // rider of its own: the language picked while signed in is kept on the account.
  test('patron pages in Spanish have no serious accessibility violation', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('qcard.lang', 'es'));
    const rider = createRiderWithSubscription();
    await signInAs(page, rider, '/account');
    expect(
      await violationsOn(page, [
        ...PATRON_ROUTES,
        `/home/mycard-details?cardId=${rider.cards[0]?.cardId}`,
      ]),
    ).toEqual([]);
  });

  test('sponsor pages have no serious accessibility violation', async ({ page }) => {
    await signInAs(page, SPONSOR, '/emp_mgmt');
    expect(await violationsOn(page, SPONSOR_ROUTES)).toEqual([]);
  });
});

test.describe('the checker', () => {
  test.use({ bypassCSP: true });
  test('finds a planted violation, so the journeys above can fail', async ({ page }) => {
    await page.goto('/user-feedback');
    await settle(page);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.innerHTML = '<svg width="10" height="10"></svg>';
      document.querySelector('main')?.appendChild(button);
    });
    const found = await seriousViolations(page);
    expect(found.join('\n')).toMatch(/button-name/);
  });
});
