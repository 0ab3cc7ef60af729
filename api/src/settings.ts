// Every setting of the API server, read from the environment; a bad value stops the start.
import os from 'node:os';
import path from 'node:path';

export interface RateLimitSettings {
  /** Length of one counting window in seconds. */
  windowSeconds: number;
  /** Login attempts per account (e-mail) per window. */
  loginPerAccount: number;
  /** Login attempts per client IP per window. */
  loginPerIp: number;
  /** Forgot-password / resend-link requests per IP per window. */
  resetPerIp: number;
  /** Feedback submissions per IP per window. */
  feedbackPerIp: number;
  /** Anonymous (card serial) logins per IP per window. */
  anonymousPerIp: number;
  /** Telemetry batches (remote loads, Web Vitals) per IP per minute: a page sends one every 15 s at most. */
  telemetryPerIpPerMinute: number;
  /** Mails a visitor can have sent to one address, per hour and per day (no flooding a mailbox). */
  mailPerAddressPerHour: number;
  mailPerAddressPerDay: number;
  /** Attempts to add a card, per account and per client IP, per window. */
  cardAddPerAccount: number;
  cardAddPerIp: number;
  /** Attempts to add one card (serial), from anyone, per day: the ceiling that keeps guessing its code hopeless. */
  cardAddPerCardPerDay: number;
}

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection URL (DATABASE_URL); null = the embedded SQLite file <dataDir>/qcard.sqlite. */
  databaseUrl: string | null;
  /** Connections per API process to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** SQLITE_SYNCHRONOUS: NORMAL syncs at checkpoints (a power cut may undo the last commits), FULL every commit. */
  sqliteSynchronous: 'NORMAL' | 'FULL';
  /** How long a SQLite write waits for another process's write lock before the 503 (SQLITE_BUSY_TIMEOUT_MS, default 5000). */
  sqliteBusyTimeoutMs: number;
  /** API processes sharing the port (API_WORKERS: a number, or auto = one per CPU core). */
  workers: number;
  /** Longest wait on SIGTERM for in-flight requests and the workers before exiting (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
  apiBase: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin of every link in mail (PUBLIC_ORIGIN), never taken from a request; required in production. */
  publicOrigin: string;
  tokenValiditySeconds: number;
  /** Idle lifetime of a session (SESSION_TIMEOUT_SECONDS), served to the browser as User_Config/Session_Timeout. */
  sessionTimeoutSeconds: number;
  /** Absolute lifetime of a login, however often its token is refreshed (SESSION_ABSOLUTE_SECONDS). */
  sessionAbsoluteSeconds: number;
  sessionWarningSeconds: number;
  fulfilmentDelaySeconds: number;
  /** How often each API process looks for sponsor digests due this week (DIGEST_CHECK_SECONDS). */
  digestCheckSeconds: number;
  timeZone: string;
  pageSize: number;
  resetTokenMinutes: number;
  lockoutThreshold: number;
  lockoutMinutes: number;
  /** Demo routes (mailbox, ride tap) are registered: DEMO=1, and in production also DEMO_IN_PRODUCTION=1. */
  demo: boolean;
  /** DEMO=1 was asked for but NODE_ENV=production without DEMO_IN_PRODUCTION=1 kept the demo routes off. */
  demoRefused: boolean;
  /** Most items one cart may hold (CART_MAX_ITEMS). */
  cartMaxItems: number;
  /** The installable app's service worker (SERVICE_WORKER); off, /sw.js removes itself. */
  serviceWorker: boolean;
  /** remotes.json to serve (REMOTES_FILE); null = <repo>/deploy/remotes.json. */
  remotesFile: string | null;
  /** Bearer token that may read /metrics from anywhere (METRICS_TOKEN); without it only loopback may. */
  metricsToken: string | null;
  captchaCounterMin: number;
  captchaCounterMax: number;
  captchaExpirySeconds: number;
  /** Live-status streams (GET /api/events) one user may hold at once, across every API process (LIVE_STREAMS_PER_USER). */
  liveStreamsPerUser: number;
  /** Live-status streams one client address may hold at once, whatever the accounts (LIVE_STREAMS_PER_IP). */
  liveStreamsPerIp: number;
  /** How long a stream's place outlives a process that died holding it (LIVE_STREAM_LEASE_SECONDS). */
  liveStreamLeaseSeconds: number;
  rateLimit: RateLimitSettings;
}

export class SettingsError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`Invalid setting ${setting}: ${message}`);
    this.name = 'SettingsError';
  }
}

export type Env = Record<string, string | undefined>;

/** Reads number settings from `env`: within min..max, whole unless `whole` is false; blank is `fallback`. */
export function numberSettings(env: Env) {
  return (name: string, fallback: number, min: number, max: number, whole = true): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    if (!(whole ? /^-?[0-9]+$/ : /^[0-9]+(\.[0-9]+)?$/).test(raw))
      throw new SettingsError(name, `"${raw}" is not a ${whole ? 'whole ' : ''}number`);
    const n = Number(raw);
    if (n < min || n > max) throw new SettingsError(name, `${n} is outside ${min}..${max}`);
    return n;
  };
}

function str(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(v)) return true;
  if (['0', 'false', 'off', 'no'].includes(v)) return false;
  throw new SettingsError(name, `"${raw}" is not on/off`);
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** API_WORKERS: empty = 1 process; auto = one per CPU core the process may use. */
function workerCount(env: Env): number {
  if (env.API_WORKERS?.trim().toLowerCase() === 'auto')
    return Math.min(64, Math.max(1, os.availableParallelism()));
  return numberSettings(env)('API_WORKERS', 1, 1, 64);
}

/** SQLITE_SYNCHRONOUS: NORMAL (default) or FULL. */
function sqliteSynchronous(env: Env): 'NORMAL' | 'FULL' {
  const raw = env.SQLITE_SYNCHRONOUS?.trim().toUpperCase();
  if (!raw) return 'NORMAL';
  if (raw === 'NORMAL' || raw === 'FULL') return raw;
  throw new SettingsError(
    'SQLITE_SYNCHRONOUS',
    `"${env.SQLITE_SYNCHRONOUS}" must be NORMAL or FULL`,
  );
}

/** DATABASE_URL: empty = SQLite; otherwise postgres://user:password@host:port/database. */
function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  const problem =
    'must be a PostgreSQL URL such as postgres://user:password@host:5432/qcard (leave it unset for the embedded SQLite database)';
  if (!/^postgres(ql)?:\/\//i.test(raw))
    throw new SettingsError('DATABASE_URL', `"${raw.split(':')[0]}:..." ${problem}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingsError('DATABASE_URL', `is not a valid URL; it ${problem}`);
  }
  // A socket path may be given as ?host=/var/run/postgresql instead of a host name.
  if (!url.hostname && !url.searchParams.get('host'))
    throw new SettingsError('DATABASE_URL', `names no host; it ${problem}`);
  if (url.pathname.replace(/^\//, '') === '')
    throw new SettingsError('DATABASE_URL', `names no database; it ${problem}`);
  return raw;
}

/** The listening address as an origin, for mail links in development (0.0.0.0 / :: mean this machine). */
export function listenOrigin(host: string, port: number): string {
  const h =
    host === '0.0.0.0' || host === ''
      ? '127.0.0.1'
      : host === '::'
        ? '[::1]'
        : host.includes(':')
          ? `[${host}]`
          : host;
  return `http://${h}:${port}`;
}

/** METRICS_TOKEN: empty = /metrics for loopback only; otherwise a secret long enough not to be guessed. */
function metricsToken(env: Env): string | null {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return null;
  if (!/^[A-Za-z0-9._~+/=-]{24,256}$/.test(raw)) {
    throw new SettingsError(
      'METRICS_TOKEN',
      'must be 24 to 256 characters of A-Z a-z 0-9 . _ ~ + / = - (e.g. openssl rand -hex 32)',
    );
  }
  return raw;
}

/** Reads the settings from `env` (default process.env). `repoRoot` anchors the default DATA_DIR. */
export function loadSettings(repoRoot: string, env: Env = process.env): Settings {
  const int = numberSettings(env);
  const apiBase = str(env, 'API_BASE', '/api').replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9_\-/]*$/.test(apiBase) || apiBase === '') {
    throw new SettingsError('API_BASE', `"${env.API_BASE}" must be a path such as /api`);
  }
  const host = str(env, 'HOST', '127.0.0.1');
  const smtpUrl = env.SMTP_URL?.trim() ? env.SMTP_URL.trim() : null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new SettingsError('SMTP_URL', 'must start with smtp:// or smtps://');
  const production = env.NODE_ENV?.trim() === 'production';
  const port = int('PORT', 8080, 0, 65535);
  const givenOrigin = env.PUBLIC_ORIGIN?.trim()
    ? env.PUBLIC_ORIGIN.trim().replace(/\/+$/, '')
    : null;
  if (givenOrigin && !/^https?:\/\/[^/?#\s]+$/.test(givenOrigin)) {
    throw new SettingsError('PUBLIC_ORIGIN', 'must be an origin such as https://portal.example');
  }
  if (!givenOrigin && production) {
    throw new SettingsError(
      'PUBLIC_ORIGIN',
      'is required when NODE_ENV=production: links in password-reset mail are built only from it (never from a request header). Set it to the address riders open, e.g. PUBLIC_ORIGIN=https://portal.example',
    );
  }
  const publicOrigin = givenOrigin ?? listenOrigin(host, port);
  // DEMO_MAILBOX was the old switch of the demo mailbox alone; asking for it on must not pass silently.
  const oldMailbox = env.DEMO_MAILBOX?.trim();
  if (oldMailbox && bool(env, 'DEMO_MAILBOX', false)) {
    throw new SettingsError(
      'DEMO_MAILBOX',
      'is gone: set DEMO=1 for the demo routes (mailbox and ride tap)',
    );
  }
  const demoAsked = bool(env, 'DEMO', false);
  const demoInProduction = bool(env, 'DEMO_IN_PRODUCTION', false);
  const demo = demoAsked && (!production || demoInProduction);
  const timeZone = str(env, 'TIME_ZONE', 'America/New_York');
  if (!validTimeZone(timeZone))
    throw new SettingsError('TIME_ZONE', `"${timeZone}" is not an IANA time zone`);
  const tokenValiditySeconds = int('TOKEN_VALIDITY_SECONDS', 1800, 30, 86400 * 7);
  const sessionTimeoutSeconds = int('SESSION_TIMEOUT_SECONDS', 900, 30, 86400 * 7);
  const sessionWarningSeconds = int('SESSION_WARNING_SECONDS', 120, 0, 86400);
  const sessionAbsoluteSeconds = int('SESSION_ABSOLUTE_SECONDS', 12 * 3600, 60, 86400 * 30);
  if (sessionWarningSeconds >= sessionTimeoutSeconds) {
    throw new SettingsError(
      'SESSION_WARNING_SECONDS',
      'must be smaller than SESSION_TIMEOUT_SECONDS',
    );
  }
  const captchaCounterMin = int('CAPTCHA_COUNTER_MIN', 5000, 1, 10_000_000);
  const captchaCounterMax = int('CAPTCHA_COUNTER_MAX', 20000, 1, 10_000_000);
  if (captchaCounterMax < captchaCounterMin)
    throw new SettingsError('CAPTCHA_COUNTER_MAX', 'must be at least CAPTCHA_COUNTER_MIN');
  return {
    port,
    host,
    dataDir: path.resolve(repoRoot, str(env, 'DATA_DIR', path.join(repoRoot, 'data'))),
    databaseUrl: databaseUrl(env),
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, 1, 200),
    workers: workerCount(env),
    sqliteSynchronous: sqliteSynchronous(env),
    sqliteBusyTimeoutMs: int('SQLITE_BUSY_TIMEOUT_MS', 5000, 0, 60_000),
    shutdownTimeoutSeconds: int('SHUTDOWN_TIMEOUT_SECONDS', 25, 1, 3600),
    apiBase,
    smtpUrl,
    mailFrom: str(env, 'MAIL_FROM', 'Q Card <no-reply@qcard.example>'),
    publicOrigin,
    tokenValiditySeconds,
    sessionTimeoutSeconds,
    sessionWarningSeconds,
    sessionAbsoluteSeconds,
    fulfilmentDelaySeconds: int('FULFILMENT_DELAY_SECONDS', 60, 0, 86400 * 7),
    digestCheckSeconds: int('DIGEST_CHECK_SECONDS', 3600, 1, 86400),
    serviceWorker: bool(env, 'SERVICE_WORKER', true),
    timeZone,
    pageSize: int('PAGE_SIZE', 25, 1, 500),
    resetTokenMinutes: int('RESET_TOKEN_MINUTES', 60, 1, 24 * 60),
    lockoutThreshold: int('LOCKOUT_THRESHOLD', 5, 1, 100),
    lockoutMinutes: int('LOCKOUT_MINUTES', 15, 1, 24 * 60),
    demo,
    demoRefused: demoAsked && !demo,
    cartMaxItems: int('CART_MAX_ITEMS', 50, 1, 1000),
    remotesFile: env.REMOTES_FILE?.trim() ? path.resolve(repoRoot, env.REMOTES_FILE.trim()) : null,
    metricsToken: metricsToken(env),
    captchaCounterMin,
    captchaCounterMax,
    captchaExpirySeconds: int('CAPTCHA_EXPIRY_SECONDS', 600, 10, 86400),
    // Per address too: self sign-up makes accounts cheap, an address less so.
    liveStreamsPerUser: int('LIVE_STREAMS_PER_USER', 10, 1, 1000),
    liveStreamsPerIp: int('LIVE_STREAMS_PER_IP', 30, 1, 100000),
    liveStreamLeaseSeconds: int('LIVE_STREAM_LEASE_SECONDS', 60, 10, 3600),
    rateLimit: {
      windowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86400),
      loginPerAccount: int('RATE_LIMIT_LOGIN_PER_ACCOUNT', 10, 1, 100000),
      loginPerIp: int('RATE_LIMIT_LOGIN_PER_IP', 50, 1, 100000),
      resetPerIp: int('RATE_LIMIT_RESET_PER_IP', 10, 1, 100000),
      feedbackPerIp: int('RATE_LIMIT_FEEDBACK_PER_IP', 10, 1, 100000),
      anonymousPerIp: int('RATE_LIMIT_ANONYMOUS_PER_IP', 30, 1, 100000),
      telemetryPerIpPerMinute: int('RATE_LIMIT_TELEMETRY_PER_IP_PER_MINUTE', 60, 1, 1000000),
      mailPerAddressPerHour: int('RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR', 3, 1, 100000),
      mailPerAddressPerDay: int('RATE_LIMIT_MAIL_PER_ADDRESS_PER_DAY', 10, 1, 100000),
      cardAddPerAccount: int('RATE_LIMIT_CARD_ADD_PER_ACCOUNT', 5, 1, 100000),
      cardAddPerIp: int('RATE_LIMIT_CARD_ADD_PER_IP', 20, 1, 100000),
      cardAddPerCardPerDay: int('RATE_LIMIT_CARD_ADD_PER_CARD_PER_DAY', 100, 1, 100000),
    },
  };
}
