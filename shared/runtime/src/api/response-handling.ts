// The shared response handling of SPEC section 8: what a response means and which alert it raises.
import type { AlertText, AlertType } from '@qcard/contracts/domain';
import type { Envelope } from '@qcard/contracts/envelope';
import { messageText } from '@qcard/runtime/config/config-store';
import { codeText, portalText, serverText } from '@qcard/runtime/bus/alert-text';

export interface ResponseOutcome {
  /** True only when the status exists and is not ERROR. */
  ok: boolean;
  alert: { type: AlertType; msg: string; text?: AlertText } | null;
}

export function interpretResponse(
  response: (Envelope & { sessionEnded?: true }) | null | undefined,
  args: ReadonlyArray<string | number> = [],
): ResponseOutcome {
  // The shell tells the end of the session (api-client.ts, sessionEnded); the page adds nothing.
  if (response?.sessionEnded) return { ok: false, alert: null };
  const status = response?.status;
  const hasStatus = typeof status === 'string' && status !== '';
  const code = response?.msgCode;
  const errorMessage = response?.errorMessage || undefined;
  const configured =
    code !== undefined && code !== null && code !== '' ? messageText(code, args) : undefined;
  // The server fills a coded text's {0}, {1} with the values it checked against (bounds, ids);
  // a template the browser could not fill is replaced by the server's filled-in text.
  const fromServer = Boolean(configured && /\{\d+\}/.test(configured) && errorMessage);
  const coded = fromServer ? errorMessage : configured;
  const isError = status === 'ERROR';
  const ok = hasStatus && !isError;
  // How each text is said again after a language switch (bus/alert-text).
  const codedText = () =>
    fromServer || !configured || /\{\d+\}/.test(configured)
      ? serverText(response ?? {})
      : codeText(code as string | number, args);
  const serverWords = () => serverText(response ?? {});

  if (isError) {
    if (coded) return { ok, alert: { type: 'danger', msg: coded, text: codedText() } };
    if (errorMessage)
      return { ok, alert: { type: 'danger', msg: errorMessage, text: serverWords() } };
    return { ok, alert: { type: 'danger', ...portalText('common:alert.unexpectedError') } };
  }
  if (!hasStatus) {
    if (coded) return { ok, alert: { type: 'danger', msg: coded, text: codedText() } };
    if (errorMessage)
      return { ok, alert: { type: 'danger', msg: errorMessage, text: serverWords() } };
    return { ok, alert: { type: 'danger', ...portalText('common:alert.missingStatus') } };
  }
  if (coded) return { ok, alert: { type: 'info', msg: coded, text: codedText() } };
  if (errorMessage)
    return { ok, alert: { type: 'success', msg: errorMessage, text: serverWords() } };
  return { ok, alert: null };
}
