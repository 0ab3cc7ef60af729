// Self-hosted ALTCHA proof-of-work captcha: HMAC-signed challenges, each solution accepted once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../db/database';
import type { Clock } from '../../clock';
import type { AppConfig } from '../config/app-config';

export const CAPTCHA_ALGORITHM = 'SHA-256';
export const CAPTCHA_KEY_FILE = 'captcha-hmac.key';

export interface CaptchaOptions {
  counterMin: number;
  counterMax: number;
  expirySeconds: number;
  /** HMAC key shared by several instances (from the database on PostgreSQL); default the data folder's key file. */
  hmacSecret?: string;
}

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** True when `payload` (the widget's base64 JSON, or the decoded object) is a valid, unused solution. Marks it used. */
  verifyAndSpend(payload: unknown): Promise<boolean>;
}

function loadSecret(dataDir: string): string {
  const file = path.join(dataDir, CAPTCHA_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function parsePayload(payload: unknown): Payload | null {
  let value: unknown = payload;
  if (typeof value === 'string') {
    if (value.length > 10_000) return null;
    try {
      value = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const p = value as Partial<Payload>;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null;
  if (!isObject(p.challenge) || !isObject(p.solution) || !isObject(p.challenge?.parameters))
    return null;
  return p as Payload;
}

/** altcha-lib checks expiry against Date.now, so the captcha uses the real clock, not the app's. */
const realClock: Clock = () => new Date();

export function createCaptchaService(
  db: Db,
  dataDir: string,
  options: CaptchaOptions,
  clock: Clock = realClock,
): CaptchaService {
  const hmacSignatureSecret = options.hmacSecret ?? loadSecret(dataDir);
  const hmacKeySignatureSecret = crypto
    .createHmac('sha256', hmacSignatureSecret)
    .update('key-signature')
    .digest('hex');
  return {
    async challenge() {
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(options.counterMin, options.counterMax),
        deriveKey,
        expiresAt: new Date(clock().getTime() + options.expirySeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verifyAndSpend(raw) {
      const payload = parsePayload(raw);
      if (!payload) return false;
      const { challenge, solution } = payload;
      const keys = { deriveKey, hmacSignatureSecret, hmacKeySignatureSecret };
      const verified = await verifySolution({ challenge, solution, ...keys }).then(
        (result) => result.verified,
        () => false,
      );
      if (!verified) return false;
      const signature = payload.challenge.signature ?? payload.challenge.parameters.nonce;
      const expiresAt = payload.challenge.parameters.expiresAt
        ? new Date(payload.challenge.parameters.expiresAt * 1000).toISOString()
        : new Date(clock().getTime() + 86400 * 1000).toISOString();
      const nowIso = clock().toISOString();
      await db.deleteFrom('captcha_spent').where('expires_at', '<', nowIso).execute();
      const res = await db
        .insertInto('captcha_spent')
        .values({ signature, expires_at: expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}

/** Another Captcha_Provider stops the start: riders must not believe a check happens that does not. */
export function assertCaptchaProvider(config: Pick<AppConfig, 'param'>): void {
  const provider = (config.param('Captcha_Config', 'Captcha_Provider') ?? 'altcha')
    .trim()
    .toLowerCase();
  if (provider !== 'altcha') {
    throw new Error(
      `configParameters.json names Captcha_Provider "${provider}", but the API verifies only the self-hosted ALTCHA captcha: set it to "altcha" (see docs/decisions.md, "Captcha: ALTCHA only")`,
    );
  }
}
