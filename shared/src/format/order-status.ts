// Order and order-item statuses in words (issue 18 item 6). The API speaks in codes
// (ProcessingOrder, Honoured, ...); a rider reads words. This is the one mapping every order
// table, order detail and the status search use, so a code never reaches the screen raw.

/** The statuses an order search filters by (SPEC 4, "Order search statuses"). */
export const ORDER_STATUSES = ['Cancelled', 'Honoured', 'ProcessingOrder', 'Rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const WORDS: Record<string, string> = {
  Cancelled: 'Cancelled',
  Honoured: 'Honoured',
  ProcessingOrder: 'Processing',
  Rejected: 'Rejected',
  // The API's own state between the order and the card charge.
  PaymentPending: 'Payment pending',
};

/**
 * The words for a status code. A code this map does not know yet (a newer API) is split into
 * words ("OnHold" -> "On hold") rather than shown as one run-together token.
 */
export function orderStatusText(code: string | null | undefined): string {
  if (!code) return '';
  const known = WORDS[code];
  if (known) return known;
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
