// A session that ends while the shell's first render is still under way (a start-up call answered
// 464): the way to / waits for the layout, and its alert shows there, not lost to a page load.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from '@qcard/runtime/navigation/router';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { setConfig } from '@qcard/runtime/config/config-store';
import { createShellStore } from '../../../store/shell-store';
import { navigateTo, setNavigator, setPageLoader } from '../../session/public';
import { PageLayout } from '../page-layout';

jest.mock('@qcard/runtime/config/config-store', () => ({
  ...jest.requireActual('@qcard/runtime/config/config-store'),
  loadConfig: jest.fn(async () => ({ gallery: [] })),
  loadConfigPart: jest.fn(async () => []),
}));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

it('goes to / once the layout is there, and shows the alert raised for it', async () => {
  setConfig({ gallery: [] });
  // A new page starts at its top; jsdom has no scrolling.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const load = jest.fn();
  setPageLoader(load);
  setNavigator(null);
  const store = createShellStore();
  navigateTo('/', () =>
    raiseAlert({
      type: 'danger',
      source: 'session/ended',
      msg: 'Your session is invalid. Please login again.',
      target: '/',
    }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/user-cart']}>
        <PageLayout>
          <Where />
        </PageLayout>
      </MemoryRouter>
    </Provider>,
  );
  await act(async () => undefined);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your session is invalid. Please login again.',
  );
  expect(load).not.toHaveBeenCalled();
});
