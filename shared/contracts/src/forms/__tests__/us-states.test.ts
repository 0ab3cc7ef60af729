import { US_STATES, stateName, toStateCode } from '@qcard/contracts/forms/us-states';

it('has the 50 states plus DC with 2-letter codes', () => {
  expect(US_STATES).toHaveLength(51);
  expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
  expect(US_STATES.find((s) => s.code === 'DC')?.state).toBe('District of Columbia');
});

it.each([
  ['New York', 'NY'],
  ['new  york', 'NY'],
  ['ny', 'NY'],
  ['District of Columbia', 'DC'],
  ['Washington D.C.', 'DC'],
  ['Washington', 'WA'],
  ['Atlantis', undefined],
  ['', undefined],
])('toStateCode(%s) = %s', (input, code) => {
  expect(toStateCode(input)).toBe(code);
});

it('stateName', () => {
  expect(stateName('ma')).toBe('Massachusetts');
});
