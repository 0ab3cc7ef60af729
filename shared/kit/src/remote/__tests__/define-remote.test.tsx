// A remote declared from its route table: each page's code fetched only when the page is shown
// or the shell prepares its route, the page inside the remote's store (and the remote's frame),
// and a route's first call started by prepare() together with its code.
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { createStore } from 'redux';
import { takeEvery } from 'redux-saga/effects';
import { defineRemote } from '@qcard/kit/remote/define-remote';
import { createRemoteStore } from '@qcard/kit/store/create-remote-store';

function Greeting({ variant = 'plain' }: { variant?: string }) {
  const name = useSelector((s: { name: string }) => s.name);
  return (
    <p>
      Hello {name} ({variant})
    </p>
  );
}

const pageModule = () => jest.fn(async () => ({ default: Greeting }));

function show(remote: ReturnType<typeof defineRemote>, routePath: string) {
  const { Root } = remote;
  const Page = remote.pages[routePath]!;
  return render(
    <Root>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Root>,
  );
}

test('a page is fetched when first shown, inside the remote store, with its route props; routes of one module share its code', async () => {
  const subscribe = pageModule();
  const billing = pageModule();
  const remote = defineRemote({
    remote: 'mfe_subscriptions',
    store: createStore(() => ({ name: 'Ana' })),
    namespace: 'demo',
    pages: {
      '/subscribe/:actionType': subscribe,
      '/single-subscribe': { load: billing, props: { variant: 'single' } },
      '/subscribe-billing': { load: billing, props: { variant: 'billing' } },
    },
  });
  expect([subscribe.mock.calls.length, billing.mock.calls.length]).toEqual([0, 0]);
  const first = show(remote, '/subscribe/:actionType');
  expect(await screen.findByText('Hello Ana (plain)')).toBeInTheDocument();
  first.unmount();
  const second = show(remote, '/single-subscribe');
  expect(await screen.findByText('Hello Ana (single)')).toBeInTheDocument();
  second.unmount();
  show(remote, '/subscribe-billing');
  expect(await screen.findByText('Hello Ana (billing)')).toBeInTheDocument();
  expect([subscribe.mock.calls.length, billing.mock.calls.length]).toEqual([1, 1]);
  expect(remote.namespace).toBe('demo');
});

test("prepare() starts a route's page code and its first call; an entry's own page has no code to fetch", () => {
  const subscribe = pageModule();
  const single = pageModule();
  const data = jest.fn();
  const remote = defineRemote({
    remote: 'mfe_subscriptions',
    store: createStore(() => ({ name: '' })),
    namespace: 'demo',
    pages: {
      '/subscribe/:actionType': subscribe,
      '/single-subscribe': single,
      '/subscribe-billing': { Page: Greeting },
    },
    prefetch: { '/subscribe/:actionType': data },
  });
  const at = (pathname: string) => ({ pathname, search: '' });
  remote.prepare?.('/subscribe-billing', at('/subscribe-billing'));
  expect([data, subscribe, single].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]);
  remote.prepare?.('/single-subscribe', at('/single-subscribe'));
  expect([data, subscribe, single].map((f) => f.mock.calls.length)).toEqual([0, 0, 1]);
  remote.prepare?.('/subscribe/:actionType', at('/subscribe/default'));
  expect([data, subscribe, single].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
});

test("the remote's frame is around every page, drawn before the page's code is here", async () => {
  let arrive: () => void = () => undefined;
  const slow = jest.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve) => {
        arrive = () => resolve({ default: Greeting });
      }),
  );
  const remote = defineRemote({
    remote: 'mfe_subscriptions',
    store: createStore(() => ({ name: 'Ana' })),
    namespace: 'demo',
    pages: {
      '/subscribe/:actionType': slow,
      '/single-subscribe': { Page: Greeting },
      '/subscribe-billing': { Page: Greeting },
    },
    frame: (page, routePath) => (
      <section aria-label={`Framed ${routePath}`}>
        <Suspense fallback={<p>Page loading</p>}>{page}</Suspense>
      </section>
    ),
  });
  show(remote, '/subscribe/:actionType');
  const framed = screen.getByRole('region', { name: 'Framed /subscribe/:actionType' });
  expect(framed).toHaveTextContent('Page loading');
  arrive();
  expect(await screen.findByText('Hello Ana (plain)')).toBeInTheDocument();
});

test("a page's sagas start when its code arrives, once however often it comes; the entry runs none of them", async () => {
  const seen: string[] = [];
  function* echoSaga() {
    yield takeEvery('echo/said', (action: { type: string; payload: string }) => {
      seen.push(action.payload);
    });
  }
  const store = createRemoteStore({ name: 'demo', reducers: { name: () => 'Ana' } });
  const load = jest.fn(async () => ({ default: Greeting, sagas: [echoSaga] }));
  const remote = defineRemote({
    remote: 'mfe_subscriptions',
    store,
    namespace: 'demo',
    pages: {
      '/subscribe/:actionType': load,
      '/single-subscribe': { load, props: {} },
      '/subscribe-billing': { load, props: {} },
    },
  });
  store.dispatch({ type: 'echo/said', payload: 'before' });
  remote.prepare?.('/subscribe-billing', { pathname: '/subscribe-billing', search: '' });
  remote.prepare?.('/single-subscribe', { pathname: '/single-subscribe', search: '' });
  show(remote, '/subscribe/:actionType');
  expect(await screen.findByText('Hello Ana (plain)')).toBeInTheDocument();
  store.dispatch({ type: 'echo/said', payload: 'after' });
  // Started once: a second copy of the saga would record 'after' twice.
  expect(seen).toEqual(['after']);
});
