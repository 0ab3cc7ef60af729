// Development check that actions and state are plain data: JSON-like values
// only, so the store can be logged, compared and reset without surprises. A function, Promise,
// class instance, Date, Map or Set throws at the dispatch that brought it in, naming the path.
import type { Middleware } from 'redux';

/** Where the first value that is not plain data sits ('payload.meta.resolve: function'), or null. */
export function findNonSerializable(
  value: unknown,
  path = '',
  seen: WeakSet<object> = new WeakSet(),
): string | null {
  if (value === null || value === undefined) return null;
  const kind = typeof value;
  if (kind === 'string' || kind === 'boolean' || kind === 'number') return null;
  if (kind !== 'object') return `${path || '(root)'}: ${kind}`;
  const obj = value as object;
  if (seen.has(obj)) return null;
  const proto = Object.getPrototypeOf(obj) as object | null;
  if (!Array.isArray(obj) && proto !== Object.prototype && proto !== null) {
    const name = (obj.constructor as { name?: string } | undefined)?.name || 'object';
    return `${path || '(root)'}: ${typeof (obj as { then?: unknown }).then === 'function' ? 'Promise' : name}`;
  }
  for (const [key, child] of Object.entries(obj)) {
    const found = findNonSerializable(child, path ? `${path}.${key}` : key, seen);
    if (found) return found;
  }
  // Only a subtree found plain is remembered: the store's state shares unchanged subtrees.
  seen.add(obj);
  return null;
}

/** Throws when an action, or the state after it, holds something that is not plain data. */
export function serializableCheckMiddleware(storeName: string): Middleware {
  // Plain subtrees already checked: redux state is immutable, so an unchanged subtree stays plain.
  const checked = new WeakSet<object>();
  return (api) => (next) => (action) => {
    const inAction = findNonSerializable(action);
    if (inAction) {
      throw new Error(
        `[${storeName}] action ${(action as { type?: unknown }).type as string} is not plain data at ${inAction}`,
      );
    }
    const result = next(action);
    const inState = findNonSerializable(api.getState(), '', checked);
    if (inState) {
      throw new Error(
        `[${storeName}] state after ${(action as { type?: unknown }).type as string} is not plain data at ${inState}`,
      );
    }
    return result;
  };
}
