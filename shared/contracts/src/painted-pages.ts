// The file names of the pages painted at build time (docs/performance.md, "Landing HTML"): the
// shell's build writes them (shell/src/app/prerender.tsx) and the API looks them up by the
// address asked for (api/src/platform/static/landing-html.ts), so both name them here.

import { CartItemsCall } from '@qcard/contracts/cart-calls';

/** A route's file name: "/" is index, "/forgot-password" forgot-password, any other "/" as "--". */
export function prerenderName(routePath: string): string {
  return routePath.replace(/^\//, '').replace(/\//g, '--') || 'index';
}

/** The shell's signed-in frame for a rider at this address (a route's path, or the menu's address of a path with a parameter). */
export function riderFrameName(path: string): string {
  return `rider--${prerenderName(path)}`;
}

/** The shell's signed-in frame for a sponsor at this address (a sponsor's own page; none has a parameter). */
export function sponsorFrameName(path: string): string {
  return `sponsor--${prerenderName(path)}`;
}

/**
 * The painted cart page (/user-cart) asks for the cart's first page from an inline script, before
 * any script file: its header depends on the mode the cart opens in, which that page decides
 * (api/src/platform/static/landing-html.ts). The script leaves the call here for the shell and for the
 * cart page's first load, which take it instead of asking again (the two cart-saga.ts).
 */
export const EARLY_CART_GLOBAL = '__qcardEarlyCart';

/** The cart's first page: the call the shell makes first, and the inline script makes for it (which adds the envelope's version: 1, as the API client does). */
export const EARLY_CART_CALL = { path: CartItemsCall.path, body: { pageNo: 1 } } as const;

export interface EarlyCart<E> {
  /** The answer's envelope, or null when the call failed or did not answer SUCCESS. */
  answer: Promise<E | null>;
  /** The same envelope once it arrived (the shell's first render shows the mode at once). */
  page?: E;
  /** Set by the cart page when its first load took `answer` (a later visit asks again). */
  takenByCartPage?: boolean;
}

/** The call the painted cart page's inline script made before any script file, if it made one. */
export function paintedEarlyCart<E>(): EarlyCart<E> | undefined {
  // globalThis: this module also runs on the API (which only reads the names above).
  return (globalThis as unknown as Record<string, EarlyCart<E> | undefined>)[EARLY_CART_GLOBAL];
}

/**
 * The marks a painted page carries, which the API's inline scripts and CSS write
 * (api/src/platform/static/landing-html.ts) and the shell reads (shell/src/bootstrap.tsx,
 * shell/src/features/painted/): #root's attribute while it holds a painted page (its value is the
 * page's language), and <html>'s classes while the browser holds a session, by role.
 */
export const PAINTED_ROOT_ATTRIBUTE = 'data-prerendered';
/**
 * #root's attribute on a visitor's page that holds the live remote's own build-time page in the
 * frame's slot (its value names the remote): the whole page is one React render, which the shell
 * hydrates. Without it (no remote page, a signed-in frame) the shell renders afresh.
 */
export const PAINTED_REMOTE_ATTRIBUTE = 'data-painted-remote';
/**
 * #root's attribute on a signed-in frame the shell can hydrate (its value: the role it was drawn
 * for, rider or sponsor): hydrated in a browser holding a session of that role.
 */
export const PAINTED_FRAME_ATTRIBUTE = 'data-painted-frame';
/** The painted page's inline <style>, which the shell removes once nothing painted is on screen. */
export const PAINTED_STYLE_ATTRIBUTE = 'data-painted-style';
export const SESSION_CLASS = 'qc-session';
export const RIDER_CLASS = 'qc-rider';
export const SPONSOR_CLASS = 'qc-sponsor';

/**
 * Where the app keeps the session in localStorage, which the painted page's inline scripts read
 * before any script file: the token, and the user as JSON. shared/runtime/src/session/session-storage.ts
 * writes them under its own names (a shared singleton, versioned by its text); its test
 * session-storage-keys.test.ts holds the two together.
 */
export const SESSION_STORAGE_KEYS = { token: 'qcard.token', user: 'qcard.user' } as const;
