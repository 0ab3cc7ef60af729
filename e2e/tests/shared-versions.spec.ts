// Shared code with real versions (docs/decisions.md, "Share strategy and the shared contract").
// mfe-cards is built from a newer commit whose shared package changed, and served to this page
// only (its remotes.json is rewritten in the browser, nothing else sees it):
// - a changed stateless module (the page header) runs in mfe-cards as built, while the shell and
//   the other remotes keep the copy they were built with, and the singletons (session, bus)
//   stay one: the new mfe-cards sees the rider signed in and the shell's cart count;
// - a runtime package of another major version fails loudly: mfe-cards shows its fallback with
//   the module named, and the rest of the portal keeps working.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildRemoteCopy } from '../support/remote-copy-build';
import { ROOT } from '../support/portal';
import { PATRON, signInAs } from '../support/session';

const CHANGED = '1.0.0-e2e-shared-changed';
const MAJOR = '1.0.0-e2e-shared-major';
/** The runtime package's version today, and the next major a remote may be built against. */
const SHARED_VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/runtime/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const NEXT_MAJOR = `${Number(SHARED_VERSION.split('.')[0]) + 1}.0.0`;
const built: string[] = [];

const markHeader = {
  file: 'kit/src/ui/page-header.tsx',
  edit: (text: string) =>
    text.replace(
      '<header className="qc-page-header">',
      '<header className="qc-page-header" data-shared-build="changed">',
    ),
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(180_000);
  built.push(buildRemoteCopy('mfe-cards', CHANGED, { shared: [markHeader] }));
  built.push(
    buildRemoteCopy('mfe-cards', MAJOR, { shared: [markHeader], runtimeVersion: NEXT_MAJOR }),
  );
});

test.afterAll(() => {
  for (const dir of built) fs.rmSync(dir, { recursive: true, force: true });
});

/** This page gets mfe-cards at `version`; every other remote as deployed. */
async function serveCardsAt(page: Page, version: string): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch();
    const mapping = (await res.json()) as Record<string, unknown>;
    mapping.mfe_cards = `/apps/mfe-cards/${version}/mf-manifest.json`;
    await route.fulfill({ response: res, json: mapping });
  });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a remote built with a changed shared module runs its own copy; the shell and the other remotes keep theirs', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await serveCardsAt(page, CHANGED);
  await signInAs(page, PATRON, '/cards');
  const cards = page.locator('[data-remote="mfe_cards"]');
  await expect(cards).toHaveAttribute('data-remote-version', CHANGED);
  // The singletons are one: the new remote reads the session the shell holds and shows data.
  await expect(page.getByRole('heading', { name: 'Q Card 1000000001' })).toBeVisible();
  await expect(cards.locator('header.qc-page-header')).toHaveAttribute(
    'data-shared-build',
    'changed',
  );

  // Another remote on the same page keeps the header it was built with.
  await menu(page)
    .getByRole('link', { name: /^Order History/ })
    .click();
  const orders = page.locator('[data-remote="mfe_cart_billing"]');
  await expect(orders.locator('header.qc-page-header')).toBeVisible();
  await expect(orders.locator('header.qc-page-header')).not.toHaveAttribute(
    'data-shared-build',
    /.*/,
  );
  await menu(page)
    .getByRole('link', { name: /^Account Settings/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote built against another major version of the shared singletons fails loudly in its own area', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await serveCardsAt(page, MAJOR);
  await signInAs(page, PATRON, '/cards');
  const fallback = page.locator('[data-remote-fallback="mfe_cards"]');
  await expect(fallback).toBeVisible({ timeout: 25_000 });
  // The log names the shared module and both versions.
  await expect
    .poll(() => logged.join('\n'))
    .toContain(`Version ${SHARED_VERSION} from shell of shared singleton module @qcard/runtime/`);
  expect(logged.join('\n')).toContain(`requirement of mfe_cards which needs ^${NEXT_MAJOR}`);
  // The rest of the portal works.
  await menu(page)
    .getByRole('link', { name: /^Order History/ })
    .click();
  await expect(page.locator('[data-remote="mfe_cart_billing"]')).toBeVisible();
  await expect(page.locator('footer').getByTestId('portal-version')).toBeVisible();
});
