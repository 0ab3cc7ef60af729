import { ORDER_STATUSES, orderStatusText } from '../order-status';

test('every searchable status has words, and ProcessingOrder reads "Processing"', () => {
  expect(ORDER_STATUSES.map((s) => orderStatusText(s))).toEqual([
    'Cancelled',
    'Honoured',
    'Processing',
    'Rejected',
  ]);
});

test('a code the map does not know is split into words, never shown run together', () => {
  expect(orderStatusText('PaymentPending')).toBe('Payment pending');
  expect(orderStatusText('OnHoldForReview')).toBe('On hold for review');
  expect(orderStatusText('')).toBe('');
  expect(orderStatusText(undefined)).toBe('');
});
