// In development and tests a store refuses actions and state that are not plain data.
import type { UnknownAction } from 'redux';
import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { findNonSerializable } from '@qcard/kit/store/serializable-check';

class Money {
  constructor(readonly cents: number) {}
}

describe('findNonSerializable', () => {
  it('accepts JSON-like data', () => {
    expect(
      findNonSerializable({ a: [1, 'x', null, true, { b: undefined }], c: Object.create(null) }),
    ).toBeNull();
  });

  it.each([
    ['a function', { meta: { resolve: () => undefined } }, 'meta.resolve: function'],
    ['a Promise', { payload: Promise.resolve(1) }, 'payload: Promise'],
    ['a class instance', { list: [{ price: new Money(5) }] }, 'list.0.price: Money'],
    ['a Date', { at: new Date(0) }, 'at: Date'],
    ['a Map', { byId: new Map() }, 'byId: Map'],
    ['a Set', { ids: new Set([1]) }, 'ids: Set'],
  ])('names the path of %s', (_what, value, expected) => {
    expect(findNonSerializable(value)).toBe(expected);
  });
});

describe('a remote store in development', () => {
  function makeStore() {
    return createRemoteStore({
      name: 'check-test',
      reducers: {
        kept: (state: unknown = null, action: UnknownAction) =>
          action.type === 'kept/set' ? ((action as { value?: unknown }).value ?? null) : state,
      },
    });
  }

  it('lets plain actions and state through', () => {
    const store = makeStore();
    store.dispatch({ type: 'kept/set', value: { ids: [1, 2] } });
    expect(store.getState().kept).toEqual({ ids: [1, 2] });
  });

  it('throws at the dispatch of an action that carries a function, naming the store, action and path', () => {
    const store = makeStore();
    expect(() =>
      store.dispatch({ type: 'form/submitted', meta: { resolve: () => undefined } }),
    ).toThrow('[check-test] action form/submitted is not plain data at meta.resolve: function');
  });

  it('throws when a reducer puts something that is not plain data into the state', () => {
    // A reducer that builds the Date itself: the action is plain.
    const storeWithDate = createRemoteStore({
      name: 'check-test',
      reducers: {
        at: (state: unknown = null, action: UnknownAction) =>
          action.type === 'at/now' ? new Date(0) : state,
      },
    });
    expect(() => storeWithDate.dispatch({ type: 'at/now' })).toThrow(
      '[check-test] state after at/now is not plain data at at: Date',
    );
  });
});
