// The shell's part of the build-time landing HTML (docs/performance.md, "Landing HTML"): the
// frame (header, gallery's box, alerts, footer) of every public route, per language, with a
// mark where the API puts the live remote's own build-time page. Run in Node after the build
// (build/prerender/run.mjs), from the same components the browser renders, so the client's
// first render draws the same boxes over it. A rider's protected pages get a frame too, drawn for
// a rider without a name (the menu, the page's known header in the slot's skeleton), and a
// sponsor's own pages one drawn for a sponsor: the server cannot know who is signed in, so it
// shows a frame only to a browser holding a session of its role, fills in the name, and hides it
// from anyone else (api/src/platform/static/landing-html.ts).
import fs from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { I18nextProvider, useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { COMMON_NS, i18n, i18nReady, type Language } from '@qcard/runtime/i18n/i18n';
import type { GalleryItem } from '@qcard/contracts/domain';
import { setConfig } from '@qcard/runtime/config/config-store';
import { prerenderName, riderFrameName, sponsorFrameName } from '@qcard/contracts/painted-pages';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import type { SessionUser } from '@qcard/contracts/domain';
import { NAMESPACE } from './i18n-namespace';
import { paintedRiderPages, paintedSponsorPages, paintedVisitorRoutes } from './painted-routes';
import { PageLayout } from '../features/layout/page-layout';
import { Gallery } from '../features/layout/gallery';
import { PaintedSlotShape, RemoteLoading } from '../features/remotes/remote-slot';
import { NoScriptNote } from '../features/layout/no-script-note';
import { RemoteSkeleton } from '../features/remotes/remote-skeleton';
import { createPrerenderStore } from '../store/shell-store';
import { cartActions } from '../features/cart/public';
import type { CartMode } from '@qcard/contracts/cart-mode';

/** Where the remote's page goes; the API replaces it (api/src/platform/static/landing-html.ts). */
export const SLOT_MARK = '<!--qcard:slot-->';
const SLOT_TOKEN = 'QCARD_PRERENDER_SLOT_7F3A';

/**
 * The gallery's slides as the API serves them in a language (api/config/GalleryConfig.json, the
 * Spanish in api/config/es/): the frames paint the first slide, so the page's largest text is
 * there before any script. The API paints the slides only while its own file still holds
 * exactly these (api/src/platform/static/landing-html.ts), else the gallery's empty box.
 */
export function buildTimeGallery(language: Language): GalleryItem[] {
  const file = new URL(
    `../../../api/config/${language === 'en' ? '' : `${language}/`}GalleryConfig.json`,
    import.meta.url,
  );
  try {
    const items = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(items) ? (items as GalleryItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * Who the frames are drawn for: nobody (a visitor), or a rider or sponsor without a name. The
 * menu and the headers read the session (shared/runtime/src/session/use-session.ts), which reads the
 * browser's storage. In Node there is none, so one is lent for the moment the session is written;
 * the hook keeps what it read, across calls: each language's run starts from a visitor again.
 */
function paintSession(role: 'visitor' | 'rider' | 'sponsor'): void {
  const values = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  const host = globalThis as { window?: unknown };
  host.window = { localStorage };
  try {
    if (role === 'visitor') {
      clearSession();
      return;
    }
    // The name's line is kept (a no-break space); the server's script writes the user's name in it.
    const user: SessionUser = {
      id: 0,
      email: '',
      firstName: '\u00a0',
      lastName: '',
      address: '',
      town: '',
      state: '',
      zipcode: '',
      phoneNumber: '',
      sponsor: role === 'sponsor',
    };
    setToken('painted');
    setUser(user);
  } finally {
    delete host.window;
  }
}

/** The painted slide's buttons do nothing until the app takes over: inert, as the forms are. */
const GALLERY_CONTROLS = '<div class="shell-gallery__controls">';
const INERT_GALLERY_CONTROLS = '<div class="shell-gallery__controls" inert="">';

function LoadingText() {
  const { t } = useTranslation('shell');
  return <RemoteLoading text={t('remote.loading')} />;
}

const CART_PATH = '/user-cart';
const CART_MODES: CartMode[] = ['edit', 'view'];

/** The cart's header in one mode, as the slot's skeleton draws it once the shell knows the mode. */
function cartHeader(
  page: (
    routePath: string,
    children: ReactNode,
    store?: ReturnType<typeof createPrerenderStore>,
  ) => string,
  mode: CartMode,
): string {
  const store = createPrerenderStore();
  store.dispatch(cartActions.firstPageLoaded(1, mode));
  const html = page(CART_PATH, <RemoteSkeleton routePath={CART_PATH} />, store);
  const header = /<header class="qc-page-header"[^]*?<\/header>/.exec(html)?.[0];
  if (!header) throw new Error(`prerender: no cart header drawn in ${mode} mode`);
  return header;
}

/**
 * The cart's frame with its header in both modes, as templates beside the header's kept room:
 * the page's inline script asks for the cart's first page and shows the one its mode says
 * (api/src/platform/static/landing-html.ts), before any script file.
 */
function withCartHeaders(frame: string, headerFor: (mode: CartMode) => string): string {
  const loading = '<div class="shell-remote-loading"';
  if (!frame.includes(loading)) throw new Error('prerender: the cart frame has no loading line');
  const templates = CART_MODES.map(
    (mode) => `<template data-cart-mode="${mode}">${headerFor(mode)}</template>`,
  ).join('');
  return frame.replace(loading, () => templates + loading);
}

export async function prerender(
  language: Language,
): Promise<Array<{ name: string; html: string } | { name: string; json: string }>> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([COMMON_NS, NAMESPACE]);
  // A previous language's run ended signed in as a sponsor: its visitor pages drew a sponsor's
  // menu and header.
  paintSession('visitor');
  const page = (routePath: string, children: ReactNode, store = createPrerenderStore()) =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[routePath]}>{children}</MemoryRouter>
        </Provider>
      </I18nextProvider>,
    );
  const gallery = buildTimeGallery(language);
  // The gallery's empty box, for the API to put in place of the painted slides when its file differs.
  setConfig({ gallery: [] });
  const galleryPending = page('/', <Gallery />);
  setConfig({ gallery });
  const frames = paintedVisitorRoutes().map((r) => ({
    name: prerenderName(r.path),
    html: page(
      r.path,
      <PageLayout>
        <NoScriptNote />
        {/* The slot as it hydrates (remote-slot.tsx): the remote's page goes in its boundary. */}
        <PaintedSlotShape>{SLOT_TOKEN}</PaintedSlotShape>
      </PageLayout>,
    )
      .replace(SLOT_TOKEN, SLOT_MARK)
      .replace(GALLERY_CONTROLS, INERT_GALLERY_CONTROLS),
  }));
  const signedInFrame = (routePath: string, path: string) =>
    page(
      path,
      <PageLayout>
        {/* As the app draws it (without JavaScript the frame stays hidden: no session is read). */}
        <NoScriptNote />
        {/* What the slot draws first (remote-slot.tsx): the page's known header and "Loading…". */}
        <div className="shell-remote-area">
          <RemoteSkeleton routePath={routePath} />
        </div>
      </PageLayout>,
    ).replace(GALLERY_CONTROLS, INERT_GALLERY_CONTROLS);
  // The signed-in pages come after every visitor's page: from here on the session holds a rider,
  // then a sponsor.
  paintSession('rider');
  const riderFrames = paintedRiderPages().map(({ route: r, path }) => ({
    name: riderFrameName(path),
    html:
      path === CART_PATH
        ? withCartHeaders(signedInFrame(r.path, path), (mode) => cartHeader(page, mode))
        : signedInFrame(r.path, path),
  }));
  paintSession('sponsor');
  const sponsorFrames = paintedSponsorPages().map((r) => ({
    name: sponsorFrameName(r.path),
    html: signedInFrame(r.path, r.path),
  }));
  // What a route whose remote has no build-time page shows: the slot's own first render.
  return [
    ...frames,
    ...riderFrames,
    ...sponsorFrames,
    { name: 'remote-loading', html: page('/', <LoadingText />) },
    { name: 'gallery-pending', html: galleryPending },
    // Not a page: what the painted slides were made from (the API compares it with its own file).
    { name: 'gallery', json: JSON.stringify(gallery) },
  ];
}
