// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// Which browsers a canary takes: sticky per device id, fair over many ids, and monotone in the
// share (raising it only adds browsers), each app choosing its own.
import { randomUUID } from 'node:crypto';
import {
  cohortBucket,
  cohortFromCookieHeader,
  inCanary,
  newCohortId,
  type Canary,
} from '../canary';
import { parseDeployState, stateForCohort } from '../deploy-state';
import { HAND_WRITTEN_STATE } from './deploy-fixture';

const canary = (percent: number): Canary => ({
  version: '1.1.0',
  percent,
  since: '2026-04-01T00:00:00Z',
});
const ids = Array.from({ length: 10_000 }, () => newCohortId());

describe('canary assignment', () => {
  it.each([1, 5, 20, 30, 50, 80, 99])(
    'over 10,000 device ids, %i %% get the canary within ±2 points',
    (percent) => {
      const taken = ids.filter((id) => inCanary('mfe-cards', canary(percent), id)).length;
      expect(Math.abs((taken / ids.length) * 100 - percent)).toBeLessThanOrEqual(2);
    },
  );

  it('is fair for ids of another shape too (UUIDs)', () => {
    const uuids = Array.from({ length: 10_000 }, () => randomUUID());
    const taken = uuids.filter((id) => inCanary('shell', canary(30), id)).length;
    expect(Math.abs(taken / 100 - 30)).toBeLessThanOrEqual(2);
  });

  it('gives the same id the same cohort every time', () => {
    for (const id of ids.slice(0, 200)) {
      const first = inCanary('mfe-cards', canary(50), id);
      for (let i = 0; i < 5; i += 1) expect(inCanary('mfe-cards', canary(50), id)).toBe(first);
      expect(cohortBucket('mfe-cards', id)).toBe(cohortBucket('mfe-cards', id));
    }
  });

  it('raising the share only adds browsers; lowering it only removes some', () => {
    const at = (percent: number) =>
      new Set(ids.filter((id) => inCanary('mfe-cards', canary(percent), id)));
    const twenty = at(20);
    const fifty = at(50);
    for (const id of twenty) expect(fifty.has(id)).toBe(true);
    // Only the needed share moves: about 30 points of browsers, not a reshuffle.
    expect(Math.abs(((fifty.size - twenty.size) / ids.length) * 100 - 30)).toBeLessThanOrEqual(2);
  });

  it("each app's canary picks its own browsers", () => {
    const cards = ids.filter((id) => inCanary('mfe-cards', canary(50), id));
    const both = cards.filter((id) => inCanary('shell', canary(50), id)).length;
    expect(Math.abs((both / cards.length) * 100 - 50)).toBeLessThanOrEqual(3);
  });

  it('never takes a browser without an id, nor one when no canary runs', () => {
    expect(inCanary('mfe-cards', canary(99), null)).toBe(false);
    expect(inCanary('mfe-cards', undefined, ids[0])).toBe(false);
  });
});

describe('the cohort cookie', () => {
  it('reads our id among other cookies and ignores what we never set', () => {
    const id = newCohortId();
    expect(cohortFromCookieHeader(`qcard.lang=es; qcard_cohort=${id}; other=1`)).toBe(id);
    expect(cohortFromCookieHeader('qcard_cohort=short')).toBeNull();
    expect(cohortFromCookieHeader('qcard_cohort=<script>alert(1)</script>xxxxxxxxxx')).toBeNull();
    expect(cohortFromCookieHeader(undefined)).toBeNull();
  });
});

describe('the state a browser meets', () => {
  const withCanary = (app: string, percent: number) =>
    parseDeployState(
      HAND_WRITTEN_STATE.replace(
        '"history": [',
        `"canaries": { "${app}": { "version": "1.1.0", "percent": ${percent}, "since": "2026-04-01T00:00:00Z" } },\n    "history": [`,
      ),
      'remotes.json',
    );

  it('gives canary browsers the canary manifest and the rest the deployed one', () => {
    const state = withCanary('mfe-cards', 50);
    const inside = ids.find((id) => inCanary('mfe-cards', state.canaries['mfe-cards'], id))!;
    const outside = ids.find((id) => !inCanary('mfe-cards', state.canaries['mfe-cards'], id))!;
    expect(stateForCohort(state, inside).remotes.mfe_cards).toBe(
      '/apps/mfe-cards/1.1.0/mf-manifest.json',
    );
    expect(stateForCohort(state, outside).remotes.mfe_cards).toBe(
      '/apps/mfe-cards/1.2.0/mf-manifest.json',
    );
    expect(stateForCohort(state, inside).remotes.mfe_auth).toBe(state.remotes.mfe_auth);
    expect(stateForCohort(state, null)).toBe(state);
  });

  it("gives a shell canary's browsers that shell version", () => {
    const state = withCanary('shell', 50);
    const inside = ids.find((id) => inCanary('shell', state.canaries.shell, id))!;
    expect(stateForCohort(state, inside).shell).toBe('1.1.0');
    expect(stateForCohort(state, inside).remotes).toEqual(state.remotes);
  });

  it('refuses a canary share outside 1..99, naming the line', () => {
    expect(() => withCanary('mfe-cards', 100)).toThrow(
      /remotes\.json:\d+: "\$deploy"\.canaries\["mfe-cards"\]\.percent must be a whole number from 1 to 99/,
    );
  });
});
