// Order and order-item statuses in words. The API speaks in codes
// (ProcessingOrder, Honoured, ...); a rider reads words. This is the one mapping every order
// table, order detail and the status search use, so a code never reaches the screen raw; the
// API's CSV exports read it too, in the request's language.
import type { Texts } from '@qcard/contracts/texts';

/** The statuses an order search filters by (SPEC 4, "Order search statuses"). */
export const ORDER_STATUSES = ['Cancelled', 'Honoured', 'ProcessingOrder', 'Rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The codes with words of their own (common:orderStatus.<code>). */
const KNOWN: ReadonlySet<string> = new Set([
  ...ORDER_STATUSES,
  // The API's own state between the order and the card charge.
  'PaymentPending',
]);

/**
 * The words for a status code, in the language of `t`. A code this list does not
 * know yet (a newer API) is split into words ("OnHold" -> "On hold") rather than shown as one
 * run-together token.
 */
export function orderStatusText(code: string | null | undefined, t: Texts): string {
  if (!code) return '';
  if (KNOWN.has(code)) return t(`common:orderStatus.${code}`);
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
