// Registers the portal's service worker (shell/src/service-worker, docs/offline-app.md) once the
// page has loaded and gone idle: the landing page's own budget pays nothing for it. The files
// this first visit fetched before the worker existed are handed to it, so this visit alone is
// enough for the installed app to open offline. The page's language goes with them: the worker
// asks for the configuration in it, as the page did (its copies are kept per language).
import { getLanguage } from '@qcard/runtime/i18n/i18n';

/** The worker's name for it (shell/src/service-worker/service-worker.ts, WARM_MESSAGE). */
export const WARM_MESSAGE = 'qcard/warm';

function afterLoadAndIdle(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function fetchedSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(window.location.origin));
}

export function registerServiceWorker(): void {
  // Development builds change under the same names: no worker there.
  if (process.env.NODE_ENV !== 'production') return;
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  afterLoadAndIdle(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) =>
        registration.active?.postMessage({
          type: WARM_MESSAGE,
          page: window.location.pathname,
          urls: fetchedSoFar(),
          language: getLanguage(),
        }),
      )
      .catch(() => undefined);
  });
}
