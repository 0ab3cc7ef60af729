// A visitor's page the server painted is hydrated, not replaced: the slot keeps the painted remote
// page (its Suspense boundary) until the remote is here, then hydrates it in place. What was typed
// before is in the very same control, and the live form has it.
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { PaintedRemotePage } from '@qcard/kit/remote/painted-remote-page';
import { TextField } from '@qcard/kit/forms/text-fields';
import { PaintedSlotShape, RemoteSlot } from '../remote-slot';
import { expectPaintedSlot, paintedSlotSettled } from '../../painted/public';

const mockedLoadRemote = loadRemote as jest.Mock;
const ROUTE = '/unreg-recharge';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const submitted: unknown[] = [];

function ReloadPage() {
  return (
    <Form
      onSubmit={(values) => void submitted.push(values)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} aria-label="Reload">
          <TextField name="serial" label="Card serial" />
          <TextField name="email" label="E-mail" />
        </form>
      )}
    />
  );
}

const Root = ({ children }: { children: ReactNode }) => <>{children}</>;

/** The page as the API serves it: the shell's frame around the remote's own build-time page. */
function servedPage(): HTMLElement {
  const html = renderToString(
    <MemoryRouter initialEntries={[ROUTE]}>
      <PaintedSlotShape>
        <PaintedRemotePage remote={{ Root }} Page={ReloadPage} />
      </PaintedSlotShape>
    </MemoryRouter>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const typeBeforeTheApp = (control: HTMLInputElement, text: string) => {
  control.focus();
  control.value = text;
};

beforeEach(() => {
  submitted.length = 0;
  document.body.innerHTML = '';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      mfe_auth: '/apps/mfe-auth/1.0.0/mf-manifest.json',
    }),
  }) as unknown as typeof fetch;
});

it('keeps the painted page, and what was typed in it, until the remote is here, then hydrates it in place', async () => {
  const container = servedPage();
  const serial = container.querySelector<HTMLInputElement>('input[name="serial"]')!;
  typeBeforeTheApp(serial, '3000000001');
  const remote = deferred<unknown>();
  mockedLoadRemote.mockReturnValue(remote.promise);
  expectPaintedSlot('mfe_cards', ROUTE);
  const mismatches: unknown[] = [];

  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[ROUTE]}>
        <RemoteSlot remote="mfe_cards" routePath={ROUTE} />
      </MemoryRouter>,
      { onRecoverableError: (error) => void mismatches.push(error) },
    );
  });
  // The shell is live; the remote is not: the painted page stays as it was, no spinner over it.
  expect(container.querySelector('[data-remote]')).toBeNull();
  expect(container.querySelector('input[name="serial"]')).toBe(serial);
  expect(serial).toHaveValue('3000000001');
  expect(document.activeElement).toBe(serial);
  serial.value += '2'; // still typing

  await act(async () =>
    remote.resolve({ pages: { [ROUTE]: ReloadPage }, Root, namespace: 'cards', version: '1.0.0' }),
  );
  await waitFor(() => expect(container.querySelector('[data-remote="mfe_cards"]')).not.toBeNull());
  await paintedSlotSettled;
  expect(mismatches).toEqual([]);
  // The same control, its text and focus; the label still names it (ids from names, not the tree).
  expect(container.querySelector('input[name="serial"]')).toBe(serial);
  expect(serial).toHaveValue('30000000012');
  expect(document.activeElement).toBe(serial);
  expect(container.querySelector(`label[for="${serial.id}"]`)).toHaveTextContent('Card serial');
  // The live form has what was typed before it existed.
  await act(async () => {
    container.querySelector('form')!.requestSubmit();
  });
  expect(submitted).toEqual([{ serial: '30000000012' }]);
});

it('gives way to the fallback when the remote cannot load: no dead form is left behind', async () => {
  const container = servedPage();
  const remote = deferred<unknown>();
  mockedLoadRemote.mockReturnValue(remote.promise);
  expectPaintedSlot('mfe_auth', ROUTE);
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[ROUTE]}>
        <RemoteSlot remote="mfe_auth" routePath={ROUTE} />
      </MemoryRouter>,
    );
  });
  // Another remote than the first test's, which this page's slots keep once loaded.
  await act(async () => remote.reject(new Error('offline')));
  await waitFor(() => expect(container.querySelector('input[name="serial"]')).toBeNull());
  expect(container).toHaveTextContent(/Retry/);
  await paintedSlotSettled;
});
