// A rider's signed-in pages paint before their scripts (docs/performance.md "A rider's
// pages painted too"): the server sends the shell's signed-in frame (header, menu, the page's
// header and "Loading…"), shown only to a browser holding a rider's session, with the rider's
// name written in by a small script; a visitor or a sponsor sees nothing of it. A sponsor's own
// pages likewise get the sponsor's frame, which a rider never sees. With scripts the app takes
// the frame over without an error and without moving it (CLS at most 0.02).
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { layoutShift, watchConsoleProblems, watchLayoutShift } from '../support/page-watch';
import { PATRON, SPONSOR, apiCall, apiLogin } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';

/** A browser whose script files are all refused: what is on screen is the server's HTML and its inline scripts. */
async function scriptFilesRefused(
  browser: Browser,
  who: typeof PATRON | null,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; user: Record<string, unknown> | null }> {
  const context = await browser.newContext({ viewport });
  let user: Record<string, unknown> | null = null;
  if (who) {
    const session = await apiLogin(context.request, who);
    user = session.user;
    await context.addInitScript(
      ([token, stored]) => {
        localStorage.setItem('qcard.token', token as string);
        localStorage.setItem('qcard.user', JSON.stringify(stored));
      },
      [session.token, session.user] as const,
    );
  }
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  return { context, user };
}

test.describe('before any script file', () => {
  test("a rider sees the menu with their name and the page's header at once, on a desktop", async ({
    browser,
  }) => {
    const { context, user } = await scriptFilesRefused(browser, PATRON);
    const page = await context.newPage();
    await page.goto('/cards');
    await expect(page.locator('html')).toHaveClass(/qc-rider/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible();
    await expect(
      page.getByText('Balances may take 24 to 48 hours to show value added online.'),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/Loading/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByTestId('menu-user-name')).toHaveText(
      `${String(user?.firstName)} ${String(user?.lastName)}`,
    );
    await expect(menu.getByRole('link', { name: 'My Cards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Nothing of a visitor's page.
    await expect(page.getByRole('region', { name: 'Sign in' })).toHaveCount(0);
    await context.close();
  });

  test('on a phone the menu is behind its button, and the order history and subscriptions show their headers', async ({
    browser,
  }) => {
    const { context } = await scriptFilesRefused(browser, PATRON, { width: 375, height: 812 });
    const page = await context.newPage();
    await page.goto('/order');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    // A path with a parameter, at the address the menu opens.
    await page.goto('/subscribe/default');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    await context.close();
  });

  test("the cart's header comes in the mode the cart opens in: Cart with a reload in it, REVIEW AND ORDER without", async ({
    browser,
  }) => {
    const rider = createRiderWithSubscription();
    const { context } = await scriptFilesRefused(browser, rider, { width: 375, height: 812 });
    const page = await context.newPage();
    const session = await apiLogin(context.request, rider);
    // Nothing in the cart yet: it opens in View.
    await page.goto('/user-cart');
    await expect(page.getByRole('heading', { level: 1, name: 'REVIEW AND ORDER' })).toBeVisible();
    await expect(page.getByText('Check the items, then submit your order.')).toBeVisible();
    // A reload in it: it opens in Edit.
    const added = await apiCall(context.request, session.token, '/cart/addRechargeCard', {
      contractid: rider.cards[1]?.contractId,
      rechargevalue: 1000,
    });
    expect(added.status).toBe('SUCCESS');
    await page.goto('/user-cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'REVIEW AND ORDER' })).toHaveCount(0);
    await context.close();
  });

  test("the account page's gallery is painted with its buttons inert until the app takes over", async ({
    browser,
  }) => {
    const { context } = await scriptFilesRefused(browser, PATRON, { width: 375, height: 812 });
    const page = await context.newPage();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Reload online' })).toBeVisible();
    await expect(page.locator('.shell-gallery__controls')).toHaveAttribute('inert', '');
    await context.close();
  });

  test('in Spanish for a rider who chose Español', async ({ browser }) => {
    const { context } = await scriptFilesRefused(browser, PATRON);
    const { baseURL } = test.info().project.use;
    await context.addCookies([{ name: 'qcard_lang', value: 'es', url: String(baseURL) }]);
    const page = await context.newPage();
    await page.goto('/cards');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis tarjetas' })).toBeVisible();
    await context.close();
  });

  test("a sponsor sees the sponsor's menu with their name and Employee Management's header, on a desktop; the menu's button on a phone", async ({
    browser,
  }) => {
    const { context, user } = await scriptFilesRefused(browser, SPONSOR);
    const page = await context.newPage();
    await page.goto('/emp_mgmt');
    await expect(page.locator('html')).toHaveClass(/qc-sponsor/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Employee Management' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/Loading/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByTestId('menu-user-name')).toHaveText(
      `${String(user?.firstName)} ${String(user?.lastName)}`,
    );
    await expect(menu.getByRole('link', { name: 'Employee Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Company Card Management' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Cards' })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    // A page whose header the shell does not know: the frame with "Loading…" in the page's place.
    await page.goto('/group_mgmt');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/Loading/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await context.close();
  });

  for (const [who, account, frame, path, heading] of [
    ['a visitor without a session', null, "the sponsor's", '/emp_mgmt', 'Employee Management'],
    [
      'a rider (whose menu is another)',
      PATRON,
      "the sponsor's",
      '/emp_mgmt',
      'Employee Management',
    ],
    ['a visitor without a session', null, "the rider's", '/cards', 'My Cards'],
    ['a sponsor (whose menu is another)', SPONSOR, "the rider's", '/cards', 'My Cards'],
  ] as const) {
    test(`${who} sees nothing of ${frame} frame`, async ({ browser }) => {
      const { context } = await scriptFilesRefused(browser, account);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
      await expect(page.locator('#root .shell')).toBeHidden();
      await expect(page.getByRole('heading', { name: heading })).toBeHidden();
      await context.close();
    });
  }
});

test.describe('with scripts', () => {
  // As in a rider's browser: the portal's service worker registers after the page has loaded.
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ page }) => watchLayoutShift(page));

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    for (const [path, remote, heading, account] of [
      ['/cards', 'mfe_cards', 'My Cards', PATRON],
      ['/order', 'mfe_cart_billing', 'Order History', PATRON],
      ['/subscribe/default', 'mfe_subscriptions', 'Subscriptions', PATRON],
      // A rider of its own: the demo rider's cart is shared with journeys that fill it (then it opens in Edit).
      ['/user-cart', 'mfe_cart_billing', 'REVIEW AND ORDER', null],
      ['/emp_mgmt', 'mfe_sponsor', 'Employee Management', SPONSOR],
      ['/company_mgmt', 'mfe_sponsor', 'Company Card Management', SPONSOR],
      ['/group_mgmt', 'mfe_sponsor', 'Group Management', SPONSOR],
    ] as const) {
      test(`at ${viewport.width} px the app takes ${path} over without an error or a shift`, async ({
        page,
      }) => {
        const problems = watchConsoleProblems(page);
        await page.setViewportSize(viewport);
        const session = await apiLogin(page.request, account ?? createRiderWithSubscription());
        await page.addInitScript(
          ([token, user]) => {
            localStorage.setItem('qcard.token', token as string);
            localStorage.setItem('qcard.user', JSON.stringify(user));
          },
          [session.token, session.user] as const,
        );
        await page.goto(path);
        await expect(
          page
            .locator(`[data-remote="${remote}"]`)
            .getByRole('heading', { level: 1, name: heading }),
        ).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[data-prerendered]')).toHaveCount(0);
        // Hydrated (a mismatch would be a console error below), but for the cart's frame, whose
        // header its own early call shows: that one is rendered afresh.
        if (path === '/user-cart')
          await expect(page.locator('#root')).not.toHaveAttribute('data-painted-frame', /.+/);
        else
          await expect(page.locator('#root')).toHaveAttribute(
            'data-painted-frame',
            account === SPONSOR ? 'sponsor' : 'rider',
          );
        await page.waitForTimeout(1000);
        const cls = await layoutShift(page);
        expect(cls).toBeLessThanOrEqual(0.02);
        expect(problems).toEqual([]);
      });
    }
  }

  test("a visitor opening a rider's page is sent to the login, never shown the frame", async ({
    page,
  }) => {
    await page.goto('/cards');
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

// Service workers stay off here (as in remote-isolation.spec.ts): a request the portal's worker
// makes would not pass through the page's routes, so the refused files would still arrive.
test.describe("a remote's files refused", () => {
  for (const [path, folder, remote, account] of [
    ['/cards', 'mfe-cards', 'mfe_cards', PATRON],
    ['/emp_mgmt', 'mfe-sponsor', 'mfe_sponsor', SPONSOR],
  ] as const) {
    test(`opened by its address with ${remote}'s files refused, ${path}'s frame gives way to the fallback with Retry`, async ({
      page,
    }) => {
      const session = await apiLogin(page.request, account);
      await page.addInitScript(
        ([token, user]) => {
          localStorage.setItem('qcard.token', token as string);
          localStorage.setItem('qcard.user', JSON.stringify(user));
        },
        [session.token, session.user] as const,
      );
      await page.route(`**/apps/${folder}/**`, (route) => route.abort());
      await page.goto(path);
      const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      // The rest of the frame is the app's now: the menu still works.
      await expect(
        page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: 'Account Settings' }),
      ).toBeVisible();
    });
  }
});
