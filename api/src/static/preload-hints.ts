// Preload hints in the served index.html: the manifest and the entry script of the remote that
// owns the requested route, so the browser fetches them while the shell's own script downloads
// instead of one after another (shell -> remotes.json -> manifest -> entry). Versions come from
// the deploy state at request time, never from the build, so a rollout or a rollback switches
// the hints with the next page load.
import fs from 'node:fs';
import path from 'node:path';
import { findRoute } from '@qcard/shared/contracts/routes';
import { appOfRemoteName, type DeployState } from './deploy-state';

interface ManifestEntry {
  mtimeMs: number;
  /** The entry script relative to the manifest's folder, or null when the manifest names none usable. */
  entry: string | null;
}

const manifests = new Map<string, ManifestEntry>();

/**
 * The entry script a manifest names, relative to its folder, when its public path is "auto"
 * (Module Federation then loads it from the manifest's own folder; every app here is built so).
 */
export function entryOfManifest(manifest: unknown): string | null {
  const meta = (manifest as { metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown; type?: unknown } } } | null)?.metaData;
  const entry = meta?.remoteEntry;
  if (meta?.publicPath !== 'auto' || typeof entry?.name !== 'string' || !entry.name) return null;
  // An ES module entry is import()ed, not a classic script: a script preload would not be used.
  if (entry.type !== undefined && entry.type !== 'global' && entry.type !== 'var') return null;
  const dir = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const rel = dir ? `${dir}/${entry.name}` : entry.name;
  return /^[\w./-]+$/.test(rel) && !rel.split('/').includes('..') ? rel : null;
}

function localEntry(staticRoot: string, manifestUrl: string): string | null {
  const local = /^\/apps\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (!local) return null;
  const file = path.join(staticRoot, local[1] ?? '', 'dist', local[2] ?? '', 'mf-manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  let cached = manifests.get(file);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    let entry: string | null = null;
    try {
      entry = entryOfManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // A broken manifest gets no entry hint; the page reports the remote as it always did.
    }
    cached = { mtimeMs, entry };
    manifests.set(file, cached);
  }
  return cached.entry ? manifestUrl.replace(/mf-manifest\.json$/, cached.entry) : null;
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
}

/** What a page at `pathname` needs first from its remote, as the deploy state has it now. */
export function preloadHintsFor(state: DeployState | null, staticRoot: string, pathname: string): PreloadHint[] {
  const route = findRoute(pathname);
  if (!state || !route || route.remote === 'shell' || !appOfRemoteName(route.remote)) return [];
  const manifestUrl = state.remotes[route.remote];
  if (!manifestUrl) return [];
  const hints: PreloadHint[] = [{ href: manifestUrl, as: 'fetch' }];
  const entry = localEntry(staticRoot, manifestUrl);
  if (entry) hints.push({ href: entry, as: 'script' });
  return hints;
}

/**
 * The link elements of the hints. The runtime fetches a manifest with fetch(url, {}) (CORS mode,
 * credentials same-origin), which a preload only matches with crossorigin="anonymous"; it loads
 * the entry with a plain <script> (no crossorigin), which a preload without the attribute matches.
 */
export function preloadLinks(hints: PreloadHint[]): string {
  return hints
    .map((h) => (h.as === 'fetch' ? `<link rel="preload" href="${attr(h.href)}" as="fetch" crossorigin="anonymous">` : `<link rel="preload" href="${attr(h.href)}" as="script">`))
    .join('');
}

/** The page with the hints as the last elements of its head (the closing tag stays where it is). */
export function withPreloadHints(html: string, hints: PreloadHint[]): string {
  if (hints.length === 0) return html;
  const at = html.search(/<\/head>/i);
  return at < 0 ? html : `${html.slice(0, at)}${preloadLinks(hints)}${html.slice(at)}`;
}
