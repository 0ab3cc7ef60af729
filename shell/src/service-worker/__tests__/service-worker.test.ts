// The worker's rules (docs/offline-app.md): never the API, hashed files from the cache, what a
// deploy switches from the network first, and a build that is a plain classic script.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { compileServiceWorker } from '../../../../build/service-worker';
import { SERVED_COPY_MESSAGE as PAGE_SERVED_COPY } from '../../features/offline/connectivity';
import { WARM_MESSAGE as PAGE_WARM } from '../../features/offline/register-service-worker';
import { hashedReferences, keepable, pageKey, SERVED_COPY_MESSAGE, strategyFor, WARM_MESSAGE } from '../service-worker';

const ORIGIN = 'https://portal.example';
const at = (p: string) => new URL(p, ORIGIN);
const strategy = (p: string, navigation = false, method = 'GET') => strategyFor(method, at(p), ORIGIN, navigation);

describe('what the worker answers, and how', () => {
  test('never the API: not its answers, not its event stream, not even a navigation to it', () => {
    expect(strategy('/api/card', false, 'POST')).toBe('network');
    expect(strategy('/api/events')).toBe('network');
    expect(strategy('/api')).toBe('network');
    expect(strategy('/api/card', true)).toBe('network');
  });

  test('files with a content hash come from the cache first: the shell and every remote version', () => {
    expect(strategy('/static/js/index.8eb1f3ac05.js')).toBe('cache-first');
    expect(strategy('/static/css/async/k.bdab666ad7.css')).toBe('cache-first');
    expect(strategy('/apps/mfe-cards/1.0.0/static/js/async/locale-en-cards.995b1c9a4e.js')).toBe('cache-first');
  });

  test('what a rollout or rollback switches under the same name is asked of the network first', () => {
    expect(strategy('/remotes.json')).toBe('network-first');
    expect(strategy('/apps/mfe-cards/1.0.0/mf-manifest.json')).toBe('network-first');
    expect(strategy('/apps/mfe-auth/2.4.0/remoteEntry.js')).toBe('network-first');
    expect(strategy('/messageResources.json')).toBe('network-first');
    expect(strategy('/cards', true)).toBe('network-first');
    expect(strategy('/order-detail?orderId=3', true)).toBe('network-first');
  });

  test('everything else goes to the network untouched: the worker itself, the health check, the key, other origins, writes', () => {
    expect(strategy('/sw.js')).toBe('network');
    expect(strategy('/healthz')).toBe('network');
    expect(strategy('/pbk.key')).toBe('network');
    expect(strategy('/icons/icon-192.png')).toBe('network');
    expect(strategy('/static/js/unhashed.js')).toBe('network');
    expect(strategyFor('GET', new URL('https://cdn.example/apps/x/static/js/a.0123456789.js'), ORIGIN, false)).toBe('network');
    expect(strategy('/static/js/index.8eb1f3ac05.js', false, 'POST')).toBe('network');
  });

  test('a page is kept once per path, whatever its query', () => {
    expect(pageKey(at('/order-detail?orderId=1'))).toBe(pageKey(at('/order-detail?orderId=2')));
    expect(pageKey(at('/cards'))).not.toBe(pageKey(at('/user-cart')));
  });

  test("the shell page's entry files are found; other origins and unhashed names are not", () => {
    const html =
      '<script defer src="/static/js/index.8eb1f3ac05.js"></script><link href="/static/css/index.0a1b2c3d4e.css" rel="stylesheet">' +
      '<link rel="manifest" href="/manifest.webmanifest"><script src="https://cdn.example/x.0123456789.js"></script>';
    expect(hashedReferences(html, at('/index.html'))).toEqual([`${ORIGIN}/static/js/index.8eb1f3ac05.js`, `${ORIGIN}/static/css/index.0a1b2c3d4e.css`]);
  });

  test('only a whole same-origin success that was not redirected is kept', () => {
    const response = (over: Partial<Response>) => ({ ok: true, type: 'basic', redirected: false, ...over }) as Response;
    expect(keepable(response({}))).toBe(true);
    expect(keepable(response({ ok: false }))).toBe(false);
    expect(keepable(response({ type: 'opaque' }))).toBe(false);
    expect(keepable(response({ redirected: true }))).toBe(false);
  });

  test('the page and the worker name their messages alike', () => {
    expect(PAGE_WARM).toBe(WARM_MESSAGE);
    expect(PAGE_SERVED_COPY).toBe(SERVED_COPY_MESSAGE);
  });
});

describe('the built sw.js', () => {
  const source = fs.readFileSync(path.join(__dirname, '..', 'service-worker.ts'), 'utf8');
  const built = compileServiceWorker(source);

  test('is a classic script: no import or export left, and it parses as one', () => {
    expect(built).not.toMatch(/^\s*(import|export)\b/m);
    expect(() => new vm.Script(built)).not.toThrow();
  });

  test('starts the worker only in a worker: run as a page script it registers nothing', () => {
    const listeners: string[] = [];
    const sandbox = { self: { addEventListener: (type: string) => listeners.push(type) }, URL, setTimeout };
    vm.runInNewContext(built, sandbox);
    expect(listeners).toEqual([]);
  });

  test('in a worker it answers installs, activations, fetches and messages', () => {
    class ServiceWorkerGlobalScope {
      listeners: string[] = [];
      location = { origin: ORIGIN };
      addEventListener(type: string) {
        this.listeners.push(type);
      }
    }
    const scope = new ServiceWorkerGlobalScope();
    vm.runInNewContext(built, { self: scope, ServiceWorkerGlobalScope, URL, setTimeout });
    expect(scope.listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });
});
