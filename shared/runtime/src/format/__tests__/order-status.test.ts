import { ORDER_STATUSES, orderStatusText } from '@qcard/contracts/format/order-status';
import { textsIn } from '@qcard/runtime/i18n/i18n';

test('every searchable status has words, and ProcessingOrder reads "Processing"', () => {
  expect(ORDER_STATUSES.map((s) => orderStatusText(s, textsIn()))).toEqual([
    'Cancelled',
    'Honoured',
    'Processing',
    'Rejected',
  ]);
});

test('a code the map does not know is split into words, never shown run together', () => {
  expect(orderStatusText('PaymentPending', textsIn())).toBe('Payment pending');
  expect(orderStatusText('OnHoldForReview', textsIn())).toBe('On hold for review');
  expect(orderStatusText('', textsIn())).toBe('');
  expect(orderStatusText(undefined, textsIn())).toBe('');
});
