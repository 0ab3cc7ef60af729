import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { SponsorSubscriptionsPage, rowProblems } from '../components/sponsor-subscriptions-page';
import type { SponsorSubscriptionRow } from '../../sponsor-subscriptions/api/sponsor-subscriptions-api';
import { readBounds } from '../../subscriptions/public';
import {
  renderPage,
  setTestConfig,
  SPONSOR_SUBSCRIPTION_ROWS,
} from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.setTimeout(20_000);
const api = callContract as jest.MockedFunction<typeof callContract>;

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/rssubscription/search')
      return Promise.resolve({
        status: 'SUCCESS',
        data: {
          data: SPONSOR_SUBSCRIPTION_ROWS,
          numberOfPages: 1,
          pageNumber: 1,
          numberOfRecords: 3,
        },
      });
    if (path === '/rssubscription/addSubscription')
      return Promise.resolve({
        status: 'SUCCESS',
        errorMessage: 'Items successfully added to cart',
        data: { cartCount: 4 },
      });
    if (path === '/rssubscription/delete')
      return Promise.resolve({
        status: 'SUCCESS',
        errorMessage: 'Cancel Subscription(s) added to cart successfully',
        data: { cartCount: 1 },
      });
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
  setTestConfig();
});

const open = () =>
  renderPage('/subscribe/:actionType', <SponsorSubscriptionsPage />, '/subscribe/default');

test('a changed row is valid only with all three values in range (table codes); a zero refresh row is not saved', () => {
  const b = readBounds();
  const base = {
    row: SPONSOR_SUBSCRIPTION_ROWS[1] as SponsorSubscriptionRow,
    refreshrate: 2000,
    trigger: 500,
    maxFreq: null,
  };
  expect(rowProblems(base, b)).toEqual({
    maxFreq: 'Max reloads per month must be between 1 and 10.',
  });
  expect(rowProblems({ ...base, maxFreq: 10, trigger: 5001 }, b)).toEqual({
    trigger: 'Trigger amount must be between $5.00 and $50.00.',
  });
  expect(rowProblems({ ...base, maxFreq: 1, refreshrate: 20001 }, b)).toEqual({
    refreshrate: 'Refresh amount must be between $10.00 and $200.00.',
  });
  expect(rowProblems({ ...base, refreshrate: 0 }, b)).toEqual({});
  expect(rowProblems({ ...base, maxFreq: 10 }, b)).toEqual({});
});

test('apply to all fills Active rows only; SAVE TO CART sends changed rows in cents, then Continue / Stay Back', async () => {
  const user = userEvent.setup();
  const counts: number[] = [];
  const off = bus.on('cart/changed', (e) => counts.push(e.count));
  open();
  expect(await screen.findByText('Person 2')).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'SAVE TO CART' });
  expect(save).toBeDisabled();
  expect(
    screen.getByText('Change a refresh amount, trigger or max per month to save.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'REMOVE SELECTED' })).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: 'Refresh Amount' }), '25');
  await user.type(screen.getByRole('textbox', { name: 'Max per Month' }), '3');
  await user.type(screen.getByRole('textbox', { name: 'Trigger Amount' }), '7');
  await user.click(screen.getByRole('button', { name: 'APPLY TO ALL' }));
  expect(screen.getByRole('textbox', { name: 'Refresh Amount for Person 2 (E2)' })).toHaveValue(
    '25.00',
  );
  expect(screen.getByRole('textbox', { name: 'Refresh Amount for Person 1 (E1)' })).toHaveValue(
    '25.00',
  );
  expect(
    screen.queryByRole('textbox', { name: 'Refresh Amount for Person 3 (E3)' }),
  ).not.toBeInTheDocument();

  await user.clear(screen.getByRole('textbox', { name: 'Max / Month for Person 2 (E2)' }));
  await user.type(screen.getByRole('textbox', { name: 'Max / Month for Person 2 (E2)' }), '11');
  expect(screen.getByText('Max reloads per month must be between 1 and 10.')).toBeInTheDocument();
  expect(save).toBeDisabled();
  await user.clear(screen.getByRole('textbox', { name: 'Max / Month for Person 2 (E2)' }));
  await user.type(screen.getByRole('textbox', { name: 'Max / Month for Person 2 (E2)' }), '5');
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/rssubscription/addSubscription' }),
      expect.objectContaining({
        employeeSubscriptions: [
          {
            employeeId: 1,
            contractid: 101,
            recordVersion: 'v1',
            refreshrate: 2500,
            trigger: 700,
            maxRecharges: 3,
          },
          {
            employeeId: 2,
            contractid: 102,
            recordVersion: 'v2',
            refreshrate: 2500,
            trigger: 700,
            maxRecharges: 5,
          },
        ],
      }),
    ),
  );
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Items successfully added to cart')).toBeInTheDocument();
  expect(counts).toEqual([4]);
  await user.click(within(dialog).getByRole('button', { name: 'Stay Back' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Refresh Amount for Person 2 (E2)' })).toHaveValue(
      '',
    ),
  );
  expect(api.mock.calls.filter((c) => c[0].path === '/rssubscription/search')).toHaveLength(2);
  off();
});

test('REMOVE SELECTED sends the subscribed rows, says the cancellations went to the cart (not "Saved to cart") and Continue goes to the cart', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('checkbox', { name: 'Select row Person 1 (E1)' }));
  expect(screen.getByRole('checkbox', { name: 'Select row Person 2 (E2)' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'REMOVE SELECTED' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/rssubscription/delete' }),
      expect.objectContaining({
        employeeSubscriptions: [{ employeeId: 1, contractid: 101, recordVersion: 'v1' }],
      }),
    ),
  );
  // The dialog after a removal must not speak of items "successfully added".
  const dialog = await screen.findByRole('dialog', { name: 'Cancellations added to cart' });
  expect(
    within(dialog).getByText('Cancel Subscription(s) added to cart successfully'),
  ).toBeInTheDocument();
  expect(within(dialog).queryByText(/Items successfully added/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/user-cart');
});

test('an employee without a subscription has "Add subscription", the sponsor path of Single Subscribe', async () => {
  open();
  const link = await screen.findByRole('link', { name: 'Add subscription for Person 2' });
  expect(link).toHaveAttribute('href', '/single-subscribe?cardId=202&contractId=102');
  // Not for a subscribed employee (Manage is the table itself) nor for an inactive card.
  expect(
    screen.queryByRole('link', { name: 'Add subscription for Person 1' }),
  ).not.toBeInTheDocument();
  expect(
    screen.queryByRole('link', { name: 'Add subscription for Person 3' }),
  ).not.toBeInTheDocument();
});

// A refused "-" would make Trigger "-10" read as $10.00, a dropped "." Max per Month "0.5"
// read as 5 (and "2.5" as 25), and APPLY TO ALL would turn on.
test('apply to all: "-10" and "0.5" stay as typed with their messages, APPLY TO ALL stays off and no row changes', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByText('Person 2');
  await user.type(screen.getByRole('textbox', { name: 'Refresh Amount' }), '25');
  await user.type(screen.getByRole('textbox', { name: 'Max per Month' }), '0.5');
  await user.type(screen.getByRole('textbox', { name: 'Trigger Amount' }), '-10');
  await user.tab();
  const max = screen.getByRole('textbox', { name: 'Max per Month' });
  const trigger = screen.getByRole('textbox', { name: 'Trigger Amount' });
  expect(max).toHaveValue('0.5');
  expect(trigger).toHaveValue('-10');
  expect(max).toHaveAccessibleDescription(/Max reloads per month must be between 1 and 10\./);
  expect(trigger).toHaveAccessibleDescription(
    /Trigger amount must be between \$5\.00 and \$50\.00\./,
  );
  const apply = screen.getByRole('button', { name: 'APPLY TO ALL' });
  expect(apply).toBeDisabled();
  await user.clear(max);
  await user.type(max, '2.5');
  expect(max).toHaveValue('2.5');
  expect(apply).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Refresh Amount for Person 1 (E1)' })).toHaveValue(
    '20.00',
  );
  expect(screen.getByRole('textbox', { name: 'Max / Month for Person 1 (E1)' })).not.toHaveValue(
    '25',
  );
});

test('a row cell: trigger "-10" and max "2.5" stay as typed with their table messages, and SAVE TO CART sends nothing', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByText('Person 2');
  const trigger = screen.getByRole('textbox', { name: 'Trigger for Person 1 (E1)' });
  await user.clear(trigger);
  await user.type(trigger, '-10');
  await user.tab();
  expect(trigger).toHaveValue('-10');
  expect(screen.getByText('Trigger amount must be between $5.00 and $50.00.')).toBeInTheDocument();
  const max = screen.getByRole('textbox', { name: 'Max / Month for Person 1 (E1)' });
  await user.clear(max);
  await user.type(max, '2.5');
  expect(max).toHaveValue('2.5');
  expect(screen.getByText('Max reloads per month must be between 1 and 10.')).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'SAVE TO CART' });
  expect(save).toBeDisabled();
  await user.click(save);
  expect(
    api.mock.calls.filter((c) => c[0].path === '/rssubscription/addSubscription'),
  ).toHaveLength(0);
});

test('rowProblems: a cell holding text that is no number always has its table message', () => {
  const b = readBounds();
  const row = SPONSOR_SUBSCRIPTION_ROWS[1] as SponsorSubscriptionRow;
  expect(rowProblems({ row, refreshrate: 2000, trigger: Number.NaN, maxFreq: 2 }, b)).toEqual({
    trigger: 'Trigger amount must be between $5.00 and $50.00.',
  });
  expect(rowProblems({ row, refreshrate: Number.NaN, trigger: null, maxFreq: null }, b)).toEqual({
    refreshrate: 'Refresh amount must be between $10.00 and $200.00.',
  });
  expect(rowProblems({ row, refreshrate: 2000, trigger: 500, maxFreq: 2.5 }, b)).toEqual({
    maxFreq: 'Max reloads per month must be between 1 and 10.',
  });
});
