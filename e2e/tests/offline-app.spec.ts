// The portal in a pocket (docs/offline-app.md): it is installable, one visit
// online is enough for it to open with no network, and then it shows the rider's last known
// balances dated "as of", never a cart or payment form; it comes back by itself when the network
// does, and logging out leaves no balances on the device.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import {
  createRiderWithSubscription,
  setContractBalance,
  type JourneyRider,
} from '../support/journey-data';

test.use({ serviceWorkers: 'allow' });

const AS_OF_EN =
  /^As of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M — they may have changed since then\.$/;
const AS_OF_ES =
  /^Al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [ap]\. ?m\. — pueden haber cambiado desde entonces\.$/;

function riderWithBalances(): JourneyRider {
  const rider = createRiderWithSubscription();
  setContractBalance(rider.cards[0]!.contractId, 1234);
  setContractBalance(rider.cards[1]!.contractId, 560);
  return rider;
}

/** The worker controls the page and has kept it (the page hands it what it fetched before). */
async function waitForOfflineCopy(page: Page, path: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(
          async (p) =>
            Boolean(await (await caches.open('qcard-pages-v1')).match(location.origin + p)),
          path,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        urls.push(request.url.replace(location.origin, ''));
    return urls;
  });
}

const offlineView = (page: Page) => page.getByTestId('offline-view');
/** The cart page's own title (SPEC: Review and order). */
const cartHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'REVIEW AND ORDER' });

test('installed and offline: the last balances, dated, and no cart; online again the page is back; the API is never kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const rider = riderWithBalances();
  await signInAs(page, rider, '/cards');
  await expect(page.getByTestId('balance')).toHaveCount(2);

  // Installable: Chromium finds nothing missing in the manifest, its icons or the worker. (A
  // Playwright context is an incognito profile, the one thing that keeps the install button away.)
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  await waitForOfflineCopy(page, '/cards');
  await expect
    .poll(async () =>
      (
        (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: Array<{ errorId: string }>;
        }
      ).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);

  // What the worker kept: no API answer, and among scripts and styles only hashed (immutable) names.
  const kept = await cachedUrls(page);
  expect(kept).toContain('/cards');
  expect(kept.filter((u) => u.startsWith('/api'))).toEqual([]);
  expect(
    kept.filter(
      (u) =>
        /\.(js|css)$/.test(u) &&
        !/[.-][0-9a-f]{8,}\.(js|css)$/.test(u) &&
        !u.endsWith('/remoteEntry.js'),
    ),
  ).toEqual([]);

  // No network: the app opens from the worker's copy and shows the balances My Cards last read.
  await context.setOffline(true);
  await page.reload();
  await expect(offlineView(page)).toBeVisible({ timeout: 20_000 });
  await expect(offlineView(page).getByRole('heading', { level: 1 })).toHaveText(
    /You are offline|Q Card cannot be reached right now/,
  );
  await expect(page.getByTestId('offline-as-of')).toHaveText(AS_OF_EN);
  const cards = page.getByTestId('offline-card');
  await expect(cards).toHaveCount(2);
  await expect(
    cards.filter({ hasText: `Card ending in ${rider.cards[0]!.serial.slice(-4)}` }),
  ).toContainText('$12.34');
  await expect(
    cards.filter({ hasText: `Card ending in ${rider.cards[1]!.serial.slice(-4)}` }),
  ).toContainText('$5.60');
  await expect(page.getByText(rider.cards[0]!.serial)).toHaveCount(0);
  // The API is not answered from anywhere.
  expect(
    await page.evaluate(() =>
      fetch('/api/card', { method: 'POST' }).then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // The cart, opened offline, is not shown: no stale lines, no Pay button.
  await page.goto('/user-cart');
  await expect(offlineView(page)).toBeVisible({ timeout: 20_000 });
  await expect(cartHeading(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /pay|checkout|place order/i })).toHaveCount(0);

  // The network is back: the cart comes back by itself, without a reload.
  await context.setOffline(false);
  await expect(cartHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(offlineView(page)).toHaveCount(0);
});

test('the network drops on an open page: the cart and the reload form give way at once, and return with the network, what was typed kept', async ({
  page,
  context,
}) => {
  const rider = riderWithBalances();
  await signInAs(page, rider, '/cards');
  await expect(page.getByTestId('balance')).toHaveCount(2);
  await page.getByRole('navigation').getByRole('link', { name: 'Cart' }).click();
  // The cart itself, not its skeleton (which carries the same title).
  await expect(
    page
      .locator('[data-remote="mfe_cart_billing"]')
      .getByRole('heading', { level: 1, name: 'REVIEW AND ORDER' }),
  ).toBeVisible();

  await context.setOffline(true);
  await expect(
    offlineView(page).getByRole('heading', { level: 1, name: 'You are offline' }),
  ).toBeVisible();
  await expect(cartHeading(page)).toHaveCount(0);
  await expect(page.getByTestId('offline-card')).toHaveCount(2);
  await context.setOffline(false);
  await expect(cartHeading(page)).toBeVisible();

  // A reload half-typed when the network drops is hidden, not thrown away.
  await page.getByRole('navigation').getByRole('link', { name: 'Reload Q Card' }).click();
  await expect(
    page
      .locator('[data-remote="mfe_cards"]')
      .getByRole('heading', { level: 1, name: 'Reload Q Card' }),
  ).toBeVisible();
  await page.getByLabel(/^Card/).selectOption(rider.cards[1]!.serial);
  await page.getByLabel(/^Amount/).fill('17.50');
  await context.setOffline(true);
  await expect(offlineView(page)).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toBeHidden();
  await context.setOffline(false);
  await expect(offlineView(page)).toHaveCount(0);
  await expect(page.getByLabel(/^Amount/)).toHaveValue('17.50');
  await expect(page.getByLabel(/^Card/)).toHaveValue(rider.cards[1]!.serial);
});

test('in Spanish offline, and in Spanish again when the network is back; after logout the device keeps no balances', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const rider = riderWithBalances();
  await page.goto('/forgot-password');
  await page.evaluate(() => localStorage.setItem('qcard.lang', 'es'));
  await signInAs(page, rider, '/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis tarjetas' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(2);
  await waitForOfflineCopy(page, '/cards');

  await context.setOffline(true);
  await page.reload();
  await expect(offlineView(page)).toBeVisible({ timeout: 20_000 });
  await expect(offlineView(page).getByRole('heading', { level: 1 })).toHaveText(
    /Sin conexión|No se puede conectar con Q Card en este momento/,
  );
  await expect(page.getByTestId('offline-as-of')).toHaveText(AS_OF_ES);
  await expect(
    page
      .getByTestId('offline-card')
      .filter({ hasText: `Tarjeta terminada en ${rider.cards[0]!.serial.slice(-4)}` }),
  ).toContainText('$12.34');

  // Back online, the page opened from the copy runs on the copy's texts: Spanish ones, though
  // the worker itself would have asked in its browser's English.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis tarjetas' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Recargar Q Card' }).click();
  await page.getByLabel(/^Tarjeta/).selectOption(rider.cards[1]!.serial);
  await page.getByRole('textbox', { name: 'Monto' }).fill('0.5');
  await page.getByRole('textbox', { name: 'Monto' }).blur();
  await expect(page.getByRole('textbox', { name: 'Monto' })).toHaveAccessibleDescription(
    /El monto de recarga debe estar entre \$5\.00 y \$200\.00\./,
  );

  // The rider logs out: the next person on this device sees no balances offline.
  await page.getByRole('navigation').getByRole('link', { name: 'Mis tarjetas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis tarjetas' })).toBeVisible();
  await page.getByRole('navigation').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('qcard.offlineBalances'))).toBeNull();
  await context.setOffline(true);
  await expect(offlineView(page)).toBeVisible();
  await expect(page.getByTestId('offline-card')).toHaveCount(0);
  await expect(page.getByTestId('offline-no-balances')).toHaveText(
    'Inicie sesión cuando vuelva a tener conexión para ver sus tarjetas.',
  );
});
