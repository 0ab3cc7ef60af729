// The painted pieces the landing HTML is spliced from: a build's prerender/<language>/<name>.html
// and .css, of the live shell or of the remote version the deploy state names.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@qcard/contracts/languages';
import { appOfRemoteName, type DeployState } from './deploy-state';

/** The local build folder of the remote version the deploy state names, or null (a CDN, or nothing deployed). */
export function remoteDistDir(
  staticRoot: string,
  state: DeployState | null,
  remote: string,
): string | null {
  const entry = state?.remotes[remote];
  const local = /^\/apps\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '');
  if (!local || appOfRemoteName(remote) !== local[1]) return null;
  return path.join(staticRoot, local[1] ?? '', 'dist', local[2] ?? '');
}

export interface Piece {
  html: string;
  css: string;
}

export function readPiece(dir: string, language: Language, name: string): Piece | null {
  try {
    const base = path.join(dir, 'prerender', language, name);
    return {
      html: fs.readFileSync(`${base}.html`, 'utf8'),
      css: fs.existsSync(`${base}.css`) ? fs.readFileSync(`${base}.css`, 'utf8') : '',
    };
  } catch {
    return null;
  }
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The same slides as JSON text, however the file was spaced; null for a file that is not JSON. */
export function canonicalGallery(text: string | null | undefined): string | null {
  try {
    return JSON.stringify(JSON.parse(text ?? ''));
  } catch {
    return null;
  }
}

const PAINTED_GALLERY = /<section class="shell-gallery"[^]*?<\/section>/;

/** The frame's painted gallery when the server holds the slides the build saw, else its empty box. */
export function withLiveGallery(
  frame: Piece,
  shellDir: string,
  language: Language,
  liveGallery: string | null | undefined,
): Piece {
  if (!PAINTED_GALLERY.test(frame.html)) return frame;
  let built: string | null = null;
  try {
    built = canonicalGallery(
      fs.readFileSync(path.join(shellDir, 'prerender', language, 'gallery.json'), 'utf8'),
    );
  } catch {
    built = null;
  }
  if (built !== null && built === canonicalGallery(liveGallery)) return frame;
  const pending = readPiece(shellDir, language, 'gallery-pending');
  // The box's own rules too: the frame's critical CSS was cut to what the painted slide uses.
  return {
    html: frame.html.replace(PAINTED_GALLERY, () => pending?.html ?? ''),
    css: `${frame.css}\n${pending?.css ?? ''}`,
  };
}
