// The notification settings on the account page with the real store and saga; the API client is the only mock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { renderPage } from '../../../test-support/render-page';
import { NotificationSettingsSection } from '../components/notification-settings';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

const SETTINGS = {
  receipts: true,
  autoloadNotices: true,
  mailLanguage: null,
  email: 'rider@example.com',
  cards: [
    { cardId: 1, serialNumber: '1000000001', nickname: 'Gym bag', thresholdCents: null },
    { cardId: 2, serialNumber: '1000000002', nickname: null, thresholdCents: 800 },
  ],
};

jest.setTimeout(30_000);

afterEach(() => api.mockReset());

it('shows the settings, keeps Save disabled until something changes, and saves every card’s alert with its amount', async () => {
  const user = userEvent.setup({ delay: null });
  const alerts: string[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push((a as { msg: string }).msg));
  api.mockImplementation((async ({ path }: { path: string }, body: Record<string, unknown>) =>
    path === '/user/notifications/update'
      ? {
          status: 'SUCCESS',
          data: {
            ...SETTINGS,
            receipts: body.receipts,
            cards: SETTINGS.cards.map((c) => ({
              ...c,
              thresholdCents:
                (body.cards as Array<{ cardId: number; thresholdCents: number | null }>).find(
                  (x) => x.cardId === c.cardId,
                )?.thresholdCents ?? null,
            })),
          },
        }
      : { status: 'SUCCESS', data: SETTINGS }) as never);
  renderPage(<NotificationSettingsSection />, { path: '/account' });
  const section = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 });
  expect(within(section).getByText('E-mails go to rider@example.com.')).toBeInTheDocument();
  const save = within(section).getByRole('button', { name: 'Save notifications' });
  expect(save).toBeDisabled();
  expect(
    within(section).getByRole('checkbox', { name: 'Alert me about 1000000002' }),
  ).toBeChecked();
  expect(within(section).getByLabelText(/Alert amount for 1000000002/)).toHaveValue('8.00');

  await user.click(
    within(section).getByRole('checkbox', { name: 'E-mail me a receipt for every order' }),
  );
  await user.click(
    within(section).getByRole('checkbox', { name: 'Alert me about Gym bag (1000000001)' }),
  );
  const amount = within(section).getByLabelText(/Alert amount for Gym bag/);
  expect(amount).toHaveValue('5.00');
  await user.clear(amount);
  await user.type(amount, '0.50');
  await user.tab();
  // Generous waits: the whole suite runs on two busy cores in CI.
  expect(
    await within(section).findByText(
      'The alert amount must be between $1.00 and $100.00.',
      {},
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(save).toBeDisabled();
  await user.clear(amount);
  await user.type(amount, '3');
  await user.tab();
  await waitFor(() => expect(save).toBeEnabled(), { timeout: 5000 });
  await user.click(save);
  await waitFor(
    () =>
      expect(api).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/user/notifications/update' }),
        expect.objectContaining({
          receipts: false,
          autoloadNotices: true,
          mailLanguage: null,
          cards: [
            { cardId: 1, thresholdCents: 300 },
            { cardId: 2, thresholdCents: 800 },
          ],
        }),
      ),
    { timeout: 5000 },
  );
  await waitFor(() => expect(alerts).toContain('Your notification settings are saved.'), {
    timeout: 5000,
  });
  off();
});

it('a settings load that fails says so and offers to try again', async () => {
  const user = userEvent.setup({ delay: null });
  api
    .mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' } as never)
    .mockResolvedValue({ status: 'SUCCESS', data: { ...SETTINGS, cards: [] } } as never);
  renderPage(<NotificationSettingsSection />, { path: '/account' });
  expect(
    await screen.findByText('Your notification settings could not be loaded.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText('Add a card on My Cards to set a low-balance alert.'),
  ).toBeInTheDocument();
});

// A sponsor has no My Cards to add a card on, so they are not told to.
it('a sponsor without cards of their own is not sent to My Cards for a low-balance alert', async () => {
  signIn(SPONSOR_USER);
  api.mockResolvedValue({ status: 'SUCCESS', data: { ...SETTINGS, cards: [] } } as never);
  renderPage(<NotificationSettingsSection />, { path: '/account' });
  const section = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 });
  expect(
    await within(section).findByRole('checkbox', { name: 'E-mail me a receipt for every order' }),
  ).toBeInTheDocument();
  expect(within(section).queryByText(/My Cards/)).toBeNull();
  expect(within(section).queryByRole('group', { name: 'Low-balance alerts' })).toBeNull();
});
