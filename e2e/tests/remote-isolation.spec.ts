// A dead remote costs only its own area. For every remote R, with R's files blocked: the public
// pages and the login of the others work, a page of another remote opens, the menu still lists
// R's entries, R's routes show the fallback, and Retry brings R back once its files are there.
// Then each way a remote can be dead (no answer at all, a 404 manifest, a server that never
// answers, broken JavaScript); a deploy state naming a missing version is rollout.spec.ts's. Every remote goes through the same slot and
// Module Federation runtime, so each way is one journey, on a different remote each (every remote
// is also blocked above): the slot's timer, its error and its Retry are the shell's, not a remote's.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, SPONSOR, signInAs } from '../support/session';
import { logInThroughForm } from '../support/login-form';

type RemoteCase = {
  name: string;
  folder: string;
  /** A route of R, reached from the menu entry `menu`. */
  route: string;
  menu: string;
  who: typeof PATRON;
};

const REMOTES: RemoteCase[] = [
  {
    name: 'mfe_auth',
    folder: 'mfe-auth',
    route: '/account',
    menu: 'Account Settings',
    who: PATRON,
  },
  { name: 'mfe_cards', folder: 'mfe-cards', route: '/cards', menu: 'My Cards', who: PATRON },
  {
    name: 'mfe_cart_billing',
    folder: 'mfe-cart-billing',
    route: '/order',
    menu: 'Order History',
    who: PATRON,
  },
  {
    name: 'mfe_subscriptions',
    folder: 'mfe-subscriptions',
    route: '/subscribe/default',
    menu: 'Subscription',
    who: PATRON,
  },
  {
    name: 'mfe_sponsor',
    folder: 'mfe-sponsor',
    route: '/emp_mgmt',
    menu: 'Employee Management',
    who: SPONSOR,
  },
];

/** Another remote's signed-in page, reached from the menu, for the journey about R. */
function otherThan(r: RemoteCase): RemoteCase {
  // A sponsor's menu has no My Cards; Order History (mfe-cart-billing) is on both menus.
  return r.name === 'mfe_cards' || r.who === SPONSOR ? REMOTES[2]! : REMOTES[1]!;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const fallbackOf = (page: Page, r: RemoteCase) =>
  page.locator(`[data-remote-fallback="${r.name}"]`);
const areaOf = (page: Page, name: string) => page.locator(`[data-remote="${name}"]`);

function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Block every file of R (manifest, entry, chunks) until the returned function is called. */
async function blockRemote(page: Page, r: RemoteCase): Promise<() => Promise<void>> {
  const pattern = `**/apps/${r.folder}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}

test.describe("with one remote's files blocked, everything else works", () => {
  for (const r of REMOTES.filter((x) => x.name !== 'mfe_auth')) {
    test(`${r.name} down: public pages, login, another remote, the menu and ${r.name}'s fallback with Retry`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = trackPageErrors(page);
      const unblock = await blockRemote(page, r);

      // Public pages of mfe-auth: the login page, forgot password, reset password.
      await page.goto('/forgot-password');
      await expect(areaOf(page, 'mfe_auth')).toBeVisible();
      // The reset page checks its token with the API and says the link is not valid.
      await page.goto('/reset-password?token=not-a-real-token');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'This password reset link is invalid or has expired.' }),
      ).toBeVisible();
      await page.goto('/unreg-recharge');
      if (r.name === 'mfe_cards') {
        // A visitor on R's own public page: the fallback in the shell's frame.
        await expect(fallbackOf(page, r)).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('footer').getByTestId('portal-version')).toHaveText('1.0.41');
      } else {
        await expect(page.getByLabel(/^Card Serial Number/)).toBeVisible();
      }
      // The real login form: captcha, the first API call, the landing page.
      await logInThroughForm(page, r.who);

      // A page of another remote from the menu.
      const other = otherThan(r);
      await menu(page)
        .getByRole('link', { name: new RegExp(`^${other.menu}`) })
        .click();
      await expect(areaOf(page, other.name)).toBeVisible();

      // The menu still lists R's entries; R's route shows its fallback, not a blank page.
      const entry = menu(page).getByRole('link', { name: new RegExp(`^${r.menu}`) });
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${r.route}$`));
      const fallback = fallbackOf(page, r);
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(fallback).toHaveAttribute('data-remote-error', /.+/);
      await expect(page.locator('footer').getByTestId('portal-version')).toBeVisible();
      // The fallback is the page: its title is the page's h1, and has focus as a page's title does.
      await expect(
        fallback.getByRole('heading', {
          level: 1,
          name: 'This part of the portal is not available right now',
        }),
      ).toBeFocused();

      // R comes back: Retry shows R's page without a reload, and its title takes the focus Retry had.
      await unblock();
      await fallback.getByRole('button', { name: 'Retry' }).press('Enter');
      await expect(areaOf(page, r.name)).toBeVisible({ timeout: 20_000 });
      await expect(fallback).toHaveCount(0);
      await expect(page.locator('#main h1')).toBeFocused();
      expect(errors).toEqual([]);
    });
  }

  test('mfe_auth down: / keeps the header, footer and a fallback with Retry; other remotes work; Retry brings the login back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = trackPageErrors(page);
    const auth = REMOTES[0]!;
    const unblock = await blockRemote(page, auth);
    await page.goto('/');
    const fallback = fallbackOf(page, auth);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer').getByTestId('portal-version')).toBeVisible();

    // A visitor has no menu: the fallback leads to another remote's public page.
    await fallback.getByRole('link', { name: 'Reload a card by its serial number' }).click();
    await expect(page.getByLabel(/^Card Serial Number/)).toBeVisible();
    // A signed-in page with the menu.
    await signInAs(page, PATRON, '/cards');
    await expect(areaOf(page, 'mfe_cards')).toBeVisible();
    await expect(menu(page).getByRole('link', { name: /^Account Settings/ })).toBeVisible();
    await menu(page)
      .getByRole('link', { name: /^Account Settings/ })
      .click();
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    await unblock();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(areaOf(page, 'mfe_auth')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/**
 * `slow`: the remote never answers, so its fallback is the slot's own timer (12 s in the shell):
 * those journeys run on the page clock and move it on instead of waiting in real time.
 */
type Failure = {
  mode: string;
  slow?: boolean;
  apply: (page: Page, r: RemoteCase) => Promise<() => Promise<void>>;
};

const FAILURES: Failure[] = [
  {
    mode: 'manifest answering 404',
    apply: async (page, r) => {
      const pattern = `**/apps/${r.folder}/**/mf-manifest.json`;
      await page.route(pattern, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
      return () => page.unroute(pattern);
    },
  },
  {
    mode: 'manifest never answering',
    slow: true,
    apply: async (page, r) => {
      const pattern = `**/apps/${r.folder}/**/mf-manifest.json`;
      // Requests made while it hangs are never answered, even after it is back (unroute would
      // let them through): only Retry, a new request, can bring the remote.
      let hanging = true;
      await page.route(pattern, (route) => (hanging ? undefined : route.continue()));
      return async () => {
        hanging = false;
      };
    },
  },
  {
    mode: 'entry answering broken JavaScript',
    apply: async (page, r) => {
      // The remote entry is named after the remote (static/js/mfe_cards.<hash>.js).
      const pattern = `**/apps/${r.folder}/*/static/js/${r.name}.*.js`;
      await page.route(pattern, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: 'this is not { javascript',
        }),
      );
      return () => page.unroute(pattern);
    },
  },
];

test.describe('every way a remote can be dead shows its fallback, and Retry recovers', () => {
  for (const [i, failure] of FAILURES.entries()) {
    // The signed-in remotes in turn (the auth remote's / is the journey above).
    const r = REMOTES[1 + (i % (REMOTES.length - 1))]!;
    test(`${r.name}: ${failure.mode}`, async ({ page }) => {
      test.setTimeout(90_000);
      const restore = await failure.apply(page, r);
      if (failure.slow) await page.clock.install();
      // Signed in through the API (the login page may be the dead one), then R's route.
      await signInAs(page, r.who, r.route);
      const fallback = fallbackOf(page, r);
      if (failure.slow) {
        // The slot starts its timer when it mounts: move the clock on until the fallback shows.
        await expect(async () => {
          await page.clock.fastForward(5_000);
          await expect(fallback).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 25_000 });
      }
      await expect(fallback).toBeVisible({ timeout: 25_000 });
      // The shell around it is whole: header, menu and footer.
      await expect(menu(page)).toBeVisible();
      await expect(page.locator('footer').getByTestId('portal-version')).toBeVisible();
      await restore();
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(areaOf(page, r.name)).toBeVisible({ timeout: 20_000 });
    });
  }
});
