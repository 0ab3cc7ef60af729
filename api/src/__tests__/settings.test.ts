// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
import os from 'node:os';
import path from 'node:path';
import { loadSettings, SettingsError } from '../settings';

const root = '/repo';

test('defaults', () => {
  const s = loadSettings(root, {});
  expect(s).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    dataDir: path.join(root, 'data'),
    apiBase: '/api',
    smtpUrl: null,
    tokenValiditySeconds: 1800,
    sessionTimeoutSeconds: 900,
    sessionWarningSeconds: 120,
    timeZone: 'America/New_York',
    pageSize: 25,
    demo: false,
    cartMaxItems: 50,
    sessionAbsoluteSeconds: 43200,
    publicOrigin: 'http://127.0.0.1:8080',
  });
});

test('SQLITE_SYNCHRONOUS: NORMAL unless FULL is asked for; anything else stops the start', () => {
  expect(loadSettings(root, {}).sqliteSynchronous).toBe('NORMAL');
  expect(loadSettings(root, { SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('FULL');
  expect(() => loadSettings(root, { SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(/SQLITE_SYNCHRONOUS/);
});

test('PUBLIC_ORIGIN: required with NODE_ENV=production, otherwise the listening address', () => {
  expect(() => loadSettings(root, { NODE_ENV: 'production' })).toThrow(
    /Invalid setting PUBLIC_ORIGIN: is required when NODE_ENV=production/,
  );
  expect(
    loadSettings(root, { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example/' })
      .publicOrigin,
  ).toBe('https://portal.example');
  expect(loadSettings(root, { HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe(
    'http://127.0.0.1:9000',
  );
  expect(loadSettings(root, { HOST: '::', PORT: '9000' }).publicOrigin).toBe('http://[::1]:9000');
  expect(() => loadSettings(root, { PUBLIC_ORIGIN: 'https://portal.example/reset?x=1' })).toThrow(
    /PUBLIC_ORIGIN/,
  );
});

test('DEMO: off by default, on with DEMO=1, never in production without DEMO_IN_PRODUCTION=1', () => {
  const prod = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example' };
  expect(loadSettings(root, {}).demo).toBe(false);
  expect(loadSettings(root, { DEMO: '1' }).demo).toBe(true);
  expect(loadSettings(root, { ...prod }).demo).toBe(false);
  expect(loadSettings(root, { ...prod, DEMO: '1' })).toMatchObject({
    demo: false,
    demoRefused: true,
  });
  expect(loadSettings(root, { ...prod, DEMO: '1', DEMO_IN_PRODUCTION: '1' })).toMatchObject({
    demo: true,
    demoRefused: false,
  });
  // The old switch: asking for the mailbox with it fails loudly instead of doing nothing.
  expect(() => loadSettings(root, { DEMO_MAILBOX: 'on' })).toThrow(
    /DEMO_MAILBOX: is gone: set DEMO=1/,
  );
  expect(loadSettings(root, { DEMO_MAILBOX: 'off' }).demo).toBe(false);
});

test('environment values are read and validated', () => {
  const s = loadSettings(root, {
    PORT: '9090',
    API_BASE: '/backend/',
    DATA_DIR: 'var/data',
    PAGE_SIZE: '10',
    RATE_LIMIT_LOGIN_PER_IP: '7',
  });
  expect(s.port).toBe(9090);
  expect(s.apiBase).toBe('/backend');
  expect(s.dataDir).toBe(path.join(root, 'var/data'));
  expect(s.rateLimit.loginPerIp).toBe(7);
  expect(s.remotesFile).toBeNull();
  expect(loadSettings(root, { REMOTES_FILE: 'deploy/canary.json' }).remotesFile).toBe(
    path.join(root, 'deploy/canary.json'),
  );
});

test.each([
  ['PORT', 'eighty'],
  ['PORT', '70000'],
  ['TIME_ZONE', 'Mars/Olympus'],
  ['SMTP_URL', 'http://mail'],
  ['SESSION_WARNING_SECONDS', '5000'],
  ['RATE_LIMIT_WINDOW_SECONDS', '0'],
  ['API_BASE', 'api with spaces'],
  ['DATABASE_URL', 'mysql://db/qcard'],
  ['DATABASE_URL', 'postgres://db.example:5432/'],
  ['DATABASE_URL', 'postgres://'],
  ['DATABASE_POOL_SIZE', '0'],
  ['SHUTDOWN_TIMEOUT_SECONDS', 'soon'],
  ['SESSION_ABSOLUTE_SECONDS', '10'],
  ['CART_MAX_ITEMS', '0'],
  ['DEMO', 'maybe'],
])('a bad %s names the setting', (name, value) => {
  let error: unknown;
  try {
    loadSettings(root, { [name]: value });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SettingsError);
  expect((error as SettingsError).setting).toBe(name);
  expect((error as Error).message).toContain(name);
});

test('DATABASE_URL: unset is the embedded SQLite database, a postgres:// URL is PostgreSQL', () => {
  expect(loadSettings(root, {}).databaseUrl).toBeNull();
  expect(
    loadSettings(root, { DATABASE_URL: ' postgres://qcard:secret@db.internal:5432/qcard ' })
      .databaseUrl,
  ).toBe('postgres://qcard:secret@db.internal:5432/qcard');
  expect(
    loadSettings(root, { DATABASE_URL: 'postgresql:///qcard?host=/var/run/postgresql' })
      .databaseUrl,
  ).toContain('postgresql://');
  expect(() => loadSettings(root, { DATABASE_URL: 'sqlite:data/qcard.sqlite' })).toThrow(
    /Invalid setting DATABASE_URL: .*PostgreSQL URL/,
  );
});

test('API_WORKERS: one process by default, auto is one per core, anything else a whole number 1..64', () => {
  expect(loadSettings(root, {}).workers).toBe(1);
  expect(loadSettings(root, { API_WORKERS: 'auto' }).workers).toBe(
    Math.min(64, os.availableParallelism()),
  );
  expect(loadSettings(root, { API_WORKERS: '3' }).workers).toBe(3);
  for (const bad of ['0', '65', 'two', '1.5'])
    expect(() => loadSettings(root, { API_WORKERS: bad })).toThrow(/API_WORKERS/);
});

test('live-status stream caps: 10 per user and 30 per address, leases of 60 s; each may be set, within bounds', () => {
  expect(loadSettings(root, {})).toMatchObject({
    liveStreamsPerUser: 10,
    liveStreamsPerIp: 30,
    liveStreamLeaseSeconds: 60,
  });
  expect(
    loadSettings(root, {
      LIVE_STREAMS_PER_USER: '4',
      LIVE_STREAMS_PER_IP: '500',
      LIVE_STREAM_LEASE_SECONDS: '120',
    }),
  ).toMatchObject({ liveStreamsPerUser: 4, liveStreamsPerIp: 500, liveStreamLeaseSeconds: 120 });
  expect(() => loadSettings(root, { LIVE_STREAMS_PER_USER: '0' })).toThrow(/LIVE_STREAMS_PER_USER/);
  expect(() => loadSettings(root, { LIVE_STREAMS_PER_IP: 'many' })).toThrow(/LIVE_STREAMS_PER_IP/);
  // Shorter than a few renewals (every third of it, on a one-second tick) would let live streams lapse.
  expect(() => loadSettings(root, { LIVE_STREAM_LEASE_SECONDS: '5' })).toThrow(
    /LIVE_STREAM_LEASE_SECONDS/,
  );
});
