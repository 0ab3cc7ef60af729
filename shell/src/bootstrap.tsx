import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from '@qcard/runtime/i18n/react-i18n';
import '@qcard/kit/styles/tokens.css';
import '@qcard/kit/styles/base.css';
import './app/shell.css';
import { COMMON_NS, i18n, i18nReady } from '@qcard/runtime/i18n/i18n';
import { holdConfigUntil } from '@qcard/runtime/config/config-store';
import { NAMESPACE } from './app/i18n-namespace';
import { App } from './app/app';
import {
  applyPaintedLanguageChoice,
  capturePaintedGallery,
  expectPaintedSlot,
  paintedSlotSettled,
  paintedFrameReplaced,
  watchPaintedLanguageChoice,
} from './features/painted/public';
import { adoptPaintedLanguage, mirrorLanguageCookie } from './features/session/language-cookie';
import { registerServiceWorker } from './features/offline/public';
import { remoteLocations } from './features/remotes/remote-registry';
import { startWebVitalsWhenIdle } from './features/remotes/web-vitals-reports';
import { requestCartEarly } from './features/cart/public';
import {
  PAINTED_FRAME_ATTRIBUTE,
  PAINTED_REMOTE_ATTRIBUTE,
  PAINTED_ROOT_ATTRIBUTE,
  RIDER_CLASS,
  SESSION_CLASS,
  SPONSOR_CLASS,
} from '@qcard/contracts/painted-pages';

const container = document.getElementById('root');
// The server may have painted the page already, in the language it had reason to pick
// (docs/performance.md, "Landing HTML"); #root's data-prerendered names it.
const paintedLanguage = container?.getAttribute(PAINTED_ROOT_ATTRIBUTE);
if (container && paintedLanguage) watchPaintedLanguageChoice(container, paintedLanguage);
// A visitor's page that holds the remote's own page is one React render: hydrated, so what the
// visitor typed, ticked or opened before the app started stays in the live page. A session's
// browser hides the visitor's page and is sent elsewhere: rendered afresh.
const paintedRemote = document.documentElement.classList.contains(SESSION_CLASS)
  ? null
  : (container?.getAttribute(PAINTED_REMOTE_ATTRIBUTE) ?? null);
// A signed-in frame is hydrated in a browser holding a session of the role it was drawn for (the
// head's script marks it; any other browser has it hidden and is sent elsewhere).
const frameRole = container?.getAttribute(PAINTED_FRAME_ATTRIBUTE);
const hydrateFrame =
  (frameRole === 'rider' && document.documentElement.classList.contains(RIDER_CLASS)) ||
  (frameRole === 'sponsor' && document.documentElement.classList.contains(SPONSOR_CLASS));

/** Runs once the live page is on screen (the commit that replaced the painted copy). */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

function start() {
  mirrorLanguageCookie();
  if (!container) return;
  expectPaintedSlot(paintedRemote, window.location.pathname);
  // The painted remote page was drawn before any configuration: its rules apply once it is live.
  if (paintedRemote) holdConfigUntil(paintedSlotSettled);
  capturePaintedGallery(container, paintedLanguage);
  const committed = () => {
    container.removeAttribute(PAINTED_ROOT_ATTRIBUTE);
    paintedFrameReplaced();
    registerServiceWorker();
    // Web Vitals, fetched once the page is idle.
    startWebVitalsWhenIdle();
    void applyPaintedLanguageChoice(i18n.language);
  };
  const app = (
    <Committed onCommit={committed}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </Committed>
  );
  if (paintedRemote || hydrateFrame) {
    // React takes over the server's DOM in slices, so a phone stays responsive, and keeps a
    // remote's painted page as it is until that remote's code is here.
    hydrateRoot(container, app);
    return;
  }
  // Nothing to hydrate: a page painted for another visitor than this browser, the cart's frame
  // (its header shown by its own early call), or nothing painted at all.
  const root = createRoot(container);
  // Over a painted page, a transition: React renders the whole app in slices of a few
  // milliseconds, so a phone stays responsive, and commits it in one go, so the painted copy is
  // never on screen together with (or after) the live one. With nothing painted the slices only
  // delayed the first paint (docs/performance.md, "Signed-in pages rendered at once").
  if (paintedLanguage) startTransition(() => root.render(app));
  else root.render(app);
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
