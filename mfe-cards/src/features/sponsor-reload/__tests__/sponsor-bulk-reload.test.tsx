// Sponsor bulk reload screen with the real store and sagas; only the API client is mocked.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';

import { BULK_RELOAD_ROWS } from '../../../test-support/fixtures';
import { renderSponsorBulkReload } from '../../../test-support/sponsor-bulk-reload-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;

const amountInput = (name: string) =>
  screen.getByRole('textbox', { name: `Reload Amount for ${name}` });

beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockImplementation(async ({ path }) => {
    if (path === '/recharge/rechargeQCards')
      return {
        status: 'SUCCESS',
        data: { data: BULK_RELOAD_ROWS, numberOfPages: 1, pageNumber: 1, numberOfRecords: 3 },
      };
    if (path === '/recharge/addRechargeCards')
      return { status: 'SUCCESS', msgCode: 'ITEMS_ADDED', data: { cartCount: 5, added: 1 } };
    return { status: 'ERROR' };
  });
});

it('lists the employees; only Active rows take an amount; SAVE TO CART says why it is disabled', async () => {
  renderSponsorBulkReload();
  expect(await screen.findByText('Person 1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeInTheDocument();
  expect(amountInput('Person 1 (E101)')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Person 3/ })).not.toBeInTheDocument();
  expect(screen.getByText('Not reloadable: Card is Blocked')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'SAVE TO CART' })).toBeDisabled();
  expect(
    screen.getByText('Enter a Reload Amount for at least one Active employee to save.'),
  ).toBeInTheDocument();
});

it('shows 461 with the employee id for an amount out of the row bounds and blocks the save', async () => {
  const user = userEvent.setup();
  renderSponsorBulkReload();
  await user.type(
    await screen.findByRole('textbox', { name: 'Reload Amount for Person 1 (E101)' }),
    '250',
  );
  expect(
    await screen.findByText('Reload amount must be between $5.00 and $200.00 for employee E101'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'SAVE TO CART' })).toBeDisabled();
  expect(
    screen.getByText('Correct the amount outside the allowed range to save.'),
  ).toBeInTheDocument();
  await user.clear(amountInput('Person 1 (E101)'));
  await user.type(amountInput('Person 1 (E101)'), '20');
  expect(screen.queryByText(/for employee E101/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'SAVE TO CART' })).toBeEnabled();
});

it('saves the entered amounts in cents, updates the cart count, then Continue goes to the cart', async () => {
  const user = userEvent.setup();
  const counts: number[] = [];
  const off = bus.on('cart/changed', (p) => counts.push(p.count));
  renderSponsorBulkReload();
  await user.type(
    await screen.findByRole('textbox', { name: 'Reload Amount for Person 2 (E102)' }),
    '12.5',
  );
  expect(screen.getByText('1 reload · Total $12.50')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'SAVE TO CART' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Items successfully added to cart')).toBeInTheDocument();
  expect(mockedCall).toHaveBeenCalledWith(
    expect.objectContaining({ path: '/recharge/addRechargeCards' }),
    expect.objectContaining({
      rechargeCards: [{ employeeId: 2, contractid: 102, rechargevalue: 1250 }],
    }),
  );
  expect(counts).toEqual([5]);
  off();
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
});

it('Stay Back closes the dialog and reloads the list with the amounts cleared', async () => {
  const user = userEvent.setup();
  renderSponsorBulkReload();
  await user.type(
    await screen.findByRole('textbox', { name: 'Reload Amount for Person 1 (E101)' }),
    '10',
  );
  await user.click(screen.getByRole('button', { name: 'SAVE TO CART' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay Back' }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(
    mockedCall.mock.calls.filter(([{ path: p }]) => p === '/recharge/rechargeQCards'),
  ).toHaveLength(2);
  expect(amountInput('Person 1 (E101)')).toHaveValue('');
});

it('populate-all needs an amount and fills only the Active rows; clear-all empties them', async () => {
  const user = userEvent.setup();
  const alerts: string[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push(a.msg));
  renderSponsorBulkReload();
  await screen.findByText('Person 1');
  await user.click(screen.getByRole('button', { name: 'POPULATE ALL' }));
  expect(alerts).toContain('Reload Amount can not be blank');
  await user.type(
    screen.getByRole('textbox', { name: /^Reload Amount/, description: /Fills the amount/ }),
    '15',
  );
  await user.click(screen.getByRole('button', { name: 'POPULATE ALL' }));
  expect(amountInput('Person 1 (E101)')).toHaveValue('15.00');
  expect(amountInput('Person 2 (E102)')).toHaveValue('15.00');
  expect(screen.getByText('2 reloads · Total $30.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'CLEAR ALL' }));
  expect(amountInput('Person 1 (E101)')).toHaveValue('');
  expect(screen.getByText('No reloads entered yet.')).toBeInTheDocument();
  off();
});

it('marks the rows the server refused (461) and keeps the amounts', async () => {
  const user = userEvent.setup();
  mockedCall.mockImplementation(async ({ path }) => {
    if (path === '/recharge/rechargeQCards')
      return {
        status: 'SUCCESS',
        data: { data: BULK_RELOAD_ROWS, numberOfPages: 1, pageNumber: 1, numberOfRecords: 3 },
      };
    return {
      status: 'ERROR',
      msgCode: '461',
      errorMessage: 'Reload amount must be between $5.00 and $100.00 for employee E101.',
      data: {
        rows: [
          {
            employeeId: 1,
            empId: 'E101',
            msgCode: '461',
            message: 'Reload amount must be between $5.00 and $100.00 for employee E101.',
          },
        ],
      },
    };
  });
  renderSponsorBulkReload();
  await user.type(
    await screen.findByRole('textbox', { name: 'Reload Amount for Person 1 (E101)' }),
    '150',
  );
  await user.click(screen.getByRole('button', { name: 'SAVE TO CART' }));
  expect(
    await screen.findByText('Reload amount must be between $5.00 and $100.00 for employee E101.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(amountInput('Person 1 (E101)')).toHaveValue('150.00');
});

// A "-" refused as typed would make "-30" a $30.00 reload in the cart.
it('"-30" in a row stays as typed with its 461 message; nothing is summed or sent to the cart', async () => {
  const user = userEvent.setup();
  renderSponsorBulkReload();
  await user.type(
    await screen.findByRole('textbox', { name: 'Reload Amount for Person 1 (E101)' }),
    '-30',
  );
  await user.tab();
  expect(amountInput('Person 1 (E101)')).toHaveValue('-30');
  expect(
    screen.getByText('Reload amount must be between $5.00 and $200.00 for employee E101'),
  ).toBeInTheDocument();
  expect(screen.getByText('0 reloads · Total $0.00')).toBeInTheDocument();
  expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
  await user.type(amountInput('Person 2 (E102)'), '10');
  // The valid row alone is counted and summed; the save waits for the wrong one.
  expect(screen.getByText('1 reload · Total $10.00')).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'SAVE TO CART' });
  expect(save).toBeDisabled();
  await user.click(save);
  expect(
    mockedCall.mock.calls.filter(([{ path: p }]) => p === '/recharge/addRechargeCards'),
  ).toHaveLength(0);
});

it('POPULATE ALL with "-30" says the amount is not valid and fills no row', async () => {
  const user = userEvent.setup();
  renderSponsorBulkReload();
  await screen.findByText('Person 1');
  const populate = screen.getByRole('textbox', {
    name: /^Reload Amount/,
    description: /Fills the amount/,
  });
  await user.type(populate, '-30');
  await user.click(screen.getByRole('button', { name: 'POPULATE ALL' }));
  expect(populate).toHaveValue('-30');
  expect(populate).toHaveAccessibleDescription(/Reload Amount is not valid/);
  expect(amountInput('Person 1 (E101)')).toHaveValue('');
  expect(screen.getByText('No reloads entered yet.')).toBeInTheDocument();
});
