// When the API aborts a running canary on its own, from the remote loads browsers report (every
// outcome but 'loaded' is a failure): with enough loads in the window, at or above the failure
// ceiling, or (with enough loads of the deployed version too) above the ratio of its share.
import { CANARY_RATIO_FLOOR, type CanaryJudgeSettings } from '../config/canary-judge-settings';

export interface LoadCount {
  version: string;
  outcome: string;
  loads: number;
}

/** One version's loads in the window. */
export interface LoadFigures {
  version: string;
  loads: number;
  failures: number;
  /** failures / loads; 0 without loads. */
  share: number;
}

export interface CanaryVerdict {
  abort: boolean;
  /** Why it is aborted, or why it is not (yet). */
  reason: string;
  canary: LoadFigures;
  deployed: LoadFigures;
}

/** How the history entry of an automatic abort starts (`list` looks for it). */
export const AUTO_ABORT = 'canary aborted automatically';

export function figuresOf(counts: readonly LoadCount[], version: string): LoadFigures {
  let loads = 0;
  let failures = 0;
  for (const row of counts) {
    if (row.version !== version) continue;
    loads += row.loads;
    if (row.outcome !== 'loaded') failures += row.loads;
  }
  return { version, loads, failures, share: loads ? failures / loads : 0 };
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** "1.1.0 failed 8 of 20 loads (40%)". */
export function describeFigures(f: LoadFigures): string {
  return `${f.version} failed ${f.failures} of ${f.loads} loads (${percent(f.share)})`;
}

export function judgeCanary(
  counts: readonly LoadCount[],
  canaryVersion: string,
  deployedVersion: string | null,
  settings: CanaryJudgeSettings,
): CanaryVerdict {
  const canary = figuresOf(counts, canaryVersion);
  const deployed = figuresOf(counts, deployedVersion ?? '');
  const verdict = (abort: boolean, reason: string) => ({ abort, reason, canary, deployed });
  if (canary.loads < settings.minLoads)
    return verdict(false, `${canary.loads} of the ${settings.minLoads} canary loads needed`);
  if (canary.share >= settings.failureCeiling)
    return verdict(true, `at or above the ceiling of ${percent(settings.failureCeiling)}`);
  if (deployed.loads < settings.minLoads)
    return verdict(false, `under the ceiling; too few loads of the deployed version to compare`);
  if (canary.share > settings.failureRatio * deployed.share && canary.share >= CANARY_RATIO_FLOOR) {
    return verdict(true, `above ${settings.failureRatio} times the deployed version's share`);
  }
  return verdict(false, 'within the ceiling and the ratio');
}

/** The history entry's `by` of an automatic abort: both figures, the window and the rule that fired. */
export function autoAbortText(verdict: CanaryVerdict, windowSeconds: number): string {
  return `${AUTO_ABORT}: ${describeFigures(verdict.canary)} vs ${describeFigures(verdict.deployed)} in ${windowSeconds} s, ${verdict.reason}`;
}
