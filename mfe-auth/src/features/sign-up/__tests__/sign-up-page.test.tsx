import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { SignUpPage } from '../components/sign-up-page';
import { VerifyEmailPage } from '../components/verify-email-page';
import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { collectAlerts, loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/ui/captcha-field', () =>
  require('../../../test-support/captcha-stand-in'),
);

const api = callContract as jest.MockedFunction<typeof callContract>;

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  password = 'Newbie#2026',
  confirm = password,
  [first, last] = ['Nora', 'Newman'],
) {
  await user.type(screen.getByLabelText(/Email/), 'nora@example.com');
  await user.type(screen.getByLabelText(/First Name/), first);
  await user.type(screen.getByLabelText(/Last Name/), last);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.type(screen.getByLabelText(/Confirm Password/, { selector: 'input' }), confirm);
}

describe('sign-up page', () => {
  beforeAll(loadServerConfig);
  beforeEach(() => api.mockReset());

  it('keeps CREATE ACCOUNT blocked with a reason until the fields and captcha are right, then says to check the e-mail', async () => {
    const user = userEvent.setup();
    const { alerts, stop } = collectAlerts();
    api.mockResolvedValue({ status: 'SUCCESS', msgCode: '498', data: null });
    renderPage(<SignUpPage />, { path: '/sign-up' });
    const submit = screen.getByRole('button', { name: 'CREATE ACCOUNT' });
    expect(submit).toBeDisabled();
    await fillIn(user);
    expect(
      screen.getByText('Confirm that you are not a robot to create your account.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('sign-up-sent')).toHaveTextContent('nora@example.com'),
    );
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/signup' }),
      expect.objectContaining({
        email: 'nora@example.com',
        firstName: 'Nora',
        lastName: 'Newman',
        password: 'Newbie#2026',
        confirmpassword: 'Newbie#2026',
      }),
      expect.anything(),
    );
    expect(alerts).toContainEqual(
      expect.objectContaining({ type: 'info', msg: expect.stringContaining('Check your e-mail') }),
    );
    stop();
  });

  it('takes a name as its owner writes it (accents, ñ)', async () => {
    const user = userEvent.setup();
    api.mockResolvedValue({ status: 'SUCCESS', msgCode: '498', data: null });
    renderPage(<SignUpPage />, { path: '/sign-up' });
    await fillIn(user, undefined, undefined, ['Lucía', 'Muñoz-Peña']);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(
      screen
        .getAllByTestId('field-error')
        .map((e) => e.textContent)
        .filter(Boolean),
    ).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/user/signup' }),
        expect.objectContaining({ firstName: 'Lucía', lastName: 'Muñoz-Peña' }),
        expect.anything(),
      ),
    );
  });

  it('refuses a password outside the rules and a confirmation that does not match, before any call', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { path: '/sign-up' });
    await fillIn(user, 'short', 'other');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(screen.getByRole('button', { name: 'CREATE ACCOUNT' })).toBeDisabled();
    expect(
      screen.getByText('Fill in every field correctly to create your account.'),
    ).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('verify-email page', () => {
  beforeAll(loadServerConfig);
  beforeEach(() => api.mockReset());

  it('confirms the link once on load and offers the login', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', msgCode: '499', data: null });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', at: '/verify-email?token=abc' });
    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/verifyemail' }),
      expect.objectContaining({ token: 'abc' }),
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: /login/i })).toBeInTheDocument();
  });

  it('a spent link offers a new one and a new sign-up', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '477', data: null });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', at: '/verify-email?token=old' });
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SEND A NEW LINK' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/sign-up');
  });

  // The page said it in its panel and an alert said it again, in other words; now only the page does.
  it('a spent link is told once, by the page, with the way on; no alert repeats it', async () => {
    const { alerts } = collectAlerts();
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '477',
      errorMessage:
        'This confirmation link is invalid, already used or has expired. Sign up again or ask for a new link.',
      data: null,
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', at: '/verify-email?token=old' });
    expect(
      await screen.findByRole('heading', { name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A confirmation link works once and for a limited time. Ask for a new one below, or sign up again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send a new confirmation link' })).toBeInTheDocument();
    expect(alerts).toEqual([]);
    // One failure text: the heading; the rest is the way on.
    expect(screen.getAllByText(/does not work|invalid|already used|expired/i)).toHaveLength(1);
  });

  it('when the link could not be checked (the connection), the alert says why and the page offers to try again, not a new link', async () => {
    const { alerts } = collectAlerts();
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475', data: null });
    api.mockResolvedValueOnce({ status: 'SUCCESS', msgCode: '499', data: null });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', at: '/verify-email?token=abc' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(alerts).toHaveLength(1);
    expect(screen.queryByText('This link does not work')).not.toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('in Spanish: one message and the resend form', async () => {
    const { alerts } = collectAlerts();
    api.mockResolvedValue({ status: 'ERROR', msgCode: '477', data: null });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', at: '/verify-email?token=old' });
    await switchToSpanish();
    expect(
      await screen.findByRole('heading', { name: 'Este enlace no funciona' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un enlace de confirmación funciona una sola vez y por un tiempo limitado. Solicite uno nuevo aquí abajo o regístrese de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENVIAR UN ENLACE NUEVO' })).toBeInTheDocument();
    expect(alerts).toEqual([]);
  });
});
