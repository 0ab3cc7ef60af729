// Group list and group form with the real store and sagas; the API client is the only mock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { fakeApi } from '@qcard/kit/test-support/fake-api';
import { GROUPS } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render-page';
import { GroupListPage } from '../components/group-list-page';
import { GroupDetailPage } from '../components/group-detail-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;
jest.setTimeout(15_000);
afterEach(() => mockedCall.mockReset());

it('searches groups in the page, removes the selected ones and reports removed and kept groups separately', async () => {
  const user = userEvent.setup();
  fakeApi(callContract)
    .answer('/group/search', {
      status: 'SUCCESS',
      data: { data: GROUPS, numberOfPages: 1, pageNumber: 1, numberOfRecords: 2 },
    })
    .answer('/group/remove', {
      status: 'SUCCESS',
      data: [
        { status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Night Crew'] },
        {
          status: 'ERROR',
          msgCode: 'GROUPS_NOT_REMOVED',
          groupNames: ['Operations'],
          reason: 'Employees are assigned to them',
        },
      ],
    });
  const { alerts, off } = renderPage('/group_mgmt', '/group_mgmt', <GroupListPage />);
  expect(await screen.findByRole('link', { name: 'Operations' })).toHaveAttribute(
    'href',
    '/group-detail?id=1&from=%2Fgroup_mgmt',
  );
  expect(screen.getByRole('link', { name: 'CREATE NEW GROUP' })).toHaveAttribute(
    'href',
    '/group-detail?from=%2Fgroup_mgmt',
  );
  await user.type(screen.getByLabelText('Search groups'), 'night');
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: 'Operations' })).not.toBeInTheDocument(),
  );
  await user.clear(screen.getByLabelText('Search groups'));
  await screen.findByRole('link', { name: 'Operations' });
  expect(screen.getByRole('button', { name: 'REMOVE SELECTED GROUP' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  await user.click(screen.getByRole('button', { name: 'REMOVE SELECTED GROUP' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(alerts).toHaveLength(2));
  expect(mockedCall).toHaveBeenCalledWith(
    expect.objectContaining({ path: '/group/remove' }),
    expect.objectContaining({ ids: expect.arrayContaining([1, 2]) }),
  );
  expect(alerts).toEqual([
    expect.objectContaining({
      type: 'success',
      msg: 'Group(s) Night Crew removed successfully',
      target: '/group_mgmt',
    }),
    expect.objectContaining({
      type: 'danger',
      msg: 'Group(s) Operations could not be removed because employees are assigned to them',
      target: '/group_mgmt',
    }),
  ]);
  off();
});

it('while the list is on its way the table says Loading, and the remove bar comes with the rows (nothing under the table moves)', async () => {
  let answer: (value: Awaited<ReturnType<typeof callContract>>) => void = () => undefined;
  mockedCall.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderPage('/group_mgmt', '/group_mgmt', <GroupListPage />);
  expect(await screen.findByText(/Loading/)).toBeInTheDocument();
  expect(screen.queryByText(/No groups yet/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'REMOVE SELECTED GROUP' })).not.toBeInTheDocument();
  answer({
    status: 'SUCCESS',
    data: { data: GROUPS, numberOfPages: 1, pageNumber: 1, numberOfRecords: 2 },
  });
  expect(await screen.findByRole('link', { name: 'Operations' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'REMOVE SELECTED GROUP' })).toBeDisabled();
});

it('a company without groups is told how to start: no table, search box or REMOVE button', async () => {
  fakeApi(callContract).answer('/group/search', {
    status: 'SUCCESS',
    data: { data: [], numberOfPages: 0, pageNumber: 1, numberOfRecords: 0 },
  });
  renderPage('/group_mgmt', '/group_mgmt', <GroupListPage />);
  expect(await screen.findByText('No groups yet')).toBeInTheDocument();
  expect(screen.getByText(/Each employee can then be put in a group/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'CREATE NEW GROUP' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Search groups')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'REMOVE SELECTED GROUP' })).not.toBeInTheDocument();
});

it('removing the last group leaves the empty state with focus on CREATE NEW GROUP, not on the page', async () => {
  const user = userEvent.setup();
  fakeApi(callContract)
    .answer('/group/search', (_body, index) => ({
      status: 'SUCCESS',
      data:
        index === 0
          ? { data: GROUPS.slice(0, 1), numberOfPages: 1, pageNumber: 1, numberOfRecords: 1 }
          : { data: [], numberOfPages: 0, pageNumber: 1, numberOfRecords: 0 },
    }))
    .answer('/group/remove', {
      status: 'SUCCESS',
      data: [{ status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: [GROUPS[0]!.groupname] }],
    });
  renderPage('/group_mgmt', '/group_mgmt', <GroupListPage />);
  await user.click(
    await screen.findByRole('checkbox', { name: `Select row ${GROUPS[0]!.groupname}` }),
  );
  await user.click(screen.getByRole('button', { name: 'REMOVE SELECTED GROUP' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('No groups yet')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('link', { name: 'CREATE NEW GROUP' })).toHaveFocus());
});

it('No on the confirmation removes nothing', async () => {
  const user = userEvent.setup();
  mockedCall.mockResolvedValue({
    status: 'SUCCESS',
    data: { data: GROUPS, numberOfPages: 1, pageNumber: 1, numberOfRecords: 2 },
  });
  renderPage('/group_mgmt', '/group_mgmt', <GroupListPage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select row Night Crew' }));
  await user.click(screen.getByRole('button', { name: 'REMOVE SELECTED GROUP' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(mockedCall.mock.calls.map(([{ path }]) => path)).not.toContain('/group/remove');
});

it('creates a group (name required) and returns to the list with the saved message', async () => {
  const user = userEvent.setup();
  mockedCall.mockResolvedValue({
    status: 'SUCCESS',
    msgCode: 'SAVED',
    data: { id: 9, groupname: 'Riders', groupdetails: '', employeeCount: 0 },
  });
  const { alerts, off } = renderPage(
    '/group-detail?from=%2Fgroup_mgmt',
    '/group-detail',
    <GroupDetailPage />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Create Group' })).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'CREATE GROUP' });
  expect(save).toBeDisabled();
  expect(screen.getByText('Enter a group name to save.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Group Name/), '  Riders ');
  await user.click(save);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/group_mgmt$/));
  expect(mockedCall).toHaveBeenCalledWith(
    expect.objectContaining({ path: '/group/create' }),
    expect.objectContaining({ groupname: 'Riders', groupdetails: '' }),
  );
  expect(alerts).toEqual([
    expect.objectContaining({
      type: 'success',
      msg: 'Successfully created/updated',
      target: '/group_mgmt',
    }),
  ]);
  off();
});

it('update mode loads the group; a duplicate name is refused with the server text and the form stays', async () => {
  const user = userEvent.setup();
  mockedCall.mockImplementation(async ({ path }) => {
    if (path === '/group/details') return { status: 'SUCCESS', data: GROUPS[1] };
    if (path === '/group/update')
      return {
        status: 'ERROR',
        msgCode: '488',
        errorMessage: 'Group Name Operations already exists',
        data: {
          problems: [{ property: 'groupname', message: 'Group Name Operations already exists' }],
        },
      };
    return { status: 'ERROR' };
  });
  const { alerts, off } = renderPage('/group-detail?id=2', '/group-detail', <GroupDetailPage />);
  expect(await screen.findByDisplayValue('Night Crew')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Update Group' })).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Group Name/));
  await user.type(screen.getByLabelText(/Group Name/), 'Operations');
  await user.click(screen.getByRole('button', { name: 'UPDATE GROUP' }));
  await waitFor(() =>
    expect(alerts.map((a) => [a.type, a.msg])).toEqual([
      ['danger', 'Group Name Operations already exists'],
    ]),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/group-detail?id=2');
  off();
});

it('a group that no longer exists says so after loading, and Back to groups returns to the list', async () => {
  const user = userEvent.setup();
  mockedCall.mockResolvedValue({
    status: 'ERROR',
    msgCode: '485',
    errorMessage: 'The requested item was not found.',
  });
  renderPage('/group-detail?id=9&from=%2Fgroup_mgmt', '/group-detail', <GroupDetailPage />);
  expect(screen.getByText('Loading the group')).toBeInTheDocument();
  expect(await screen.findByText('This group could not be found')).toBeInTheDocument();
  expect(screen.getByText('It may have been removed.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to groups' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/group_mgmt'));
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

it('a group whose load failed on the way is not called missing: Try again loads it and ends the alert', async () => {
  const user = userEvent.setup();
  const settled: string[] = [];
  const off = bus.on('alerts/settled', ({ source }) => settled.push(source));
  mockedCall.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475', errorMessage: null });
  renderPage('/group-detail?id=3&from=%2Fgroup_mgmt', '/group-detail', <GroupDetailPage />);
  expect(await screen.findByText('This group could not be loaded')).toBeInTheDocument();
  expect(screen.queryByText('This group could not be found')).not.toBeInTheDocument();
  mockedCall.mockResolvedValueOnce({
    status: 'SUCCESS',
    data: { id: 3, groupname: 'Drivers', groupdetails: 'Night shift', employeeCount: 2 },
  });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByDisplayValue('Drivers')).toBeInTheDocument();
  expect(settled).toContain('groups/detailsRequested');
  off();
});
