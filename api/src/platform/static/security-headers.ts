// Security headers: a page's scripts only from the portal and the remote origins of remotes.json,
// no framing, and HSTS over HTTPS.
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from './web-app';

/** Absolute remote URLs in remotes.json name other origins; relative ones are the portal's own. */
export function remoteOrigins(remotesJson: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const origins = new Set<string>();
  for (const value of Object.values(parsed as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // relative: same origin
    }
  }
  return [...origins].sort();
}

/** `scriptHashes`: the sources of this page's own inline scripts; never 'unsafe-inline'. */
export function contentSecurityPolicy(
  extraOrigins: string[],
  scriptHashes: readonly string[] = [],
): string {
  const remotes = extraOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes(["'self'", ...scriptHashes].join(' '))}`,
    // The captcha widget and the remotes' CSS inject <style>; scripts stay strict.
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    `connect-src ${withRemotes("'self'")}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    // The installable app's manifest (/manifest.webmanifest) is the portal's own.
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of everything that is not an HTML page: loaded by a page it runs under the page's
 * policy, so it only needs to be inert when opened directly (an SVG is a document then).
 */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const inlineScripts = new WeakMap<FastifyReply, readonly string[]>();

/** The page this reply sends carries these inline scripts (their hashes): its policy allows exactly them. */
export function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  inlineScripts.set(reply, hashes);
}

/** A reply's security headers (names in lower case, as Fastify keeps them), for app.ts's onSend. */
export function securityHeaders(file: string) {
  let cache: { mtimeMs: number; origins: string[] } | null = null;
  const origins = (): string[] => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (!cache || cache.mtimeMs !== mtimeMs)
        cache = { mtimeMs, origins: remoteOrigins(fs.readFileSync(file, 'utf8')) };
      return cache.origins;
    } catch {
      return [];
    }
  };
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const worker = request.url === '/sw.js' || request.url.startsWith('/sw.js?');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header(
      'content-security-policy',
      isPage
        ? contentSecurityPolicy(origins(), inlineScripts.get(reply))
        : worker
          ? SERVICE_WORKER_CONTENT_SECURITY_POLICY
          : ASSET_CONTENT_SECURITY_POLICY,
    );
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
