// The shared response handling of SPEC section 8: what a response means and which alert it raises.
import type { AlertType } from '@qcard/shared/contracts/domain';
import type { Envelope } from '@qcard/shared/contracts/envelope';
import { messageText } from '@qcard/shared/config/config-store';
import { i18n } from '@qcard/shared/i18n/i18n';

export interface ResponseOutcome {
  /** True only when the status exists and is not ERROR. */
  ok: boolean;
  alert: { type: AlertType; msg: string } | null;
}

/** A response without a status (SPEC 8), in the page's language. */
export function missingStatusText(): string {
  return i18n.t('common:alert.missingStatus');
}

/** An error without a text of its own (SPEC 8), in the page's language. */
export function unexpectedErrorText(): string {
  return i18n.t('common:alert.unexpectedError');
}

export function interpretResponse(
  response: Envelope | null | undefined,
  args: ReadonlyArray<string | number> = [],
): ResponseOutcome {
  const status = response?.status;
  const hasStatus = typeof status === 'string' && status !== '';
  const code = response?.msgCode;
  const errorMessage = response?.errorMessage || undefined;
  const configured = code !== undefined && code !== null && code !== '' ? messageText(code, args) : undefined;
  // The server fills a coded text's {0}, {1} with the values it checked against (bounds, ids);
  // a template the browser could not fill is replaced by the server's filled-in text.
  const coded = configured && /\{\d+\}/.test(configured) && errorMessage ? errorMessage : configured;
  const isError = status === 'ERROR';
  const ok = hasStatus && !isError;

  if (isError) {
    return { ok, alert: { type: 'danger', msg: coded ?? errorMessage ?? unexpectedErrorText() } };
  }
  if (!hasStatus) {
    return { ok, alert: { type: 'danger', msg: coded ?? errorMessage ?? missingStatusText() } };
  }
  if (coded) return { ok, alert: { type: 'info', msg: coded } };
  if (errorMessage) return { ok, alert: { type: 'success', msg: errorMessage } };
  return { ok, alert: null };
}
