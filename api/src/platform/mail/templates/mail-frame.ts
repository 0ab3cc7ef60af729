// The HTML every mail is sent in. Mail programs drop <style> blocks, so the look is inline, on
// tables (the one layout they all draw alike), in the portal's colours.
import { formatMessage } from '../../config/app-config';
import { localeOf, type Language } from '../../i18n/request-language';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A text with its {0}, {1}… replaced by the values; a placeholder without a value stays. */
export function fill(template: string, ...values: Array<string | number>): string {
  return formatMessage(template, values);
}

// Building an Intl format costs more than the rest of a mail: one per language.
const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** Cents as dollars in the language's U.S. format: $1,234.56. */
export function formatMoney(cents: number, language: Language = 'en'): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100);
}

/** Text placed in HTML: the five characters that could start markup or end an attribute. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const AUTHORITY: Record<Language, string> = {
  en: 'Regional Transit Authority',
  es: 'Autoridad Regional de Tránsito',
};

/** An address written out in a sentence ("Reload it now: <address>"), as a link. */
export function mailLink(href: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#005a9c;">${escapeHtml(href)}</a>`;
}

/** A sentence that ends in the portal's address: "Reload it now: {0}" and the address. */
export interface LinkedLine {
  template: string;
  url: string;
}

/** The sentence with the address written out, for the text version. */
export function linkedLineText(line: LinkedLine): string {
  return line.template.replace(/\{0\}/g, () => line.url);
}

/** The sentence escaped, its address a link. */
export function linkedLineHtml(line: LinkedLine): string {
  return escapeHtml(line.template).replace(/\{0\}/g, () => mailLink(line.url));
}

/** A mail of paragraphs: a blank line between them in the text, each a <p> in the HTML. */
export function paragraphsMail(
  language: Language,
  subject: string,
  lines: Array<string | LinkedLine>,
): RenderedMail {
  const asText = (l: string | LinkedLine) => (typeof l === 'string' ? l : linkedLineText(l));
  const asHtml = (l: string | LinkedLine) =>
    typeof l === 'string' ? escapeHtml(l) : linkedLineHtml(l);
  return {
    subject,
    text: lines.map(asText).join('\n\n'),
    html: mailDocument(language, subject, lines.map((l) => `<p>${asHtml(l)}</p>`).join('')),
  };
}

/** The mail's one action (open the link, choose a password) as a button-like link. */
export function mailButton(href: string, label: string): string {
  return (
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:#005a9c;color:#ffffff;text-decoration:none;` +
    `font-weight:600;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a>`
  );
}

/** A mail's body (paragraphs, a table) in the frame: a whole HTML document. */
export function mailDocument(language: Language, subject: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f7fa;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7fa;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #c9d2db;border-radius:8px;border-collapse:separate;">` +
    `<tr><td style="background:#003e6b;color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;border-bottom:4px solid #ffb81c;font-family:${FONT};">` +
    `<div style="font-size:20px;font-weight:700;">Q Card</div><div style="font-size:13px;">${AUTHORITY[language]}</div></td></tr>` +
    `<tr><td style="padding:8px 24px 24px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1d2329;">${body}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}
