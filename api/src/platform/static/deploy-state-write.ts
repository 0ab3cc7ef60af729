// Changing the deploy state file: one writer at a time (a lock file beside it), and a write a
// reading server never sees half of. scripts/remotes.mjs and the canary judge both write here.
import fs from 'node:fs';
import path from 'node:path';
import type { Canary } from './canary';
import {
  deployedVersion,
  parseDeployState,
  readDeployState,
  serializeDeployState,
  type DeployApp,
  type DeployChange,
  type DeployState,
} from './deploy-state';

/** Another change holds the lock; nothing was written. */
export class DeployStateBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: string,
  ) {
    super(
      `another change to the deploy state is in progress (${lockFile}, process ${holder}). If no remotes command is running, delete that file.`,
    );
    this.name = 'DeployStateBusyError';
  }
}

export function lockFileOf(stateFile: string): string {
  return `${stateFile}.lock`;
}

/** Takes the lock or throws DeployStateBusyError at once; returns the release. Re-read under it. */
export function lockDeployState(stateFile: string): () => void {
  const lockFile = lockFileOf(stateFile);
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    let holder = '?';
    try {
      holder = fs.readFileSync(lockFile, 'utf8').trim();
    } catch {
      // released meanwhile: still busy for this attempt
    }
    throw new DeployStateBusyError(lockFile, holder);
  }
  let held = true;
  return () => {
    if (held) fs.rmSync(lockFile, { force: true });
    held = false;
  };
}

/** Write-to-temporary, fsync, rename: a server never reads half a file. Refuses a state the server would refuse. */
export function writeDeployState(stateFile: string, state: DeployState): void {
  const text = serializeDeployState(state);
  parseDeployState(text, stateFile);
  const tmp = `${stateFile}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, stateFile);
  try {
    const dir = fs.openSync(path.dirname(stateFile), 'r');
    fs.fsyncSync(dir);
    fs.closeSync(dir);
  } catch {
    // not every file system lets a directory be synced; the rename is still atomic
  }
}

export interface CanaryAbort {
  app: DeployApp;
  /** The canary that ended. */
  canary: Canary;
  /** What every browser gets from now on. */
  deployed: string | null;
  change: DeployChange;
}

/**
 * Ends the app's canary under the lock, with one history entry. Null when none runs any more, or
 * the running one is not `expect` (another change came first).
 */
export function abortCanary(
  stateFile: string,
  app: DeployApp,
  options: { by: string; at: Date; expect?: Canary },
): CanaryAbort | null {
  const release = lockDeployState(stateFile);
  try {
    const state = readDeployState(stateFile);
    const canary = state?.canaries[app];
    if (!state || !canary) return null;
    const { expect } = options;
    if (expect && (expect.version !== canary.version || expect.since !== canary.since)) return null;
    const deployed = deployedVersion(state, app);
    const change: DeployChange = {
      at: options.at.toISOString(),
      app,
      from: canary.version,
      to: deployed ?? canary.version,
      by: options.by,
    };
    delete state.canaries[app];
    state.history.push(change);
    writeDeployState(stateFile, state);
    return { app, canary, deployed, change };
  } finally {
    release();
  }
}
