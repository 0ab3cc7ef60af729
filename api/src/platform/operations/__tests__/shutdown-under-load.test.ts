// SIGTERM under load, as an operator's stop goes: main.ts in a child process,
// keep-alive clients sending their next request the moment an answer arrives, and sign-ins still
// uploading their bodies. Every request the server had received is answered in full (none is
// reset on a connection the server had accepted), new connections are refused, and the process
// exits 0 well within SHUTDOWN_TIMEOUT_SECONDS.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { onPostgres } from '../../../test-support/create-test-app';

jest.setTimeout(90_000);

const API_DIR = path.resolve(__dirname, '../../../..');
const PORT = 18410;
const DRAIN_TIMEOUT_SECONDS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_WORKERS: '1',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_SECONDS: String(DRAIN_TIMEOUT_SECONDS),
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

interface Answer {
  status: number;
  body: string;
}

/** A GET; rejects with the error and whether it went on a connection already used for an answer. */
function get(agent: http.Agent, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: urlPath, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (e) => reject(Object.assign(e, { reused: req.reusedSocket })));
    });
    req.on('error', (e) => reject(Object.assign(e, { reused: req.reusedSocket })));
  });
}

/** A sign-in whose body is half sent now and the rest when `finish` is called: a request in flight. */
function slowSignIn(): { answer: Promise<Answer>; finish: () => void } {
  const body = JSON.stringify({
    username: 'nobody@example.com',
    password: 'not-the-password',
    captcha: 'not-a-solution',
  });
  let finish = () => undefined as void;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/user/authenticate',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 20));
    finish = () => req.end(body.slice(20));
  });
  return { answer, finish };
}

const testSqlite = onPostgres ? test.skip : test;

testSqlite(
  'SIGTERM under load: every request received is answered, new connections are refused, exit 0 within the drain timeout',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-sigterm-'));
    const { child, output } = startServer(dataDir);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    try {
      for (let ready = false; !ready; await sleep(100)) {
        ready = await get(agent, '/healthz').then(
          (a) => a.status === 200,
          () => false,
        );
        if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output()}`);
      }
      const slow = Array.from({ length: 8 }, () => slowSignIn());
      // 20 keep-alive clients, each sending its next request as soon as its answer is in.
      let stop = false;
      let answered = 0;
      let refusedAtConnect = 0;
      const dropped: string[] = [];
      const clients = Array.from({ length: 20 }, async () => {
        while (!stop) {
          await get(agent, '/healthz').then(
            (a) => {
              if (a.status === 200 && JSON.parse(a.body).status === 'ok') answered++;
              else dropped.push(`answer ${a.status} ${a.body}`);
            },
            (e: NodeJS.ErrnoException & { reused: boolean }) => {
              // A new connection refused (or reset before the server took it) carried no request
              // the server had received; a request on a connection already answered on had.
              if (e.reused) dropped.push(`${e.code ?? e.message} on an open connection`);
              else refusedAtConnect++;
            },
          );
        }
      });
      await sleep(700);
      const answeredBefore = answered;
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await sleep(300);
      for (const s of slow) s.finish();
      const slowAnswers = await Promise.all(slow.map((s) => s.answer));
      // New connections are refused once the listener is closed.
      for (let refused = false; !refused; await sleep(20)) {
        refused = await get(new http.Agent(), '/healthz').then(
          () => false,
          (e: NodeJS.ErrnoException) => e.code === 'ECONNREFUSED',
        );
        if (Date.now() - signalledAt > 5000)
          throw new Error('new connections were still accepted 5 s after SIGTERM');
      }
      stop = true;
      await Promise.all(clients);
      const exit = await exited;

      expect(answeredBefore).toBeGreaterThan(20);
      expect(dropped).toEqual([]);
      expect(refusedAtConnect).toBeGreaterThan(0);
      for (const a of slowAnswers) {
        expect(a.status).toBeGreaterThanOrEqual(200);
        expect(a.status).toBeLessThan(500);
        expect(JSON.parse(a.body)).toMatchObject({ status: 'ERROR', msgCode: expect.any(String) });
      }
      expect(exit.code).toBe(0);
      expect(exit.at - signalledAt).toBeLessThan(DRAIN_TIMEOUT_SECONDS * 1000);
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
