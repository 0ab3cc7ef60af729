// The one rule of which cards a page offers to take value, at a fixed clock.
import { isUsableCard } from '@qcard/contracts/usable-card';

const NOW = new Date('2026-11-20T12:00:00.000Z');

test.each([
  ['in circulation, expiring later', 'InCirculation', '2029-11-20T12:00:00.000Z', true],
  ['blocked (reported lost or stolen)', 'Blocked', '2029-11-20T12:00:00.000Z', false],
  ['another status of the card system', 'Destroyed', '2029-11-20T12:00:00.000Z', false],
  ['expired a moment ago', 'InCirculation', '2026-11-20T11:59:59.000Z', false],
  ['expiring this very moment', 'InCirculation', '2026-11-20T12:00:00.000Z', false],
])('%s: %s', (_what, status, expirationDate, usable) => {
  expect(isUsableCard({ status, expirationDate }, NOW)).toBe(usable);
});
