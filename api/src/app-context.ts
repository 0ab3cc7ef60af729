// What every route handler gets: database, settings, configuration, clock, mail, keys, captcha.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Db } from './db/database';
import type { Settings } from './settings';
import type { Mailer } from './mail/mailer';
import type { KeyPair } from './crypto/key-pair';
import type { CaptchaService } from './auth/captcha';
import type { Clock } from './clock';

export interface AppContext {
  repoRoot: string;
  db: Db;
  settings: Settings;
  config: AppConfig;
  clock: Clock;
  /** Current time as ISO-8601 UTC text (the database format). */
  nowIso(): string;
  log: FastifyBaseLogger;
  mailer: Mailer;
  keys: KeyPair;
  captcha: CaptchaService;
}

export function isoPlus(base: Date, seconds: number): string {
  return new Date(base.getTime() + seconds * 1000).toISOString();
}
