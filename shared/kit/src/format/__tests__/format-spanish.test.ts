// Money, dates and status words in the page's language: through Intl with es-US,
// still dollars, still the authority's time zone; English exactly as before.
import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { formatDate, formatDateTime } from '@qcard/kit/format/date-time';
import { formatMoney, formatMoneyShort } from '@qcard/kit/format/money';
import { ORDER_STATUSES, orderStatusText } from '@qcard/contracts/format/order-status';
import { textsIn } from '@qcard/runtime/i18n/i18n';

describe('money', () => {
  it('is dollars in es-US too, with the same grouping and sign', async () => {
    await switchToSpanish();
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(125)).toBe('$1.25');
    expect(formatMoney(2000000)).toBe('$20,000.00');
    expect(formatMoney(-60)).toBe('-$0.60');
    expect(formatMoney(null)).toBe('');
    expect(formatMoneyShort(1000)).toBe('$10');
    expect(formatMoneyShort(1050)).toBe('$10.50');
  });

  it('never rounds a large amount through a float', () => {
    expect(formatMoney(9_007_199_254_740_991)).toBe('$90,071,992,547,409.91');
  });

  it("takes a locale when given (the API formats in its request's)", () => {
    expect(formatMoney(123456, 'es-US')).toBe('$1,234.56');
    expect(formatMoney(123456, 'en-US')).toBe('$1,234.56');
  });
});

describe('dates', () => {
  it('are in New York time, written as es-US writes them', async () => {
    await switchToSpanish();
    expect(formatDateTime('2026-01-15T17:05:00Z')).toBe('15/01/2026 12:05 p.m.'); // EST, UTC-5
    expect(formatDateTime('2026-07-04T03:30:00Z')).toBe('03/07/2026 11:30 p.m.'); // EDT, previous day
    expect(formatDateTime('2026-07-04T04:30:00Z')).toBe('04/07/2026 12:30 a.m.');
    expect(formatDate('2026-07-04T03:30:00Z')).toBe('03/07/2026');
    expect(formatDateTime('0001-01-01T00:00:00')).toBe('');
  });

  it('keep the English form in English, midnight as 12 AM', () => {
    expect(formatDateTime('2026-07-04T04:30:00Z')).toBe('07/04/2026 12:30 AM');
    expect(formatDate('2026-07-04T03:30:00Z')).toBe('07/03/2026');
    expect(formatDateTime('2026-07-04T04:30:00Z', 'America/New_York', 'es-US')).toBe(
      '04/07/2026 12:30 a.m.',
    );
  });
});

describe('order statuses', () => {
  it('read in Spanish; an unknown code is still split into words', async () => {
    await switchToSpanish();
    expect(ORDER_STATUSES.map((s) => orderStatusText(s, textsIn()))).toEqual([
      'Cancelado',
      'Completado',
      'En proceso',
      'Rechazado',
    ]);
    expect(orderStatusText('PaymentPending', textsIn())).toBe('Pago pendiente');
    expect(orderStatusText('OnHold', textsIn())).toBe('On hold');
  });
});
