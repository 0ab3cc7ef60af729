// A signed-in page fetches its own remote's code and the data it shows, once, nothing of the other
// remotes' pages: no other remote's files, no sponsor texts on a rider's page (or the other way
// round), no gallery where none is shown, no card icons where no payment form is.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, SPONSOR, apiLogin, storeSession } from '../support/session';

interface PageFiles {
  who: typeof PATRON;
  path: string;
  folder: string;
  /** Config files this page must not fetch. */
  notFetched: string[];
}

const PAGES: PageFiles[] = [
  {
    who: PATRON,
    path: '/cards',
    folder: 'mfe-cards',
    notFetched: ['sponserMessageResources', 'GalleryConfig', 'CreditCardConfig'],
  },
  {
    who: PATRON,
    path: '/user-cart',
    folder: 'mfe-cart-billing',
    notFetched: ['sponserMessageResources', 'patronMessageResources', 'GalleryConfig'],
  },
  {
    who: PATRON,
    path: '/order',
    folder: 'mfe-cart-billing',
    notFetched: [
      'sponserMessageResources',
      'patronMessageResources',
      'GalleryConfig',
      'CreditCardConfig',
    ],
  },
  {
    who: PATRON,
    path: '/subscribe/default',
    folder: 'mfe-subscriptions',
    notFetched: ['sponserMessageResources', 'patronMessageResources', 'GalleryConfig'],
  },
  {
    who: SPONSOR,
    path: '/emp_mgmt',
    folder: 'mfe-sponsor',
    notFetched: ['patronMessageResources', 'GalleryConfig', 'CreditCardConfig'],
  },
];

/** Every path the page asks for from here on, and each API call with its body. */
function recordRequests(page: Page): { paths: string[]; apiCalls: string[] } {
  const paths: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    paths.push(path);
    if (path.startsWith('/api/')) apiCalls.push(`${path} ${request.postData() ?? ''}`);
  });
  return { paths, apiCalls };
}

for (const { who, path, folder, notFetched } of PAGES) {
  test(`${path} fetches ${folder}'s code and only the config it uses`, async ({ page }) => {
    const session = await apiLogin(page.request, who);
    // The session goes in from a page with no app on it, so nothing is fetched before `path`.
    await page.goto('/remotes.json');
    await storeSession(page, session);
    const { paths, apiCalls } = recordRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live page, not only its painted frame, then whatever it asks for.
    await expect(page.locator('[data-remote]')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const folders = new Set(
      paths.flatMap((p) => /^\/apps\/([^/]+)\//.exec(p)?.[1] ?? []).filter(Boolean),
    );
    expect([...folders]).toEqual([folder]);
    const configRead = paths.flatMap((p) => /^\/(\w+)\.json$/.exec(p)?.[1] ?? []);
    expect(configRead).toEqual(
      expect.arrayContaining(['configParameters', 'messageResources', 'validationRules']),
    );
    for (const file of notFetched)
      expect(configRead, `${path} fetched ${file}`).not.toContain(file);
    // The data too, once: no call is made twice with the same body (the painted cart page's own
    // early call is the one the shell and the cart page take).
    expect(apiCalls.filter((c, i) => apiCalls.indexOf(c) !== i)).toEqual([]);
  });
}

test("the landing page reads the gallery's slides and neither role's texts", async ({ page }) => {
  const { paths } = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const configRead = paths.flatMap((p) => /^\/(\w+)\.json$/.exec(p)?.[1] ?? []);
  expect(configRead).toContain('GalleryConfig');
  for (const file of ['sponserMessageResources', 'patronMessageResources', 'CreditCardConfig'])
    expect(configRead, `/ fetched ${file}`).not.toContain(file);
});
