// Refused saves on the employee form, with the real store and sagas (the API client is
// the only mock): a save refused because another tab saved the employee first shows the
// refusal and the employee as it is now, and saves again from that version; an e-mail another
// employee uses is said under the e-mail field.
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
const allocatableCard = (cardNumber: string) => ({
  cardId: 1,
  cardNumber,
  profileName: 'x',
  status: 'Active',
  contracts: [{ id: 91, contractName: 'Commuter Benefit' }],
});

/** E21's edit page; `update` answers each save. */
function answerEmployee21(update: (body: Record<string, unknown>) => unknown) {
  mockedCall.mockImplementation(async ({ path }, body) => {
    if (path === '/employee/detail')
      return { status: 'SUCCESS', data: employee(21, { contractId: 91 }) };
    if (path === '/group/search') return onePage(GROUPS) as never;
    if (path === '/employee/cardAllocation')
      return {
        status: 'SUCCESS',
        data: allocatableCard((body as { cardNumber: string }).cardNumber),
      };
    if (path === '/employee/update') return update(body as Record<string, unknown>) as never;
    return { status: 'ERROR' };
  });
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

test('a save over a change made in another tab is refused: the message, the current employee in the form, and the next save goes from its version', async () => {
  const user = userEvent.setup();
  // Tab 1 saved a new first name meanwhile: the employee is at version 2.
  const current = employee(21, { contractId: 91, firstName: 'Morgan', recordVersion: 2 });
  const saves: Array<Record<string, unknown>> = [];
  answerEmployee21((body) => {
    saves.push(body);
    return body.recordVersion === 1
      ? {
          status: 'ERROR',
          msgCode: '507',
          errorMessage: CHANGED_TEXT,
          errorTexts: { en: CHANGED_TEXT, es: 'Este empleado se cambió…' },
          data: current,
        }
      : {
          status: 'SUCCESS',
          msgCode: 'SAVED',
          data: { ...current, lastName: body.lastName, recordVersion: 3 },
        };
  });
  const { alerts, off } = renderPage(
    '/employee-detail?id=21&from=%2Femp_mgmt',
    '/employee-detail',
    <EmployeeDetailPage />,
  );
  expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
  await typeInto(user, /Last Name/, 'Quinn');
  const save = screen.getByRole('button', { name: 'UPDATE EMPLOYEE' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);

  await waitFor(() =>
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: CHANGED_TEXT })]),
  );
  expect(saves[0]).toMatchObject({ id: 21, recordVersion: 1, lastName: 'Quinn', firstName: 'Ann' });
  // The form shows the employee as it is now (tab 1's first name), and stays open.
  await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue('Morgan'));
  expect(screen.getByLabelText(/Last Name/)).toHaveValue('Person21');
  expect(screen.getByTestId('location')).toHaveTextContent('/employee-detail');

  await typeInto(user, /Last Name/, 'Quinn');
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emp_mgmt'));
  expect(saves[1]).toMatchObject({
    id: 21,
    recordVersion: 2,
    firstName: 'Morgan',
    lastName: 'Quinn',
  });
  off();
});

test('an e-mail another employee uses is refused under the e-mail field', async () => {
  const user = userEvent.setup();
  const taken = 'E-mail AVERY.ADAMS0@example.com is already used by employee E1001';
  answerEmployee21(() => ({
    status: 'ERROR',
    msgCode: '488',
    errorMessage: taken,
    data: { problems: [{ property: 'email', message: taken }] },
  }));
  const { off } = renderPage(
    '/employee-detail?id=21&from=%2Femp_mgmt',
    '/employee-detail',
    <EmployeeDetailPage />,
  );
  expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
  await typeInto(user, /^Email/, 'AVERY.ADAMS0@example.com');
  const save = screen.getByRole('button', { name: 'UPDATE EMPLOYEE' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() =>
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringContaining(taken),
    ),
  );
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent('/employee-detail');
  off();
});
