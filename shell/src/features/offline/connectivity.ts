// Whether the portal can be reached (docs/offline-app.md). Offline is either of:
// - the browser has no network (navigator.onLine false, with its online/offline events);
// - the service worker answered this page (or its remotes.json, manifests, configuration) from
//   its copy because the network failed (a browser may still say it is online), and /healthz
//   (never answered by the worker) is silent too. It is asked again every few seconds until it
//   answers.
// An API call that fails on a page opened online is that page's own error (message 475, the
// form kept for a retry): it does not take the page away.
import { useSyncExternalStore } from 'react';

export type Connectivity = 'online' | 'offline' | 'unreachable';

/** From the service worker (shell/src/service-worker): this page got its copy of something, the network failed. */
export const SERVED_COPY_MESSAGE = 'qcard/served-copy';
/** To the service worker once this page listens: was I answered from the copy? (It answers with SERVED_COPY_MESSAGE.) */
export const SERVED_COPY_QUESTION = 'qcard/was-served-copy';
export const PROBE_URL = '/healthz';
export const PROBE_INTERVAL_MS = 5000;

let reachable = true;
let probing: Promise<void> | null = null;
let retry: number | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function setReachable(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  notify();
}

async function answers(): Promise<boolean> {
  try {
    const response = await fetch(PROBE_URL, { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/** Asks the portal once (calls made meanwhile share the answer), and again later while it does not answer. */
export function checkReachable(): Promise<void> {
  if (!probing) {
    probing = answers()
      .then((ok) => {
        setReachable(ok);
        if (retry !== null) window.clearTimeout(retry);
        retry = ok ? null : window.setTimeout(() => void checkReachable(), PROBE_INTERVAL_MS);
      })
      .finally(() => {
        probing = null;
      });
  }
  return probing;
}

let started = false;
function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    notify();
    void checkReachable();
  });
  window.addEventListener('offline', notify);
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === SERVED_COPY_MESSAGE) void checkReachable();
    });
    // Messages the worker sent while this page was starting were kept for now.
    navigator.serviceWorker.startMessages();
    // ...unless the page had been parsed before this listener came (the browser then hands them
    // to nobody): the worker remembers, and says it again when asked.
    navigator.serviceWorker.controller?.postMessage({ type: SERVED_COPY_QUESTION });
  }
}

export function connectivity(): Connectivity {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return reachable ? 'online' : 'unreachable';
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The painted (build-time) page is the online one. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, connectivity, () => 'online');
}

/** For tests: forget what was learnt. */
export function resetConnectivity(): void {
  reachable = true;
  probing = null;
  if (retry !== null) window.clearTimeout(retry);
  retry = null;
}
