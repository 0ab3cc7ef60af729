// Sending a body made here (a page, configuration, remotes.json, a file whose build copy cannot
// be trusted) compressed as the browser accepts, with an ETag per form so a revalidation costs a
// 304. Compressed copies are kept in memory once per content.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply } from 'fastify';
import { acceptableCodings, type Coding } from './content-coding';

/** Below this compressing saves less than the headers that announce it (as in build/precompress.ts). */
const COMPRESS_MIN_BYTES = 1024;
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

const ETAG_SUFFIX: Record<Coding, string> = { br: '-br', gzip: '-gz' };

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed copies made here, by coding and content hash. */
const compressedCache = new Map<string, Buffer>();
let compressedBytes = 0;

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 13.1.2 asks). */
function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

async function compressed(raw: Buffer, hash: string, coding: Coding): Promise<Buffer> {
  const key = `${coding}:${hash}`;
  const hit = compressedCache.get(key);
  if (hit) return hit;
  const body =
    coding === 'br'
      ? await brotliCompress(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : await gzip(raw, { level: 9 });
  if (compressedBytes + body.length > CACHE_LIMIT_BYTES) {
    compressedCache.clear();
    compressedBytes = 0;
  }
  compressedCache.set(key, body);
  compressedBytes += body.length;
  return body;
}

export interface SendOptions {
  contentType: string;
  cacheControl: string;
  /** Request headers the body depends on besides Accept-Encoding (Accept-Language). */
  vary?: string;
}

/** Sends a body made here (a page, configuration, remotes.json) like a file: ETag, 304, compression. */
export async function sendEncodedBody(
  reply: FastifyReply,
  body: string | Buffer,
  options: SendOptions,
): Promise<FastifyReply> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const compressible = raw.length >= COMPRESS_MIN_BYTES;
  const coding = compressible
    ? (acceptableCodings(reply.request.headers['accept-encoding'])[0] ?? null)
    : null;
  // One entity tag per form of a content: the same in every worker and on every machine.
  const hash = crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 22);
  const etag = `"${hash}${coding ? ETAG_SUFFIX[coding] : ''}"`;
  // Content-Type also on a 304: the page's policy is chosen by it, and a 304's policy is kept.
  reply
    .header('Content-Type', options.contentType)
    .header('Cache-Control', options.cacheControl)
    .header('ETag', etag);
  const vary = [options.vary, compressible ? 'Accept-Encoding' : undefined].filter(Boolean);
  if (vary.length > 0) reply.header('Vary', vary.join(', '));
  if (matchesIfNoneMatch(reply.request.headers['if-none-match'], etag))
    return reply.code(304).removeHeader('Content-Length').send();
  if (!coding) return reply.header('Content-Length', raw.length).send(raw);
  const encoded = await compressed(raw, hash, coding);
  return reply
    .header('Content-Encoding', coding)
    .header('Content-Length', encoded.length)
    .send(encoded);
}
