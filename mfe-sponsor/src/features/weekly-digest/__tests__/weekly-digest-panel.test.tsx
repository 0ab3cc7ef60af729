// The weekly digest panel with the real store and saga; the API client is the only mock.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { renderPage } from '../../../test-support/render-page';
import { WeeklyDigestPanel } from '../components/weekly-digest-panel';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;
afterEach(() => mockedCall.mockReset());

const settings = (weeklyDigest: boolean) => ({
  weeklyDigest,
  email: 'admin@acme.example',
  summary: { employeesWithoutCard: 3, lowBalanceCards: 1, failedPayments: 0, lowBalanceCents: 500 },
});

it("shows this week's counts and the address, and turns the digest on with one click", async () => {
  const user = userEvent.setup();
  let on = false;
  mockedCall.mockImplementation(async ({ path }, body) => {
    if (path === '/sponsor/digest/update') on = (body as { weeklyDigest: boolean }).weeklyDigest;
    return { status: 'SUCCESS', data: settings(on) };
  });
  renderPage('/emp_mgmt', '/emp_mgmt', <WeeklyDigestPanel />);
  const box = await screen.findByRole('checkbox', {
    name: 'Send me the weekly digest at admin@acme.example',
  });
  expect(box).not.toBeChecked();
  expect(screen.getByText('3 employees without a card')).toBeInTheDocument();
  expect(screen.getByText('1 company card under $5.00')).toBeInTheDocument();
  expect(screen.getByText('0 failed subscription payments in the last 7 days')).toBeInTheDocument();
  await user.click(box);
  await waitFor(() => expect(box).toBeChecked());
  expect(screen.getByText(/Weekly digest turned on/)).toHaveAttribute('role', 'status');
  expect(mockedCall).toHaveBeenLastCalledWith(
    expect.objectContaining({ path: '/sponsor/digest/update' }),
    expect.objectContaining({ weeklyDigest: true }),
  );
});

it('keeps the switch disabled with the reason when the setting can not be loaded, and offers to try again', async () => {
  mockedCall.mockResolvedValue({
    status: 'ERROR',
    msgCode: '475',
    errorMessage: 'Something went wrong. Please try again later.',
  });
  renderPage('/emp_mgmt', '/emp_mgmt', <WeeklyDigestPanel />);
  expect(
    await screen.findByText(/could not be loaded, so it can not be changed now/),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox')).toBeDisabled();
  mockedCall.mockResolvedValue({ status: 'SUCCESS', data: settings(true) });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
  expect(screen.getByRole('checkbox')).toBeEnabled();
});

it('a failed change tells why and leaves the setting as the server has it', async () => {
  const user = userEvent.setup();
  mockedCall.mockImplementation(async ({ path }) =>
    path === '/sponsor/digest/update'
      ? {
          status: 'ERROR',
          msgCode: '475',
          errorMessage: 'Something went wrong. Please try again later.',
        }
      : { status: 'SUCCESS', data: settings(false) },
  );
  const { alerts, off } = renderPage('/emp_mgmt', '/emp_mgmt', <WeeklyDigestPanel />);
  const box = await screen.findByRole('checkbox');
  await user.click(box);
  await waitFor(() =>
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong. Please try again later.']),
  );
  expect(box).not.toBeChecked();
  expect(box).toBeEnabled();
  off();
});
