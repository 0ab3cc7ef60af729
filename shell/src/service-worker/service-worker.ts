// The portal's service worker (docs/offline-app.md): the installed app opens
// without a network and shows the rider's last known balances, dated.
//
// What it may keep, and how:
// - files with a content hash in their name (the shell's and the remotes' scripts, styles,
//   chunks) never change under their name: served from its cache first;
// - pages and the deploy state (remotes.json, each remote's mf-manifest.json and remoteEntry.js,
//   the configuration JSON): always asked of the network first, so a rollout or a rollback
//   switches as it does without a worker; its copy is used only when the network fails;
// - the API is never touched (not even looked at): no answer of it is ever stored or replayed.
//
// It is built by build/service-worker.ts into a classic script (sw.js, no imports: a worker
// script cannot load the shell's chunks), so this file holds everything it needs; its `export`s
// are for its unit tests and are removed by that build.

/** A new cache name drops every copy the previous worker kept (activate). */
export const CACHE_VERSION = 'v1';
export const FILES_CACHE = `qcard-files-${CACHE_VERSION}`;
export const PAGES_CACHE = `qcard-pages-${CACHE_VERSION}`;
/** Oldest first out beyond these: a year of weekly deploys must not fill the rider's phone. */
export const MAX_FILES = 400;
export const MAX_PAGES = 40;
export const API_BASE = '/api';
/** The shell's page as built: any page not kept yet opens from it offline (its router takes over). */
export const APP_SHELL_PAGE = '/index.html';
/** The message a page sends when its first files were fetched before this worker controlled it. */
export const WARM_MESSAGE = 'qcard/warm';
/** The message a page gets when it was answered from the copy because the network failed (shell/src/features/offline/connectivity.ts). */
export const SERVED_COPY_MESSAGE = 'qcard/served-copy';
/**
 * The question a page asks once it listens: was I answered from the copy? A message sent while the
 * page was still starting is lost once the page has been parsed and nobody listened yet.
 */
export const SERVED_COPY_QUESTION = 'qcard/was-served-copy';
/** How long the worker remembers which pages it answered from the copy. */
export const SERVED_COPY_MEMORY_MS = 10 * 60_000;

export type Strategy = 'network' | 'cache-first' | 'network-first';

/** The same rule as the server's immutable Cache-Control (api/src/platform/static/static-files.ts). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** What a deploy switches under the same name, and the configuration the shell starts with. */
const DEPLOY_STATE =
  /^\/(?:[A-Za-z]+\.json|apps\/[^/]+\/[^/]+\/(?:mf-manifest\.json|remoteEntry\.js))$/;

export function strategyFor(
  method: string,
  url: URL,
  origin: string,
  navigation: boolean,
): Strategy {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return 'network';
  if (navigation) return 'network-first';
  if (path === '/sw.js') return 'network';
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (HASHED_NAME.test(name)) return 'cache-first';
  if (DEPLOY_STATE.test(path)) return 'network-first';
  return 'network';
}

/** A page is kept once per path: /order-detail?orderId=1 and ?orderId=2 are one shell page. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** The same-origin hashed files a page names (its entry scripts and styles). */
export function hashedReferences(html: string, base: URL): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="([^"]+)"/g)) {
    const raw = match[1];
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      continue;
    }
    if (strategyFor('GET', url, base.origin, false) === 'cache-first') found.add(url.href);
  }
  return [...found];
}

/** The server answers this in the asker's language (the configuration files say Vary: Accept-Language). */
export function variesByLanguage(response: Response): boolean {
  return /(^|,)\s*accept-language\s*(,|$)/i.test(response.headers.get('Vary') ?? '');
}

/**
 * Where the copy of a non-page answer is kept: once per language when it varies by language, so
 * a Spanish page offline gets the Spanish texts, whatever language was asked for last.
 */
export function copyKey(url: URL, language: string | null, varies: boolean): string {
  if (!language || !varies) return url.href;
  return `${url.href}${url.search ? '&' : '?'}qcard-lang=${encodeURIComponent(language)}`;
}

/** Only a whole, same-origin, unredirected success is worth keeping (a redirected page cannot answer a navigation). */
export function keepable(response: Response): boolean {
  return response.ok && response.type === 'basic' && !response.redirected;
}

// ---- the worker ------------------------------------------------------------------------------
// lib.dom (the shell's one type program) has Cache and Response but not the worker's events.

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  clientId?: string;
  resultingClientId?: string;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
  source?: { id?: string; postMessage(message: unknown): void } | null;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
  };
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

function startWorker(scope: WorkerScope): void {
  const origin = scope.location.origin;

  async function keep(
    cacheName: string,
    key: string | Request,
    response: Response,
    max: number,
  ): Promise<void> {
    const cache = await scope.caches.open(cacheName);
    await cache.put(key, response);
    await trim(cache, max);
  }

  async function cacheFirst(event: FetchEventLike): Promise<Response> {
    const cache = await scope.caches.open(FILES_CACHE);
    const hit = await cache.match(event.request, { ignoreVary: true });
    if (hit) return hit;
    const response = await fetch(event.request);
    if (keepable(response))
      event.waitUntil(keep(FILES_CACHE, event.request, response.clone(), MAX_FILES));
    return response;
  }

  /** Pages answered from the copy lately, by client id, with when (SERVED_COPY_QUESTION). */
  const servedCopyTo = new Map<string, number>();

  function rememberServedCopy(clientId: string): void {
    const now = Date.now();
    for (const [id, at] of servedCopyTo)
      if (now - at > SERVED_COPY_MEMORY_MS) servedCopyTo.delete(id);
    servedCopyTo.set(clientId, now);
  }

  async function networkFirst(event: FetchEventLike, navigation: boolean): Promise<Response> {
    const url = new URL(event.request.url);
    // Pages are painted in the rider's language anyway, and kept once per path.
    const language = navigation ? null : event.request.headers.get('Accept-Language');
    try {
      const response = await fetch(event.request);
      const key = navigation ? pageKey(url) : copyKey(url, language, variesByLanguage(response));
      if (keepable(response)) event.waitUntil(keep(PAGES_CACHE, key, response.clone(), MAX_PAGES));
      return response;
    } catch (error) {
      const pages = await scope.caches.open(PAGES_CACHE);
      const hit = navigation
        ? ((await pages.match(pageKey(url), { ignoreVary: true })) ??
          (await pages.match(`${origin}${APP_SHELL_PAGE}`, { ignoreVary: true })))
        : ((language
            ? await pages.match(copyKey(url, language, true), { ignoreVary: true })
            : undefined) ?? (await pages.match(url.href, { ignoreVary: true })));
      if (!hit) throw error;
      // The page (the one this answer opens, or the one that asked) learns it runs on copies.
      const page = navigation ? event.resultingClientId : event.clientId;
      if (page) {
        rememberServedCopy(page);
        event.waitUntil(tellServedCopy(page));
      }
      return hit;
    }
  }

  /**
   * A page that gets the copy of a page or of the deploy state learns it (a browser may still say
   * it is online): it asks /healthz, and shows the offline view, not forms that cannot be sent,
   * while that stays silent. A page being opened exists only once its answer has arrived.
   */
  async function tellServedCopy(clientId: string): Promise<void> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const client = await scope.clients.get(clientId);
      if (client) {
        client.postMessage({ type: SERVED_COPY_MESSAGE });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** The shell's page and its entry files, so the app opens offline even if no page was kept yet. */
  async function keepAppShell(): Promise<void> {
    const response = await fetch(APP_SHELL_PAGE, { cache: 'no-cache' });
    if (!keepable(response)) return;
    const html = await response.clone().text();
    await keep(PAGES_CACHE, `${origin}${APP_SHELL_PAGE}`, response, MAX_PAGES);
    await warm(hashedReferences(html, new URL(APP_SHELL_PAGE, origin)), null, null);
  }

  /**
   * The files a page fetched before this worker controlled it (its first visit), and that page
   * itself: kept now, so that visit alone is enough to open offline. Only what the rules would
   * keep anyway; never the API.
   */
  async function warm(
    urls: readonly string[],
    page: string | null,
    language: string | null,
  ): Promise<void> {
    const files = await scope.caches.open(FILES_CACHE);
    const pages = await scope.caches.open(PAGES_CACHE);
    const jobs = urls.map(async (raw) => {
      let url: URL;
      try {
        url = new URL(raw, origin);
      } catch {
        return;
      }
      const strategy = strategyFor('GET', url, origin, false);
      if (strategy === 'network') return;
      const cache = strategy === 'cache-first' ? files : pages;
      if (strategy === 'cache-first') {
        if (await cache.match(url.href, { ignoreVary: true })) return;
        const response = await fetch(url.href);
        if (keepable(response)) await cache.put(url.href, response);
        return;
      }
      // Asked in the page's language, as the page asked: the copy is that language's.
      const response = await fetch(
        url.href,
        language ? { headers: { 'Accept-Language': language } } : undefined,
      );
      if (keepable(response))
        await cache.put(copyKey(url, language, variesByLanguage(response)), response);
    });
    if (page !== null) {
      const url = new URL(page, origin);
      if (strategyFor('GET', url, origin, true) === 'network-first') {
        jobs.push(
          (async () => {
            const response = await fetch(url.href, { headers: { Accept: 'text/html' } });
            if (keepable(response)) await pages.put(pageKey(url), response);
          })(),
        );
      }
    }
    await Promise.allSettled(jobs);
    await trim(files, MAX_FILES);
    await trim(pages, MAX_PAGES);
  }

  scope.addEventListener('install', (event) => {
    // The rules do not depend on a version: a new worker may take over at once.
    void scope.skipWaiting();
    event.waitUntil(keepAppShell().catch(() => undefined));
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const mine = new Set([FILES_CACHE, PAGES_CACHE]);
        for (const name of await scope.caches.keys()) {
          if (name.startsWith('qcard-') && !mine.has(name)) await scope.caches.delete(name);
        }
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const request = event.request;
    const navigation = request.mode === 'navigate';
    const strategy = strategyFor(request.method, new URL(request.url), origin, navigation);
    // Not answered here: the browser fetches it as if there were no worker.
    if (strategy === 'network') return;
    event.respondWith(
      strategy === 'cache-first' ? cacheFirst(event) : networkFirst(event, navigation),
    );
  });

  scope.addEventListener('message', (event) => {
    const data = event.data as {
      type?: unknown;
      urls?: unknown;
      page?: unknown;
      language?: unknown;
    } | null;
    if (data?.type === SERVED_COPY_QUESTION) {
      const id = event.source?.id;
      if (id && servedCopyTo.has(id)) event.source?.postMessage({ type: SERVED_COPY_MESSAGE });
      return;
    }
    if (!data || data.type !== WARM_MESSAGE || !Array.isArray(data.urls)) return;
    const urls = data.urls.filter((u): u is string => typeof u === 'string').slice(0, 300);
    const language =
      typeof data.language === 'string' && /^[A-Za-z-]{2,12}$/.test(data.language)
        ? data.language
        : null;
    event.waitUntil(
      warm(urls, typeof data.page === 'string' ? data.page : null, language).catch(() => undefined),
    );
  });
}

// In a worker only (a test imports the rules above in a page-like environment).
declare const ServiceWorkerGlobalScope: (abstract new () => unknown) | undefined;
if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  startWorker(self as unknown as WorkerScope);
}
