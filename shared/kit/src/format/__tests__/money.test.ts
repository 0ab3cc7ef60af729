import { centsToDollarString, dollarsToCents, sumCents } from '@qcard/contracts/money';
import { formatMoney } from '@qcard/kit/format/money';

describe('money', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(125)).toBe('$1.25');
    expect(formatMoney(2000000)).toBe('$20,000.00');
    expect(formatMoney(-60)).toBe('-$0.60');
    expect(formatMoney(null)).toBe('');
    expect(centsToDollarString(1999)).toBe('19.99');
  });

  it('parses dollars to cents without float drift', () => {
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 in floats
    expect(dollarsToCents('1.15')).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(dollarsToCents('$1,234.5')).toBe(123450);
    expect(dollarsToCents('20')).toBe(2000);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents(' 7.00 ')).toBe(700);
  });

  it('reads a comma as the rider meant it: thousands when whole groups follow, else decimals', () => {
    expect(dollarsToCents('1,500')).toBe(150000);
    expect(dollarsToCents('12,000.50')).toBe(1200050);
    expect(dollarsToCents('1,234,567')).toBe(123456700);
    // A Spanish keypad's only separator: $1.50 and $10.50, never $150 and $1,050.
    expect(dollarsToCents('1,50')).toBe(150);
    expect(dollarsToCents('10,5')).toBe(1050);
    expect(dollarsToCents('10,')).toBe(1000);
    expect(dollarsToCents(',75')).toBe(75);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [
      '',
      'abc',
      '1.234',
      '1..2',
      '--1',
      '1e3',
      null,
      undefined,
      '.',
      ',',
      '1,5,0',
      '1,000,5',
      '1.000,50',
      '1,50.25',
      '12,34,567',
    ]) {
      expect(dollarsToCents(bad as string)).toBeNull();
    }
  });

  it('adds cents exactly', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(formatMoney(sumCents(Array(10).fill(10)))).toBe('$1.00');
  });
});
