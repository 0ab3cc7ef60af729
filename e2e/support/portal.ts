// Helpers the journeys share: counting script downloads, reading and editing the deploy state.
import fs from 'node:fs';
import path from 'node:path';
import { test, type Page, type Request } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '../..');

/**
 * The deploy state of the portal the running journey's project uses: the portal-wide journeys have
 * a portal of their own, named by their project (playwright.config.ts); the others share the run's.
 */
export function remotesFile(): string {
  const own = (test.info().project.metadata as { remotesFile?: unknown } | undefined)?.remotesFile;
  if (typeof own === 'string') return own;
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is not set (run through playwright.config.ts)');
  return file;
}

/** The run's deploy state (written by its first deploy, playwright.config.ts), parsed. */
export function deployState(): Record<string, unknown> & {
  $deploy?: { shell: string | null; history: Array<Record<string, unknown>> };
} {
  return JSON.parse(fs.readFileSync(remotesFile(), 'utf8')) as Record<string, unknown>;
}

/** The remote entries of the deploy state: what /remotes.json serves. */
export function deployedRemotes(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(deployState()).filter(
      ([key, value]) => key !== '$deploy' && typeof value === 'string',
    ),
  ) as Record<string, string>;
}

/** Replace the remote entries of the deploy state, keeping its "$deploy" part; written atomically. */
export function writeRemotes(remotes: Record<string, string>): void {
  const { $deploy } = deployState();
  const tmp = `${remotesFile()}.${process.pid}.tmp`;
  fs.writeFileSync(
    tmp,
    `${JSON.stringify({ ...remotes, ...($deploy ? { $deploy } : {}) }, null, 2)}\n`,
  );
  fs.renameSync(tmp, remotesFile());
}

/** Record every script the page downloads. */
export function trackScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') urls.push(req.url());
  });
  return urls;
}
