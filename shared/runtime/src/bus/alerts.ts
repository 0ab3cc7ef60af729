// Raising alerts for the shell to show. The one alert policy (docs/decisions.md):
// an alert belongs to the action that raised it and ends when that action succeeds
// (settleAlerts), the user leaves the page it was raised on (the shell drops it), or a newer
// alert from the same action replaces it (same source).
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import { interpretResponse } from '@qcard/runtime/api/response-handling';
import type { Envelope } from '@qcard/contracts/envelope';

let counter = 0;

/** Raise an alert that the shell shows, under the action that raised it (its source): a retry replaces it, a success ends it. */
export function raiseAlert(alert: AlertMessage): void {
  counter += 1;
  bus.emit('alerts/raised', { id: alert.id ?? `a${Date.now()}-${counter}`, ...alert });
}

export function clearAlerts(): void {
  bus.emit('alerts/cleared', {});
}

/** The action named by source succeeded: the alerts it raised before are over (all its '#' parts too). */
export function settleAlerts(source: string): void {
  bus.emit('alerts/settled', { source });
}

/**
 * Apply the shared response handling and raise its alert; returns whether the call succeeded.
 * A success without its own alert settles the earlier alerts of the action (source), and any
 * alert raised here replaces them.
 */
export function alertFromResponse(
  response: Envelope,
  options: {
    args?: ReadonlyArray<string | number>;
    target?: string;
    quietSuccess?: boolean;
    source: string;
  },
): boolean {
  const outcome = interpretResponse(response, options.args);
  if (outcome.alert && !(outcome.ok && options.quietSuccess)) {
    raiseAlert({ ...outcome.alert, target: options.target, source: options.source });
  } else if (outcome.ok) {
    settleAlerts(options.source);
  }
  return outcome.ok;
}

/** The action a source belongs to: the part before '#' ('groups/removeRequested#GROUPS_NOT_FOUND'). */
export function sourceAction(source: string): string {
  const mark = source.indexOf('#');
  return mark === -1 ? source : source.slice(0, mark);
}
