// Sending a static file or a generated body in the form the browser accepts, with an ETag per
// form so a revalidation (If-None-Match) costs a 304 and no body.
//
// Built assets carry brotli and gzip copies written by the build (build/precompress.ts): those
// are sent as they are. A copy older than its file is ignored (someone replaced the file and not
// the copy), and files without copies (configuration, a hand-copied folder) are compressed here
// once per content and kept in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply } from 'fastify';
import { acceptableCodings, type Coding } from './content-coding';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);
/** Below this compressing saves less than the headers that announce it (as in build/precompress.ts). */
const COMPRESS_MIN_BYTES = 1024;
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const HASH_CACHE_LIMIT = 20_000;

const SIBLING_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };
const ETAG_SUFFIX: Record<Coding, string> = { br: '-br', gzip: '-gz' };

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed copies made here, by coding and content hash. */
const compressedCache = new Map<string, Buffer>();
let compressedBytes = 0;
/** Content hash of a file version (path, inode, size, mtime). */
const fileHashes = new Map<string, string>();

function contentHash(body: Buffer): string {
  return crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

function fileKey(file: string, stat: fs.Stats): string {
  return `${file}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

async function fileHash(file: string, stat: fs.Stats): Promise<string> {
  const key = fileKey(file, stat);
  const hit = fileHashes.get(key);
  if (hit) return hit;
  const hash = contentHash(await fs.promises.readFile(file));
  if (fileHashes.size >= HASH_CACHE_LIMIT) fileHashes.clear();
  fileHashes.set(key, hash);
  return hash;
}

/** The entity tag of one form of a content: the same in every worker and on every machine. */
export function etagOf(hash: string, coding: Coding | null): string {
  return `"${hash}${coding ? ETAG_SUFFIX[coding] : ''}"`;
}

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 13.1.2 asks). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return (Array.isArray(header) ? header.join(',') : header).split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

async function compressed(raw: Buffer, hash: string, coding: Coding): Promise<Buffer> {
  const key = `${coding}:${hash}`;
  const hit = compressedCache.get(key);
  if (hit) return hit;
  const body =
    coding === 'br'
      ? await brotliCompress(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : await gzip(raw, { level: 9 });
  if (compressedBytes + body.length > CACHE_LIMIT_BYTES) {
    compressedCache.clear();
    compressedBytes = 0;
  }
  compressedCache.set(key, body);
  compressedBytes += body.length;
  return body;
}

/**
 * A precompressed copy of `file` in `coding` that is not older than the file, with its size.
 * `file` passed the traversal checks (static-files.ts, safeFile); its copy must be a plain file
 * beside it, never a link that could lead elsewhere.
 */
function freshSibling(file: string, stat: fs.Stats, coding: Coding): { file: string; size: number } | null {
  const sibling = `${file}${SIBLING_SUFFIX[coding]}`;
  try {
    const s = fs.lstatSync(sibling);
    return s.isFile() && s.mtimeMs >= stat.mtimeMs ? { file: sibling, size: s.size } : null;
  } catch {
    return null;
  }
}

export interface SendOptions {
  contentType: string;
  cacheControl: string;
  /** Request headers the body depends on besides Accept-Encoding (Accept-Language). */
  vary?: string;
  lastModified?: Date;
}

function baseHeaders(reply: FastifyReply, options: SendOptions, etag: string, varies: boolean): FastifyReply {
  // Content-Type also on a 304: the security headers choose a page's policy by it, and a browser
  // stores the policy of a 304 over the cached page's.
  reply.header('Content-Type', options.contentType).header('Cache-Control', options.cacheControl).header('ETag', etag);
  const vary = [options.vary, varies ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
  if (vary) reply.header('Vary', vary);
  if (options.lastModified) reply.header('Last-Modified', options.lastModified.toUTCString());
  return reply;
}

function notModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).removeHeader('Content-Length').send();
}

/** Sends a file (or, on a matching If-None-Match, a 304) in the best form the request accepts. */
export async function sendEncodedFile(reply: FastifyReply, file: string, options: Omit<SendOptions, 'lastModified'>): Promise<FastifyReply> {
  const stat = fs.statSync(file);
  const compressible = COMPRESSIBLE.has(path.extname(file).toLowerCase()) && stat.size >= COMPRESS_MIN_BYTES;
  const codings = compressible ? acceptableCodings(reply.request.headers['accept-encoding']) : [];
  let coding: Coding | null = null;
  let sibling: { file: string; size: number } | null = null;
  for (const candidate of codings) {
    sibling = freshSibling(file, stat, candidate);
    if (sibling) {
      coding = candidate;
      break;
    }
  }
  // No usable copy: compress here in the form the browser likes best.
  if (!sibling) coding = codings[0] ?? null;
  const hash = await fileHash(file, stat);
  const etag = etagOf(hash, coding);
  baseHeaders(reply, { ...options, lastModified: stat.mtime }, etag, compressible);
  if (matchesIfNoneMatch(reply.request.headers['if-none-match'], etag)) return notModified(reply);
  if (coding) reply.header('Content-Encoding', coding);
  if (sibling) return reply.header('Content-Length', sibling.size).send(fs.createReadStream(sibling.file));
  if (coding) {
    const body = await compressed(await fs.promises.readFile(file), hash, coding);
    return reply.header('Content-Length', body.length).send(body);
  }
  return reply.header('Content-Length', stat.size).send(fs.createReadStream(file));
}

/** Sends a body made here (a page, configuration, remotes.json) like a file: ETag, 304, compression. */
export async function sendEncodedBody(reply: FastifyReply, body: string | Buffer, options: SendOptions): Promise<FastifyReply> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const compressible = raw.length >= COMPRESS_MIN_BYTES;
  const coding = compressible ? (acceptableCodings(reply.request.headers['accept-encoding'])[0] ?? null) : null;
  const hash = contentHash(raw);
  const etag = etagOf(hash, coding);
  baseHeaders(reply, options, etag, compressible);
  if (matchesIfNoneMatch(reply.request.headers['if-none-match'], etag)) return notModified(reply);
  if (!coding) return reply.header('Content-Length', raw.length).send(raw);
  const encoded = await compressed(raw, hash, coding);
  return reply.header('Content-Encoding', coding).header('Content-Length', encoded.length).send(encoded);
}
