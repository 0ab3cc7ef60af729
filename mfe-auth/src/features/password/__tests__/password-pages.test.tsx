import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { ForgotPasswordPage } from '../components/forgot-password-page';
import { ResetPasswordPage } from '../components/reset-password-page';
import { readResetEmail, storeResetEmail } from '../store/reset-email';
import { collectAlerts, loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/ui/captcha-field', () =>
  require('../../../test-support/captcha-stand-in'),
);

const api = callContract as jest.MockedFunction<typeof callContract>;

/** The forgot-password page, with the server answering the request as given and the alerts recorded. */
function openForgotPassword(answer: Awaited<ReturnType<typeof callContract>>) {
  const user = userEvent.setup();
  const recorded = collectAlerts();
  api.mockResolvedValue(answer);
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  return { user, ...recorded };
}

describe('forgot password', () => {
  beforeAll(loadServerConfig);
  beforeEach(() => {
    api.mockReset();
    storeResetEmail(null);
  });

  it('requests the link with e-mail and captcha, keeps the e-mail and goes to /reset-link', async () => {
    const { user, alerts, stop } = openForgotPassword({
      status: 'SUCCESS',
      msgCode: '474',
      data: null,
    });
    const request = screen.getByRole('button', { name: 'REQUEST PASSWORD LINK' });
    await user.type(screen.getByLabelText(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(request).toBeDisabled();
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'patron2@example.com');
    expect(request).toBeEnabled();
    await user.click(request);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reset-link'));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/forgotpassword' }),
      expect.objectContaining({ email: 'patron2@example.com' }),
      expect.anything(),
    );
    expect(readResetEmail()).toBe('patron2@example.com');
    expect(alerts).toContainEqual(
      expect.objectContaining({
        type: 'info',
        target: '/reset-link',
        msg: expect.stringContaining('valid for 60 minutes'),
      }),
    );
    stop();
  });

  it('shows a failed request as a warning and asks for a new captcha', async () => {
    const { user, alerts, stop } = openForgotPassword({
      status: 'ERROR',
      msgCode: '475',
      data: null,
    });
    await user.type(screen.getByLabelText(/Email/), 'patron2@example.com');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'REQUEST PASSWORD LINK' }));
    await waitFor(() =>
      expect(alerts).toContainEqual(expect.objectContaining({ type: 'warning' })),
    );
    expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(readResetEmail()).toBeNull();
    stop();
  });
});

describe('reset password', () => {
  beforeAll(loadServerConfig);
  beforeEach(() => api.mockReset());

  it('checks the token on load and sends an invalid one back to / with 406', async () => {
    const { alerts, stop } = collectAlerts();
    api.mockResolvedValue({ status: 'ERROR', msgCode: '406', data: null });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=old' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/validateResetToken' }),
      { token: 'old' },
      expect.anything(),
    );
    expect(alerts).toContainEqual(
      expect.objectContaining({
        type: 'danger',
        msg: expect.stringContaining('invalid or has expired'),
      }),
    );
    stop();
  });

  it('with a valid token: new + confirm password, CHANGE PASSWORD, then /', async () => {
    const user = userEvent.setup();
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/validateResetToken'
          ? { status: 'SUCCESS', data: { valid: true } }
          : { status: 'SUCCESS', msgCode: '471', data: null }) as never,
    );
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      at: '/reset-password?token=good',
    });
    const change = await screen.findByRole('button', { name: 'CHANGE PASSWORD' });
    await user.type(screen.getByLabelText(/^New Password/), 'weakpass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'weakpass');
    expect(change).toBeDisabled();
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Strong#2027');
    expect(change).toBeDisabled(); // confirm no longer matches
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Strong#2027');
    await user.click(change);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/newpassword' }),
      expect.objectContaining({
        token: 'good',
        newpassword: 'Strong#2027',
        confirmpassword: 'Strong#2027',
      }),
      expect.anything(),
    );
  });
});
