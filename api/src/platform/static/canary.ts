// Canary of one app: a built version beside the deployed one, for a share of browsers, chosen
// by a random id in a first-party cookie (nothing personal). The bucket is a hash of app and id,
// so an id always lands in the same cohort, raising the share only adds browsers, and each app's
// canary picks its own.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Canary {
  version: string;
  /** Whole percent of browsers, 1..99. */
  percent: number;
  /** ISO-8601 UTC: when this canary (at this share) began. */
  since: string;
}

export const BUCKETS = 10_000;

export function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;
}

/** 0..9999, the same for the same app and id on every request. */
export function cohortBucket(app: string, id: string): number {
  return createHash('sha256').update(`${app}\u0000${id}`).digest().readUInt32BE(0) % BUCKETS;
}

/** Whether a browser with this cohort id gets the canary; a browser without an id never does. */
export function inCanary(
  app: string,
  canary: Canary | undefined,
  id: string | null | undefined,
): boolean {
  if (!canary || !id) return false;
  return cohortBucket(app, id) < canary.percent * (BUCKETS / 100);
}

/** Canary steps in the history ("canary 30%", "canary aborted", "canary ended by switch") deploy nothing. */
export function isCanaryStep(change: { by: string }): boolean {
  return change.by.startsWith('canary');
}

/** "$deploy".canaries of a state file: app -> canary; throws the problem as a string. */
export function parseCanaries(
  raw: unknown,
  apps: readonly string[],
  isVersion: (v: unknown) => boolean,
): Record<string, Canary> {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('"$deploy".canaries must be an object (app -> {version, percent, since})');
  const out: Record<string, Canary> = {};
  for (const [app, value] of Object.entries(raw as Record<string, unknown>)) {
    const where = `"$deploy".canaries["${app}"]`;
    if (!apps.includes(app)) throw new Error(`${where}: unknown app (known: ${apps.join(', ')})`);
    const { version, percent, since } = (value ?? {}) as Record<string, unknown>;
    if (!isVersion(version)) throw new Error(`${where}.version must be a version`);
    if (!isPercent(percent))
      throw new Error(`${where}.percent must be a whole number from 1 to 99`);
    if (typeof since !== 'string' || Number.isNaN(Date.parse(since)))
      throw new Error(`${where}.since must be an ISO date`);
    out[app] = { version: version as string, percent, since };
  }
  return out;
}

export const COHORT_COOKIE = 'qcard_cohort';
const COHORT_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** About 400 days, the longest a browser keeps a cookie. */
const COHORT_MAX_AGE = 400 * 24 * 60 * 60;

export function newCohortId(): string {
  return randomBytes(16).toString('base64url');
}

/** The first cookie of that name in a Cookie header, decoded; null when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The cohort id in a Cookie header, or null when there is none (or it is not one we set). */
export function cohortFromCookieHeader(header: string | undefined): string | null {
  const value = cookieValue(header, COHORT_COOKIE);
  return value !== null && COHORT_ID.test(value) ? value : null;
}

/** The browser's cohort id; a new one is set with this answer, which is already chosen by it. */
export function cohortOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = cohortFromCookieHeader(request.headers.cookie);
  if (known) return known;
  const id = newCohortId();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${COHORT_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
  );
  return id;
}
