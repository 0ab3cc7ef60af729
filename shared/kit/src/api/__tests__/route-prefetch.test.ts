import type { CallResult } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import {
  PREFETCH_MAX_AGE_MS,
  discardPrefetched,
  prefetch,
  takePrefetched,
} from '@qcard/kit/api/route-prefetch';

type Cards = CallResult<string[]>;

/** A server that answers each call with the cards it holds at that moment, and counts the calls. */
function server(initial: string[]) {
  let cards = initial;
  const request = jest.fn(async (): Promise<Cards> => ({ status: 'SUCCESS', data: [...cards] }));
  return { request, set: (next: string[]) => (cards = next) };
}

async function waitForCall(fn: jest.Mock) {
  while (fn.mock.calls.length === 0) await Promise.resolve();
}

function signInAs(user: typeof PATRON_USER) {
  setToken(`token-${user.id}`);
  setUser(user);
}

beforeEach(() => {
  discardPrefetched();
  signInAs(PATRON_USER);
});

afterEach(() => {
  jest.useRealTimers();
  clearSession();
});

describe('route prefetch handoff', () => {
  test('the page takes the call its route started: one API call, not two', async () => {
    const api = server(['Q Card 1']);
    prefetch('cards/list', api.request);
    const answer = await takePrefetched('cards/list', api.request);
    expect(answer.data).toEqual(['Q Card 1']);
    expect(api.request).toHaveBeenCalledTimes(1);
  });

  test('a second prefetch while the first is on its way does not call again', async () => {
    const api = server(['Q Card 1']);
    prefetch('cards/list', api.request);
    prefetch('cards/list', api.request);
    await takePrefetched('cards/list', api.request);
    expect(api.request).toHaveBeenCalledTimes(1);
  });

  test('an answer is handed over once: a later load asks the server again and sees its changes', async () => {
    const api = server(['Q Card 1']);
    prefetch('cards/list', api.request);
    await takePrefetched('cards/list', api.request);
    api.set(['Q Card 1', 'Q Card 2']);
    const again = await takePrefetched('cards/list', api.request);
    expect(again.data).toEqual(['Q Card 1', 'Q Card 2']);
    expect(api.request).toHaveBeenCalledTimes(2);
  });

  test('logout discards what was prefetched', async () => {
    const api = server(['Q Card 1']);
    prefetch('cards/list', api.request);
    bus.emit('session/loggedOut', { reason: 'user' });
    signInAs(PATRON_USER);
    api.set(['Q Card 9']);
    expect((await takePrefetched('cards/list', api.request)).data).toEqual(['Q Card 9']);
    expect(api.request).toHaveBeenCalledTimes(2);
  });

  test('another session never gets it, even when nobody logged out in between', async () => {
    const patronCards = server(["the rider's card"]);
    prefetch('cards/list', patronCards.request);
    signInAs(SPONSOR_USER);
    const sponsorCards = server(["the sponsor's card"]);
    const answer = await takePrefetched('cards/list', sponsorCards.request);
    expect(answer.data).toEqual(["the sponsor's card"]);
    expect(sponsorCards.request).toHaveBeenCalledTimes(1);
  });

  test('a session that ends while the answer is on its way does not hand it over', async () => {
    let answer: (value: Cards) => void = () => undefined;
    const slow = jest.fn(() => new Promise<Cards>((resolve) => (answer = resolve)));
    prefetch('cards/list', slow);
    const taken = takePrefetched('cards/list', async (): Promise<Cards> => ({
      status: 'ERROR',
      msgCode: '464',
    }));
    clearSession();
    await waitForCall(slow);
    answer({ status: 'SUCCESS', data: ["the rider's card"] });
    expect((await taken).data).toBeUndefined();
  });

  test('nothing is prefetched when nobody is signed in', async () => {
    clearSession();
    const api = server(['Q Card 1']);
    prefetch('cards/list', api.request);
    expect(api.request).not.toHaveBeenCalled();
  });

  test('a failed prefetch is retried by the page, which gets the fresh answer', async () => {
    const failing = jest.fn(async (): Promise<Cards> => ({ status: 'ERROR', msgCode: '475' }));
    prefetch('cards/list', failing);
    const api = server(['Q Card 1']);
    const answer = await takePrefetched('cards/list', api.request);
    expect(answer).toEqual({ status: 'SUCCESS', data: ['Q Card 1'] });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(api.request).toHaveBeenCalledTimes(1);
  });

  test('a request that rejects or throws counts as a failed prefetch', async () => {
    prefetch('cards/list', () => Promise.reject(new Error('offline')));
    const api = server(['Q Card 1']);
    expect((await takePrefetched('cards/list', api.request)).data).toEqual(['Q Card 1']);
    prefetch('cards/list', () => {
      throw new Error('bad request');
    });
    expect((await takePrefetched('cards/list', api.request)).data).toEqual(['Q Card 1']);
  });

  test('the call starts at once, not after the page asks', () => {
    const api = server(['Q Card 1']);
    prefetch('cards/list', api.request);
    expect(api.request).toHaveBeenCalledTimes(1);
  });

  test('an answer left untaken too long is not handed over', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const api = server(['Q Card 1']);
    prefetch('cards/list', api.request);
    jest.setSystemTime(Date.now() + PREFETCH_MAX_AGE_MS + 1);
    api.set(['Q Card 1', 'Q Card 2']);
    expect((await takePrefetched('cards/list', api.request)).data).toEqual([
      'Q Card 1',
      'Q Card 2',
    ]);
    expect(api.request).toHaveBeenCalledTimes(2);
  });

  test('the first load of a scope drops answers for other criteria, so no later load gets them', async () => {
    const page2 = server(['order 11']);
    prefetch('orders/search [2]', page2.request);
    const page1 = server(['order 1']);
    await takePrefetched('orders/search [1]', page1.request);
    page2.set(['order 11', 'order 12']);
    expect((await takePrefetched('orders/search [2]', page2.request)).data).toEqual([
      'order 11',
      'order 12',
    ]);
    expect(page2.request).toHaveBeenCalledTimes(2);
  });

  test('an untaken answer is replaced by the next visit, never handed to it', async () => {
    const api = server(['before']);
    prefetch('cart/page1', api.request);
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.set(['after']);
    prefetch('cart/page1', api.request);
    expect((await takePrefetched('cart/page1', api.request)).data).toEqual(['after']);
  });
});
