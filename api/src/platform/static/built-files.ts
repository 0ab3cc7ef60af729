// Sending the build's files: cache rules, trusted brotli / gzip copies, the script type.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncodedBody } from './encoded-files';
import { acceptableCodings, type Coding } from './content-coding';
import { SCRIPT_TYPE } from './web-app';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** Text files the build leaves brotli / gzip copies of (build/precompress.ts), with their types. */
const TEXT_TYPES: Record<string, string> = {
  '.html': HTML_TYPE,
  '.js': SCRIPT_TYPE,
  '.mjs': SCRIPT_TYPE,
  '.css': 'text/css; charset=utf-8',
  '.json': JSON_TYPE,
  '.map': JSON_TYPE,
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
const COPY_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

const NO_CACHE_NAMES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'remotes.json',
]);

/**
 * Cache-Control for a served file name: hashed names are immutable; pages, JSON and unhashed
 * scripts and styles are revalidated on every use; images and fonts may be an hour old.
 */
export function cacheControlFor(fileName: string): string {
  const base = path.basename(fileName);
  if (NO_CACHE_NAMES.has(base) || /\.(html|json)$/i.test(base)) return 'no-cache';
  if (/[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i.test(base))
    return 'public, max-age=31536000, immutable';
  if (/\.(m?js|css|map)$/i.test(base)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The plugin's headers hook: `file` is the copy sent (x.js.br), its cache rule the file's (x.js). */
export function builtFileHeaders(
  res: { setHeader(name: string, value: string): unknown },
  file: string,
): void {
  const name = file.replace(/\.(br|gz)$/, '');
  res.setHeader('Cache-Control', cacheControlFor(name));
  if (TEXT_TYPES[path.extname(name).toLowerCase()]) res.setHeader('Vary', 'Accept-Encoding');
}

/** The plugin's type table says application/javascript; RFC 9239 names text/javascript. */
export async function scriptType(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (String(reply.getHeader('content-type') ?? '').startsWith('application/javascript'))
    reply.header('Content-Type', SCRIPT_TYPE);
  return payload;
}

/** A path below a build folder: no parent, current or hidden segment, no backslash or NUL. */
function insideFolder(rel: string): boolean {
  return (
    !rel.includes('\0') &&
    !rel.includes('\\') &&
    !rel.split('/').some((part) => part.startsWith('.'))
  );
}

/** Whether the plugin could pick a copy older than its file, or no plain file (it checks neither). */
async function untrustedCopy(file: string, stat: fs.Stats, codings: Coding[]): Promise<boolean> {
  for (const coding of codings) {
    const copy = await fs.promises.lstat(`${file}${COPY_SUFFIX[coding]}`).catch(() => null);
    if (copy && (!copy.isFile() || copy.mtimeMs < stat.mtimeMs)) return true;
  }
  return false;
}

/**
 * Sends a built file through @fastify/static and says true, or false when `rel` names no file in
 * `root`; with an untrusted copy the file is compressed here instead. Never returns the reply:
 * it is a thenable, and awaiting it yields nothing.
 */
export async function sendBuilt(reply: FastifyReply, root: string, rel: string): Promise<boolean> {
  if (!insideFolder(rel)) return false;
  const file = path.join(root, rel);
  // lstat: a link is not served, it could lead out of the build.
  const stat = await fs.promises.lstat(file).catch(() => null);
  if (!stat?.isFile()) return false;
  const type = TEXT_TYPES[path.extname(file).toLowerCase()];
  if (
    type &&
    (await untrustedCopy(file, stat, acceptableCodings(reply.request.headers['accept-encoding'])))
  ) {
    await sendEncodedBody(reply, await fs.promises.readFile(file), {
      contentType: type,
      cacheControl: cacheControlFor(file),
    });
    return true;
  }
  void reply.sendFile(rel, root);
  return true;
}
