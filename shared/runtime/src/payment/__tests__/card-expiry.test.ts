import {
  EXPIRY_YEARS_AHEAD,
  calendarMonth,
  expiryProblem,
  expiryYears,
} from '@qcard/contracts/payment/card-expiry';
import { textsIn } from '@qcard/runtime/i18n/i18n';

const may2026 = { now: new Date('2026-05-15T12:00:00Z'), timeZone: 'America/New_York' };

test('the years offered are this year .. +15, and every one of them passes the rule', () => {
  const years = expiryYears(may2026);
  expect(years).toHaveLength(EXPIRY_YEARS_AHEAD + 1);
  expect(years[0]).toBe('2026');
  expect(years[years.length - 1]).toBe('2041');
  for (const y of years) expect(expiryProblem('12', y, may2026, textsIn())).toBeNull();
});

test('a year outside the list, a bad month and a month already past are refused with the form texts', () => {
  expect(expiryProblem('12', '2042', may2026, textsIn())).toEqual({
    property: 'year',
    message: 'Expiry Year is not valid',
  });
  expect(expiryProblem('12', '2025', may2026, textsIn())).toEqual({
    property: 'year',
    message: 'Expiry Year is not valid',
  });
  expect(expiryProblem('12', '20x6', may2026, textsIn())).toEqual({
    property: 'year',
    message: 'Expiry Year is not valid',
  });
  expect(expiryProblem('13', '2030', may2026, textsIn())).toEqual({
    property: 'month',
    message: 'Expiry Month is not valid',
  });
  expect(expiryProblem('04', '2026', may2026, textsIn())).toEqual({
    property: 'month',
    message: 'Expiry date is in the past',
  });
  expect(expiryProblem('05', '2026', may2026, textsIn())).toBeNull();
  expect(expiryProblem('', '', may2026, textsIn())).toBeNull(); // blank is the "can not be blank" rule's job
});

test('"today" is read in the portal zone: at 02:00 UTC on 1 January it is still December in New York', () => {
  const clock = { now: new Date('2027-01-01T02:00:00Z'), timeZone: 'America/New_York' };
  expect(calendarMonth(clock)).toEqual({ year: 2026, month: 12 });
  expect(expiryYears(clock)[0]).toBe('2026');
  expect(expiryProblem('12', '2026', clock, textsIn())).toBeNull();
  expect(expiryProblem('12', '2026', { now: clock.now, timeZone: 'UTC' }, textsIn())).toEqual({
    property: 'year',
    message: 'Expiry Year is not valid',
  });
});
