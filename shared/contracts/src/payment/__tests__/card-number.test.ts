import {
  cardTypeCode,
  detectBrand,
  formatCardNumber,
  isSavedCardValue,
  isValidCardNumber,
  lastFour,
  luhnValid,
  maskCardNumber,
  savedCardValue,
} from '@qcard/contracts/payment/card-number';

describe('brand detection by prefix', () => {
  it.each([
    ['340000', 'amex', 3],
    ['370000', 'amex', 3],
    ['4', 'visa', 1],
    ['51', 'master', 2],
    ['55', 'master', 2],
    ['2221', 'master', 2],
    ['2720', 'master', 2],
    ['6011', 'discover', 4],
    ['65', 'discover', 4],
    ['9', undefined, -1],
    ['', undefined, -1],
  ])('%s -> %s (%s)', (prefix, brand, code) => {
    expect(detectBrand(prefix)).toBe(brand);
    expect(cardTypeCode(prefix)).toBe(code);
  });
});

describe('full numbers: per-brand pattern + Luhn', () => {
  it.each([
    ['4111111111111111', true],
    ['4222222222222', true], // visa 13 digits
    ['5555555555554444', true],
    ['2223003122003222', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['6500000000000002', true],
    ['4111111111111112', false], // Luhn
    ['411111111111111', false], // visa 15 digits
    ['5655555555554443', false], // 56 is no master
    ['2721000000000004', false], // beyond 2720
    ['37828224631000', false], // amex 14
    ['6200000000000005', false], // 62 no discover pattern
  ])('%s valid=%s', (n, ok) => {
    expect(isValidCardNumber(n)).toBe(ok);
  });
  it('luhn alone', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});

describe('display', () => {
  it('formats as groups of four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111 1111 1111 999')).toBe('4111 1111 1111 1111');
  });
  it('masks with # and the last four', () => {
    expect(maskCardNumber('4111111111111234')).toBe('#### #### #### 1234');
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
  });
  it('saved-card rule: marker 1, longer than 10, last four match', () => {
    expect(isSavedCardValue(savedCardValue('1234'), '1234')).toBe(true);
    expect(isSavedCardValue('1######1234', '1234')).toBe(true);
    expect(isSavedCardValue('1#####1234', '1234')).toBe(false); // 10 long
    expect(isSavedCardValue('2###########1234', '1234')).toBe(false);
    expect(isSavedCardValue('1###########1234', '9999')).toBe(false);
  });
});
