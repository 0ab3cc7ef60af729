// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// The rule that aborts a canary on its own: enough canary loads first, then the absolute ceiling
// alone, or the ratio against the deployed version when that has enough loads too (and the
// canary's share is at least 5 %). Every outcome but 'loaded' is a failure.
import { loadCanaryJudgeSettings } from '../../config/canary-judge-settings';
import { AUTO_ABORT, autoAbortText, judgeCanary, type LoadCount } from '../canary-judge';

const settings = loadCanaryJudgeSettings({});

/** Rows as the store returns them: per version and outcome. */
function loads(version: string, loaded: number, failed: Record<string, number> = {}): LoadCount[] {
  return [
    { version, outcome: 'loaded', loads: loaded },
    ...Object.entries(failed).map(([outcome, n]) => ({ version, outcome, loads: n })),
  ];
}

describe('judgeCanary with the defaults (10 loads, ratio 2, ceiling 25 %)', () => {
  it('says nothing below the minimum canary loads, however bad they are', () => {
    const verdict = judgeCanary(
      [...loads('1.1.0', 0, { 'render-error': 9 }), ...loads('1.2.0', 100)],
      '1.1.0',
      '1.2.0',
      settings,
    );
    expect(verdict).toEqual(
      expect.objectContaining({
        abort: false,
        canary: { version: '1.1.0', loads: 9, failures: 9, share: 1 },
      }),
    );
  });

  it('aborts at the ceiling even when the deployed version has no loads to compare with', () => {
    const verdict = judgeCanary(
      loads('1.1.0', 12, { 'render-error': 2, 'entry-failed': 2 }),
      '1.1.0',
      '1.2.0',
      settings,
    );
    expect(verdict.abort).toBe(true);
    expect(verdict.canary).toEqual({ version: '1.1.0', loads: 16, failures: 4, share: 0.25 });
    expect(verdict.deployed.loads).toBe(0);
  });

  it('aborts under the ceiling when the canary fails more than twice as often as the deployed version', () => {
    const counts = [
      ...loads('1.1.0', 17, { 'timed-out': 3 }),
      ...loads('1.2.0', 95, { 'manifest-failed': 5 }),
    ];
    const verdict = judgeCanary(counts, '1.1.0', '1.2.0', settings);
    expect(verdict.abort).toBe(true);
    expect(verdict.canary.share).toBeCloseTo(0.15);
    expect(verdict.deployed.share).toBeCloseTo(0.05);
  });

  it('keeps a canary at exactly twice the deployed share, and one compared with too few deployed loads', () => {
    expect(
      judgeCanary(
        [
          ...loads('1.1.0', 18, { 'render-error': 2 }),
          ...loads('1.2.0', 95, { 'render-error': 5 }),
        ],
        '1.1.0',
        '1.2.0',
        settings,
      ).abort,
    ).toBe(false);
    expect(
      judgeCanary(
        [...loads('1.1.0', 17, { 'render-error': 3 }), ...loads('1.2.0', 9)],
        '1.1.0',
        '1.2.0',
        settings,
      ).abort,
    ).toBe(false);
  });

  it('never aborts on the ratio alone below a 5 % canary share', () => {
    const counts = [...loads('1.1.0', 39, { 'render-error': 1 }), ...loads('1.2.0', 1000)];
    const verdict = judgeCanary(counts, '1.1.0', '1.2.0', settings);
    expect(verdict.canary.share).toBe(0.025);
    expect(verdict.abort).toBe(false);
  });

  it('counts only the two versions it compares', () => {
    const counts = [
      ...loads('1.0.0', 0, { 'render-error': 50 }),
      ...loads('1.1.0', 20),
      ...loads('1.2.0', 20),
    ];
    expect(judgeCanary(counts, '1.1.0', '1.2.0', settings)).toEqual(
      expect.objectContaining({
        abort: false,
        canary: expect.objectContaining({ loads: 20, failures: 0 }),
      }),
    );
  });

  it('follows its settings', () => {
    const strict = loadCanaryJudgeSettings({
      CANARY_MIN_LOADS: '4',
      CANARY_FAILURE_CEILING: '0.5',
    });
    expect(
      judgeCanary(loads('1.1.0', 3, { 'render-error': 1 }), '1.1.0', '1.2.0', strict).abort,
    ).toBe(false);
    expect(
      judgeCanary(loads('1.1.0', 2, { 'render-error': 2 }), '1.1.0', '1.2.0', strict).abort,
    ).toBe(true);
  });
});

it('writes both figures, the window and the rule into the history text', () => {
  const verdict = judgeCanary(
    [...loads('1.1.0', 12, { 'render-error': 8 }), ...loads('1.2.0', 40)],
    '1.1.0',
    '1.2.0',
    settings,
  );
  expect(autoAbortText(verdict, 300)).toBe(
    `${AUTO_ABORT}: 1.1.0 failed 8 of 20 loads (40%) vs 1.2.0 failed 0 of 40 loads (0%) in 300 s, at or above the ceiling of 25%`,
  );
});
