// The deploy state as the running server sees it (deploy-state.ts says what the state is).
import fs from 'node:fs';
import { readDeployState, stateForCohort, type DeployState } from './deploy-state';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Re-read whenever the file changes; a file broken while running leaves the last good state served. */
export class DeployStateSource {
  private good: { state: DeployState; body: string } | null = null;
  private stamp = '';
  private currentProblem: string | null = null;

  private log: Logger | null = null;

  private constructor(readonly file: string) {}

  /** Throws DeployStateError when the file exists but is not a valid state. */
  static open(file: string): DeployStateSource {
    const source = new DeployStateSource(file);
    source.stamp = source.fileStamp();
    const state = readDeployState(file);
    if (state) source.good = { state, body: `${JSON.stringify(state.remotes, null, 2)}\n` };
    return source;
  }

  /** Where a later breakage is reported (the server's log once it exists). */
  attachLog(log: Logger): void {
    this.log = log;
  }

  private fileStamp(): string {
    try {
      const s = fs.statSync(this.file);
      return `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch {
      return 'absent';
    }
  }

  private refresh(): void {
    const stamp = this.fileStamp();
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    try {
      const state = readDeployState(this.file);
      if (state) {
        this.good = { state, body: `${JSON.stringify(state.remotes, null, 2)}\n` };
        if (this.currentProblem) this.log?.info({ file: this.file }, 'deploy state readable again');
        this.currentProblem = null;
      } else if (this.good) {
        this.currentProblem = `${this.file} is missing; serving the last good deploy state`;
      }
    } catch (e) {
      this.currentProblem = `${e instanceof Error ? e.message : String(e)}; serving the last good deploy state`;
    }
    if (this.currentProblem)
      this.log?.error({ file: this.file, problem: this.currentProblem }, 'deploy state broken');
  }

  /** The last good state (null when none was ever readable), as the cohort id's browser meets it. */
  state(cohort?: string | null): DeployState | null {
    this.refresh();
    return this.good ? stateForCohort(this.good.state, cohort) : null;
  }

  /** The body of GET /remotes.json: the remote entries of the last good state, for this cohort id. */
  remotesBody(cohort?: string | null): string | null {
    this.refresh();
    if (!this.good) return null;
    const state = stateForCohort(this.good.state, cohort);
    return state === this.good.state
      ? this.good.body
      : `${JSON.stringify(state.remotes, null, 2)}\n`;
  }

  /** Why the file in place is not the state being served, or null when all is well. */
  problem(): string | null {
    this.refresh();
    return this.currentProblem;
  }
}
