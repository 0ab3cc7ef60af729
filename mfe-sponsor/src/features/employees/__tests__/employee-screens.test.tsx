// Employee list and card allocation with the real store and sagas; the API client is the only
// mock. The employee form is in employee-form-screen.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { fakeApi } from '@qcard/kit/test-support/fake-api';
import { employee, onePage } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render-page';
import { followAlertsOnScreen } from '../../../test-support/alerts-on-screen';
import { EmployeeListPage } from '../components/employee-list-page';
import { CardAllocationPage } from '../components/card-allocation-page';
import type { Employee } from '../../employees/api/employees-api';

jest.mock('@qcard/runtime/api/api-client');
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
          {
            status: 'ERROR',
            msgCode: 'EMPLOYEES_NOT_REMOVED',
            employeeIds: ['Ann Person12 (E12)'],
            reason: 'An Active subscription must be cancelled first',
          },
        ],
      });
    const { alerts, off } = renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    expect(await screen.findByRole('link', { name: /^Employee E11/ })).toHaveAttribute(
      'href',
      '/employee-detail?id=11&from=%2Femp_mgmt',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Employee Management' }),
    ).toBeInTheDocument();
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
    expect(mockedCall).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/remove' }),
      expect.objectContaining({ ids: [11, 12] }),
    );
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'success',
        msg: 'Employee(s) Ann Person11 (E11) removed successfully',
        target: '/emp_mgmt',
      }),
      expect.objectContaining({
        type: 'danger',
        msg: 'Employee(s) Ann Person12 (E12) could not be removed: An Active subscription must be cancelled first.',
        target: '/emp_mgmt',
      }),
    ]);
    // The list is read again.
    await waitFor(() =>
      expect(
        mockedCall.mock.calls.filter(([{ path: p }]) => p === '/employee/search'),
      ).toHaveLength(2),
    );
    // The button stays disabled with nothing ticked: focus is on its reason, not lost to the page.
    expect(screen.getByText('Select one or more employees to remove them.')).toHaveFocus();
    off();
  });

  it('needs a value for the chosen filter (479) before searching', async () => {
    const user = userEvent.setup();
    // The weekly digest panel under the list asks for its own setting; here it does not load.
    mockedCall.mockImplementation(async ({ path }) =>
      path === '/sponsor/digest' ? { status: 'ERROR' } : onePage([]),
    );
    const { alerts, off } = renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    expect(
      await screen.findByText('No employees yet. Use CREATE NEW EMPLOYEE to add one.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Search By'), 'lastName');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(alerts.map((a) => a.msg)).toEqual([expect.stringMatching(/Last Name/)]);
    // The first search only (and the digest panel's own setting): the invalid one never left.
    expect(mockedCall.mock.calls.filter(([{ path }]) => path === '/employee/search')).toHaveLength(
      1,
    );
    off();
  });
});

describe('employee search alerts', () => {
  it('479, then 469 are alerts of one search that replace each other, and a search that finds employees ends them', async () => {
    const user = userEvent.setup();
    let rows: Employee[] = [employee(1)];
    mockedCall.mockImplementation(async ({ path }) =>
      path === '/employee/search' ? onePage(rows) : { status: 'ERROR' },
    );
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
      const rows =
        b.sortBy === 'lastName'
          ? [employee(19, { lastName: 'Zed' }), employee(3, { lastName: 'Young' })]
          : [employee(1), employee(2)];
      return {
        status: 'SUCCESS',
        data: {
          data: rows,
          numberOfPages: 2,
          pageNumber: b.pageNo,
          numberOfRecords: 4,
          sortBy: b.sortBy ?? 'employeeId',
          sortDir: b.sortDir ?? 'asc',
        },
      };
    });
    renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    await screen.findByRole('link', { name: /^Employee E1,/ });
    const lastName = screen.getByRole('columnheader', { name: /Last Name/ });
    await user.click(within(lastName).getByRole('button'));
    await user.click(within(lastName).getByRole('button'));
    await waitFor(() => expect(lastName).toHaveAttribute('aria-sort', 'descending'));
    const searches = () =>
      mockedCall.mock.calls
        .filter(([{ path: p }]) => p === '/employee/search')
        .map(([, b]) => b as Record<string, unknown>);
    expect(searches().at(-1)).toMatchObject({ sortBy: 'lastName', sortDir: 'desc', pageNo: 1 });
    // The rows are the API's, not the first page re-sorted on screen.
    expect(await screen.findByRole('link', { name: /^Employee E19,/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({ sortBy: 'lastName', sortDir: 'desc', pageNo: 2 }),
    );
    // Columns the API does not sort by are not sort buttons.
    expect(
      within(screen.getByRole('columnheader', { name: 'Contract' })).queryByRole('button'),
    ).toBeNull();
  });
});

describe('card allocation', () => {
  it('answers 468 as danger when the serial is empty, and continues to the employee form with the serial', async () => {
    const user = userEvent.setup();
    mockedCall.mockResolvedValue({
      status: 'SUCCESS',
      data: {
        cardId: 5,
        cardNumber: '2000000501',
        profileName: 'Commuter Benefit',
        status: 'Active',
        contracts: [{ id: 9, contractName: 'Commuter Benefit' }],
      },
    });
    const { alerts, off } = renderPage(
      '/card-allocation?from=%2Femp_mgmt',
      '/card-allocation',
      <CardAllocationPage />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'CARD ALLOCATION' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(alerts).toEqual([
        expect.objectContaining({
          type: 'danger',
          msg: 'Please enter the card serial number to allocate.',
        }),
      ]),
    );
    expect(mockedCall).not.toHaveBeenCalled();
    // A letter is not dropped into a shorter, different serial: it stays, with the message.
    const serial = screen.getByLabelText(/Card Serial Number/);
    await user.type(serial, '20x00000501');
    await user.tab();
    expect(serial).toHaveValue('20x00000501');
    expect(serial).toHaveAccessibleDescription(
      expect.stringContaining('Card Serial Number must contain digits only'),
    );
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(mockedCall).not.toHaveBeenCalled();
    // Read off the card in groups, it is the same serial.
    await user.clear(serial);
    await user.type(serial, '2000 0005 01');
    expect(serial).toHaveValue('2000000501');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/employee-detail?cardNumber=2000000501&from=%2Femp_mgmt',
      ),
    );
    expect(mockedCall).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/cardAllocation' }),
      expect.objectContaining({ cardNumber: '2000000501' }),
    );
    off();
  });

  it('shows why a card can not be allocated and stays', async () => {
    const user = userEvent.setup();
    mockedCall.mockResolvedValue({
      status: 'ERROR',
      msgCode: '488',
      errorMessage: 'Card Number 2000000001 is already allocated to employee E1001',
      data: {
        problems: [
          {
            property: 'cardNumber',
            message: 'Card Number 2000000001 is already allocated to employee E1001',
          },
        ],
      },
    });
    const { alerts, off } = renderPage(
      '/card-allocation',
      '/card-allocation',
      <CardAllocationPage />,
    );
    await user.type(screen.getByLabelText(/Card Serial Number/), '2000000001');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(alerts.map((a) => a.msg)).toEqual([
        'Card Number 2000000001 is already allocated to employee E1001',
      ]),
    );
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
    mockedCall.mockResolvedValue({
      status: 'ERROR',
      msgCode: '488',
      errorMessage: allocated,
      data: { problems: [{ property: 'cardNumber', message: allocated }] },
    });
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
