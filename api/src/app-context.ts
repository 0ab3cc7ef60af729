// What every route handler gets: database, settings, configuration, clock, mail, keys, captcha.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './platform/config/app-config';
import type { Db } from './platform/db/database';
import type { Settings } from './settings';
import type { Mailer } from './platform/mail/mailer';
import type { KeyPair } from './platform/crypto/key-pair';
import type { CaptchaService } from './platform/http/captcha';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context, decorated once at start: route modules and hooks read it from here. */
    qcard: AppContext;
  }
}

export function isoPlus(base: Date, seconds: number): string {
  return new Date(base.getTime() + seconds * 1000).toISOString();
}
