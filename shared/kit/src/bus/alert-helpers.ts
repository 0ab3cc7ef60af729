// How a remote tells a failed call: our API formats every error text itself (a coded text's
// {0}/{1} filled with the bounds or names it checked, or a specific reason such as 'not
// reloadable'), so that text is shown as is; only without it does the configured text of the
// message code stand in, and only when it has no placeholder left unfilled.
import { alertFromResponse, raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { messageText } from '@qcard/runtime/config/config-store';
import type { Envelope } from '@qcard/contracts/envelope';
import type { AlertText } from '@qcard/contracts/domain';
import { codeText, portalText, serverText } from '@qcard/runtime/bus/alert-text';

export interface FailureAlertOptions {
  /** Path the alert belongs to (dropped when the user leaves it). */
  target?: string;
  /** The action that raised it: a newer alert of the same action replaces it, its success ends it. */
  source: string;
}

interface FailedCall {
  errorMessage?: string | null;
  errorTexts?: Envelope['errorTexts'];
  msgCode?: string | number | null;
  /** The shell ends the session and says why (CallResult.sessionEnded): no alert here. */
  sessionEnded?: true;
}

/** The words of a failed call and how to say them again after a language switch (see failureText). */
export function failureWords(res: FailedCall): { msg: string; text?: AlertText } {
  if (res.errorMessage) return { msg: res.errorMessage, text: serverText(res) };
  const coded =
    res.msgCode !== undefined && res.msgCode !== null && res.msgCode !== ''
      ? messageText(res.msgCode)
      : undefined;
  if (coded && !/\{\d+\}/.test(coded))
    return { msg: coded, text: codeText(res.msgCode as string | number) };
  return portalText('common:alert.unexpectedError');
}

/** The text of a failed call: the server's own text, else the configured text of its code, else the generic one. */
export function failureText(res: FailedCall, fallback?: string): string {
  const words = failureWords(res);
  return fallback !== undefined && !res.errorMessage && words.text && 'key' in words.text
    ? fallback
    : words.msg;
}

/** A failed call as a danger alert (see failureText), said again in the page's language after a switch. */
export function alertFailure(res: FailedCall, options: FailureAlertOptions): void {
  if (res.sessionEnded) return;
  raiseAlert({
    type: 'danger',
    ...failureWords(res),
    target: options.target,
    source: options.source,
  });
}

/**
 * Any answer: an ERROR as alertFailure, anything else through the shared response handling
 * (info or success texts, a missing status). Returns whether the call succeeded.
 */
export function alertFromServer(res: Envelope, options: FailureAlertOptions): boolean {
  if (res.status === 'ERROR') {
    alertFailure(res, options);
    return false;
  }
  return alertFromResponse(res, options);
}

/**
 * The answer to a load (a list, a record, a page's data) under its action: a load that worked
 * ends the alerts of the loads before it, so "Try again" that succeeds leaves no failure on
 * screen; one that did not is told as alertFromServer tells it.
 */
export function tellLoad(res: Envelope, loaded: boolean, options: FailureAlertOptions): void {
  if (loaded) settleAlerts(options.source);
  // A SUCCESS without what was asked for is a failure too, never an end to the earlier ones.
  else if (res.status === 'SUCCESS') alertFailure(res, options);
  else alertFromServer(res, options);
}
