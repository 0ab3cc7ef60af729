// The deploy state (deploy/remotes.json, or REMOTES_FILE; docs/decisions.md): the mapping the
// shell reads (remote name -> manifest URL) plus "$deploy", which the server does not serve: the
// shell's version, running canaries and the history of changes. scripts/remotes.mjs reads and
// writes through this module too, so the server and the tool agree on what a valid file is.
import fs from 'node:fs';
import { inCanary, isCanaryStep, parseCanaries, type Canary } from './canary';
import { jsonErrorOffset, lineAt } from './deploy-state-json';

export const REMOTE_APPS = [
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];
/** Every app the state records: the shell and the five remotes. */
export const DEPLOY_APPS = ['shell', ...REMOTE_APPS] as const;
export type DeployApp = (typeof DEPLOY_APPS)[number];

export const DEPLOY_KEY = '$deploy';
/** A version is one path segment: letters, digits, dots, plus and minus. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION_PATTERN.test(value) && !value.includes('..');
}

/** mfe-cards -> mfe_cards (the Module Federation name the shell asks for). */
export function remoteName(app: RemoteApp): string {
  return app.replace(/-/g, '_');
}

export function appOfRemoteName(name: string): RemoteApp | null {
  return REMOTE_APPS.find((app) => remoteName(app) === name) ?? null;
}

/** The manifest URL this portal serves a built remote version under. */
export function localManifestUrl(app: RemoteApp, version: string): string {
  return `/apps/${app}/${version}/mf-manifest.json`;
}

/** The version segment of a manifest URL (local or on a CDN), or null when it has none. */
export function versionOfEntry(entry: string | undefined): string | null {
  const match = /\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '');
  return match?.[1] ?? null;
}

export interface DeployChange {
  /** ISO-8601 UTC. */
  at: string;
  app: DeployApp;
  /** null for the first deploy of the app. */
  from: string | null;
  to: string;
  /** "first deploy", "switch", "rollback", "promote", or a canary step ("canary 30%", "canary aborted", ...). */
  by: string;
}

export interface DeployState {
  /** Remote name (mfe_cards) -> manifest URL: exactly what GET /remotes.json serves. */
  remotes: Record<string, string>;
  /** The shell version served from shell/dist/<version>; null in a file without one. */
  shell: string | null;
  /** App -> its running canary (at most one per app); empty when none runs. */
  canaries: Partial<Record<DeployApp, Canary>>;
  history: DeployChange[];
}

/** A state file that cannot be used, with where in it the problem is. */
export class DeployStateError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly problem: string,
  ) {
    super(`Invalid deploy state ${file}${line ? `:${line}` : ''}: ${problem}`);
    this.name = 'DeployStateError';
  }
}

/** The line of the first occurrence of "key" (for pointing at a value that is valid JSON but wrong). */
function lineOfKey(text: string, key: string, from = 0): number | null {
  const at = text.indexOf(JSON.stringify(key), from);
  return at < 0 ? null : lineAt(text, at);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseChange(raw: unknown, index: number, fail: (problem: string) => never): DeployChange {
  const where = `history[${index}]`;
  if (!isObject(raw)) fail(`${where} must be an object`);
  const { at, app, from, to, by } = raw;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at)))
    fail(`${where}.at must be an ISO date`);
  if (typeof app !== 'string' || !(DEPLOY_APPS as readonly string[]).includes(app))
    fail(`${where}.app must be one of ${DEPLOY_APPS.join(', ')}`);
  if (from !== null && !isVersion(from)) fail(`${where}.from must be a version or null`);
  if (!isVersion(to)) fail(`${where}.to must be a version`);
  if (typeof by !== 'string') fail(`${where}.by must be a string`);
  return { at, app: app as DeployApp, from, to, by };
}

/** Parses and checks a state file's text; throws DeployStateError naming the file and line. */
export function parseDeployState(text: string, file: string): DeployState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const offset = jsonErrorOffset(text);
    const position = /at position (\d+)/.exec(message);
    const line = lineAt(text, offset >= 0 ? offset : position ? Number(position[1]) : text.length);
    throw new DeployStateError(file, line, `not valid JSON (${message})`);
  }
  if (!isObject(parsed))
    throw new DeployStateError(
      file,
      1,
      'must be a JSON object (remote name -> manifest URL, and "$deploy")',
    );
  const remotes: Record<string, string> = {};
  let shell: string | null = null;
  let history: DeployChange[] = [];
  let canaries: Partial<Record<DeployApp, Canary>> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const fail = (problem: string, line = lineOfKey(text, key)): never => {
      throw new DeployStateError(file, line, problem);
    };
    if (key === DEPLOY_KEY) {
      if (!isObject(value)) fail(`"${DEPLOY_KEY}" must be an object with "shell" and "history"`);
      const deploy = value as Record<string, unknown>;
      const deployAt = text.indexOf(JSON.stringify(DEPLOY_KEY));
      if (deploy.shell !== undefined && deploy.shell !== null && !isVersion(deploy.shell))
        fail(`"${DEPLOY_KEY}".shell must be a version`, lineOfKey(text, 'shell', deployAt));
      shell = (deploy.shell as string | null | undefined) ?? null;
      if (deploy.history !== undefined && !Array.isArray(deploy.history))
        fail(`"${DEPLOY_KEY}".history must be an array`, lineOfKey(text, 'history', deployAt));
      // History entries are flat objects: the i-th "{" after "history" opens entry i.
      const historyAt = text.indexOf('"history"', deployAt);
      const entryLine = (i: number): number | null => {
        let at = historyAt;
        for (let n = 0; n <= i && at >= 0; n += 1) at = text.indexOf('{', at + 1);
        return at < 0 ? null : lineAt(text, at);
      };
      try {
        canaries = parseCanaries(deploy.canaries, DEPLOY_APPS, isVersion);
      } catch (e) {
        fail((e as Error).message, lineOfKey(text, 'canaries', deployAt));
      }
      history = ((deploy.history as unknown[] | undefined) ?? []).map((raw, i) =>
        parseChange(raw, i, (problem) => fail(problem, entryLine(i))),
      );
      continue;
    }
    if (!appOfRemoteName(key))
      fail(`unknown remote "${key}" (known: ${REMOTE_APPS.map(remoteName).join(', ')})`);
    if (typeof value !== 'string' || !/^(\/|https?:\/\/)/.test(value))
      fail(`"${key}" must be a manifest URL (a path starting with / or an http(s) URL)`);
    remotes[key] = value as string;
  }
  return { remotes, shell, canaries, history };
}

/** The state in a file, or null when the file does not exist. */
export function readDeployState(file: string): DeployState | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DeployStateError(file, null, `cannot be read (${(e as Error).message})`);
  }
  return parseDeployState(text, file);
}

/** The file's text: remote entries first (as served), then "$deploy" with one history entry per line. */
export function serializeDeployState(state: DeployState): string {
  const lines: string[] = [];
  for (const app of REMOTE_APPS) {
    const name = remoteName(app);
    if (state.remotes[name] !== undefined)
      lines.push(`  ${JSON.stringify(name)}: ${JSON.stringify(state.remotes[name])},`);
  }
  const history = state.history.map(
    (c, i) =>
      `      ${JSON.stringify({ at: c.at, app: c.app, from: c.from, to: c.to, by: c.by })}${i < state.history.length - 1 ? ',' : ''}`,
  );
  lines.push(`  ${JSON.stringify(DEPLOY_KEY)}: {`, `    "shell": ${JSON.stringify(state.shell)},`);
  const canaries = DEPLOY_APPS.filter((app) => state.canaries[app]).map(
    (app) => `      ${JSON.stringify(app)}: ${JSON.stringify(state.canaries[app])}`,
  );
  if (canaries.length) lines.push(`    "canaries": {\n${canaries.join(',\n')}\n    },`);
  lines.push(
    history.length ? `    "history": [\n${history.join('\n')}\n    ]` : '    "history": []',
    '  }',
  );
  return `{\n${lines.join('\n')}\n}\n`;
}

/** The deployed version of an app: the shell's, or the version segment of a remote's URL. */
export function deployedVersion(state: DeployState, app: DeployApp): string | null {
  if (app === 'shell') return state.shell;
  return versionOfEntry(state.remotes[remoteName(app)]);
}

/**
 * The changes `rollback` can still undo, newest last: a change pushes, a rollback pops, so two
 * rollbacks go back two steps and the first deploy (from: null) is the floor.
 */
export function undoableChanges(state: DeployState, app: DeployApp): DeployChange[] {
  const stack: DeployChange[] = [];
  for (const change of state.history) {
    if (change.app !== app || isCanaryStep(change)) continue;
    if (change.by === 'rollback') stack.pop();
    else if (change.from !== null) stack.push(change);
  }
  return stack;
}

/** The version the history says the app is at (its last change's target), or null. */
export function historyVersion(state: DeployState, app: DeployApp): string | null {
  for (let i = state.history.length - 1; i >= 0; i -= 1) {
    const change = state.history[i];
    if (change?.app === app && !isCanaryStep(change)) return change.to;
  }
  return null;
}

/** The state as the browser of this cohort id meets it: its canaries chosen, the rest as deployed. */
export function stateForCohort(state: DeployState, cohort: string | null | undefined): DeployState {
  const running = DEPLOY_APPS.filter((app) => inCanary(app, state.canaries[app], cohort));
  if (!running.length) return state;
  const remotes = { ...state.remotes };
  let { shell } = state;
  for (const app of running) {
    const version = state.canaries[app]?.version as string;
    if (app === 'shell') shell = version;
    else remotes[remoteName(app)] = localManifestUrl(app, version);
  }
  return { ...state, remotes, shell };
}
