// Over HTTP, the portal's own serving routes: /remotes.json answers the deploy state for the
// browser's cohort cookie, giving each browser a cohort id once; with a 50 % canary two browsers
// of different cohorts get different versions and each keeps its own on every request. A canary
// written to the file by the CLI applies from the next request, without a restart.
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { COHORT_COOKIE, inCanary, newCohortId } from '../canary';
import { HAND_WRITTEN_STATE, build, builtRoot, write } from './deploy-fixture';

let root: string;
let t: TestApp;

const withCanary = (percent: number) =>
  HAND_WRITTEN_STATE.replace(
    '"history": [',
    `"canaries": { "mfe-cards": { "version": "1.1.0", "percent": ${percent}, "since": "2026-04-01T00:00:00Z" } },\n    "history": [`,
  );

/** Rewrites the state file as the CLI does (a new file renamed into place). */
function replaceState(content: string): void {
  const file = path.join(root, 'deploy', 'remotes.json');
  fs.writeFileSync(`${file}.tmp`, content);
  fs.renameSync(`${file}.tmp`, file);
}

beforeEach(async () => {
  root = builtRoot();
  write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE);
  t = await createTestApp({ staticRoot: root });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function cardsFor(
  cookie?: string,
): Promise<{ version: string | undefined; setCookie: string | undefined }> {
  const res = await t.app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  // One cohort's answer is never another's from a shared cache.
  expect(res.headers.vary).toMatch(/Cookie/);
  const version = /\/mfe-cards\/([^/]+)\//.exec(
    (res.json() as Record<string, string>).mfe_cards ?? '',
  )?.[1];
  const setCookie = res.headers['set-cookie'] as string | undefined;
  return { version, setCookie };
}

describe('the cohort cookie and a 50 % canary over HTTP', () => {
  it('gives a new browser a random cohort id once, and none again while it keeps it', async () => {
    const first = await cardsFor();
    expect(first.setCookie).toMatch(
      new RegExp(
        `^${COHORT_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`,
      ),
    );
    const cookie = first.setCookie!.split(';')[0]!;
    expect((await cardsFor(cookie)).setCookie).toBeUndefined();
    expect((await cardsFor()).setCookie).not.toBe(first.setCookie);
  });

  it('two browsers of different cohorts get different versions, each its own on every request', async () => {
    replaceState(withCanary(50));
    const canary = { version: '1.1.0', percent: 50, since: '2026-04-01T00:00:00Z' };
    const ids = Array.from({ length: 50 }, () => newCohortId());
    const inside = ids.find((id) => inCanary('mfe-cards', canary, id))!;
    const outside = ids.find((id) => !inCanary('mfe-cards', canary, id))!;
    for (let i = 0; i < 5; i += 1) {
      expect((await cardsFor(`${COHORT_COOKIE}=${inside}`)).version).toBe('1.1.0');
      expect((await cardsFor(`qcard.lang=en; ${COHORT_COOKIE}=${outside}`)).version).toBe('1.2.0');
    }
  });

  it('a browser met with its first answer keeps that version with the cookie it was given', async () => {
    replaceState(withCanary(50));
    for (let n = 0; n < 10; n += 1) {
      const first = await cardsFor();
      const cookie = first.setCookie!.split(';')[0]!;
      for (let i = 0; i < 3; i += 1) expect((await cardsFor(cookie)).version).toBe(first.version);
    }
  });

  it('a canary written to the file applies from the next request; an abort sends everyone back', async () => {
    const id = Array.from({ length: 50 }, () => newCohortId()).find((x) =>
      inCanary('mfe-cards', { version: '1.1.0', percent: 50, since: '' }, x),
    )!;
    const cookie = `${COHORT_COOKIE}=${id}`;
    expect((await cardsFor(cookie)).version).toBe('1.2.0');
    replaceState(withCanary(50));
    expect((await cardsFor(cookie)).version).toBe('1.1.0');
    replaceState(HAND_WRITTEN_STATE);
    expect((await cardsFor(cookie)).version).toBe('1.2.0');
  });

  it('a shell canary: its browsers get its page, the others the deployed one, and a file only the deployed shell has is still served', async () => {
    build(root, 'shell', '1.1.0');
    write(root, 'shell/dist/1.0.0/old-page.js', 'console.log("deployed")');
    replaceState(
      HAND_WRITTEN_STATE.replace(
        '"history": [',
        '"canaries": { "shell": { "version": "1.1.0", "percent": 50, "since": "2026-04-01T00:00:00Z" } },\n    "history": [',
      ),
    );
    const canary = { version: '1.1.0', percent: 50, since: '' };
    const ids = Array.from({ length: 50 }, () => newCohortId());
    const inside = `${COHORT_COOKIE}=${ids.find((id) => inCanary('shell', canary, id))!}`;
    const outside = `${COHORT_COOKIE}=${ids.find((id) => !inCanary('shell', canary, id))!}`;
    const page = (cookie: string) =>
      t.app.inject({ url: '/cards', headers: { accept: 'text/html', cookie } });
    expect((await page(inside)).body).toContain('shell 1.1.0');
    expect((await page(outside)).body).toContain('shell 1.0.0');
    expect((await page(inside)).headers.vary).toMatch(/Cookie/);
    const file = await t.app.inject({ url: '/old-page.js', headers: { cookie: inside } });
    expect([file.statusCode, file.body]).toEqual([200, 'console.log("deployed")']);
  });
});
