import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Link, Route, Routes } from '@qcard/runtime/navigation/router';
import { raiseAlert, clearAlerts, settleAlerts } from '@qcard/runtime/bus/alerts';
import { createShellStore } from '../../../store/shell-store';
import { ShellAlerts } from '../alert-list';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from '@qcard/runtime/navigation/router';
import { alertsActions } from '../alerts-slice';

function NavigationTracker() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(alertsActions.navigated(pathname));
  }, [pathname, dispatch]);
  return null;
}

function renderShell(path: string) {
  const store = createShellStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationTracker />
        <ShellAlerts />
        <Link to="/emp_mgmt">employees</Link>
        <Routes>
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('shell alert area', () => {
  it('shows an alert raised by any remote on the bus, and drops one tied to another path on navigation', async () => {
    renderShell('/group_mgmt');
    act(() => {
      raiseAlert({
        msg: 'Successfully created group Night Shift',
        type: 'success',
        source: 'groups/saved',
        target: '/group_mgmt',
      });
      raiseAlert({
        msg: 'Card 1000000003 is not reloadable',
        type: 'danger',
        source: 'reload/submitted',
      });
    });
    expect(await screen.findByText('Successfully created group Night Shift')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Card 1000000003 is not reloadable');
    act(() => clearAlerts());
    expect(screen.queryByText('Card 1000000003 is not reloadable')).toBeNull();
    act(() =>
      raiseAlert({
        msg: 'Card 1000000003 is not reloadable',
        type: 'danger',
        source: 'reload/submitted',
      }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'employees' }));
    // Leaving the page ends both: the one tied to /group_mgmt and the one raised there.
    expect(screen.queryByText('Successfully created group Night Shift')).toBeNull();
    expect(screen.queryByText('Card 1000000003 is not reloadable')).toBeNull();
  });

  it('replaces an alert by a newer one of the same action, and ends it when the action succeeds', async () => {
    renderShell('/order');
    act(() =>
      raiseAlert({
        msg: 'Please enter both From Date and To Date, or neither.',
        type: 'danger',
        source: 'orders/search',
      }),
    );
    act(() => raiseAlert({ msg: 'No records found.', type: 'warning', source: 'orders/search' }));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => settleAlerts('orders/search'));
    expect(screen.queryByText('No records found.')).toBeNull();
  });

  it('lets the user dismiss an alert', async () => {
    renderShell('/cards');
    act(() =>
      raiseAlert({ msg: 'Items successfully added to cart', type: 'info', source: 'cart/added' }),
    );
    await screen.findByText('Items successfully added to cart');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Items successfully added to cart')).toBeNull();
  });
});
