// The landing HTML (docs/performance.md): index.html with a page painted before any script runs,
// the live shell's frame with the live remote's page in its slot, or a role's signed-in frame
// shown only to that role. A missing piece falls back to the plain shell or the slot's "Loading…".
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findRoute, type RouteEntry } from '@qcard/contracts/routes';
import {
  EARLY_CART_CALL,
  EARLY_CART_GLOBAL,
  PAINTED_FRAME_ATTRIBUTE,
  PAINTED_REMOTE_ATTRIBUTE,
  PAINTED_ROOT_ATTRIBUTE,
  PAINTED_STYLE_ATTRIBUTE,
  RIDER_CLASS,
  SESSION_CLASS,
  SESSION_STORAGE_KEYS,
  SPONSOR_CLASS,
  prerenderName,
  riderFrameName,
  sponsorFrameName,
} from '@qcard/contracts/painted-pages';
import { initialCartMode } from '@qcard/contracts/cart-mode';
import { isLanguage, type Language } from '@qcard/contracts/languages';
import { languageFromHeader } from '../i18n/request-language';
import { cookieValue } from './canary';
import type { DeployState } from './deploy-state';
import {
  escapeAttribute,
  readPiece,
  remoteDistDir,
  withLiveGallery,
  type Piece,
} from './painted-pieces';

/** Mirrors localStorage 'qcard.lang' (written by the shell: shell/src/features/session/language-cookie.ts). */
export const LANGUAGE_COOKIE = 'qcard_lang';

/** Where the shell's frame takes the remote's page (shell/src/app/prerender.tsx). */
export const SLOT_MARK = '<!--qcard:slot-->';

/**
 * Runs before the painted page shows: marks <html> with the stored session and its role, so the
 * inline CSS hides a visitor's page from a session and a role's frame from anyone else.
 */
export const SESSION_SCRIPT =
  `try{var s=localStorage,c=document.documentElement.classList;if(s.getItem('${SESSION_STORAGE_KEYS.token}')){c.add('${SESSION_CLASS}');` +
  `var u=JSON.parse(s.getItem('${SESSION_STORAGE_KEYS.user}')||'null');if(u&&u.sponsor===false)c.add('${RIDER_CLASS}');if(u&&u.sponsor===true)c.add('${SPONSOR_CLASS}')}}catch(e){}`;
const HIDE_PAINTED_ROOT = `#root[${PAINTED_ROOT_ATTRIBUTE}]>*{visibility:hidden}`;
const SESSION_CSS = `.${SESSION_CLASS} ${HIDE_PAINTED_ROOT}`;
/** Hides a signed-in frame from anyone but the role it was drawn for. */
const ROLE_CSS = {
  rider: `html:not(.${RIDER_CLASS}) ${HIDE_PAINTED_ROOT}`,
  sponsor: `html:not(.${SPONSOR_CLASS}) ${HIDE_PAINTED_ROOT}`,
} as const;

/**
 * Runs at the end of a signed-in frame: writes the stored user's name, as text. At the end, since
 * Chrome may paint before an inline script runs (the header alone, for one in the middle).
 */
export const RIDER_NAME_SCRIPT = `try{var u=JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEYS.user}')||'null'),e=document.querySelector('#root [data-testid=menu-user-name]');if(u&&e)e.textContent=u.firstName+' '+u.lastName}catch(e){}`;

/**
 * Runs at the end of the cart's painted frame, for a stored rider: asks for the cart's first page
 * early and shows the header of the mode it opens in (the shared initialCartMode rule); the shell
 * then takes that same answer instead of asking again (shared/contracts/src/painted-pages.ts).
 */
export function cartScript(apiBase: string): string {
  const url = JSON.stringify(`${apiBase}${EARLY_CART_CALL.path}`);
  const body = JSON.stringify(JSON.stringify({ version: 1, ...EARLY_CART_CALL.body }));
  return (
    `try{var s=localStorage,k=s.getItem('${SESSION_STORAGE_KEYS.token}'),u=JSON.parse(s.getItem('${SESSION_STORAGE_KEYS.user}')||'null');` +
    `if(k&&u&&u.sponsor===false){var g=window.${EARLY_CART_GLOBAL}={};` +
    `g.answer=fetch(${url},{method:'POST',headers:{'Content-Type':'application/json',Authorization:'Bearer '+k,'Accept-Language':document.documentElement.lang},body:${body}})` +
    ".then(function(r){return r.json()}).then(function(e){if(!e||e.status!=='SUCCESS'||!e.data)return null;g.page=e;" +
    `var m=(${String(initialCartMode)})(false,e.data.cartItems||[]),` +
    `t=document.querySelector('#root[${PAINTED_ROOT_ATTRIBUTE}] template[data-cart-mode="'+m+'"]'),p=t&&t.parentNode.querySelector('.shell-remote-skeleton__pending');` +
    'if(p)p.replaceWith(t.content.cloneNode(true));return e}).catch(function(){return null})}}catch(e){}'
  );
}

/** A CSP source for an inline script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The painted page's language: the rider's choice (its cookie), else Accept-Language, else English. */
export function landingLanguage(headers: {
  cookie?: string;
  'accept-language'?: string | string[];
}): Language {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return languageFromHeader(headers['accept-language']) ?? 'en';
}

export interface LandingPage {
  html: string;
  /** CSP sources of the inline scripts in html. */
  scriptHashes: string[];
  language: Language;
}

export interface LandingInput {
  staticRoot: string;
  /** The live shell's build folder (holds index.html). */
  shellDir: string;
  /** Its index.html, as built. */
  indexHtml: string;
  state: DeployState | null;
  urlPath: string;
  language: Language;
  /** The gallery's slides the server serves in this language (GalleryConfig.json as served). */
  gallery?: string | null;
  /** Where the API answers (settings.apiBase): the cart's painted page calls it. */
  apiBase?: string;
}

/** The painted page of a route, or null where the plain shell is served. */
export function landingPage(input: LandingInput): LandingPage | null {
  const { indexHtml } = input;
  const route = findRoute(input.urlPath);
  if (!route || route.remote === 'shell') return null;
  if (!/<div id="root"><\/div>/.test(indexHtml)) return null;
  let painted: PaintedRoot | null = null;
  if (route.access === 'public')
    painted = route.path.includes(':') ? null : visitorPage(input, route.path, route.remote);
  else {
    const frame = signedInFrameFor(route, input.urlPath);
    painted = frame ? signedInPage(input, frame) : null;
  }
  if (!painted) return null;
  const { language } = input;
  const remote = painted.remote
    ? ` ${PAINTED_REMOTE_ATTRIBUTE}="${escapeAttribute(painted.remote)}"`
    : '';
  const role = painted.role ? ` ${PAINTED_FRAME_ATTRIBUTE}="${painted.role}"` : '';
  // The page's scripts after #root, outside what React hydrates.
  const after = painted.scripts.map((script) => `<script>${script}</script>`).join('');
  const body = `<style ${PAINTED_STYLE_ATTRIBUTE}>${painted.css.replace(/<\/style/gi, '<\\/style')}</style><script>${SESSION_SCRIPT}</script><div id="root" ${PAINTED_ROOT_ATTRIBUTE}="${language}"${remote}${role}>${painted.html}</div>${after}`;
  const html = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<div id="root"><\/div>/, () => body);
  return { html, scriptHashes: [SESSION_SCRIPT, ...painted.scripts].map(scriptHash), language };
}

interface PaintedRoot extends Piece {
  /** The inline scripts in the page besides SESSION_SCRIPT. */
  scripts: string[];
  /** The remote whose own page is in the frame's slot: the shell hydrates the page. */
  remote?: string;
  /** The role a signed-in frame was drawn for, when the shell hydrates it. */
  role?: 'rider' | 'sponsor';
}

/** A public route: the frame with the live remote version's page in its slot. */
function visitorPage(input: LandingInput, routePath: string, remote: string): PaintedRoot | null {
  const { staticRoot, shellDir, state, language, gallery } = input;
  const name = prerenderName(routePath);
  const builtFrame = readPiece(shellDir, language, name);
  if (!builtFrame || !builtFrame.html.includes(SLOT_MARK)) return null;
  const frame = withLiveGallery(builtFrame, shellDir, language, gallery);
  const remoteDir = remoteDistDir(staticRoot, state, remote);
  const page = remoteDir ? readPiece(remoteDir, language, name) : null;
  const loading = page ? null : readPiece(shellDir, language, 'remote-loading');
  // The remote's page goes into the frame's Suspense boundary, as React would have rendered it.
  const css = [frame.css, page?.css ?? loading?.css ?? '', SESSION_CSS].join('\n');
  if (!page) {
    const html = frame.html.replace(SLOT_MARK, () => loading?.html ?? '');
    return { html, css, scripts: [] };
  }
  // React's script that holds back a form's submit until the page is hydrated
  // (painted-form-action.ts) goes after #root: inside, React would meet it where its own render
  // has nothing, and drop the painted page for a fresh one.
  const scripts = [...page.html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!);
  const html = frame.html.replace(SLOT_MARK, () => page.html.replace(INLINE_SCRIPT, ''));
  return { html, css, scripts, remote };
}

const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;

/** The menu's line the name script fills. */
const NAME_MARK = 'data-testid="menu-user-name"';
/** The cart frame's header templates (shell/src/app/prerender.tsx). */
const CART_TEMPLATE = '<template data-cart-mode=';
const DEFAULT_API_BASE = '/api';

interface SignedInFrame {
  /** The shell's file (shell/src/app/prerender.tsx). */
  name: string;
  /** Whom it was drawn for: shown (and hydrated) only in a browser with a session of that role. */
  role: keyof typeof ROLE_CSS;
}

/** A rider's or a sponsor's protected route: the shell's signed-in frame, which already holds the slot's skeleton. */
function signedInPage(input: LandingInput, frame: SignedInFrame): PaintedRoot | null {
  const { shellDir, language, gallery } = input;
  const builtFrame = readPiece(shellDir, language, frame.name);
  if (!builtFrame || builtFrame.html.includes(SLOT_MARK) || !builtFrame.html.includes(NAME_MARK))
    return null;
  const painted = withLiveGallery(builtFrame, shellDir, language, gallery);
  // The cart's frame holds its header in both modes; its script shows the one its early call
  // found, before any script file. The shell renders that frame afresh: its first render cannot
  // know what the call had found when React compared. Other frames are hydrated, the name written
  // by the script (as the menu renders it) before.
  const cart = builtFrame.html.includes(CART_TEMPLATE);
  const scripts = cart
    ? [RIDER_NAME_SCRIPT, cartScript(input.apiBase ?? DEFAULT_API_BASE)]
    : [RIDER_NAME_SCRIPT];
  return {
    html: painted.html,
    css: [painted.css, ROLE_CSS[frame.role]].join('\n'),
    scripts,
    ...(cart ? {} : { role: frame.role }),
  };
}

/** An address's own path: letters, digits, '-' and '_' between single slashes, no trailing one. */
const PLAIN_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

/**
 * The shell's frame of a protected route (shell/src/app/prerender.tsx): the sponsor's for
 * mfe-sponsor's pages, else the rider's, named by the route or, for a path with a parameter, by
 * the address itself (only the address the menu links to has a file).
 */
function signedInFrameFor(route: RouteEntry, urlPath: string): SignedInFrame | null {
  if (route.remote === 'mfe_sponsor')
    return route.path.includes(':')
      ? null
      : { name: sponsorFrameName(route.path), role: 'sponsor' };
  if (!route.path.includes(':')) return { name: riderFrameName(route.path), role: 'rider' };
  const clean = urlPath.replace(/\/+$/, '');
  return PLAIN_PATH.test(clean) ? { name: riderFrameName(clean), role: 'rider' } : null;
}

const cache = new Map<string, LandingPage | null>();
const CACHE_ENTRIES = 200;

function stamp(file: string): string {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return '-';
  }
}

const galleryVersions = new Map<string, number>();
let nextGalleryVersion = 1;

/**
 * A short name for the served slides in the cache key: one map look-up per request, not a JSON
 * parse. Numbers are never reused, so a forgotten text cannot name another one's cached page.
 */
function galleryVersion(text: string | null | undefined): string {
  if (text === null || text === undefined) return '-';
  let version = galleryVersions.get(text);
  if (version === undefined) {
    if (galleryVersions.size >= 20) galleryVersions.clear();
    version = nextGalleryVersion++;
    galleryVersions.set(text, version);
  }
  return String(version);
}

/** landingPage(), kept per build files (their stamps), route, language and slides. */
export function cachedLandingPage(input: Omit<LandingInput, 'indexHtml'>): LandingPage | null {
  const route = findRoute(input.urlPath);
  if (!route) return null;
  const index = path.join(input.shellDir, 'index.html');
  const signedIn = route.access === 'protected';
  // A signed-in frame is the shell's alone: no remote page goes in it.
  const remoteDir = signedIn ? null : remoteDistDir(input.staticRoot, input.state, route.remote);
  const name = signedIn
    ? (signedInFrameFor(route, input.urlPath)?.name ?? null)
    : prerenderName(route.path);
  if (name === null) return null;
  const key = [
    input.apiBase ?? DEFAULT_API_BASE,
    index,
    stamp(index),
    stamp(path.join(input.shellDir, 'prerender', input.language, `${name}.html`)),
    remoteDir ?? '-',
    remoteDir ? stamp(path.join(remoteDir, 'prerender', input.language, `${name}.html`)) : '-',
    route.path,
    input.language,
    stamp(path.join(input.shellDir, 'prerender', input.language, 'gallery.json')),
    galleryVersion(input.gallery),
  ].join('|');
  if (cache.has(key)) return cache.get(key) ?? null;
  let indexHtml: string;
  try {
    indexHtml = fs.readFileSync(index, 'utf8');
  } catch {
    return null;
  }
  const page = landingPage({ ...input, indexHtml });
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(key, page);
  return page;
}
