// The employee form, in update and create mode, with the real store and sagas; the API client is
// the only mock.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { employee, onePage } from '../../../test-support/fixtures';
import { renderPage, SPONSOR_USER } from '../../../test-support/render-page';
import remote from '../../../app/remote-routes';
import { EmployeeDetailPage } from '../components/employee-detail-page';
import { employeesActions } from '../store/employees-slice';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;

jest.setTimeout(15_000);
afterEach(() => mockedCall.mockReset());

/** The company's one group, as /group/search answers it in the employee form tests. */
const OPERATIONS = () =>
  onePage([{ id: 1, groupname: 'Operations', groupdetails: '', employeeCount: 3 }] as never);
/** A company card with one contract, as /employee/cardAllocation answers for it. */
const allocatableCard = (cardNumber: string) => ({
  cardId: 1,
  cardNumber,
  profileName: 'x',
  status: 'Active',
  contracts: [{ id: 91, contractName: 'Commuter Benefit' }],
});

/** The API of E21's edit page: its details, the group list, its save; the card check as given. */
function answerEmployee21(cardAllocation: (body: { cardNumber: string }) => unknown) {
  mockedCall.mockImplementation(async ({ path }, body) => {
    if (path === '/employee/detail') return { status: 'SUCCESS', data: employee(21) };
    if (path === '/group/search') return OPERATIONS();
    if (path === '/employee/cardAllocation')
      return cardAllocation(body as { cardNumber: string }) as never;
    if (path === '/employee/update')
      return {
        status: 'SUCCESS',
        msgCode: 'SAVED',
        data: { ...employee(21), ...(body as object) },
      };
    return { status: 'ERROR' };
  });
}

/** Changes the employee's last name and saves with UPDATE EMPLOYEE, which goes back to the list. */
async function changeLastNameAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText(/Last Name/));
  await user.type(screen.getByLabelText(/Last Name/), 'Changed');
  const save = screen.getByRole('button', { name: 'UPDATE EMPLOYEE' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emp_mgmt'));
}

describe('employee form', () => {
  it('update mode: loads the employee, saves only after a change and returns to the previous path', async () => {
    const user = userEvent.setup();
    mockedCall.mockImplementation(async ({ path }, body) => {
      if (path === '/employee/detail') return { status: 'SUCCESS', data: employee(21) };
      if (path === '/group/search')
        return onePage([
          { id: 1, groupname: 'Operations', groupdetails: '', employeeCount: 3 },
        ] as never);
      if (path === '/employee/cardAllocation')
        return {
          status: 'SUCCESS',
          data: {
            cardId: 1,
            cardNumber: '2000000021',
            profileName: 'x',
            status: 'Active',
            contracts: [{ id: 91, contractName: 'Commuter Benefit' }],
          },
        };
      if (path === '/employee/update')
        return {
          status: 'SUCCESS',
          msgCode: 'SAVED',
          data: { ...employee(21), ...(body as object) },
        };
      return { status: 'ERROR' };
    });
    const { alerts, off } = renderPage(
      '/employee-detail?id=21&from=%2Femp_mgmt%3Fx%3D1',
      '/employee-detail',
      <EmployeeDetailPage />,
    );
    expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Employee Details' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'UPDATE EMPLOYEE' });
    await waitFor(() => expect(screen.getByText('Change something to save.')).toBeInTheDocument());
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText(/Last Name/));
    await user.type(screen.getByLabelText(/Last Name/), 'Changed');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emp_mgmt?x=1'));
    expect(mockedCall).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/update' }),
      expect.objectContaining({
        id: 21,
        lastName: 'Changed',
        cardNumber: '2000000021',
        groupId: 1,
      }),
    );
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'success',
        msg: 'Successfully created/updated',
        target: '/emp_mgmt',
      }),
    ]);
    off();
  });

  it('update mode asks again about a card that was checked for the create form, which now says "allocated"', async () => {
    const user = userEvent.setup();
    let answerDetail: () => void = () => {};
    mockedCall.mockImplementation(async ({ path }, body) => {
      if (path === '/employee/detail')
        return new Promise(
          (resolve) => (answerDetail = () => resolve({ status: 'SUCCESS', data: employee(21) })),
        );
      if (path === '/group/search') return OPERATIONS();
      if (path === '/employee/cardAllocation') {
        return (body as { id?: number }).id === 21
          ? { status: 'SUCCESS', data: allocatableCard('2000000021') }
          : {
              status: 'ERROR',
              msgCode: '461',
              errorMessage: 'Card Number 2000000021 is already allocated to employee E21',
            };
      }
      if (path === '/employee/update')
        return {
          status: 'SUCCESS',
          msgCode: 'SAVED',
          data: { ...employee(21), ...(body as object) },
        };
      return { status: 'ERROR' };
    });
    const { store, off } = renderPage(
      '/employee-detail?id=21&from=%2Femp_mgmt',
      '/employee-detail',
      <EmployeeDetailPage />,
    );
    // The create form that allocated the card asked once more after its save (it was still on
    // screen): that answer is for a new employee, not for E21.
    store.dispatch(employeesActions.cardLookupRequested('2000000021', null));
    await waitFor(() => expect(store.getState().employees.cardLookup.status).toBe('error'));
    answerDetail();
    expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Contract/)).toHaveValue('91'));
    expect(screen.queryByText(/already allocated/)).not.toBeInTheDocument();
    await changeLastNameAndSave(user);
    expect(mockedCall).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/update' }),
      expect.objectContaining({ id: 21, lastName: 'Changed', contractId: 91 }),
    );
    off();
  });

  it('update mode: a save clicked while the held card is still being checked goes through', async () => {
    const user = userEvent.setup();
    const cardAsks: Array<() => void> = [];
    answerEmployee21(
      () =>
        new Promise((resolve) =>
          cardAsks.push(() => resolve({ status: 'SUCCESS', data: allocatableCard('2000000021') })),
        ),
    );
    const { off } = renderPage(
      '/employee-detail?id=21&from=%2Femp_mgmt',
      '/employee-detail',
      <EmployeeDetailPage />,
    );
    expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
    // The card the employee holds is asked for at once, not after the typing pause.
    await waitFor(() => expect(cardAsks).toHaveLength(1));
    // Still unanswered: the save must not wait for it.
    await changeLastNameAndSave(user);
    expect(cardAsks).toHaveLength(1);
    expect(mockedCall).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/update' }),
      expect.objectContaining({ id: 21, lastName: 'Changed', cardNumber: '2000000021' }),
    );
    cardAsks.forEach((answer) => answer());
    off();
  });

  it('update mode: a card typed in its place is checked before the save', async () => {
    const user = userEvent.setup();
    const cardAsks: Array<() => void> = [];
    answerEmployee21(({ cardNumber }) => {
      const answer = { status: 'SUCCESS', data: allocatableCard(cardNumber) };
      // The held card answers at once; the typed one waits for the test.
      return cardNumber === '2000000021'
        ? answer
        : new Promise((resolve) => cardAsks.push(() => resolve(answer)));
    });
    const { off } = renderPage(
      '/employee-detail?id=21&from=%2Femp_mgmt',
      '/employee-detail',
      <EmployeeDetailPage />,
    );
    expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Card Number/));
    await user.type(screen.getByLabelText(/Card Number/), '2000000777');
    await waitFor(() => expect(cardAsks).toHaveLength(1));
    const save = screen.getByRole('button', { name: 'UPDATE EMPLOYEE' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Checking the card…')).toBeInTheDocument();
    cardAsks[0]!();
    await waitFor(() => expect(save).toBeEnabled());
    off();
  });

  it('create mode: the required fields keep CREATE EMPLOYEE disabled; a server refusal shows its reason', async () => {
    const user = userEvent.setup();
    mockedCall.mockImplementation(async ({ path }) => {
      if (path === '/group/search')
        return onePage([
          { id: 1, groupname: 'Operations', groupdetails: '', employeeCount: 3 },
        ] as never);
      if (path === '/employee/cardAllocation')
        return {
          status: 'SUCCESS',
          data: {
            cardId: 1,
            cardNumber: '2000000501',
            profileName: 'x',
            status: 'Active',
            contracts: [{ id: 91, contractName: 'Commuter Benefit' }],
          },
        };
      if (path === '/employee/create')
        return {
          status: 'ERROR',
          msgCode: '488',
          errorMessage: 'Employee Id E1001 already exists',
          data: {
            problems: [{ property: 'employeeId', message: 'Employee Id E1001 already exists' }],
          },
        };
      return { status: 'ERROR' };
    });
    const { alerts, off } = renderPage(
      '/employee-detail?cardNumber=2000000501',
      '/employee-detail',
      <EmployeeDetailPage />,
      SPONSOR_USER,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create Employee' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Card Number/)).toHaveValue('2000000501');
    const save = screen.getByRole('button', { name: 'CREATE EMPLOYEE' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/First Name/), 'Jo');
    await user.type(screen.getByLabelText(/Last Name/), 'Doe');
    await user.type(screen.getByLabelText(/Employee Id/), 'E1001');
    await user.selectOptions(await screen.findByLabelText(/^Group/), '1');
    // The card's only contract is chosen once the card is checked.
    await waitFor(() => expect(screen.getByLabelText(/^Contract/)).toHaveValue('91'));
    await user.type(screen.getByLabelText(/Phone Number/), '212555');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Phone Number/), '0123');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(alerts.map((a) => a.msg)).toEqual(['Employee Id E1001 already exists']),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/employee-detail');
    off();
  }, 20_000);

  it('tells a patron the page is for sponsor administrators', () => {
    mockedCall.mockResolvedValue({ status: 'ERROR' });
    // The remote's route, as the shell mounts it: the app puts the sponsor gate around the page.
    const Page = remote.pages['/emp_mgmt']!;
    renderPage('/emp_mgmt', '/emp_mgmt', <Page />, { ...SPONSOR_USER, sponsor: false });
    expect(screen.getByText('This page is for sponsor administrators')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'REMOVE SELECTED EMPLOYEES' }),
    ).not.toBeInTheDocument();
  });
});
