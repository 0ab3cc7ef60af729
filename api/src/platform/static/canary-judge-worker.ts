// The canary judge: each API process judges the running remote canaries from the shared counts;
// the state file's lock and the re-read under it make exactly one of them write the abort.
import type { AppContext } from '../../app-context';
import { appWorkers, startPeriodicWorker } from '../background/periodic-worker';
import type { CanaryJudgeSettings } from '../config/canary-judge-settings';
import { autoAbortText, judgeCanary, type CanaryVerdict, type LoadCount } from './canary-judge';
import { REMOTE_APPS, deployedVersion, type RemoteApp } from './deploy-state';
import type { DeployStateSource } from './deploy-state-source';
import { DeployStateBusyError, abortCanary } from './deploy-state-write';

/** The remote loads of an app per version and outcome since a time (telemetry/remote-load-store.ts). */
export type CountLoads = (ctx: AppContext, app: string, sinceMs: number) => Promise<LoadCount[]>;

export interface CanaryJudgeDeps {
  deployState: DeployStateSource;
  settings: CanaryJudgeSettings;
  countLoads: CountLoads;
}

/** One look at every running remote canary; returns how many it aborted. */
export async function judgeCanaries(ctx: AppContext, deps: CanaryJudgeDeps): Promise<number> {
  const state = deps.deployState.state();
  // A broken file is being served from memory: writing now would overwrite the operator's edit.
  if (!state || deps.deployState.problem()) return 0;
  const { settings } = deps;
  let aborted = 0;
  for (const app of REMOTE_APPS) {
    const canary = state.canaries[app];
    if (!canary) continue;
    const now = ctx.clock().getTime();
    // Loads from before this canary (at this share) began are not its own.
    const since = Math.max(now - settings.windowSeconds * 1000, Date.parse(canary.since));
    const verdict = judgeCanary(
      await deps.countLoads(ctx, app, since),
      canary.version,
      deployedVersion(state, app),
      settings,
    );
    if (!verdict.abort) continue;
    try {
      const done = abortCanary(deps.deployState.file, app, {
        by: autoAbortText(verdict, settings.windowSeconds),
        at: new Date(now),
        expect: canary,
      });
      if (!done) continue;
      aborted += 1;
      logAbort(ctx, app, verdict, done.change.by);
    } catch (e) {
      // An operator's command holds the file: the next pass judges again on what it wrote.
      if (!(e instanceof DeployStateBusyError)) throw e;
      ctx.log.info(
        { app, lockFile: e.lockFile },
        'canary judge: deploy state busy, judging again next pass',
      );
    }
  }
  return aborted;
}

function logAbort(ctx: AppContext, app: RemoteApp, verdict: CanaryVerdict, reason: string): void {
  const { canary, deployed } = verdict;
  ctx.log.warn(
    {
      app,
      canaryVersion: canary.version,
      deployedVersion: deployed.version,
      canaryShare: canary.share,
      canaryFailures: canary.failures,
      canaryLoads: canary.loads,
      deployedShare: deployed.share,
      deployedFailures: deployed.failures,
      deployedLoads: deployed.loads,
      reason,
    },
    'remote canary aborted',
  );
}

const judges = appWorkers((ctx: AppContext, deps: CanaryJudgeDeps) =>
  startPeriodicWorker(() => judgeCanaries(ctx, deps), {
    intervalMs: deps.settings.checkSeconds * 1000,
    name: 'canary judge',
    log: ctx.log,
  }),
);

/** Starts the app's judge (app.ts); runOnce() judges now (tests). */
export const startAppCanaryJudge = judges.startFor;

export const getCanaryJudge = judges.of;
