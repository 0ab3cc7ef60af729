// The worker's rules (docs/offline-app.md): never the API, hashed files from the cache, what a
// deploy switches from the network first, and a build that is a plain classic script.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { compileServiceWorker } from '../../../../build/service-worker';
import {
  SERVED_COPY_MESSAGE as PAGE_SERVED_COPY,
  SERVED_COPY_QUESTION as PAGE_QUESTION,
} from '../../features/offline/connectivity';
import { WARM_MESSAGE as PAGE_WARM } from '../../features/offline/register-service-worker';
import {
  copyKey,
  hashedReferences,
  keepable,
  pageKey,
  SERVED_COPY_MESSAGE,
  SERVED_COPY_QUESTION,
  strategyFor,
  variesByLanguage,
  WARM_MESSAGE,
} from '../service-worker';

const ORIGIN = 'https://portal.example';
const at = (p: string) => new URL(p, ORIGIN);
const strategy = (p: string, navigation = false, method = 'GET') =>
  strategyFor(method, at(p), ORIGIN, navigation);

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
    expect(strategy('/apps/mfe-cards/1.0.0/static/js/async/locale-en-cards.995b1c9a4e.js')).toBe(
      'cache-first',
    );
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
    expect(
      strategyFor(
        'GET',
        new URL('https://cdn.example/apps/x/static/js/a.0123456789.js'),
        ORIGIN,
        false,
      ),
    ).toBe('network');
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
    expect(hashedReferences(html, at('/index.html'))).toEqual([
      `${ORIGIN}/static/js/index.8eb1f3ac05.js`,
      `${ORIGIN}/static/css/index.0a1b2c3d4e.css`,
    ]);
  });

  test('only a whole same-origin success that was not redirected is kept', () => {
    const response = (over: Partial<Response>) =>
      ({ ok: true, type: 'basic', redirected: false, ...over }) as Response;
    expect(keepable(response({}))).toBe(true);
    expect(keepable(response({ ok: false }))).toBe(false);
    expect(keepable(response({ type: 'opaque' }))).toBe(false);
    expect(keepable(response({ redirected: true }))).toBe(false);
  });

  test('the page and the worker name their messages alike', () => {
    expect(PAGE_WARM).toBe(WARM_MESSAGE);
    expect(PAGE_SERVED_COPY).toBe(SERVED_COPY_MESSAGE);
    expect(PAGE_QUESTION).toBe(SERVED_COPY_QUESTION);
  });

  test('an answer that varies by language is kept once per language; any other once', () => {
    const vary = (value: string | null) =>
      ({ headers: new Headers(value === null ? {} : { Vary: value }) }) as Response;
    expect(variesByLanguage(vary('Accept-Language'))).toBe(true);
    expect(variesByLanguage(vary('Accept-Encoding, accept-language'))).toBe(true);
    expect(variesByLanguage(vary('Accept-Encoding'))).toBe(false);
    expect(variesByLanguage(vary(null))).toBe(false);
    expect(copyKey(at('/messageResources.json'), 'es', true)).not.toBe(
      copyKey(at('/messageResources.json'), 'en', true),
    );
    expect(copyKey(at('/remotes.json'), 'es', false)).toBe(`${ORIGIN}/remotes.json`);
    expect(copyKey(at('/messageResources.json'), null, true)).toBe(
      `${ORIGIN}/messageResources.json`,
    );
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
    const sandbox = {
      self: { addEventListener: (type: string) => listeners.push(type) },
      URL,
      setTimeout,
    };
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

describe('the worker at work (the built sw.js, with a network that answers and then fails)', () => {
  const built = compileServiceWorker(
    fs.readFileSync(path.join(__dirname, '..', 'service-worker.ts'), 'utf8'),
  );

  interface FakeResponse {
    ok: boolean;
    type: string;
    redirected: boolean;
    headers: Headers;
    body: string;
    clone(): FakeResponse;
  }
  const answer = (body: string, vary?: string): FakeResponse => ({
    ok: true,
    type: 'basic',
    redirected: false,
    headers: new Headers(vary ? { Vary: vary } : {}),
    body,
    clone() {
      return this;
    },
  });

  function startWorker(network: (url: string, language: string | null) => FakeResponse) {
    const stores = new Map<string, Map<string, FakeResponse>>();
    const store = (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const entries = stores.get(name)!;
      return {
        match: async (key: string) => entries.get(key),
        put: async (key: string, response: FakeResponse) => void entries.set(key, response),
        keys: async () => [...entries.keys()],
        delete: async (key: string) => entries.delete(key),
      };
    };
    let offline = false;
    const handlers = new Map<string, (event: unknown) => void>();
    class ServiceWorkerGlobalScope {
      location = { origin: ORIGIN };
      caches = { open: async (name: string) => store(name), keys: async () => [...stores.keys()] };
      // The page exists at once: the told-by-itself message goes out (and may be lost on a real page).
      clients = {
        claim: async () => undefined,
        get: async () => ({ postMessage: () => undefined }),
      };
      skipWaiting = async () => undefined;
      addEventListener(type: string, handler: (event: unknown) => void) {
        handlers.set(type, handler);
      }
    }
    const fetch = async (
      input: string | { url: string; headers: Headers },
      init?: { headers?: Record<string, string> },
    ) => {
      if (offline) throw new TypeError('Failed to fetch');
      const url = typeof input === 'string' ? input : input.url;
      const language =
        typeof input === 'string'
          ? (init?.headers?.['Accept-Language'] ?? null)
          : input.headers.get('Accept-Language');
      return network(url, language);
    };
    vm.runInNewContext(built, {
      self: new ServiceWorkerGlobalScope(),
      ServiceWorkerGlobalScope,
      URL,
      setTimeout,
      fetch,
    });

    return {
      setOffline: (value: boolean) => void (offline = value),
      /** A page's fetch through the worker: what it answers, once what it keeps is kept. */
      async get(
        pathname: string,
        { language, clientId = 'page-1' }: { language?: string; clientId?: string } = {},
      ): Promise<string> {
        const kept: Promise<unknown>[] = [];
        let answered: Promise<FakeResponse> | undefined;
        handlers.get('fetch')!({
          request: {
            url: `${ORIGIN}${pathname}`,
            method: 'GET',
            mode: 'cors',
            headers: new Headers(language ? { 'Accept-Language': language } : {}),
          },
          clientId,
          respondWith: (response: Promise<FakeResponse>) => void (answered = response),
          waitUntil: (promise: Promise<unknown>) => void kept.push(promise),
        });
        const response = await answered!;
        await Promise.all(kept);
        return response.body;
      },
      async message(data: unknown, source?: { id: string; postMessage: jest.Mock }): Promise<void> {
        const kept: Promise<unknown>[] = [];
        handlers.get('message')!({
          data,
          source,
          waitUntil: (promise: Promise<unknown>) => void kept.push(promise),
        });
        await Promise.all(kept);
      },
    };
  }

  const texts = (url: string, language: string | null) =>
    url.endsWith('/messageResources.json')
      ? answer(language === 'es' ? 'mensajes' : 'messages', 'Accept-Language')
      : answer(`remotes as of ${language ?? 'any'}`);

  test('a configuration file kept in Spanish and in English answers each language from its own copy offline', async () => {
    const worker = startWorker(texts);
    expect(await worker.get('/messageResources.json', { language: 'es' })).toBe('mensajes');
    expect(await worker.get('/messageResources.json', { language: 'en' })).toBe('messages');
    worker.setOffline(true);
    expect(await worker.get('/messageResources.json', { language: 'es' })).toBe('mensajes');
    expect(await worker.get('/messageResources.json', { language: 'en' })).toBe('messages');
    // What does not vary by language is one copy, whatever the asker's language.
    worker.setOffline(false);
    expect(await worker.get('/remotes.json', { language: 'es' })).toBe('remotes as of es');
    worker.setOffline(true);
    expect(await worker.get('/remotes.json', { language: 'en' })).toBe('remotes as of es');
  });

  test("a first visit's files are kept in the language the page gave, not the worker's own", async () => {
    const worker = startWorker(texts);
    await worker.message({
      type: WARM_MESSAGE,
      page: null,
      urls: [`${ORIGIN}/messageResources.json`],
      language: 'es',
    });
    worker.setOffline(true);
    expect(await worker.get('/messageResources.json', { language: 'es' })).toBe('mensajes');
  });

  test('a page answered from the copy is told so again when it asks; a page answered by the network is not', async () => {
    const worker = startWorker(texts);
    await worker.get('/remotes.json', { clientId: 'page-1' });
    worker.setOffline(true);
    await worker.get('/remotes.json', { clientId: 'page-2' });
    const online = { id: 'page-1', postMessage: jest.fn() };
    const onCopy = { id: 'page-2', postMessage: jest.fn() };
    await worker.message({ type: SERVED_COPY_QUESTION }, online);
    await worker.message({ type: SERVED_COPY_QUESTION }, onCopy);
    expect(online.postMessage).not.toHaveBeenCalled();
    expect(onCopy.postMessage).toHaveBeenCalledWith({ type: SERVED_COPY_MESSAGE });
  });
});
