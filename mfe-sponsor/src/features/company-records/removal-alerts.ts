// Bulk removals answer per outcome ({status, msgCode, names}); the successes and the failures
// are shown as separate alerts with the names substituted (SPEC section 8).
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { messageText } from '@qcard/runtime/config/config-store';
import { codeText, configuredText, portalText } from '@qcard/runtime/bus/alert-text';
import type { AlertText } from '@qcard/contracts/domain';

export interface RemovalOutcome {
  status: 'SUCCESS' | 'ERROR' | string;
  msgCode: string;
  names: string[];
  reason?: string;
}

/** This app's own text for an outcome when the server's messages do not have it (read in the page's language). */
const FALLBACK: Record<string, string> = {
  GROUPS_REMOVED: 'sponsor:alert.groupsRemoved',
  GROUPS_NOT_REMOVED: 'sponsor:alert.groupsNotRemoved',
  GROUPS_NOT_FOUND: 'sponsor:alert.groupsNotFound',
  EMPLOYEES_REMOVED: 'sponsor:alert.employeesRemoved',
  EMPLOYEES_NOT_REMOVED: 'sponsor:alert.employeesNotRemoved',
  EMPLOYEES_NOT_FOUND: 'sponsor:alert.employeesNotFound',
};

/** An outcome's words, and how to say them again after a language switch (not the API's reason, which comes in one language). */
function removalWords(outcome: RemovalOutcome): { msg: string; text?: AlertText } {
  const names = outcome.names.join(', ');
  const configured = messageText(outcome.msgCode, [names]);
  const key = FALLBACK[outcome.msgCode];
  const words = configured
    ? { msg: configured, text: codeText(outcome.msgCode, [names]) }
    : key
      ? portalText(key, { names })
      : { msg: names };
  // The configured failure text for employees does not say why; the API does.
  if (outcome.status === 'ERROR' && outcome.reason && outcome.msgCode === 'EMPLOYEES_NOT_REMOVED')
    return { msg: `${words.msg}: ${outcome.reason}.` };
  return words;
}

export function removalText(outcome: RemovalOutcome): string {
  return removalWords(outcome).msg;
}

/**
 * Raises one success alert and one danger alert per failure kind, targeted at the list page,
 * all under the removal's action (`source`): they replace every alert of the removal before.
 */
export function alertRemovals(outcomes: RemovalOutcome[], target: string, source: string): void {
  settleAlerts(source);
  for (const o of outcomes) {
    raiseAlert({
      type: o.status === 'SUCCESS' ? 'success' : 'danger',
      ...removalWords(o),
      target,
      source: `${source}#${o.msgCode}`,
    });
  }
}

/** 'Successfully created/updated' / 'Unexpected Error Occured' (sponsor messages), with how to say them again. */
export function savedWords(): { msg: string; text: AlertText } {
  return configuredText('SAVED', 'sponsor:alert.saved');
}

export function saveFailedWords(): { msg: string; text: AlertText } {
  return configuredText('SAVE_FAILED', 'sponsor:alert.saveFailed');
}

export function saveFailedText(): string {
  return saveFailedWords().msg;
}
