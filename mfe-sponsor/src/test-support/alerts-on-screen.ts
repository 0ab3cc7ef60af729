// The alerts a sponsor would see, from the bus, under the shell's policy (shell/src/features/alerts):
// a newer alert of the same source or with the same text replaces the older one, and a settled
// action ends every alert it raised (its '#' parts too). Page changes are left out: a test of one
// page's actions. The shell is another app, so its reducer is not imported here.
import { bus } from '@qcard/runtime/bus/event-bus';
import { sourceAction } from '@qcard/runtime/bus/alerts';
import type { AlertMessage } from '@qcard/contracts/domain';

export function followAlertsOnScreen(): { messages: () => string[]; stop: () => void } {
  let items: AlertMessage[] = [];
  const offRaised = bus.on('alerts/raised', (alert) => {
    items = [
      ...items.filter((a) => a.msg !== alert.msg && !(alert.source && a.source === alert.source)),
      alert,
    ];
  });
  const offSettled = bus.on('alerts/settled', ({ source }) => {
    items = items.filter((a) => !a.source || sourceAction(a.source) !== source);
  });
  return {
    messages: () => items.map((a) => a.msg),
    stop: () => {
      offRaised();
      offSettled();
    },
  };
}
