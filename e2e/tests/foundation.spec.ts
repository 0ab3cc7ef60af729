// Foundation journeys: the landing page, the gallery, the language switch, each remote through
// the shell and react-dom fetched once. A remote that fails while the rest keeps working is
// remote-isolation.spec.ts's (a broken deploy state: rollout.spec.ts's).
import { expect, test, type Page } from '@playwright/test';
import { PATRON, SPONSOR, signInAs } from '../support/session';

const REACT_DOM_CLIENT_MARK = 'rendererPackageName:"react-dom"';

async function openLanding(page: Page) {
  await page.goto('/');
  // The app's page, not only the server's painted copy (whose links are plain links: a click on
  // one before the app takes over loads a new page).
  await expect(page.locator('[data-remote="mfe_auth"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();
}

test.describe('landing page', () => {
  test('shows the login panel, common questions, gallery and footer', async ({ page }) => {
    await openLanding(page);
    await expect(page).toHaveTitle('Q Card | Regional Transit Authority | Home');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel(/Username/)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Common questions' })).toBeVisible();
    for (const q of [
      'reload my Q Card',
      'payment methods',
      'value be on my card',
      'valid password',
      'discounted card',
    ]) {
      await expect(page.locator('summary', { hasText: new RegExp(q) })).toBeVisible();
    }
    // A disclosure of the browser's own: it opens from the keyboard too.
    await page.locator('summary', { hasText: /value be on my card/ }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: /value be on my card/ }).getByText(/24 to 48 hours/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Q Card news' })).toBeVisible();
    await expect(page.getByTestId('gallery-slide').locator('h2')).not.toBeEmpty();
    const footer = page.locator('footer');
    await expect(footer.getByText(/Transit Plaza/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByTestId('portal-version')).toHaveText('1.0.41');
    await expect(footer.getByLabel('Language')).toBeVisible();
  });

  test('the gallery rotates every 6 seconds and stops when paused', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    const slide = page.getByTestId('gallery-slide');
    await expect(slide).toHaveAttribute('data-index', '0');
    const firstTitle = await slide.locator('h2').textContent();
    await page.clock.runFor(6_100);
    await expect(slide).toHaveAttribute('data-index', '1');
    expect(await slide.locator('h2').textContent()).not.toBe(firstTitle);
    await page.getByTestId('gallery-toggle').click();
    await expect(page.getByTestId('gallery-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(20_000);
    await expect(slide).toHaveAttribute('data-index', '1');
  });

  test('the gallery shows only on the routes the spec names', async ({ page }) => {
    await page.goto('/user-feedback');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Q Card news' })).toHaveCount(0);
    await page.goto('/unreg-recharge');
    await expect(page.getByRole('region', { name: 'Q Card news' })).toBeVisible();
  });

  test('the language selector changes the page text and the choice persists', async ({ page }) => {
    await openLanding(page);
    await page.locator('footer').getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Recargue su Q Card en línea' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(
      page.locator('footer').getByRole('link', { name: 'Política de privacidad' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recargue su Q Card en línea' })).toBeVisible();
    await page.locator('footer').getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Reload your Q Card online' })).toBeVisible();
  });
});

// Which remote each route is served by, one row a route: the composition journeys walk these tables.
const PUBLIC_REMOTE_ROUTES = [
  ['/', 'mfe_auth'],
  ['/user-feedback', 'mfe_auth'],
  ['/unreg-recharge', 'mfe_cards'],
  ['/unreg-cart', 'mfe_cart_billing'],
] as const;
const SIGNED_IN_REMOTE_ROUTES = [
  ['/account', 'mfe_auth'],
  ['/order', 'mfe_cart_billing'],
  ['/subscribe/default', 'mfe_subscriptions'],
] as const;

test.describe('composition', () => {
  test('public routes of each remote render through the shell', async ({ page }) => {
    for (const [path, remote] of PUBLIC_REMOTE_ROUTES) {
      await page.goto(path);
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
      await expect(page.locator('footer').getByTestId('portal-version')).toHaveText('1.0.41');
    }
  });

  test('every protected route redirects to / when not logged in', async ({ page }) => {
    for (const path of [
      '/account',
      '/cards',
      '/recharge/default',
      '/subscribe/default',
      '/single-subscribe',
      '/user-cart',
      '/order',
      '/company_mgmt',
      '/group_mgmt',
      '/emp_mgmt',
      '/employee-detail',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('react-dom is downloaded exactly once per page, across remotes', async ({ page }) => {
    const reactDomLoads: string[] = [];
    // Each script's body is read as it arrives; the count is taken once every read has ended.
    const reads: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script' || !res.ok()) return;
      reads.push(
        res
          .text()
          .catch(() => '')
          .then((text) => {
            if (text.includes(REACT_DOM_CLIENT_MARK)) reactDomLoads.push(res.url());
          }),
      );
    });
    // A remote renders only once its code (and any react-dom of its own) has arrived, so when it
    // is visible every script it fetched has answered: networkidle would not wait here, the
    // document having reached it before the client-side navigation.
    const loadsOnceShown = async (remote: string) => {
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
      await Promise.all(reads);
      return [...reactDomLoads];
    };
    // One page load that shows two remotes (client-side navigation between them).
    await openLanding(page);
    await page.getByRole('link', { name: 'Reload by serial number' }).click();
    expect(await loadsOnceShown('mfe_cards')).toHaveLength(1);
    // A direct load of a third remote's page.
    reactDomLoads.length = 0;
    await page.goto('/unreg-cart');
    expect(await loadsOnceShown('mfe_cart_billing')).toHaveLength(1);
  });
});

test.describe('signed-in composition', () => {
  test('protected routes of every remote render through the shell for a patron and a sponsor', async ({
    page,
  }) => {
    await signInAs(page, PATRON, '/cards');
    await expect(page.locator('[data-remote="mfe_cards"]')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Cards' }),
    ).toBeVisible();
    for (const [path, remote] of SIGNED_IN_REMOTE_ROUTES) {
      await page.goto(path);
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    }
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, SPONSOR, '/emp_mgmt');
    await expect(page.locator('[data-remote="mfe_sponsor"]')).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Employee Management' }),
    ).toBeVisible();
  });
});
