// The shell's painted copy of a public page takes typing while the remote loads; the live page
// takes over what was typed there (typed-before-start.ts). The page's own code may still be on
// its way when the remote's routes module is there: until the live fields are drawn, the copy
// stays and keeps taking keys, and every key typed up to the swap reaches the live fields.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Form } from 'react-final-form';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { TextField } from '@qcard/kit/forms/text-fields';
import { RemoteSlot } from '../remote-slot';
import { capturePrerenderedSlot } from '../../painted/public';

const mockedLoadRemote = loadRemote as jest.Mock;

const PAINTED =
  '<form><label for="s">Card serial</label><input id="s" name="serial" value="">' +
  '<label for="c">Confirm serial</label><input id="c" name="confirm" value=""></form>';

function paint() {
  const root = document.createElement('div');
  root.innerHTML = `<div data-prerendered-slot="mfe_cards" data-route="/unreg-recharge" data-lang="en">${PAINTED}</div>`;
  capturePrerenderedSlot(root);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function LiveReloadPage() {
  return (
    <Form
      onSubmit={() => undefined}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} aria-label="Reload">
          <TextField name="serial" label="Card serial" />
          <TextField name="confirm" label="Confirm serial" />
        </form>
      )}
    />
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json' }),
  }) as unknown as typeof fetch;
});

it('keeps the painted form taking keys while the page code loads, and the live fields get all of them', async () => {
  paint();
  const remote = deferred<unknown>();
  const pageCode = deferred<{ default: ComponentType }>();
  const loadPage = jest.fn(() => pageCode.promise);
  mockedLoadRemote.mockReturnValue(remote.promise);
  const { container } = render(<RemoteSlot remote="mfe_cards" routePath="/unreg-recharge" />, {
    wrapper: MemoryRouter,
  });
  await userEvent.type(screen.getByLabelText('Confirm serial'), '3000000001');

  remote.resolve({
    pages: { '/unreg-recharge': lazy(loadPage) },
    Root: ({ children }: { children: ReactNode }) => <>{children}</>,
    namespace: 'cards',
    version: '1.0.0',
  });
  // The routes module is there and the page is being drawn: its code is asked for.
  await waitFor(() => expect(loadPage).toHaveBeenCalled());
  await act(async () => undefined);
  const copy = container.querySelector('[data-prerendered-slot="mfe_cards"]');
  expect(copy).not.toBeNull();
  await userEvent.type(within(copy as HTMLElement).getByLabelText('Card serial'), '3000000001');

  await act(async () => pageCode.resolve({ default: LiveReloadPage }));
  const live = await waitFor(() =>
    within(container.querySelector('[data-remote="mfe_cards"]')!).getByRole('form'),
  );
  expect(container.querySelector('[data-prerendered-slot]')).toBeNull();
  expect(within(live).getByLabelText('Card serial')).toHaveValue('3000000001');
  expect(within(live).getByLabelText('Confirm serial')).toHaveValue('3000000001');
});
