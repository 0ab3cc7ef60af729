import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { FeedbackPage } from '../components/feedback-page';
import { collectAlerts, loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/ui/captcha-field', () =>
  require('../../../test-support/captcha-stand-in'),
);

const api = callContract as jest.MockedFunction<typeof callContract>;

describe('feedback page', () => {
  beforeAll(loadServerConfig);
  beforeEach(() => api.mockReset());

  it('needs a subject, comments and the captcha; masks the phone; comments have 5 rows', async () => {
    const user = userEvent.setup();
    renderPage(<FeedbackPage />, { path: '/user-feedback' });
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Enter a subject and your comments to submit.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Comments/)).toHaveAttribute('rows', '5');
    await user.type(screen.getByLabelText(/Subject/), 'Great app');
    await user.type(screen.getByLabelText(/Comments/), 'Reloading was quick.');
    await user.type(screen.getByLabelText(/Phone Number/), '5185550107');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('+1 518 555 0107');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.tab();
    expect(submit).toBeDisabled();
    expect(screen.getByText('Correct the highlighted fields to submit.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Email/));
    expect(screen.getByText('Tick "I\'m not a robot" to submit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(submit).toBeEnabled();
  });

  it('saves through /feedback/save, shows 470 and empties the form', async () => {
    const user = userEvent.setup();
    const { alerts, stop } = collectAlerts();
    api.mockResolvedValue({ status: 'SUCCESS', msgCode: '470', data: null });
    renderPage(<FeedbackPage />, { path: '/user-feedback' });
    await user.type(screen.getByLabelText(/Subject/), '  Great app ');
    await user.type(screen.getByLabelText(/Comments/), 'Reloading was quick.');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() =>
      expect(alerts).toContainEqual(
        expect.objectContaining({
          type: 'info',
          msg: expect.stringContaining('feedback has been submitted'),
        }),
      ),
    );
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/feedback/save' }),
      expect.objectContaining({
        subject: 'Great app',
        comments: 'Reloading was quick.',
        captcha: expect.stringMatching(/^solved-/),
      }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByLabelText(/Subject/)).toHaveValue(''));
    stop();
  });

  it('BACK goes to the landing page', async () => {
    const user = userEvent.setup();
    renderPage(<FeedbackPage />, { path: '/user-feedback' });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
