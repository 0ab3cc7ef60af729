import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { readSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { AccountPage } from '../components/account-page';
import { SECOND_PATRON_USER as PAT } from '@qcard/kit/test-support/test-users';
import { loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');

const api = callContract as jest.MockedFunction<typeof callContract>;
function answer(path: string, body: Record<string, unknown>): Record<string, unknown> {
  switch (path) {
    case '/user/details':
      return { status: 'SUCCESS', data: currentUser };
    case '/user/updateprofile':
      currentUser = {
        ...currentUser,
        address1: String(body.address1),
        address: String(body.address1),
        town: String(body.city),
      };
      return { status: 'SUCCESS', msgCode: '492', data: currentUser };
    case '/user/updatepassword':
      return body.existingpassword === 'Rider#2026'
        ? { status: 'SUCCESS', msgCode: '493', data: null }
        : { status: 'ERROR', msgCode: '490', data: null };
    case '/user/logout':
      return { status: 'SUCCESS', data: null };
    case '/user/endOtherSessions':
      return { status: 'SUCCESS', data: { ended: 2 } };
    default:
      return { status: 'ERROR', msgCode: '404' };
  }
}
let currentUser = PAT;

/** Renders the page and presses a section's button, which opens its form; the same button then submits it. */
async function openSectionForm(name: string) {
  const user = userEvent.setup();
  renderPage(<AccountPage />, { path: '/account' });
  await user.click(screen.getByRole('button', { name }));
  return { user, submit: screen.getByRole('button', { name }) };
}

describe('account page', () => {
  beforeAll(loadServerConfig);
  beforeEach(() => {
    currentUser = PAT;
    api.mockReset();
    api.mockImplementation(
      async ({ path }, body) => answer(path, (body ?? {}) as Record<string, unknown>) as never,
    );
    setToken('tok');
    setUser(PAT);
  });

  it('shows login and profile information with the password masked', async () => {
    renderPage(<AccountPage />, { path: '/account' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/user/details' }),
        expect.anything(),
      ),
    );
    const login = screen.getByRole('region', { name: 'Login Information' });
    expect(within(login).getByText('patron2@example.com')).toBeInTheDocument();
    expect(within(login).getByLabelText('Password hidden')).toHaveTextContent('••••••••');
    const profile = screen.getByRole('region', { name: 'Profile Information' });
    expect(within(profile).getByText('Pat Second')).toBeInTheDocument();
    expect(within(profile).getByText('New York')).toBeInTheDocument();
    expect(within(profile).getByText('+1 518 555 0107')).toBeInTheDocument();
  });

  it('says the details may be old when they could not be refreshed, and Try again shows the latest', async () => {
    // The server has a newer address than the copy kept at sign-in; the first load fails.
    currentUser = { ...PAT, address1: '9 Elm Street', address: '9 Elm Street' };
    let detailsCalls = 0;
    api.mockImplementation(async ({ path }, body) => {
      if (path === '/user/details' && ++detailsCalls === 1)
        return {
          status: 'ERROR',
          msgCode: 'NETWORK_ERROR',
          errorMessage: null,
          data: null,
        } as never;
      return answer(path, (body ?? {}) as Record<string, unknown>) as never;
    });
    const user = userEvent.setup();
    renderPage(<AccountPage />, { path: '/account' });
    const notice = await screen.findByText(
      'These may not be your latest details: they could not be loaded.',
    );
    const header = notice.closest('header') as HTMLElement;
    expect(screen.getByText('7 Oak Avenue')).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9 Elm Street')).toBeInTheDocument();
    expect(notice).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('enters UpdateProfile on the first press, submits on the second only after a change, then reloads the user', async () => {
    const updated = jest.fn();
    const off = bus.on('session/userUpdated', updated);
    const { user, submit } = await openSectionForm('UPDATE PROFILE');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Change a field to update your profile.')).toBeInTheDocument();
    expect(screen.getByLabelText(/State/)).toHaveValue('NY');
    // BACK returns to View without saving.
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.queryByLabelText(/Address Line 1/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'UPDATE PROFILE' }));
    const line1 = screen.getByLabelText(/Address Line 1/);
    await user.clear(line1);
    expect(screen.getByRole('button', { name: 'UPDATE PROFILE' })).toBeDisabled();
    // The disabled button names what to fix, as billing's does.
    expect(screen.getByText('Complete or correct: Address Line 1.')).toBeInTheDocument();
    const zip = screen.getByLabelText(/Zipcode/);
    await user.clear(zip);
    await user.type(zip, '12');
    expect(screen.getByText('Complete or correct: Address Line 1, Zipcode.')).toBeInTheDocument();
    await user.clear(zip);
    await user.type(zip, '12207');
    await user.type(line1, '9 Pine Road');
    await user.click(screen.getByRole('button', { name: 'UPDATE PROFILE' }));
    await waitFor(() => expect(screen.queryByLabelText(/Address Line 1/)).not.toBeInTheDocument());
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/updateprofile' }),
      expect.objectContaining({
        address1: '9 Pine Road',
        state: 'NY',
        zipcode: '12207',
        phonenumber: '+1 518 555 0107',
      }),
    );
    expect(
      api.mock.calls.filter(([{ path: p }]) => p === '/user/details').length,
    ).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('9 Pine Road')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledWith({
      user: expect.objectContaining({ address1: '9 Pine Road' }),
    });
    off();
  });

  it('changes the password, then the relogin dialog clears the session and says so on the bus', async () => {
    const loggedOut = jest.fn();
    const off = bus.on('session/loggedOut', loggedOut);
    const { user, submit } = await openSectionForm('CHANGE PASSWORD');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Current Password/), 'Rider#2026');
    await user.type(screen.getByLabelText(/^New Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'short');
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Better#2027');
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Better#2027');
    expect(submit).toBeEnabled();
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(dialog).toHaveTextContent('Please login to the application with the new password');
    expect(readSession().token).toBe('tok');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(loggedOut).toHaveBeenCalledWith({ reason: 'passwordChanged' }));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/logout' }),
      expect.anything(),
      expect.anything(),
    );
    expect(readSession()).toMatchObject({ token: null, user: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    off();
  });

  it('ends the other sessions only after a confirmation, and says how many ended', async () => {
    const user = userEvent.setup();
    const alerts = jest.fn();
    const off = bus.on('alerts/raised', alerts);
    renderPage(<AccountPage />, { path: '/account' });
    const login = await screen.findByRole('region', { name: 'Login Information' });
    await user.click(within(login).getByRole('button', { name: 'END OTHER SESSIONS' }));
    const ask = screen.getByRole('alertdialog', { name: 'End other sessions' });
    expect(ask).toHaveTextContent(
      'End every other session of your account? Browsers and devices signed in with it will have to log in again. This session stays signed in.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/endOtherSessions' }),
      expect.anything(),
    );
    await user.click(within(login).getByRole('button', { name: 'END OTHER SESSIONS' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'End other sessions' })).getByRole('button', {
        name: 'End them',
      }),
    );
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/user/endOtherSessions' }),
        expect.objectContaining({}),
      ),
    );
    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'success',
          msg: '2 other sessions were ended. This one stays signed in.',
        }),
      ),
    );
    // This session is kept.
    expect(readSession().token).toBe('tok');
    off();
  });
});
