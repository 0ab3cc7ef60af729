// Built files over real connections, as a browser loads a page: every file, missing file and page
// is answered once. A sent file once looked missing to the route (a reply awaited is a thenable
// that yields nothing), so the route answered a second time: a warning per file, and on a live
// socket a header set after the answer went out, which ended the process.
import { Writable } from 'node:stream';
import fs from 'node:fs';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { HAND_WRITTEN_STATE, builtRoot, write } from './deploy-fixture';

let root: string;
let t: TestApp;
let base: string;
const logLines: string[] = [];

beforeAll(async () => {
  root = builtRoot();
  write(root, 'deploy/remotes.json', HAND_WRITTEN_STATE);
  write(root, 'shell/dist/1.0.0/static/js/index.0123456789.js', 'console.log("shell")');
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ staticRoot: root, logger: { level: 'warn', stream } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('files, a missing file and pages, many at once: each answered once, nothing logged', async () => {
  const urls = [
    '/static/js/index.0123456789.js',
    '/apps/mfe-cards/1.2.0/remoteEntry.js',
    '/apps/mfe-cards/1.2.0/mf-manifest.json',
    '/apps/mfe-cards/1.2.0/missing.js',
    '/cards',
  ];
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => urls)
      .flat()
      .map(async (url) => {
        const res = await fetch(`${base}${url}`, {
          headers: { accept: url === '/cards' ? 'text/html' : '*/*' },
        });
        return `${url} ${res.status} ${(await res.text()).length > 0}`;
      }),
  );
  expect(new Set(answers)).toEqual(
    new Set([
      '/static/js/index.0123456789.js 200 true',
      '/apps/mfe-cards/1.2.0/remoteEntry.js 200 true',
      '/apps/mfe-cards/1.2.0/mf-manifest.json 200 true',
      '/apps/mfe-cards/1.2.0/missing.js 404 true',
      '/cards 200 true',
    ]),
  );
  expect(logLines.filter((l) => /already sent|HEADERS_SENT/.test(l))).toEqual([]);
});
