// The order receipt mail, as text and HTML from the same data. Card numbers never reach it: the
// payment card comes as brand + last four, and an item's serial (any run of 12 or more digits, as
// a last guard) is cut to its last four here.
import { localeOf, type Language } from '../../i18n/request-language';
import { escapeHtml, fill, formatMoney, mailDocument, type RenderedMail } from './mail-frame';

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
  /** 'en' (default) or 'es'. */
  language?: Language;
  /** The authority's time zone (TIME_ZONE); default UTC. */
  timeZone?: string;
}

/** The receipt's words in each language; {0}... are filled in by fill(). */
const EN_WORDS = {
  subject: 'Your Q Card receipt for order {0}',
  hello: 'Hello {0},',
  helloNoName: 'Hello,',
  thanks: 'Thank you for your order. This is your receipt.',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  payment: 'Payment',
  items: 'Items',
  item: 'Item',
  price: 'Price',
  total: 'Total',
  // The confirmation page's estimate (SPEC), so the receipt never promises the value sooner.
  availability:
    'Your order will be processed within an estimated 2–4 business days; the value may then take 24–48 hours to appear on each reloaded Q Card.',
  contact: 'Questions about this order? Write to {0} and quote order number {1}.',
  signature: 'Q Card, Regional Transit Authority',
  ending: 'ending',
};
const WORDS: Record<Language, Record<keyof typeof EN_WORDS, string>> = {
  en: EN_WORDS,
  es: {
    subject: 'Su recibo de Q Card del pedido {0}',
    hello: 'Hola, {0}:',
    helloNoName: 'Hola:',
    thanks: 'Gracias por su pedido. Este es su recibo.',
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    payment: 'Pago',
    items: 'Artículos',
    item: 'Artículo',
    price: 'Precio',
    total: 'Total',
    availability:
      'Su pedido se procesará en un plazo estimado de 2 a 4 días hábiles; después, el valor puede tardar de 24 a 48 horas en aparecer en cada tarjeta Q Card recargada.',
    contact: '¿Tiene preguntas sobre este pedido? Escriba a {0} e indique el número de pedido {1}.',
    signature: 'Q Card, Autoridad Regional de Tránsito',
    ending: 'terminada en',
  },
};

/** 'Q Card 1000000001' -> 'Q Card ending 0001': a receipt names cards by their last four digits only. */
export function lastFourOnly(s: string, ending = 'ending'): string {
  return s
    .replace(
      /\b(Q Card )(\d{5,})\b/g,
      (_m, label: string, digits: string) => `${label}${ending} ${digits.slice(-4)}`,
    )
    .replace(/\d{12,}/g, (digits) => `${ending} ${digits.slice(-4)}`);
}

// Built once per language and zone, as the money formats are (mail-frame.ts).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO instant as a date and time in `timeZone`: 'November 23, 2026 at 5:30 AM EST'. */
export function formatDateTime(iso: string, language: Language = 'en', timeZone = 'UTC'): string {
  const key = `${language} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

export function renderOrderReceipt(d: OrderReceiptData): RenderedMail {
  const language = d.language ?? 'en';
  const w = WORDS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const when = formatDateTime(d.orderDate, language, d.timeZone ?? 'UTC');
  const items = d.items.map((i) => ({
    description: lastFourOnly(i.description, w.ending),
    price: money(i.price),
  }));
  // Built from brand + last four, or the company's name (whose digits are its own).
  const payment = d.payment;
  const hello = d.greetingName ? fill(w.hello, d.greetingName) : w.helloNoName;
  const contact = fill(w.contact, d.supportEmail, d.orderId);
  const subject = fill(w.subject, d.orderId);
  // The labels of the text version line up on the longest one.
  const width = Math.max(w.orderNumber.length, w.orderDate.length, w.payment.length) + 2;
  const labelled = (label: string, value: string | number) =>
    `${`${label}:`.padEnd(width)}${value}`;

  const text = [
    hello,
    '',
    w.thanks,
    '',
    labelled(w.orderNumber, d.orderId),
    labelled(w.orderDate, when),
    labelled(w.payment, payment),
    '',
    `${w.items}:`,
    ...items.map((i) => `  - ${i.description}  ${i.price}`),
    '',
    `${w.total}: ${money(d.total)}`,
    '',
    w.availability,
    '',
    contact,
    '',
    w.signature,
  ].join('\n');

  // Lines between the rows, the total under a stronger one: the table reads like the printed receipt.
  const cell = 'padding:8px 0;border-bottom:1px solid #c9d2db;vertical-align:top;';
  const rows = items
    .map(
      (i) =>
        `<tr><td style="${cell}">${escapeHtml(i.description)}</td><td style="${cell}text-align:right;white-space:nowrap;padding-left:16px;">${escapeHtml(i.price)}</td></tr>`,
    )
    .join('');
  const head = 'padding:8px 0;border-bottom:2px solid #8a97a4;font-size:14px;color:#4f5b66;';
  const foot = 'padding:8px 0;font-size:18px;';
  const mailto = `<a href="mailto:${escapeHtml(d.supportEmail)}" style="color:#005a9c;">${escapeHtml(d.supportEmail)}</a>`;
  const body =
    `<p>${escapeHtml(hello)}</p>` +
    `<p>${escapeHtml(w.thanks)}</p>` +
    `<p>${escapeHtml(w.orderNumber)}: <strong>${d.orderId}</strong><br>${escapeHtml(w.orderDate)}: ${escapeHtml(when)}<br>${escapeHtml(w.payment)}: ${escapeHtml(payment)}</p>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 16px;">` +
    `<thead><tr><th style="${head}text-align:left;">${escapeHtml(w.item)}</th><th style="${head}text-align:right;">${escapeHtml(w.price)}</th></tr></thead><tbody>${rows}</tbody>` +
    `<tfoot><tr><th style="${foot}text-align:left;">${escapeHtml(w.total)}</th><th style="${foot}text-align:right;">${escapeHtml(money(d.total))}</th></tr></tfoot></table>` +
    `<p>${escapeHtml(w.availability)}</p>` +
    `<p>${fill(escapeHtml(w.contact), mailto, d.orderId)}</p>` +
    `<p>${escapeHtml(w.signature)}</p>`;
  const html = mailDocument(language, subject, body);

  return { subject, text, html };
}
