import { parseQueryId } from '@qcard/kit/navigation/use-query-id';

it('accepts a positive integer id and refuses anything else', () => {
  expect(parseQueryId('12')).toBe(12);
  expect(parseQueryId('007')).toBe(7);
  for (const raw of [null, '', '0', '-3', '1.5', '12abc', ' 12', '1e3', '1234567890123456'])
    expect(parseQueryId(raw)).toBeNull();
});
