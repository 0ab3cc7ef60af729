// What operators read: the API's log (one line per request, no secret in it, sane request ids)
// and /metrics (answers 200 without error lines, only to loopback or the metrics token).
// Each test reads the log lines the app really wrote, through a stream given to its logger.
import { Writable } from 'node:stream';
import {
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../../test-support/create-test-app';
import { RIDER } from '../../../modules/orders/__tests__/order-test-helpers';
import { loadSettings, SettingsError } from '../../../settings';
import Fastify from 'fastify';
import { redactLogLine, redactUrl, requestLogger } from '../logging';

jest.setTimeout(60_000);

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  url?: string;
  [key: string]: unknown;
}

interface LoggedApp {
  t: TestApp;
  lines: LogLine[];
  raw: () => string;
}

/** A test app whose logger writes into `lines` (and `raw`, the text as written). */
async function appWithLog(options: TestAppOptions = {}): Promise<LoggedApp> {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const t = await createTestApp({ ...options, logger: { level: 'info', stream } });
  const raw = () => chunks.join('');
  const lines: LogLine[] = [];
  // A live view: parse what has been written so far whenever a test reads `lines`.
  return {
    t,
    raw,
    get lines() {
      lines.length = 0;
      for (const l of raw().split('\n'))
        if (l.startsWith('{')) lines.push(JSON.parse(l) as LogLine);
      return lines;
    },
  };
}

/** Runs a test against its own logged app, closed whatever the test's outcome. */
async function withLoggedApp(
  test: (log: LoggedApp) => Promise<void>,
  options: TestAppOptions = {},
): Promise<void> {
  const log = await appWithLog(options);
  try {
    await test(log);
  } finally {
    await log.t.close();
  }
}

/**
 * The access line is written by a hook after the answer has gone: poll until `ready` holds
 * (a condition, not a guess at how long a busy machine takes).
 */
async function logged(
  log: { lines: LogLine[] },
  ready: (lines: LogLine[]) => boolean,
): Promise<void> {
  for (const end = Date.now() + 10_000; !ready(log.lines);) {
    if (Date.now() > end)
      throw new Error(
        `the expected log lines were not written:\n${JSON.stringify(log.lines, null, 1)}`,
      );
    await new Promise((r) => setTimeout(r, 5));
  }
}
const completed = (n: number) => (lines: LogLine[]) =>
  lines.filter((l) => l.msg === 'request completed').length >= n;
const completedFor = (ids: string[]) => (lines: LogLine[]) =>
  ids.every((id) => lines.some((l) => l.reqId === id && l.msg === 'request completed'));

describe('operations endpoints', () => {
  it('/metrics and /api/docs answer 200 with no warning or error in the log, and count as 200', () =>
    withLoggedApp(async (log) => {
      for (let i = 0; i < 2; i++) {
        expect((await log.t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
        expect((await log.t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
      }
      await logged(log, completed(4));
      const loud = log.lines.filter((l) => l.level >= 40 && !/deploy state/.test(l.msg ?? ''));
      expect(loud).toEqual([]);
      expect(log.raw()).not.toMatch(/Reply was already sent/);
      const metrics = (await log.t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(
        /qcard_http_requests_total\{method="GET",route="\/metrics",status="200"\} 2\n/,
      );
      expect(metrics).toMatch(
        /qcard_http_requests_total\{method="GET",route="\/api\/docs",status="200"\} 2\n/,
      );
      expect(metrics).not.toMatch(/status="500"/);
      expect(metrics).toMatch(/^qcard_api_processes 1$/m);
    }));
});

describe('access log', () => {
  it('writes exactly one line per request, with method, path, status and time', () =>
    withLoggedApp(async (log) => {
      const ids: string[] = [];
      for (const url of ['/healthz', '/readyz', '/no-such-page', '/metrics']) {
        ids.push(
          String(
            (await log.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }))
              .headers['x-request-id'],
          ),
        );
      }
      ids.push(String((await log.t.post('/user/details', {})).headers['x-request-id']));
      await logged(log, completedFor(ids));
      for (const id of ids) {
        const mine = log.lines.filter((l) => l.reqId === id);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({
          msg: 'request completed',
          method: expect.any(String),
          url: expect.any(String),
          statusCode: expect.any(Number),
          responseTime: expect.any(Number),
        });
      }
      expect(log.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    }));
});

describe('secrets in logs', () => {
  it('never writes a reset token, session token or password, URLs included', () =>
    withLoggedApp(async (log) => {
      const session = await log.t.login(RIDER.email, RIDER.password);
      await log.t.post('/user/details', {}, session);
      await log.t.post('/user/forgotpassword', {
        email: RIDER.email,
        captcha: await log.t.captcha(),
      });
      const mail = await log.t.app.qcard.db
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', RIDER.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const resetToken = /[?&]token=([^\s&]+)/.exec(mail.text_body)?.[1];
      expect(resetToken).toBeTruthy();
      const token = decodeURIComponent(resetToken as string);
      // The page the link opens, and API calls a careless client might make with the token in the URL.
      await log.t.app.inject({
        method: 'GET',
        url: `/reset-password?token=${resetToken}`,
        headers: { accept: 'text/html' },
      });
      await log.t.app.inject({
        method: 'POST',
        url: `/api/user/validateResetToken?token=${resetToken}&x=1`,
        payload: {},
      });
      const last = await log.t.app.inject({
        method: 'GET',
        url: `/api/nothing?resetToken=${resetToken}&password=${encodeURIComponent(RIDER.password)}`,
      });
      // A handler that logged a secret by mistake, in fields, in a message or as a header copy.
      log.t.app.log.warn(
        {
          password: RIDER.password,
          body: { newPassword: 'Brand#New2026', token },
          headers: { authorization: `Bearer ${session}` },
        },
        `mail link /reset-password?token=${token} sent; Authorization: Bearer ${session}`,
      );
      await logged(log, completedFor([String(last.headers['x-request-id'])]));
      const text = log.raw();
      expect(text).toMatch(/"url":"\/reset-password\?token=\[REDACTED\]"/);
      expect(text).toMatch(/validateResetToken\?token=\[REDACTED\]&x=1/);
      for (const secret of [
        token,
        resetToken as string,
        session,
        RIDER.password,
        encodeURIComponent(RIDER.password),
        'Brand#New2026',
      ]) {
        expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
      }
    }));

  it('redacts by name in URLs and lines, and keeps what is not secret', () => {
    expect(redactUrl('/reset-password?token=abc&lang=en')).toBe(
      '/reset-password?token=[REDACTED]&lang=en',
    );
    expect(redactUrl('/x?resetToken=a;Password=b#frag')).toBe(
      '/x?resetToken=[REDACTED];Password=[REDACTED]#frag',
    );
    expect(redactUrl('/cards?page=2')).toBe('/cards?page=2');
    expect(redactUrl('/token=notaquery')).toBe('/token=notaquery');
    expect(
      redactLogLine(
        '{"a":{"confirmPassword":"x\\"y","x-auth-token":"t"},"tokenValiditySeconds":1800,"msg":"ok"}',
      ),
    ).toBe(
      '{"a":{"confirmPassword":"[REDACTED]","x-auth-token":"[REDACTED]"},"tokenValiditySeconds":1800,"msg":"ok"}',
    );
    expect(
      redactLogLine('{"msg":"sent https://p.example/reset-password?token=abc to rider"}'),
    ).toBe('{"msg":"sent https://p.example/reset-password?token=[REDACTED] to rider"}');
  });
});

describe('request ids', () => {
  let log: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    log = await appWithLog();
  });
  afterAll(async () => log.t.close());

  const idFor = async (sent: string) =>
    String(
      (
        await log.t.app.inject({
          method: 'GET',
          url: '/healthz',
          headers: { 'x-request-id': sent },
        })
      ).headers['x-request-id'],
    );

  it("keep a proxy's plain id of up to 64 characters", async () => {
    expect(await idFor('lb-1234.abc_DEF')).toBe('lb-1234.abc_DEF');
    expect(await idFor('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('replace a long or odd one with a new id, which is what the log carries', async () => {
    const long = 'x'.repeat(2048);
    const ids: string[] = [];
    for (const sent of [long, 'a'.repeat(65), 'has space', '<script>', 'a\u00e9b', '']) {
      const got = await idFor(sent);
      expect(got).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(got);
    }
    await logged(log, completedFor(ids));
    expect(log.raw().includes('x'.repeat(65))).toBe(false);
    expect(log.raw()).not.toContain('<script>');
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';

  it('without METRICS_TOKEN: loopback only, and not through a proxy', () =>
    withLoggedApp(async (log) => {
      const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        log.t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      expect((await get({})).statusCode).toBe(200);
      expect((await get({}, '::1')).statusCode).toBe(200);
      const forwarded = await get({ 'x-forwarded-for': '203.0.113.7' });
      expect(forwarded.statusCode).toBe(403);
      expect(forwarded.body).not.toMatch(/qcard_/);
      expect((await get({ forwarded: 'for=203.0.113.7' })).statusCode).toBe(403);
      expect((await get({}, '203.0.113.7')).statusCode).toBe(403);
      expect((await get({ authorization: `Bearer ${TOKEN}` }, '203.0.113.7')).statusCode).toBe(403);
    }));

  it('with METRICS_TOKEN: anyone presenting it as a bearer token; others get 401', () =>
    withLoggedApp(
      async (log) => {
        const get = (headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
          log.t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
        const ok = await get({
          authorization: `Bearer ${TOKEN}`,
          'x-forwarded-for': '203.0.113.7',
        });
        expect(ok.statusCode).toBe(200);
        expect(ok.body).toMatch(/qcard_http_requests_total/);
        const wrong = await get({ authorization: `Bearer ${TOKEN.slice(0, -1)}x` });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
        expect((await get({})).statusCode).toBe(401);
        // Loopback without a proxy still works (the bench and a local agent need no token).
        expect((await get({}, '127.0.0.1')).statusCode).toBe(200);
        await logged(log, completed(4));
        expect(log.raw()).not.toContain(TOKEN);
      },
      { settings: { metricsToken: TOKEN } },
    ));

  it('METRICS_TOKEN must be long enough to be a secret', () => {
    expect(() => loadSettings('/tmp', { METRICS_TOKEN: 'short' })).toThrow(SettingsError);
    expect(loadSettings('/tmp', { METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadSettings('/tmp', {}).metricsToken).toBeNull();
  });
});

describe('request logger', () => {
  it('above info: no access line, and a request that does log still names its request id', async () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    const lines = () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
    const t = await createTestApp({ logger: { level: 'warn', stream } });
    try {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      await t.post('/user/details', {});
      await new Promise((r) => setTimeout(r, 50));
      expect(lines().filter((l) => l.msg === 'request completed')).toEqual([]);
    } finally {
      await t.close();
    }
    // The same factory on a bare server: the lines a handler writes carry its request's id.
    const app = Fastify({
      logger: { level: 'warn', stream },
      childLoggerFactory: requestLogger,
      genReqId: () => 'request-7',
      disableRequestLogging: true,
    });
    app.get('/', async (request) => {
      request.log.info('not at this level');
      request.log.warn('kept');
      request.log.child({ part: 'payment' }).error('from a child');
      return 'ok';
    });
    chunks.length = 0;
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(lines().map(({ msg, reqId, part }) => ({ msg, reqId, part }))).toEqual([
      { msg: 'kept', reqId: 'request-7', part: undefined },
      { msg: 'from a child', reqId: 'request-7', part: 'payment' },
    ]);
  });
});
