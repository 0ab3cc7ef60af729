// A remote declared from its route table: each page's code fetched only when the page is shown
// or the shell prepares its route, the page inside the remote's store, and a route's first call
// started by prepare() together with its code.
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { createStore } from 'redux';
import { defineRemote, lazyPage } from '@qcard/kit/remote/define-remote';

function Greeting() {
  const name = useSelector((s: { name: string }) => s.name);
  return <p>Hello {name}</p>;
}

test('a page is fetched when first shown and rendered inside the remote store', async () => {
  const load = jest.fn(async () => ({ Greeting }));
  const remote = defineRemote({
    store: createStore(() => ({ name: 'Ana' })),
    namespace: 'demo',
    pages: { '/hello': lazyPage(load, (m) => m.Greeting).Page },
  });
  expect(load).not.toHaveBeenCalled();
  const { Root } = remote;
  const Page = remote.pages['/hello']!;
  render(
    <Root>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Root>,
  );
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(remote.namespace).toBe('demo');
});

test("prepare() starts a route's first call and its code, and does nothing for a route without preparation", () => {
  const load = jest.fn(async () => ({ Greeting }));
  const data = jest.fn();
  const page = lazyPage(load, (m) => m.Greeting);
  const remote = defineRemote({
    store: createStore(() => ({ name: '' })),
    namespace: 'demo',
    pages: { '/hello': page.Page, '/other': Greeting },
    prepare: { '/hello': { data, code: page } },
  });
  remote.prepare?.('/other', { pathname: '/other', search: '' });
  expect([data.mock.calls.length, load.mock.calls.length]).toEqual([0, 0]);
  remote.prepare?.('/hello', { pathname: '/hello', search: '' });
  expect([data.mock.calls.length, load.mock.calls.length]).toEqual([1, 1]);
});
