// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// The canary judge's settings: documented defaults, and a bad value names its setting.
import { loadCanaryJudgeSettings } from '../canary-judge-settings';

it('defaults to 10 loads, a 300 s window, ratio 2, ceiling 25 %, a look every 5 s', () => {
  expect(loadCanaryJudgeSettings({})).toEqual({
    minLoads: 10,
    windowSeconds: 300,
    failureRatio: 2,
    failureCeiling: 0.25,
    checkSeconds: 5,
  });
});

it('reads each from its environment variable', () => {
  const env = {
    CANARY_MIN_LOADS: '4',
    CANARY_WINDOW_SECONDS: '30',
    CANARY_FAILURE_RATIO: '1.5',
    CANARY_FAILURE_CEILING: '0.4',
    CANARY_CHECK_SECONDS: '1',
  };
  expect(loadCanaryJudgeSettings(env)).toEqual({
    minLoads: 4,
    windowSeconds: 30,
    failureRatio: 1.5,
    failureCeiling: 0.4,
    checkSeconds: 1,
  });
});

it.each([
  ['CANARY_MIN_LOADS', '0', 'Invalid setting CANARY_MIN_LOADS: 0 is outside 1..1000000'],
  [
    'CANARY_FAILURE_CEILING',
    '25%',
    'Invalid setting CANARY_FAILURE_CEILING: "25%" is not a number',
  ],
  ['CANARY_FAILURE_RATIO', '0.5', 'Invalid setting CANARY_FAILURE_RATIO: 0.5 is outside 1..1000'],
  [
    'CANARY_WINDOW_SECONDS',
    '1.5',
    'Invalid setting CANARY_WINDOW_SECONDS: "1.5" is not a whole number',
  ],
])('refuses %s=%s', (name, value, message) => {
  expect(() => loadCanaryJudgeSettings({ [name]: value })).toThrow(message);
});
