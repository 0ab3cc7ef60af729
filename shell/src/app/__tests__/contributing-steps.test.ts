/** @jest-environment node */
// CONTRIBUTING.md opens with the path from a fresh clone to a change seen in the browser and
// covered by a test. Its numbered steps' `sh` blocks run here, in order, in a copy of the
// repository's files (no node_modules, no build: what a clone has), so a step that stops working
// as written (a script renamed, a sed whose text is gone, a test project removed) fails this test.
//
// Two steps are not run exactly as written, for a reason each:
// - the install gets `--offline`: it installs for real into the copy, from the package store this
//   machine already has, so the test neither needs nor waits on the network;
// - `npm run dev` starts the API and six bundlers, whose first compile takes about 90 s on two
//   shared cores: the test starts it as written and stops it once the dev API answers /readyz
//   (its deploy state written, its database seeded), after checking the URL the step names is the
//   shell's dev port. With CONTRIBUTING_DEV_STEP=1 it also waits until that page answers. Its
//   ports (3000-3005, 8080) are fixed: when one is taken (someone's dev server) it says so and
//   checks the script alone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(420_000);

const REPO = path.resolve(__dirname, '../../../..');
const SECTION = '## Your first change, from a fresh clone';
const INSTALL = /^npx --yes pnpm@[\d.]+ install$/;
const DEV = 'npm run dev';

interface Step {
  n: number;
  text: string;
  commands: string[];
}

/** The numbered steps of the first section of CONTRIBUTING.md, with the commands of their sh blocks. */
function contributingSteps(): Step[] {
  const doc = fs.readFileSync(path.join(REPO, 'CONTRIBUTING.md'), 'utf8');
  const start = doc.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`CONTRIBUTING.md has no section "${SECTION}"`);
  const body = doc.slice(start + SECTION.length + 2);
  const end = body.search(/^## /m);
  const steps: Step[] = [];
  let inSh = false;
  for (const line of (end < 0 ? body : body.slice(0, end)).split('\n')) {
    const item = /^(\d+)\. (.*)$/.exec(line);
    if (!inSh && item) steps.push({ n: Number(item[1]), text: item[2] ?? '', commands: [] });
    const current = steps[steps.length - 1];
    if (/^\s*```sh\s*$/.test(line)) inSh = true;
    else if (inSh && /^\s*```\s*$/.test(line)) inSh = false;
    else if (inSh && current && line.trim() !== '' && !line.trim().startsWith('#'))
      current.commands.push(line.trim());
    else if (!inSh && current && !item) current.text += ` ${line.trim()}`;
  }
  return steps;
}

/** The files a commit of the working tree would hold (tracked and new, not ignored), copied to a fresh folder. */
function freshCopy(): string {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: REPO, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-first-change-'));
  for (const file of listed.stdout.split('\0')) {
    const from = path.join(REPO, file);
    if (file === '' || !fs.existsSync(from) || !fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  return dir;
}

function run(command: string, cwd: string, timeout = 180_000): string {
  const res = spawnSync('bash', ['-c', command], {
    cwd,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (res.status !== 0)
    throw new Error(
      `\`${command}\` exited ${res.status ?? res.signal}:\n${res.stdout.slice(-3000)}\n${res.stderr.slice(-3000)}`,
    );
  return res.stdout;
}

/** The files a `sed -i` command names (its arguments after the expression). */
function sedFiles(command: string): string[] {
  const rest = command.replace(/^sed -i (?:'[^']*'|"[^"]*")\s*/, '');
  if (rest === command) throw new Error(`cannot read the files of \`${command}\``);
  return rest.split(/\s+/).filter(Boolean);
}

/** The dev step, checked without starting it: the script, the file it runs and the URL the step names. */
function checkDevStep(step: Step, copy: string): string {
  const script = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')).scripts
    ?.dev as string | undefined;
  expect(script).toMatch(/^node \S+\.mjs$/);
  const file = path.join(copy, (script ?? '').split(' ')[1] ?? '');
  run(`node --check ${JSON.stringify(file)}`, copy);
  const url = /<(http:\/\/localhost:\d+)\/?>/.exec(step.text)?.[1];
  const shellPort = /shell: (\d+)/.exec(
    fs.readFileSync(path.join(copy, 'build/module-federation.ts'), 'utf8'),
  )?.[1];
  expect(url).toBe(`http://localhost:${shellPort}`);
  return url ?? '';
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.status === 200,
    () => false,
  );
}

/** A dev port someone already listens on, if any. */
async function takenDevPort(): Promise<string | null> {
  for (const port of [3000, 3001, 3002, 3003, 3004, 3005, 8080]) {
    const taken = await fetch(`http://localhost:${port}/`).then(
      () => true,
      () => false,
    );
    if (taken) return `port ${port} is taken here`;
  }
  return null;
}

/** `npm run dev` as written, until the API's readiness (and, if asked, the page the step names) answers; then stopped. */
async function startDev(url: string | null, copy: string): Promise<void> {
  const child = spawn('bash', ['-c', DEV], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  try {
    const deadline = Date.now() + 240_000;
    while (!(
      (await answers('http://localhost:8080/readyz')) &&
      (url === null || (await answers(url)))
    )) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(
          `\`${DEV}\` did not answer on ${url ?? ':8080/readyz'}:\n${output.slice(-3000)}`,
        );
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
  }
}

const steps = contributingSteps();

test('CONTRIBUTING.md opens with at most 10 numbered steps, each one command in an sh block', () => {
  expect(steps.length).toBeGreaterThanOrEqual(3);
  expect(steps.length).toBeLessThanOrEqual(10);
  expect(steps.map((s) => s.n)).toEqual(steps.map((_, i) => i + 1));
  for (const step of steps)
    expect({ step: step.n, commands: step.commands.length }).toEqual({ step: step.n, commands: 1 });
  expect(steps[0]?.commands[0]).toMatch(INSTALL);
});

test('the steps work as written in a fresh copy: install, dev server, edit, test', async () => {
  const copy = freshCopy();
  const devPage = process.env.CONTRIBUTING_DEV_STEP === '1';
  const portTaken = await takenDevPort();
  if (portTaken) console.warn(`${DEV}: only its script is checked (${portTaken})`);
  try {
    for (const step of steps) {
      const command = step.commands[0] ?? '';
      if (INSTALL.test(command)) run(`${command} --offline`, copy);
      else if (command === DEV) {
        const url = checkDevStep(step, copy);
        if (!portTaken) await startDev(devPage ? url : null, copy);
      } else if (command.startsWith('sed -i ')) {
        const files = sedFiles(command);
        const before = files.map((f) => fs.readFileSync(path.join(copy, f), 'utf8'));
        run(command, copy);
        // sed exits 0 when its text is no longer there: the step would then change nothing.
        files.forEach((f, i) =>
          expect({
            step: step.n,
            file: f,
            changed: fs.readFileSync(path.join(copy, f), 'utf8') !== before[i],
          }).toEqual({ step: step.n, file: f, changed: true }),
        );
      } else run(command, copy);
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
