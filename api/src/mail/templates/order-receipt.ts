// The order receipt mail (issue 18 item 15): one template, rendered as plain text and as HTML
// from the same data. Every value placed in the HTML is escaped. Card numbers never reach it:
// the payment card comes as brand + last four, and in an item's text a Q Card serial (and any
// run of 12 or more digits, as a last guard) is cut to its last four here.

export interface ReceiptItem {
  description: string;
  /** cents */
  price: number;
}

export interface OrderReceiptData {
  orderId: number;
  /** ISO-8601 UTC. */
  orderDate: string;
  /** First name, or null (an unregistered reload). */
  greetingName: string | null;
  items: ReceiptItem[];
  /** cents */
  total: number;
  /** 'Visa ending 1111', or 'Billed to Acme Transit Co.' for a sponsor's company account. */
  payment: string;
  supportEmail: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const AVAILABILITY_LINE = 'The value will be available on your Q Card in 24–48 hours.';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** 'Q Card 1000000001' -> 'Q Card ending 0001': a receipt names cards by their last four digits only. */
export function lastFourOnly(s: string): string {
  return s.replace(/\b(Q Card )(\d{5,})\b/g, (_m, label: string, digits: string) => `${label}ending ${digits.slice(-4)}`).replace(/\d{12,}/g, (digits) => `ending ${digits.slice(-4)}`);
}

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function renderOrderReceipt(d: OrderReceiptData): RenderedMail {
  const items = d.items.map((i) => ({ description: lastFourOnly(i.description), price: money(i.price) }));
  // Built from brand + last four, or the company's name (whose digits are its own).
  const payment = d.payment;
  const hello = d.greetingName ? `Hello ${d.greetingName},` : 'Hello,';
  const contact = `Questions about this order? Write to ${d.supportEmail} and quote order number ${d.orderId}.`;
  const subject = `Your Q Card receipt for order ${d.orderId}`;

  const text = [
    hello,
    '',
    'Thank you for your order. This is your receipt.',
    '',
    `Order number: ${d.orderId}`,
    `Order date:   ${when(d.orderDate)}`,
    `Payment:      ${payment}`,
    '',
    'Items:',
    ...items.map((i) => `  - ${i.description}  ${i.price}`),
    '',
    `Total: ${money(d.total)}`,
    '',
    AVAILABILITY_LINE,
    '',
    contact,
    '',
    'Q Card, Regional Transit Authority',
  ].join('\n');

  const rows = items.map((i) => `<tr><td>${escapeHtml(i.description)}</td><td style="text-align:right">${escapeHtml(i.price)}</td></tr>`).join('');
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    '<p>Thank you for your order. This is your receipt.</p>' +
    `<p>Order number: <strong>${d.orderId}</strong><br>Order date: ${escapeHtml(when(d.orderDate))}<br>Payment: ${escapeHtml(payment)}</p>` +
    `<table><thead><tr><th style="text-align:left">Item</th><th style="text-align:right">Price</th></tr></thead><tbody>${rows}</tbody>` +
    `<tfoot><tr><th style="text-align:left">Total</th><th style="text-align:right">${escapeHtml(money(d.total))}</th></tr></tfoot></table>` +
    `<p>${escapeHtml(AVAILABILITY_LINE)}</p>` +
    `<p>Questions about this order? Write to <a href="mailto:${escapeHtml(d.supportEmail)}">${escapeHtml(d.supportEmail)}</a> and quote order number ${d.orderId}.</p>` +
    '<p>Q Card, Regional Transit Authority</p>';

  return { subject, text, html };
}
