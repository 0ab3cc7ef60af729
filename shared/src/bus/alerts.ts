import { bus } from '@qcard/shared/bus/event-bus';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { interpretResponse } from '@qcard/shared/api/response-handling';
import type { Envelope } from '@qcard/shared/contracts/envelope';

let counter = 0;

/** Raise an alert that the shell shows. */
export function raiseAlert(alert: AlertMessage): void {
  counter += 1;
  bus.emit('alerts/raised', { id: alert.id ?? `a${Date.now()}-${counter}`, ...alert });
}

export function clearAlerts(): void {
  bus.emit('alerts/cleared', {});
}

/** Apply the shared response handling and raise its alert; returns whether the call succeeded. */
export function alertFromResponse(
  response: Envelope,
  options: { args?: ReadonlyArray<string | number>; target?: string; quietSuccess?: boolean } = {},
): boolean {
  const outcome = interpretResponse(response, options.args);
  if (outcome.alert && !(outcome.ok && options.quietSuccess)) {
    raiseAlert({ ...outcome.alert, target: options.target });
  }
  return outcome.ok;
}
