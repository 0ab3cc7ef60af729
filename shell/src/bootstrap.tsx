import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '@qcard/runtime/i18n/react-i18n';
import '@qcard/kit/styles/tokens.css';
import '@qcard/kit/styles/base.css';
import './app/shell.css';
import { COMMON_NS, i18n, i18nReady } from '@qcard/runtime/i18n/i18n';
import { NAMESPACE } from './app/i18n-namespace';
import { App } from './app/app';
import {
  applyPaintedLanguageChoice,
  capturePaintedGallery,
  capturePrerenderedSlot,
  paintedFrameReplaced,
  watchPaintedLanguageChoice,
} from './features/painted/public';
import { adoptPaintedLanguage, mirrorLanguageCookie } from './features/session/language-cookie';
import { registerServiceWorker } from './features/offline/public';
import { remoteLocations } from './features/remotes/remote-registry';
import { startWebVitalsWhenIdle } from './features/remotes/web-vitals-reports';
import { requestCartEarly } from './features/cart/public';
import { PAINTED_ROOT_ATTRIBUTE } from '@qcard/contracts/painted-pages';

const container = document.getElementById('root');
// The server may have painted the page already, in the language it had reason to pick
// (docs/performance.md, "Landing HTML"); #root's data-prerendered names it.
const paintedLanguage = container?.getAttribute(PAINTED_ROOT_ATTRIBUTE);
if (container && paintedLanguage) watchPaintedLanguageChoice(container, paintedLanguage);

/** Runs once the live page is on screen (the commit that replaced the painted copy). */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

function start() {
  mirrorLanguageCookie();
  if (!container) return;
  // The painted page is not hydrated: the client render replaces it, from the same components in
  // the same language, and the remote's painted part stays on screen until the remote is here.
  capturePrerenderedSlot(container);
  capturePaintedGallery(container, paintedLanguage);
  const root = createRoot(container);
  const committed = () => {
    container.removeAttribute(PAINTED_ROOT_ATTRIBUTE);
    paintedFrameReplaced();
    registerServiceWorker();
    // Web Vitals, fetched once the page is idle.
    startWebVitalsWhenIdle();
    void applyPaintedLanguageChoice(i18n.language);
  };
  // Over a painted page, a transition: React renders the whole app in slices of a few
  // milliseconds, so a phone stays responsive (one long task here was most of the landing page's
  // blocking time), and commits it in one go, so the painted copy is never on screen together
  // with (or after) the live one. A rider's own pages are painted too (the signed-in frame). A page
  // with nothing painted (a sponsor's, one with a parameter) has nothing to keep responsive, and
  // there the slices only delayed its first paint: rendered at once, the signed-in pages painted
  // about 100 ms earlier at 4x CPU, with Lighthouse's blocking time no worse
  // (docs/performance.md, "Signed-in pages rendered at once").
  const render = () =>
    root.render(
      <Committed onCommit={committed}>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </Committed>,
    );
  if (paintedLanguage) startTransition(render);
  else render();
}

// Where the remotes live is read while the texts load and the app renders: the page's remote
// starts loading as soon as its slot mounts, not a round trip after the first commit.
remoteLocations().catch(() => undefined);
// So is a signed-in rider's cart (the cart page's header and the menu's count wait on it).
requestCartEarly();

// The shell's and the UI kit's texts in the chosen language first (two small chunks, fetched
// together) and i18next started, so the first paint is already in that language and nothing in
// it waits again.
void Promise.allSettled([i18nReady, i18n.loadNamespaces([COMMON_NS, NAMESPACE])])
  .then(() => adoptPaintedLanguage(paintedLanguage))
  .catch(() => undefined)
  .finally(start);
