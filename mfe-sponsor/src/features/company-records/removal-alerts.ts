// Bulk removals answer per outcome ({status, msgCode, names}); the successes and the failures
// are shown as separate alerts with the names substituted (SPEC section 8).
import { raiseAlert, settleAlerts } from '@qcard/shared/bus/alerts';
import { messageText } from '@qcard/shared/config/config-store';
import { i18n } from '@qcard/shared/i18n/i18n';

export interface RemovalOutcome {
  status: 'SUCCESS' | 'ERROR' | string;
  msgCode: string;
  names: string[];
  reason?: string;
}

/** This app's own text for an outcome when the server's messages do not have it (read in the page's language). */
const FALLBACK: Record<string, (names: string) => string> = {
  GROUPS_REMOVED: (names) => i18n.t('sponsor:alert.groupsRemoved', { names }),
  GROUPS_NOT_REMOVED: (names) => i18n.t('sponsor:alert.groupsNotRemoved', { names }),
  GROUPS_NOT_FOUND: (names) => i18n.t('sponsor:alert.groupsNotFound', { names }),
  EMPLOYEES_REMOVED: (names) => i18n.t('sponsor:alert.employeesRemoved', { names }),
  EMPLOYEES_NOT_REMOVED: (names) => i18n.t('sponsor:alert.employeesNotRemoved', { names }),
  EMPLOYEES_NOT_FOUND: (names) => i18n.t('sponsor:alert.employeesNotFound', { names }),
};

export function removalText(outcome: RemovalOutcome): string {
  const names = outcome.names.join(', ');
  const text = messageText(outcome.msgCode, [names]) ?? FALLBACK[outcome.msgCode]?.(names) ?? names;
  // The configured failure text for employees does not say why; the API does.
  if (outcome.status === 'ERROR' && outcome.reason && outcome.msgCode === 'EMPLOYEES_NOT_REMOVED') return `${text}: ${outcome.reason}.`;
  return text;
}

/**
 * Raises one success alert and one danger alert per failure kind, targeted at the list page,
 * all under the removal's action (`source`): they replace every alert of the removal before.
 */
export function alertRemovals(outcomes: RemovalOutcome[], target: string, source: string): void {
  settleAlerts(source);
  for (const o of outcomes) {
    raiseAlert({ type: o.status === 'SUCCESS' ? 'success' : 'danger', msg: removalText(o), target, source: `${source}#${o.msgCode}` });
  }
}

/** 'Successfully created/updated' / 'Unexpected Error Occured' (sponsor messages). */
export function savedText(): string {
  return messageText('SAVED') ?? i18n.t('sponsor:alert.saved');
}

export function saveFailedText(): string {
  return messageText('SAVE_FAILED') ?? i18n.t('sponsor:alert.saveFailed');
}
