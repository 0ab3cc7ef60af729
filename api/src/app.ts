// buildApp(): the whole API server as a Fastify instance (tests use app.inject).
import { loadTexts } from '@qcard/runtime/i18n/i18n';
import { useCatalogue } from './platform/config/texts';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import type { Clock } from './clock';
import { loadAppConfig } from './platform/config/app-config';
import {
  isPostgres,
  migrateToLatest,
  openDatabase,
  type DatabaseTarget,
  type Db,
} from './platform/db/database';
import { sharedSecret } from './platform/db/instance-secrets';
import { isDatabaseUnavailable } from './platform/http/database-unavailable';
import { loadSettings, type RateLimitSettings, type Settings } from './settings';
import { configDir, findRepoRoot } from './repo-paths';
import { createMailer } from './platform/mail/mailer';
import {
  keyPairFromPrivatePem,
  loadOrCreateKeyPair,
  newPrivateKeyPem,
} from './platform/crypto/key-pair';
import { createCaptchaService } from './platform/http/captcha';
import {
  API_MSG,
  ApiError,
  codedFailure,
  failure,
  inEveryLanguage,
  resolveTexts,
} from './platform/http/envelope';
import { registerRequestLanguage } from './platform/i18n/request-language';
import type { Language } from '@qcard/contracts/languages';
import { AUTH_TOKEN_HEADER } from '@qcard/contracts/api-codes';
import { registerStaticRoutes } from './platform/static/static-files';
import { DeployStateSource } from './platform/static/deploy-state-source';
import { apiRoutes } from './route-modules';
import { seedIfEmpty } from './seed/seed-demo-data';
import { purgeOldSessions } from './platform/http/sessions';
import { purgeOldRateLimits } from './platform/http/rate-limit';
import { purgeOldSignUps } from './modules/auth/sign-up-routes';
import { countRemoteLoads, purgeOldRemoteLoads } from './platform/telemetry/remote-load-store';
import { startAppFulfilmentWorker } from './modules/orders/fulfilment-worker';
import { startAppOutboxWorker } from './platform/outbox/outbox-worker';
import { startAppWeeklyDigestWorker } from './modules/sponsor/weekly-digest-worker';
import { startAppCanaryJudge } from './platform/static/canary-judge-worker';
import { loadCanaryJudgeSettings } from './platform/config/canary-judge-settings';
import { randomBytes } from 'node:crypto';
import { securityHeaders } from './platform/static/security-headers';
import { registerHealth } from './platform/operations/health';
import { registerMetrics } from './platform/operations/metrics';
import { registerOpenApi } from './platform/operations/openapi';
import {
  AccessLogController,
  requestLogger,
  requestIdFor,
  withLogRedaction,
} from './platform/operations/logging';
import { trackConnections } from './platform/operations/shutdown';
import { loadServerLimits, serverLimitOptions } from './platform/config/server-limits';
import { registerOverloadShedding } from './platform/operations/overload';

export type SettingsOverrides = Partial<Omit<Settings, 'rateLimit'>> & {
  rateLimit?: Partial<RateLimitSettings>;
};

export interface BuildAppOptions {
  /** Repository root (default: found above the working directory). */
  repoRoot?: string;
  /** Data folder (database, keys); overrides DATA_DIR. */
  dataDir?: string;
  /** SQLite file; default <dataDir>/qcard.sqlite (unless DATABASE_URL names PostgreSQL). */
  databaseFile?: string;
  /** Database to open, overriding DATABASE_URL and databaseFile (tests: a PostgreSQL schema of their own). */
  database?: DatabaseTarget;
  /** Folder holding shell/, mfe-*\/ (default: the repo root). */
  staticRoot?: string;
  /** remotes.json to serve; default REMOTES_FILE, else <staticRoot>/deploy/remotes.json. */
  remotesFile?: string;
  /** Fastify logger: false (default in tests), true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** Clock override (tests). */
  clock?: Clock;
  /** Environment to read settings from (default process.env). */
  env?: Record<string, string | undefined>;
  /** Settings overrides applied after the environment. */
  settings?: SettingsOverrides;
  /** Seed demo data when the database is empty (default true). */
  seed?: boolean;
}

function isApiPath(ctx: AppContext, url: string): boolean {
  const after = url.startsWith(ctx.settings.apiBase) ? url[ctx.settings.apiBase.length] : '';
  return after === undefined || after === '/' || after === '?';
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const repoRoot = options.repoRoot ?? findRepoRoot();
  const fromEnv = loadSettings(repoRoot, options.env ?? process.env);
  const settings: Settings = {
    ...fromEnv,
    ...options.settings,
    rateLimit: { ...fromEnv.rateLimit, ...options.settings?.rateLimit },
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
  };
  const clock: Clock = options.clock ?? (() => new Date());
  const config = loadAppConfig(configDir(repoRoot));
  useCatalogue(config);
  // The shared kit's texts in both languages before the first request (no English stand-in).
  await loadTexts();
  // Before the database opens: a malformed deploy state stops the start, naming file and line.
  const remotesFile =
    options.remotesFile ??
    settings.remotesFile ??
    path.join(options.staticRoot ?? repoRoot, 'deploy', 'remotes.json');
  const deployState = DeployStateSource.open(remotesFile);
  const chosen: DatabaseTarget =
    options.database ??
    (options.databaseFile
      ? { kind: 'sqlite', file: options.databaseFile }
      : settings.databaseUrl
        ? { kind: 'postgres', url: settings.databaseUrl, poolSize: settings.databasePoolSize }
        : { kind: 'sqlite', file: path.join(settings.dataDir, 'qcard.sqlite') });
  // The SQLite settings apply to whichever file is opened, a target handed in by a test included.
  const target: DatabaseTarget =
    chosen.kind === 'sqlite'
      ? {
          synchronous: settings.sqliteSynchronous,
          busyTimeoutMs: settings.sqliteBusyTimeoutMs,
          ...chosen,
        }
      : chosen;
  const db: Db = openDatabase(target);

  const limits = loadServerLimits(options.env ?? process.env);
  const canaryJudgeSettings = loadCanaryJudgeSettings(options.env ?? process.env);
  const app = Fastify({
    ...serverLimitOptions(limits),
    // A closing server serves the requests it has received (operations/shutdown.ts).
    return503OnClosing: false,
    forceCloseConnections: false,
    // Any logger (main.ts, a test's) gets the same redaction of secrets (operations/logging.ts).
    logger: withLogRedaction(options.logger),
    logController: new AccessLogController(),
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'on',
    // A proxy's X-Request-Id is kept when it is a plain id (operations/logging.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    childLoggerFactory: requestLogger,
  });
  trackConnections(app);

  // Instances sharing a PostgreSQL database share its captcha key and card key pair too.
  let shared: { captcha: string; cardKeyPem: string } | null = null;
  try {
    await migrateToLatest(db);
    if (isPostgres(db)) {
      const now = clock().toISOString();
      shared = {
        captcha: await sharedSecret(db, 'captcha-hmac', () => randomBytes(32).toString('hex'), now),
        cardKeyPem: await sharedSecret(db, 'card-key-private-pem', newPrivateKeyPem, now),
      };
    }
  } catch (e) {
    await db.destroy();
    if (target.kind === 'postgres') {
      // Name the database (never the password) so a wrong DATABASE_URL is obvious at start.
      const where = target.url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
      throw new Error(
        `PostgreSQL database ${where} cannot be used: ${e instanceof Error ? e.message : String(e)}`,
        { cause: e },
      );
    }
    throw e;
  }

  const ctx: AppContext = {
    repoRoot,
    db,
    settings,
    config,
    clock,
    nowIso: () => clock().toISOString(),
    log: app.log,
    mailer: createMailer(db, clock, settings.smtpUrl, settings.mailFrom),
    keys: shared ? keyPairFromPrivatePem(shared.cardKeyPem) : loadOrCreateKeyPair(settings.dataDir),
    captcha: createCaptchaService(db, settings.dataDir, {
      ...(shared ? { hmacSecret: shared.captcha } : {}),
      counterMin: settings.captchaCounterMin,
      counterMax: settings.captchaCounterMax,
      expirySeconds: settings.captchaExpirySeconds,
    }),
  };
  app.decorate('qcard', ctx);
  // Housekeeping every hour: ended sessions, old rate-limit windows, sign-ups, remote-load counts.
  const housekeeping = setInterval(() => {
    void Promise.all([
      purgeOldSessions(ctx),
      purgeOldRateLimits(ctx),
      purgeOldSignUps(ctx),
      purgeOldRemoteLoads(ctx),
    ]).catch((e: unknown) => app.log.warn({ err: e }, 'housekeeping failed'));
  }, 3600_000);
  housekeeping.unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    await db.destroy();
  });

  if (options.seed ?? true) await seedIfEmpty(ctx);

  // JSON bodies; an empty body counts as {} (the token check posts nothing).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const textBody = typeof body === 'string' ? body : body.toString('utf8');
    if (textBody.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(textBody));
    } catch {
      done(new ApiError(API_MSG.MALFORMED_REQUEST, { httpStatus: 400 }), undefined);
    }
  });

  registerRequestLanguage(app);

  const setSecurityHeaders = securityHeaders(remotesFile);
  app.addHook('onSend', (request, reply, payload, done) => {
    setSecurityHeaders(request, reply);
    reply.header('x-request-id', request.id);
    if (isApiPath(ctx, request.url)) {
      reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
      reply.header('access-control-expose-headers', AUTH_TOKEN_HEADER);
      reply.header('content-language', request.language);
    }
    done(null, payload);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      const wordsIn = (lang: Language) => (code: string, params: Array<string | number>) =>
        ctx.config.message(code, params, lang);
      const textIn = (lang: Language): string =>
        error.explicitMessage === undefined
          ? wordsIn(lang)(error.msgCode, resolveTexts(error.params, wordsIn(lang)) as string[])
          : (resolveTexts(error.explicitMessage, wordsIn(lang)) as string);
      // A plain-string text exists in one language only: the page keeps it as it came.
      const texts = typeof error.explicitMessage === 'string' ? null : inEveryLanguage(textIn);
      const { language } = request;
      const data = resolveTexts(error.data, wordsIn(language));
      return reply
        .code(error.httpStatus)
        .send(failure(error.msgCode, textIn(language), data, texts));
    }
    const coded = (code: string) => codedFailure(ctx.config, code, request.language);
    const err = error as { statusCode?: number; code?: string; message?: string };
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, url: request.url }, 'rejected request');
      const code = status === 429 ? API_MSG.TOO_MANY_REQUESTS : API_MSG.MALFORMED_REQUEST;
      return reply.code(status).send(coded(code));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, url: request.url }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send(coded(API_MSG.INTERNAL_ERROR));
    }
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.code(500).send(coded(API_MSG.INTERNAL_ERROR));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(ctx, request.url) || request.method !== 'GET') {
      return reply.code(404).send(codedFailure(ctx.config, API_MSG.UNKNOWN_PATH, request.language));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  deployState.attachLog(app.log);
  if (!deployState.state())
    app.log.warn(
      { file: remotesFile },
      'no deploy state: /remotes.json answers 503 until the first deploy writes it',
    );
  // Before the routes, so every route is shed under overload (operations/overload.ts).
  await registerOverloadShedding(app, limits);
  registerHealth(app, deployState);
  registerMetrics(app);
  await registerOpenApi(app, '1.0.41');
  await app.register(apiRoutes);
  await registerStaticRoutes(app, {
    staticRoot: options.staticRoot ?? repoRoot,
    deployState,
  });

  // The background workers, stopped before the database closes.
  const fulfilment = startAppFulfilmentWorker(ctx);
  const outbox = startAppOutboxWorker(ctx);
  const digest = startAppWeeklyDigestWorker(ctx);
  const canaryJudge = startAppCanaryJudge(ctx, {
    deployState,
    settings: canaryJudgeSettings,
    countLoads: countRemoteLoads,
  });
  app.addHook('preClose', async () => {
    await canaryJudge.stop();
    await fulfilment.stop();
    await digest.stop();
    await outbox.stop();
  });

  await app.ready();
  return app;
}
