import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { clearSession, readSession, setToken } from '@qcard/runtime/session/session-storage';
import { LoginPanel } from '../components/login-panel';
import { collectAlerts, loadServerConfig, renderPage } from '../../../test-support/render-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/ui/captcha-field', () =>
  require('../../../test-support/captcha-stand-in'),
);

const api = callContract as jest.MockedFunction<typeof callContract>;

function loginButton() {
  return screen.getByRole('button', { name: 'Login' });
}

describe('login panel', () => {
  beforeAll(loadServerConfig);
  beforeEach(() => {
    api.mockReset();
    clearSession();
  });

  it('enables Login only when username, password and captcha are all there, saying why not', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPanel />);
    expect(loginButton()).toBeDisabled();
    expect(screen.getByText('Enter your username and password to log in.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), 'rider@example.com');
    await user.type(screen.getByLabelText('Password'), 'Rider#2026');
    expect(loginButton()).toBeDisabled();
    expect(screen.getByText('Tick "I\'m not a robot" to log in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(loginButton()).toBeEnabled();
    await user.clear(screen.getByLabelText(/Username/));
    expect(loginButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends the trimmed username and password, stores the user, announces the login and goes to /account', async () => {
    const user = userEvent.setup();
    const loggedIn = jest.fn();
    const off = bus.on('session/loggedIn', loggedIn);
    api.mockImplementation(async () => {
      setToken('tok-1'); // callContract stores the X-Auth-Token header itself
      return { status: 'SUCCESS', data: PATRON_USER, token: 'tok-1' };
    });
    renderPage(<LoginPanel />);
    await user.type(screen.getByLabelText(/Username/), '  rider@example.com ');
    await user.type(screen.getByLabelText('Password'), ' Rider#2026  ');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(loginButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/authenticate' }),
      expect.objectContaining({
        username: 'rider@example.com',
        password: 'Rider#2026',
        captcha: expect.stringMatching(/^solved-/),
      }),
      expect.objectContaining({ anonymous: true }),
    );
    expect(readSession()).toMatchObject({ token: 'tok-1', user: { email: 'rider@example.com' } });
    expect(loggedIn).toHaveBeenCalledWith({ user: PATRON_USER });
    off();
  });

  it('shows the danger alert of a refused login, clears the session and asks for a new captcha', async () => {
    const user = userEvent.setup();
    const { alerts, stop } = collectAlerts();
    api.mockResolvedValue({ status: 'ERROR', msgCode: '401', data: null, httpStatus: 401 });
    renderPage(<LoginPanel />);
    await user.type(screen.getByLabelText(/Username/), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(loginButton());
    await waitFor(() =>
      expect(alerts).toContainEqual(
        expect.objectContaining({ type: 'danger', msg: 'Invalid username or password.' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeInTheDocument(),
    );
    expect(loginButton()).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(readSession().token).toBeNull();
    act(stop);
  });
});
