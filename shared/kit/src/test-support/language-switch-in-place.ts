// What a saga reads again in the request's language after the footer's switch in place: the
// switch reaches the sagas as this bus event, sent while the saga under test runs.
import { bus } from '@qcard/runtime/bus/event-bus';

/** Switches the page to Spanish in place while `running` (a saga run listening) goes; waits for it. */
export async function switchToSpanishDuring(running: Promise<unknown>): Promise<void> {
  bus.emit('i18n/languageChanged', { language: 'es' });
  await running;
}
