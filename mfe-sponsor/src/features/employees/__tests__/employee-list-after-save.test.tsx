// After a save the employee list must not come back searching an earlier, hidden filter
// (its controls empty). The list's criteria and its search controls are one state: shown again,
// the list searches what its controls show. Real store and sagas; the API client is the only mock.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { callContract } from '@qcard/runtime/api/api-client';
import { renderRemotePage } from '@qcard/kit/test-support/render-remote-page';
import { employee, onePage } from '../../../test-support/fixtures';
import { SPONSOR_USER } from '../../../test-support/render-page';
import { reducers } from '../../../app/store';
import { rootSaga } from '../../../test-support/render-page';
import { EmployeeListPage } from '../components/employee-list-page';
import { EmployeeDetailPage } from '../components/employee-detail-page';
import type { Employee } from '../../employees/api/employees-api';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;

jest.setTimeout(15_000);
afterEach(() => mockedCall.mockReset());

const company: Employee[] = [
  employee(21),
  employee(22, { lastName: 'Adams' }),
  employee(23, { lastName: 'Adams' }),
];

/** The company's API: the search filters by last name as the server does; E21 is edited and saved. */
function answerCompany() {
  mockedCall.mockImplementation(async ({ path }, body) => {
    if (path === '/employee/search') {
      const b = body as { filterType: string; filterValue: string };
      return onePage(
        b.filterType === 'lastName'
          ? company.filter((e) => e.lastName.toLowerCase().includes(b.filterValue.toLowerCase()))
          : company,
      );
    }
    if (path === '/employee/detail')
      return { status: 'SUCCESS', data: company.find((e) => e.id === (body as { id: number }).id) };
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
    if (path === '/employee/update') {
      const saved = { ...employee(21), ...(body as object) } as Employee;
      company[0] = saved;
      return { status: 'SUCCESS', msgCode: 'SAVED', data: saved };
    }
    return { status: 'ERROR' };
  });
}

const searches = () =>
  mockedCall.mock.calls
    .filter(([{ path: p }]) => p === '/employee/search')
    .map(([, b]) => b as Record<string, unknown>);

it('back on the list after a save, the search controls show the filter the list is searched with, and the saved employee is found by it', async () => {
  const user = userEvent.setup();
  answerCompany();
  renderRemotePage(
    <EmployeeListPage />,
    { reducers, rootSaga, Provider },
    {
      path: '/emp_mgmt',
      user: SPONSOR_USER,
      routes: [{ path: '/employee-detail', element: <EmployeeDetailPage /> }],
    },
  );
  await screen.findByRole('link', { name: /^Employee E21,/ });
  await user.selectOptions(screen.getByLabelText('Search By'), 'lastName');
  await user.type(screen.getByRole('searchbox'), 'Person');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: /^Employee E22,/ })).not.toBeInTheDocument(),
  );

  await user.click(screen.getByRole('link', { name: /^Employee E21,/ }));
  expect(await screen.findByDisplayValue('Person21')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Last Name/));
  await user.type(screen.getByLabelText(/Last Name/), 'Personal');
  const save = screen.getByRole('button', { name: 'UPDATE EMPLOYEE' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emp_mgmt'));

  // The list searches again with the criteria it had, and its controls say which.
  expect(
    await screen.findByRole('link', { name: /^Employee E21, Ann Personal/ }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Search By')).toHaveValue('lastName');
  expect(screen.getByRole('searchbox')).toHaveValue('Person');
  expect(searches().at(-1)).toEqual(
    expect.objectContaining({ filterType: 'lastName', filterValue: 'Person' }),
  );
  expect(screen.queryByRole('link', { name: /^Employee E22,/ })).not.toBeInTheDocument();

  // Searching what the controls show finds the same list; All Employees lists everyone again.
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(searches().at(-1)).toEqual(
    expect.objectContaining({ filterType: 'lastName', filterValue: 'Person' }),
  );
  await user.selectOptions(screen.getByLabelText('Search By'), 'all');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(await screen.findByRole('link', { name: /^Employee E22,/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Employee E21, Ann Personal/ })).toBeInTheDocument();
});
