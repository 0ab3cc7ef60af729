// Bulk removals answer per outcome ({status, msgCode, names}); the successes and the failures
// are shown as separate alerts with the names substituted (SPEC section 8).
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { messageText } from '@qcard/shared/config/config-store';

export interface RemovalOutcome {
  status: 'SUCCESS' | 'ERROR' | string;
  msgCode: string;
  names: string[];
  reason?: string;
}

const FALLBACK: Record<string, string> = {
  GROUPS_REMOVED: 'Group(s) {0} removed successfully',
  GROUPS_NOT_REMOVED: 'Group(s) {0} could not be removed because employees are assigned to them',
  GROUPS_NOT_FOUND: 'Group(s) {0} were not found',
  EMPLOYEES_REMOVED: 'Employee(s) {0} removed successfully',
  EMPLOYEES_NOT_REMOVED: 'Employee(s) {0} could not be removed',
  EMPLOYEES_NOT_FOUND: 'Employee(s) {0} were not found',
};

export function removalText(outcome: RemovalOutcome): string {
  const names = outcome.names.join(', ');
  const text = messageText(outcome.msgCode, [names]) ?? (FALLBACK[outcome.msgCode] ?? '{0}').replace('{0}', names);
  // The configured failure text for employees does not say why; the API does.
  if (outcome.status === 'ERROR' && outcome.reason && outcome.msgCode === 'EMPLOYEES_NOT_REMOVED') return `${text}: ${outcome.reason}.`;
  return text;
}

/** Raises one success alert and one danger alert per failure kind, targeted at the list page. */
export function alertRemovals(outcomes: RemovalOutcome[], target: string): void {
  for (const o of outcomes) {
    raiseAlert({ type: o.status === 'SUCCESS' ? 'success' : 'danger', msg: removalText(o), target });
  }
}

/** 'Successfully created/updated' / 'Unexpected Error Occured' (sponsor messages). */
export function savedText(): string {
  return messageText('SAVED') ?? 'Successfully created/updated';
}

export function saveFailedText(): string {
  return messageText('SAVE_FAILED') ?? 'Unexpected Error Occured';
}
