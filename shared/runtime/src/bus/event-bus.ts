// The typed event bus that connects the shell and the remotes. It is a singleton
// through Module Federation's shared scope; the window slot is a second guard so a
// mis-shared build still talks on one bus instead of failing silently.
import type { BusEventName, BusEvents } from '@qcard/contracts/events';

type Listener<K extends BusEventName> = (payload: BusEvents[K]) => void;

/** Events kept for listeners that subscribe late (an alert raised while a remote loads). */
const REPLAYED: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'alerts/raised',
  'cart/changed',
]);
const REPLAY_LIMIT = 20;

export class EventBus {
  private listeners = new Map<BusEventName, Set<Listener<BusEventName>>>();
  private history = new Map<BusEventName, Array<BusEvents[BusEventName]>>();

  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void {
    if (REPLAYED.has(name)) {
      const list = this.history.get(name) ?? [];
      list.push(payload);
      if (list.length > REPLAY_LIMIT) list.shift();
      // cart/changed only matters as its latest value.
      this.history.set(name, name === 'cart/changed' ? [payload] : list);
    }
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      try {
        (listener as Listener<K>)(payload);
      } catch (error) {
        // One broken listener must not stop the others.
        console.error(`[bus] listener for ${name} failed`, error);
      }
    }
  }

  /** Subscribe; with replay, events emitted before this call are delivered first. */
  on<K extends BusEventName>(
    name: K,
    listener: Listener<K>,
    options: { replay?: boolean } = {},
  ): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as Listener<BusEventName>);
    this.listeners.set(name, set);
    if (options.replay) {
      for (const payload of this.history.get(name) ?? [])
        (listener as Listener<K>)(payload as BusEvents[K]);
    }
    return () => {
      set.delete(listener as Listener<BusEventName>);
    };
  }

  /** Forget replayed events (alerts are consumed once shown). */
  clearHistory(name: BusEventName): void {
    this.history.delete(name);
  }
}

declare global {
  var __QCARD_BUS__: EventBus | undefined;
}

export const bus: EventBus =
  globalThis.__QCARD_BUS__ ?? (globalThis.__QCARD_BUS__ = new EventBus());
