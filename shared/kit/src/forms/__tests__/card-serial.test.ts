import { CARD_SERIAL_RULES, isCardSerial, parseCardSerial } from '@qcard/kit/forms/card-serial';

it('takes a serial read off the card in groups as the same serial', () => {
  expect(parseCardSerial('1000 0000 01')).toBe('1000000001');
  expect(parseCardSerial('1000-0000-01')).toBe('1000000001');
  expect(parseCardSerial(' 1000000001 ')).toBe('1000000001');
  expect(parseCardSerial('')).toBeUndefined();
  expect(parseCardSerial('  ')).toBeUndefined();
});

it('keeps anything else as typed, so its message shows instead of a shorter serial', () => {
  expect(parseCardSerial('100000000l')).toBe('100000000l');
  expect(parseCardSerial('1000 0000 0O')).toBe('1000 0000 0O');
  expect(isCardSerial('100000000l')).toBe(false);
});

it('is 6 to 20 digits', () => {
  expect(isCardSerial('123456')).toBe(true);
  expect(isCardSerial('12345')).toBe(false);
  expect(isCardSerial('1'.repeat(20))).toBe(true);
  expect(isCardSerial('1'.repeat(21))).toBe(false);
  expect(CARD_SERIAL_RULES).toEqual({ minLength: 6, maxLength: 20, pattern: '^[0-9]{6,20}$' });
});
