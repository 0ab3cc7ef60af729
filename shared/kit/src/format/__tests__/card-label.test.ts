import { cardLabel } from '@qcard/kit/format/card-label';

test('a named card reads "Nickname (serial)", an unnamed one its serial', () => {
  expect(cardLabel({ serialNumber: '3000000002', nickname: 'Work' })).toBe('Work (3000000002)');
  expect(cardLabel({ serialNumber: '3000000002', nickname: null })).toBe('3000000002');
  expect(cardLabel({ serialNumber: '3000000002' })).toBe('3000000002');
});
