// Employee list, card allocation and employee form with the real store and sagas; the API
// client is the only mock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { fakeApi } from '@qcard/shared/test-support/fake-api';
import { employee, onePage } from '../../../test-support/fixtures';
import { renderPage, SPONSOR_USER } from '../../../test-support/render-page';
import { followAlertsOnScreen } from '../../../test-support/alerts-on-screen';
import remote from '../../../app/remote-routes';
import { EmployeeListPage } from '../components/employee-list-page';
import { CardAllocationPage } from '../components/card-allocation-page';
import { EmployeeDetailPage } from '../components/employee-detail-page';
import type { Employee } from '../../employees/api/employees-api';
import { employeesActions } from '../store/employees-slice';

jest.mock('@qcard/shared/api/api-client', () => ({ callContract: jest.fn() }));
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;



jest.setTimeout(15_000);
afterEach(() => mockedCall.mockReset());

describe('employee list', () => {
  it('lists employees, removes the selected ones after the confirmation and reports each outcome with names', async () => {
    const user = userEvent.setup();
    fakeApi(callContract)
      .answer('/employee/search', onePage([employee(11), employee(12)]))
      .answer('/employee/remove', {
        status: 'SUCCESS',
        data: [
          { status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['Ann Person11 (E11)'] },
          { status: 'ERROR', msgCode: 'EMPLOYEES_NOT_REMOVED', employeeIds: ['Ann Person12 (E12)'], reason: 'An Active subscription must be cancelled first' },
        ],
      });
    const { alerts, off } = renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    expect(await screen.findByRole('link', { name: /^Employee E11/ })).toHaveAttribute('href', '/employee-detail?id=11&from=%2Femp_mgmt');
    expect(screen.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'REMOVE SELECTED EMPLOYEES' });
    expect(remove).toBeDisabled();
    expect(screen.getByText('Select one or more employees to remove them.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row E11 Ann Person11' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row E12 Ann Person12' }));
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(mockedCall).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/remove' }), expect.objectContaining({ ids: [11, 12] }));
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'success', msg: 'Employee(s) Ann Person11 (E11) removed successfully', target: '/emp_mgmt' }),
      expect.objectContaining({ type: 'danger', msg: 'Employee(s) Ann Person12 (E12) could not be removed: An Active subscription must be cancelled first.', target: '/emp_mgmt' }),
    ]);
    // The list is read again.
    await waitFor(() => expect(mockedCall.mock.calls.filter(([{ path: p }]) => p === '/employee/search')).toHaveLength(2));
    // The button stays disabled with nothing ticked: focus is on its reason, not lost to the page.
    expect(screen.getByText('Select one or more employees to remove them.')).toHaveFocus();
    off();
  });

  it('needs a value for the chosen filter (479) before searching', async () => {
    const user = userEvent.setup();
    // The weekly digest panel under the list asks for its own setting; here it does not load.
    mockedCall.mockImplementation(async ({ path }) => (path === '/sponsor/digest' ? { status: 'ERROR' } : onePage([])));
    const { alerts, off } = renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    expect(await screen.findByText('No employees yet. Use CREATE NEW EMPLOYEE to add one.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Search By'), 'lastName');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(alerts.map((a) => a.msg)).toEqual([expect.stringMatching(/Last Name/)]);
    // The first search only (and the digest panel's own setting): the invalid one never left.
    expect(mockedCall.mock.calls.filter(([{ path }]) => path === '/employee/search')).toHaveLength(1);
    off();
  });
});

describe('employee search alerts', () => {
  it('479, then 469 are alerts of one search that replace each other, and a search that finds employees ends them', async () => {
    const user = userEvent.setup();
    let rows: Employee[] = [employee(1)];
    mockedCall.mockImplementation(async ({ path }) => (path === '/employee/search' ? onePage(rows) : { status: 'ERROR' }));
    const { alerts, off } = renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    await screen.findByRole('link', { name: /^Employee E1,/ });
    const settled: string[] = [];
    const offSettled = bus.on('alerts/settled', (e) => settled.push(e.source));
    await user.selectOptions(screen.getByLabelText('Search By'), 'lastName');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    rows = [];
    await user.type(screen.getByLabelText(/Search value|Last Name/), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts.map((a) => [a.type, a.source])).toEqual([
      ['danger', 'employees/search'],
      ['warning', 'employees/search'],
    ]);
    rows = [employee(2)];
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(settled).toEqual(['employees/search']));
    off();
    offSettled();
  });
});

describe('employee list order', () => {
  it('sorting a column asks the API for the whole list in that order; the next page keeps it', async () => {
    const user = userEvent.setup();
    mockedCall.mockImplementation(async ({ path }, body) => {
      if (path !== '/employee/search') return { status: 'ERROR' };
      const b = body as { sortBy?: string; sortDir?: string; pageNo: number };
      // The API answers in the order asked for and says which it applied.
      const rows = b.sortBy === 'lastName' ? [employee(19, { lastName: 'Zed' }), employee(3, { lastName: 'Young' })] : [employee(1), employee(2)];
      return { status: 'SUCCESS', data: { data: rows, numberOfPages: 2, pageNumber: b.pageNo, numberOfRecords: 4, sortBy: b.sortBy ?? 'employeeId', sortDir: b.sortDir ?? 'asc' } };
    });
    renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    await screen.findByRole('link', { name: /^Employee E1,/ });
    const lastName = screen.getByRole('columnheader', { name: /Last Name/ });
    await user.click(within(lastName).getByRole('button'));
    await user.click(within(lastName).getByRole('button'));
    await waitFor(() => expect(lastName).toHaveAttribute('aria-sort', 'descending'));
    const searches = () => mockedCall.mock.calls.filter(([{ path: p }]) => p === '/employee/search').map(([, b]) => b as Record<string, unknown>);
    expect(searches().at(-1)).toMatchObject({ sortBy: 'lastName', sortDir: 'desc', pageNo: 1 });
    // The rows are the API's, not the first page re-sorted on screen.
    expect(await screen.findByRole('link', { name: /^Employee E19,/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ sortBy: 'lastName', sortDir: 'desc', pageNo: 2 }));
    // Columns the API does not sort by are not sort buttons.
    expect(within(screen.getByRole('columnheader', { name: 'Contract' })).queryByRole('button')).toBeNull();
  });
});

describe('card allocation', () => {
  it('answers 468 as danger when the serial is empty, and continues to the employee form with the serial', async () => {
    const user = userEvent.setup();
    mockedCall.mockResolvedValue({ status: 'SUCCESS', data: { cardId: 5, cardNumber: '2000000501', profileName: 'Commuter Benefit', status: 'Active', contracts: [{ id: 9, contractName: 'Commuter Benefit' }] } });
    const { alerts, off } = renderPage('/card-allocation?from=%2Femp_mgmt', '/card-allocation', <CardAllocationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'CARD ALLOCATION' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Please enter the card serial number to allocate.' })]));
    expect(mockedCall).not.toHaveBeenCalled();
    // A letter is not dropped into a shorter, different serial: it stays, with the message.
    const serial = screen.getByLabelText(/Card Serial Number/);
    await user.type(serial, '20x00000501');
    await user.tab();
    expect(serial).toHaveValue('20x00000501');
    expect(serial).toHaveAccessibleDescription(expect.stringContaining('Card Serial Number must contain digits only'));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(mockedCall).not.toHaveBeenCalled();
    // Read off the card in groups, it is the same serial.
    await user.clear(serial);
    await user.type(serial, '2000 0005 01');
    expect(serial).toHaveValue('2000000501');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/employee-detail?cardNumber=2000000501&from=%2Femp_mgmt'));
    expect(mockedCall).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/cardAllocation' }), expect.objectContaining({ cardNumber: '2000000501' }));
    off();
  });

  it('shows why a card can not be allocated and stays', async () => {
    const user = userEvent.setup();
    mockedCall.mockResolvedValue({
      status: 'ERROR',
      msgCode: '488',
      errorMessage: 'Card Number 2000000001 is already allocated to employee E1001',
      data: { problems: [{ property: 'cardNumber', message: 'Card Number 2000000001 is already allocated to employee E1001' }] },
    });
    const { alerts, off } = renderPage('/card-allocation', '/card-allocation', <CardAllocationPage />);
    await user.type(screen.getByLabelText(/Card Serial Number/), '2000000001');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(alerts.map((a) => a.msg)).toEqual(['Card Number 2000000001 is already allocated to employee E1001']));
    expect(screen.getByTestId('location')).toHaveTextContent('/card-allocation');
    off();
  });

  // The field is numeric, so letters get the digits-only reason, not the length one.
  it('letters in the card serial say digits only, before the length', async () => {
    const user = userEvent.setup();
    const { off } = renderPage('/card-allocation', '/card-allocation', <CardAllocationPage />);
    await user.type(screen.getByLabelText(/Card Serial Number/), 'abc12');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    const error = await screen.findByTestId('field-error');
    expect(error).toHaveTextContent('Card Serial Number must contain digits only');
    expect(error).not.toHaveTextContent(/too short|at least/);
    expect(mockedCall).not.toHaveBeenCalled();
    off();
  });

  // The refusal must not name a card no longer in the field, above the field's own reason.
  it("a refusal ends when the next CONTINUE is answered by the field's own reason", async () => {
    const user = userEvent.setup();
    const allocated = 'Card Number 2000000001 is already allocated to employee E1001';
    mockedCall.mockResolvedValue({ status: 'ERROR', msgCode: '488', errorMessage: allocated, data: { problems: [{ property: 'cardNumber', message: allocated }] } });
    const screenAlerts = followAlertsOnScreen();
    const { off } = renderPage('/card-allocation', '/card-allocation', <CardAllocationPage />);
    const serial = screen.getByLabelText(/Card Serial Number/);
    await user.type(serial, '2000000001');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(screenAlerts.messages()).toEqual([allocated]));
    await user.clear(serial);
    await user.type(serial, '12');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByTestId('field-error')).not.toHaveTextContent(allocated);
    expect(screenAlerts.messages()).toEqual([]);
    expect(mockedCall).toHaveBeenCalledTimes(1);
    screenAlerts.stop();
    off();
  });
});

/** The company's one group, as /group/search answers it in the employee form tests. */
const OPERATIONS = () => onePage([{ id: 1, groupname: 'Operations', groupdetails: '', employeeCount: 3 }] as never);
/** A company card with one contract, as /employee/cardAllocation answers for it. */
const allocatableCard = (cardNumber: string) => ({ cardId: 1, cardNumber, profileName: 'x', status: 'Active', contracts: [{ id: 91, contractName: 'Commuter Benefit' }] });

/** The API of E21's edit page: its details, the group list, its save; the card check as given. */
function answerEmployee21(cardAllocation: (body: { cardNumber: string }) => unknown) {
  mockedCall.mockImplementation(async ({ path }, body) => {
    if (path === '/employee/detail') return { status: 'SUCCESS', data: employee(21) };
    if (path === '/group/search') return OPERATIONS();
    if (path === '/employee/cardAllocation') return cardAllocation(body as { cardNumber: string }) as never;
    if (path === '/employee/update') return { status: 'SUCCESS', msgCode: 'SAVED', data: { ...employee(21), ...(body as object) } };
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
      if (path === '/group/search') return onePage([{ id: 1, groupname: 'Operations', groupdetails: '', employeeCount: 3 }] as never);
      if (path === '/employee/cardAllocation') return { status: 'SUCCESS', data: { cardId: 1, cardNumber: '2000000021', profileName: 'x', status: 'Active', contracts: [{ id: 91, contractName: 'Commuter Benefit' }] } };
      if (path === '/employee/update') return { status: 'SUCCESS', msgCode: 'SAVED', data: { ...employee(21), ...(body as object) } };
      return { status: 'ERROR' };
    });
    const { alerts, off } = renderPage('/employee-detail?id=21&from=%2Femp_mgmt%3Fx%3D1', '/employee-detail', <EmployeeDetailPage />);
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
    expect(mockedCall).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/update' }), expect.objectContaining({ id: 21, lastName: 'Changed', cardNumber: '2000000021', groupId: 1 }));
    expect(alerts).toEqual([expect.objectContaining({ type: 'success', msg: 'Successfully created/updated', target: '/emp_mgmt' })]);
    off();
  });

  it('update mode asks again about a card that was checked for the create form, which now says "allocated"', async () => {
    const user = userEvent.setup();
    let answerDetail: () => void = () => {};
    mockedCall.mockImplementation(async ({ path }, body) => {
      if (path === '/employee/detail') return new Promise((resolve) => (answerDetail = () => resolve({ status: 'SUCCESS', data: employee(21) })));
      if (path === '/group/search') return OPERATIONS();
      if (path === '/employee/cardAllocation') {
        return (body as { id?: number }).id === 21
          ? { status: 'SUCCESS', data: allocatableCard('2000000021') }
          : { status: 'ERROR', msgCode: '461', errorMessage: 'Card Number 2000000021 is already allocated to employee E21' };
      }
      if (path === '/employee/update') return { status: 'SUCCESS', msgCode: 'SAVED', data: { ...employee(21), ...(body as object) } };
      return { status: 'ERROR' };
    });
    const { store, off } = renderPage('/employee-detail?id=21&from=%2Femp_mgmt', '/employee-detail', <EmployeeDetailPage />);
    // The create form that allocated the card asked once more after its save (it was still on
    // screen): that answer is for a new employee, not for E21.
    store.dispatch(employeesActions.cardLookupRequested('2000000021', null));
    await waitFor(() => expect(store.getState().employees.cardLookup.status).toBe('error'));
    answerDetail();
    expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Contract/)).toHaveValue('91'));
    expect(screen.queryByText(/already allocated/)).not.toBeInTheDocument();
    await changeLastNameAndSave(user);
    expect(mockedCall).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/update' }), expect.objectContaining({ id: 21, lastName: 'Changed', contractId: 91 }));
    off();
  });

  it('update mode: a save clicked while the held card is still being checked goes through', async () => {
    const user = userEvent.setup();
    const cardAsks: Array<() => void> = [];
    answerEmployee21(() => new Promise((resolve) => cardAsks.push(() => resolve({ status: 'SUCCESS', data: allocatableCard('2000000021') }))));
    const { off } = renderPage('/employee-detail?id=21&from=%2Femp_mgmt', '/employee-detail', <EmployeeDetailPage />);
    expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
    // The card the employee holds is asked for at once, not after the typing pause.
    await waitFor(() => expect(cardAsks).toHaveLength(1));
    // Still unanswered: the save must not wait for it.
    await changeLastNameAndSave(user);
    expect(cardAsks).toHaveLength(1);
    expect(mockedCall).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/update' }), expect.objectContaining({ id: 21, lastName: 'Changed', cardNumber: '2000000021' }));
    cardAsks.forEach((answer) => answer());
    off();
  });

  it('update mode: a card typed in its place is checked before the save', async () => {
    const user = userEvent.setup();
    const cardAsks: Array<() => void> = [];
    answerEmployee21(({ cardNumber }) => {
      const answer = { status: 'SUCCESS', data: allocatableCard(cardNumber) };
      // The held card answers at once; the typed one waits for the test.
      return cardNumber === '2000000021' ? answer : new Promise((resolve) => cardAsks.push(() => resolve(answer)));
    });
    const { off } = renderPage('/employee-detail?id=21&from=%2Femp_mgmt', '/employee-detail', <EmployeeDetailPage />);
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
      if (path === '/group/search') return onePage([{ id: 1, groupname: 'Operations', groupdetails: '', employeeCount: 3 }] as never);
      if (path === '/employee/cardAllocation') return { status: 'SUCCESS', data: { cardId: 1, cardNumber: '2000000501', profileName: 'x', status: 'Active', contracts: [{ id: 91, contractName: 'Commuter Benefit' }] } };
      if (path === '/employee/create') return { status: 'ERROR', msgCode: '488', errorMessage: 'Employee Id E1001 already exists', data: { problems: [{ property: 'employeeId', message: 'Employee Id E1001 already exists' }] } };
      return { status: 'ERROR' };
    });
    const { alerts, off } = renderPage('/employee-detail?cardNumber=2000000501', '/employee-detail', <EmployeeDetailPage />, SPONSOR_USER);
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
    await waitFor(() => expect(alerts.map((a) => a.msg)).toEqual(['Employee Id E1001 already exists']));
    expect(screen.getByTestId('location')).toHaveTextContent('/employee-detail');
    off();
  }, 20_000);

  it('tells a patron the page is for sponsor administrators', () => {
    mockedCall.mockResolvedValue({ status: 'ERROR' });
    // The remote's route, as the shell mounts it: the app puts the sponsor gate around the page.
    const Page = remote.pages['/emp_mgmt']!;
    renderPage('/emp_mgmt', '/emp_mgmt', <Page />, { ...SPONSOR_USER, sponsor: false });
    expect(screen.getByText('This page is for sponsor administrators')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REMOVE SELECTED EMPLOYEES' })).not.toBeInTheDocument();
  });
});
