// The installable app (docs/offline-app.md): its manifest, and the worker that removes itself.
import type { Language } from '../i18n/request-language';

export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
export const SCRIPT_TYPE = 'text/javascript; charset=utf-8';

const DESCRIPTION: Record<Language, string> = {
  en: 'Your Q Card balances, reloads, automatic reloads and orders.',
  es: 'Los saldos, recargas, recargas automáticas y pedidos de su Q Card.',
};

/** The web app manifest; the brand name is the same in every language. */
export function webAppManifest(language: Language): string {
  return JSON.stringify(
    {
      id: '/',
      name: 'Q Card',
      short_name: 'Q Card',
      description: DESCRIPTION[language],
      lang: language,
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f5f7fa',
      theme_color: '#005a9c',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    null,
    2,
  );
}

/** /sw.js when the deployed shell has no worker: no browser keeps one the deployed version lacks. */
export const RETIRING_SERVICE_WORKER = `// No service worker is deployed: this one removes the last one's caches, then itself.
self.addEventListener('install', () => { self.skipWaiting(); });
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('qcard-')) await caches.delete(name);
    await self.registration.unregister();
  })());
});
`;

/** A worker runs under its own script's policy: it may fetch from the portal and nothing else. */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";
