// Preload hints in the served index.html: the first files of the route's remote, fetched while
// the shell's own script downloads; versions from the deploy state at request time.
import fs from 'node:fs';
import path from 'node:path';
import { findRoute } from '@qcard/contracts/routes';
import { appOfRemoteName, type DeployState } from './deploy-state';
import { escapeAttribute } from './painted-pieces';

/** What the page loads from a remote's folder before the remote can render, relative to it. */
export interface RemoteFiles {
  /** The entry script. */
  entry: string;
  /** Scripts and styles of the shell's expose ("./routes") the runtime loads with the entry. */
  scripts: string[];
  styles: string[];
}

interface CachedManifest {
  mtimeMs: number;
  files: RemoteFiles | null;
}

const manifests = new Map<string, CachedManifest>();

const safeRelative = (rel: unknown): rel is string =>
  typeof rel === 'string' &&
  /^[\w./-]+$/.test(rel) &&
  !rel.split('/').includes('..') &&
  !rel.startsWith('/');

/**
 * The entry script a manifest names and the synchronous files of its "./routes" expose, relative
 * to the manifest's folder (public path "auto"); null when it names no classic-script entry.
 */
export function filesOfManifest(manifest: unknown): RemoteFiles | null {
  type Assets = { js?: { sync?: unknown }; css?: { sync?: unknown } };
  const m = manifest as {
    metaData?: {
      publicPath?: unknown;
      remoteEntry?: { name?: unknown; path?: unknown; type?: unknown };
    };
    exposes?: Array<{ path?: unknown; assets?: Assets }>;
  } | null;
  const meta = m?.metaData;
  const entry = meta?.remoteEntry;
  if (meta?.publicPath !== 'auto' || typeof entry?.name !== 'string' || !entry.name) return null;
  // An ES module entry is import()ed, not a classic script: a script preload would not be used.
  if (entry.type !== undefined && entry.type !== 'global' && entry.type !== 'var') return null;
  const dir = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const rel = dir ? `${dir}/${entry.name}` : entry.name;
  if (!safeRelative(rel)) return null;
  const routes = Array.isArray(m?.exposes)
    ? m.exposes.find((e) => e.path === './routes')
    : undefined;
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter(safeRelative) : [];
  return {
    entry: rel,
    scripts: list(routes?.assets?.js?.sync),
    styles: list(routes?.assets?.css?.sync),
  };
}

/** The files of a remote served here (a /apps/ manifest URL), read from its built manifest. */
function localFiles(staticRoot: string, manifestUrl: string): RemoteFiles | null {
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
    let files: RemoteFiles | null = null;
    try {
      files = filesOfManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // A broken manifest gets no hints past itself; the page reports the remote as it always did.
    }
    cached = { mtimeMs, files };
    manifests.set(file, cached);
  }
  return cached.files;
}

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

/** What a page at `pathname` needs first from its remote, as the deploy state has it now. */
export function preloadHintsFor(
  state: DeployState | null,
  staticRoot: string,
  pathname: string,
): PreloadHint[] {
  const route = findRoute(pathname);
  if (!state || !route || route.remote === 'shell' || !appOfRemoteName(route.remote)) return [];
  const manifestUrl = state.remotes[route.remote];
  if (!manifestUrl) return [];
  const hints: PreloadHint[] = [{ href: manifestUrl, as: 'fetch' }];
  const files = localFiles(staticRoot, manifestUrl);
  if (!files) return hints;
  const folder = manifestUrl.replace(/mf-manifest\.json$/, '');
  hints.push({ href: folder + files.entry, as: 'script' });
  for (const script of files.scripts) hints.push({ href: folder + script, as: 'script' });
  for (const style of files.styles) hints.push({ href: folder + style, as: 'style' });
  return hints;
}

/**
 * The link elements of the hints: the runtime fetches a manifest in CORS mode, which a preload
 * only matches with crossorigin="anonymous"; its scripts and styles load without it.
 */
export function preloadLinks(hints: PreloadHint[]): string {
  return hints
    .map(
      (h) =>
        `<link rel="preload" href="${escapeAttribute(h.href)}" as="${h.as}"${h.as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    )
    .join('');
}

/** The page with the hints as the last elements of its head (the closing tag stays where it is). */
export function withPreloadHints(html: string, hints: PreloadHint[]): string {
  if (hints.length === 0) return html;
  const at = html.search(/<\/head>/i);
  return at < 0 ? html : `${html.slice(0, at)}${preloadLinks(hints)}${html.slice(at)}`;
}
