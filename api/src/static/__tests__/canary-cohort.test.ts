// Over HTTP: a server that answers /remotes.json as the serving side is to (the deploy state for
// the browser's cohort cookie) gives each browser a cohort id once, and with a 50 % canary two
// browsers of different cohorts get different versions and each keeps its own on every request.
// A canary written to the file by the CLI applies from the next request, without a restart.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { COHORT_COOKIE, cohortOf, inCanary, newCohortId } from '../canary';
import { DeployStateSource } from '../deploy-state';
import { HAND_WRITTEN_STATE, builtRoot, write } from './deploy-fixture';

let root: string;
let app: FastifyInstance;

const withCanary = (percent: number) =>
  HAND_WRITTEN_STATE.replace('"history": [', `"canaries": { "mfe-cards": { "version": "1.1.0", "percent": ${percent}, "since": "2026-04-01T00:00:00Z" } },\n    "history": [`);

/** Rewrites the state file as the CLI does (a new file renamed into place). */
function replaceState(content: string): void {
  const file = path.join(root, 'deploy', 'remotes.json');
  fs.writeFileSync(`${file}.tmp`, content);
  fs.renameSync(`${file}.tmp`, file);
}

beforeEach(async () => {
  root = builtRoot();
  write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE);
  const deployState = DeployStateSource.open(path.join(root, 'deploy', 'remotes.json'));
  app = Fastify();
  app.get('/remotes.json', async (request, reply) => reply.type('application/json').header('Cache-Control', 'no-cache').send(deployState.remotesBody(cohortOf(request, reply))));
  await app.ready();
});
afterEach(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function cardsFor(cookie?: string): Promise<{ version: string | undefined; setCookie: string | undefined }> {
  const res = await app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  const version = /\/mfe-cards\/([^/]+)\//.exec((res.json() as Record<string, string>).mfe_cards ?? '')?.[1];
  const setCookie = res.headers['set-cookie'] as string | undefined;
  return { version, setCookie };
}

describe('the cohort cookie and a 50 % canary over HTTP', () => {
  it('gives a new browser a random cohort id once, and none again while it keeps it', async () => {
    const first = await cardsFor();
    expect(first.setCookie).toMatch(new RegExp(`^${COHORT_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
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
    const id = Array.from({ length: 50 }, () => newCohortId()).find((x) => inCanary('mfe-cards', { version: '1.1.0', percent: 50, since: '' }, x))!;
    const cookie = `${COHORT_COOKIE}=${id}`;
    expect((await cardsFor(cookie)).version).toBe('1.2.0');
    replaceState(withCanary(50));
    expect((await cardsFor(cookie)).version).toBe('1.1.0');
    replaceState(HAND_WRITTEN_STATE);
    expect((await cardsFor(cookie)).version).toBe('1.2.0');
  });
});
