// An alert in the language shown now (no screen shows two languages at once). The
// footer's switch changes the page in place, so an alert raised before it is said again from
// what it was made of: the server's text in every language, a configured message code, or a key
// of the portal's texts. An alert made of anything else keeps the words it was raised with.
import type { AlertMessage, AlertText } from '@qcard/contracts/domain';
import type { Envelope } from '@qcard/contracts/envelope';
import { messageText } from '@qcard/runtime/config/config-store';
import { getLanguage, i18n } from '@qcard/runtime/i18n/i18n';

/** A text of the portal's own, with how to say it again: spread into an alert ({ ...portalText(key), type, source }). */
export function portalText(
  key: string,
  values?: Record<string, string | number>,
): { msg: string; text: AlertText } {
  return { msg: i18n.t(key, values ?? {}), text: values ? { key, values } : { key } };
}

/** The configured text of a message code, else the portal's own text of the same meaning. */
export function configuredText(code: string, key: string): { msg: string; text: AlertText } {
  const configured = messageText(code);
  return configured && !/\{\d+\}/.test(configured)
    ? { msg: configured, text: codeText(code) }
    : portalText(key);
}

/** The server's text of an answer, with its other languages when the answer has them. */
export function serverText(
  res: Pick<Envelope, 'errorMessage' | 'errorTexts'>,
): AlertText | undefined {
  return res.errorTexts && res.errorMessage ? { texts: res.errorTexts } : undefined;
}

/** A configured message by code, as an alert's text. */
export function codeText(
  code: string | number,
  args: ReadonlyArray<string | number> = [],
): AlertText {
  return args.length ? { code: String(code), args } : { code: String(code) };
}

/** The alert's words in the page's language now; its own words when it cannot be said again. */
export function alertWords(alert: Pick<AlertMessage, 'msg' | 'text'>): string {
  const text = alert.text;
  if (!text) return alert.msg;
  if ('texts' in text) return text.texts[getLanguage()] ?? alert.msg;
  if ('code' in text) {
    const configured = messageText(text.code, text.args);
    return configured && !/\{\d+\}/.test(configured) ? configured : alert.msg;
  }
  return i18n.exists(text.key) ? i18n.t(text.key, { ...text.values }) : alert.msg;
}
