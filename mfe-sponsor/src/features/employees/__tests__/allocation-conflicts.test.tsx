// Conflicting saves on card allocation, with the real store and sagas (the API client is the only
// mock): a new card chosen on a form another tab saved first is refused (507); the form then
// shows the card and contract the employee holds now, with that card's contracts to choose
// from, and the next save goes from the current version; a card another tab gave to someone
// else while CARD ALLOCATION's form was open is refused under the card field, naming the holder.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { employee, GROUPS, onePage } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render-page';
import { EmployeeDetailPage } from '../components/employee-detail-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;
jest.setTimeout(20_000);
afterEach(() => mockedCall.mockReset());

const CHANGED_TEXT =
  'This employee was changed elsewhere since you opened it. Its current details are shown; check them and save again.';
/** Each card has contracts of its own: 2000000503 → 93 and 94, 2000000504 → 95, the rest → 91. */
const CONTRACTS: Record<string, Array<{ id: number; contractName: string }>> = {
  '2000000503': [
    { id: 93, contractName: 'Employer Transit Benefit' },
    { id: 94, contractName: 'Parking Benefit' },
  ],
  '2000000504': [{ id: 95, contractName: 'Weekend Pass' }],
};
const allocatableCard = (cardNumber: string) => ({
  cardId: 1,
  cardNumber,
  profileName: 'x',
  status: 'Active',
  contracts: CONTRACTS[cardNumber] ?? [{ id: 91, contractName: 'Commuter Benefit' }],
});

function answer(
  saves: Array<Record<string, unknown>>,
  save: (body: Record<string, unknown>) => unknown,
) {
  mockedCall.mockImplementation(async ({ path }, body) => {
    if (path === '/employee/detail')
      return { status: 'SUCCESS', data: employee(21, { contractId: 91 }) };
    if (path === '/group/search') return onePage(GROUPS) as never;
    if (path === '/employee/cardAllocation')
      return {
        status: 'SUCCESS',
        data: allocatableCard((body as { cardNumber: string }).cardNumber),
      };
    if (path === '/employee/update' || path === '/employee/create') {
      saves.push(body as Record<string, unknown>);
      return save(body as Record<string, unknown>) as never;
    }
    return { status: 'ERROR' };
  });
}

test("a new card on a form saved meanwhile by another tab: refused, the form shows the card and contract held now with that card's contracts, and saves again from there", async () => {
  const user = userEvent.setup();
  // Another tab gave E21 card 2000000503, contract 94: the employee is at version 2.
  const current = employee(21, {
    cardNumber: '2000000503',
    contractId: 94,
    contractName: 'Parking Benefit',
    recordVersion: 2,
  });
  const saves: Array<Record<string, unknown>> = [];
  answer(saves, (body) =>
    body.recordVersion === 1
      ? { status: 'ERROR', msgCode: '507', errorMessage: CHANGED_TEXT, data: current }
      : {
          status: 'SUCCESS',
          msgCode: 'SAVED',
          data: { ...current, contractId: body.contractId, recordVersion: 3 },
        },
  );
  const { alerts, off } = renderPage(
    '/employee-detail?id=21&from=%2Femp_mgmt',
    '/employee-detail',
    <EmployeeDetailPage />,
  );
  expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Card Number/));
  await user.type(screen.getByLabelText(/Card Number/), '2000000504');
  await waitFor(() => expect(screen.getByLabelText(/^Contract/)).toHaveValue('95'));
  const save = screen.getByRole('button', { name: 'UPDATE EMPLOYEE' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);

  await waitFor(() =>
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: CHANGED_TEXT })]),
  );
  expect(saves[0]).toMatchObject({
    id: 21,
    recordVersion: 1,
    cardNumber: '2000000504',
    contractId: 95,
  });
  await waitFor(() => expect(screen.getByLabelText(/Card Number/)).toHaveValue('2000000503'));
  await waitFor(() => expect(screen.getByLabelText(/^Contract/)).toHaveValue('94'));
  expect(screen.getByRole('option', { name: 'Employer Transit Benefit' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Weekend Pass' })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/employee-detail');

  await user.selectOptions(screen.getByLabelText(/^Contract/), '93');
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emp_mgmt'));
  expect(saves[1]).toMatchObject({
    id: 21,
    recordVersion: 2,
    cardNumber: '2000000503',
    contractId: 93,
  });
  off();
});

test("CARD ALLOCATION's card given to another employee before the new one is saved: refused under the card field, naming the holder", async () => {
  const user = userEvent.setup();
  const taken = 'Card Number 2000000505 is already allocated to employee AL-1';
  const saves: Array<Record<string, unknown>> = [];
  answer(saves, () => ({
    status: 'ERROR',
    msgCode: '488',
    errorMessage: taken,
    data: { problems: [{ property: 'cardNumber', message: taken }] },
  }));
  const { off } = renderPage(
    '/employee-detail?cardNumber=2000000505&from=%2Femp_mgmt',
    '/employee-detail',
    <EmployeeDetailPage />,
  );
  await user.type(screen.getByLabelText(/First Name/), 'Second');
  await user.type(screen.getByLabelText(/Last Name/), 'Allocated');
  await user.type(screen.getByLabelText(/Employee Id/), 'AL-2');
  await user.selectOptions(await screen.findByLabelText(/^Group/), '1');
  await waitFor(() => expect(screen.getByLabelText(/^Contract/)).toHaveValue('91'));
  const save = screen.getByRole('button', { name: 'CREATE EMPLOYEE' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() =>
    expect(screen.getByLabelText(/Card Number/)).toHaveAccessibleDescription(
      expect.stringContaining(taken),
    ),
  );
  expect(saves).toHaveLength(1);
  expect(screen.getByLabelText(/Card Number/)).toHaveValue('2000000505');
  expect(screen.getByTestId('location')).toHaveTextContent('/employee-detail');
  off();
});
