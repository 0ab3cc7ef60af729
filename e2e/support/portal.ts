// Helpers the journeys share: counting script downloads, editing remotes.json.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '../..');

export function remotesFile(): string {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is not set (run through playwright.config.ts)');
  return file;
}

export function defaultRemotes(): Record<string, string> {
  const version = (app: string) =>
    (JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    mfe_auth: `/apps/mfe-auth/${version('mfe-auth')}/mf-manifest.json`,
    mfe_cards: `/apps/mfe-cards/${version('mfe-cards')}/mf-manifest.json`,
    mfe_cart_billing: `/apps/mfe-cart-billing/${version('mfe-cart-billing')}/mf-manifest.json`,
    mfe_subscriptions: `/apps/mfe-subscriptions/${version('mfe-subscriptions')}/mf-manifest.json`,
    mfe_sponsor: `/apps/mfe-sponsor/${version('mfe-sponsor')}/mf-manifest.json`,
  };
}

export function writeRemotes(remotes: Record<string, string>): void {
  fs.writeFileSync(remotesFile(), JSON.stringify(remotes, null, 2));
}

/** Record every script the page downloads. */
export function trackScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') urls.push(req.url());
  });
  return urls;
}
