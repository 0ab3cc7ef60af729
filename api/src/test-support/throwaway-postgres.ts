// A PostgreSQL cluster of a test's own (initdb + pg_ctl in a temporary folder, on a free
// loopback port), for tests that stop or restart the server: the shared server the API suite
// runs on must never be restarted under the other tests. The binaries are found as
// scripts/postgres.mjs installs them (Debian: /usr/lib/postgresql/<version>/bin); as root, the
// server runs as the postgres user (PostgreSQL refuses to run as root).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed PostgreSQL's bin folder, or null when there is none. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter(
      (v) =>
        fs.existsSync(path.join(root, v, 'bin', 'initdb')) &&
        fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication, loopback only). */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is ended (57P01), the server is back once it answers. */
  restart(): void;
  /** The same restart without blocking this process (a load generator keeps sending meanwhile). */
  restartInBackground(): Promise<void>;
  stop(): void;
  start(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

/**
 * Creates, starts and opens a database `database` on a new cluster; throws when `binDir` cannot
 * make one. `durable`: fsync as a production server has it (a benchmark of a restart); tests run
 * without, as the cluster is thrown away.
 */
export async function startThrowawayPostgres(
  binDir: string,
  { database = 'qcard', durable = false }: { database?: string; durable?: boolean } = {},
): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const command = (bin: string, args: string[]): [string, string[]] =>
    isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args]]
      : [path.join(binDir, bin), args];
  const run = (bin: string, args: string[]) => {
    const [cmd, argv] = command(bin, args);
    return execFileSync(cmd, argv, {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 60_000,
    });
  };
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  const port = await freePort();
  // Its socket lives in its own folder, not /var/run.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off -c full_page_writes=off'}`;
  const ctlArgs = (...args: string[]) => [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    options,
    '-w',
    '-t',
    '30',
    ...args,
  ];
  const pgCtl = (...args: string[]) => run('pg_ctl', ctlArgs(...args));
  pgCtl('start');
  run('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-qAt',
    '-c',
    `CREATE DATABASE ${database}`,
  ]);
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    restart: () => void pgCtl('restart', '-m', 'fast'),
    restartInBackground: () =>
      new Promise<void>((resolve, reject) => {
        const [cmd, argv] = command('pg_ctl', ctlArgs('restart', '-m', 'fast'));
        execFile(cmd, argv, { cwd: dir }, (error) => (error ? reject(error) : resolve()));
      }),
    stop: () => void pgCtl('stop', '-m', 'fast'),
    start: () => void pgCtl('start'),
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      try {
        pgCtl('stop', '-m', 'immediate');
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
