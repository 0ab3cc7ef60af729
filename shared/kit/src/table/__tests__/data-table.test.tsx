import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@qcard/runtime/config/config-store';
import { seriousViolations } from '../../forms/__tests__/test-helpers';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { pageSet } from '@qcard/kit/table/pager';

interface Emp {
  id: string;
  name: string;
  group: string;
  status: string;
  amount: number | null;
}

const people: Emp[] = Array.from({ length: 30 }, (_, i) => ({
  id: `E${String(i + 1).padStart(2, '0')}`,
  name: `Person ${String.fromCharCode(65 + (i % 26))}${i}`,
  group: i % 2 ? 'Sales' : 'Ops',
  status: i === 1 ? 'Inactive' : 'Active',
  amount: 1000 + i,
}));

const columns: DataColumn<Emp>[] = [
  { id: 'id', header: 'Employee Id', filterable: true },
  { id: 'name', header: 'Name' },
  { id: 'group', header: 'Group', filterable: true },
  { id: 'amount', header: 'Amount', editable: 'money', align: 'end' },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(2); // header + filter row
const firstCellTexts = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

afterEach(() => {
  jest.useRealTimers();
  setConfig({ parameters: [] });
});

it('pages client-side with page size from App_Config/page_size and announces the page', async () => {
  setConfig({
    parameters: [{ groupName: 'App_Config', configName: 'page_size', configValue: '10' }],
  });
  const user = userEvent.setup();
  render(<DataTable caption="Employees" columns={columns} rows={people} getRowId={(r) => r.id} />);
  expect(bodyRows()).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(firstCellTexts()[0]).toBe('E11');
  expect(screen.getByTestId('table-announcer')).toHaveTextContent('Page 2 of 3');
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  expect(firstCellTexts()[0]).toBe('E21');
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'First page' }));
  expect(firstCellTexts()[0]).toBe('E01');
});

it('defaults to 25 rows per page', () => {
  render(<DataTable caption="Employees" columns={columns} rows={people} getRowId={(r) => r.id} />);
  expect(bodyRows()).toHaveLength(25);
  expect(screen.getByText('30 records')).toBeInTheDocument();
});

it('sorts by a header button with aria-sort and an announcement', async () => {
  const user = userEvent.setup();
  render(
    <DataTable
      caption="Employees"
      columns={columns}
      rows={people.slice(0, 5)}
      getRowId={(r) => r.id}
    />,
  );
  const th = screen.getByRole('columnheader', { name: /Employee Id/ });
  expect(th).toHaveAttribute('aria-sort', 'none');
  await user.click(within(th).getByRole('button'));
  expect(th).toHaveAttribute('aria-sort', 'ascending');
  await user.click(within(th).getByRole('button'));
  expect(th).toHaveAttribute('aria-sort', 'descending');
  expect(firstCellTexts()).toEqual(['E05', 'E04', 'E03', 'E02', 'E01']);
  expect(screen.getByTestId('table-announcer')).toHaveTextContent(
    'Sorted by Employee Id descending',
  );
});

it('filters by column and announces the result count', async () => {
  const user = userEvent.setup();
  render(<DataTable caption="Employees" columns={columns} rows={people} getRowId={(r) => r.id} />);
  await user.type(screen.getByRole('searchbox', { name: 'Filter Employee Id' }), 'E2');
  expect(firstCellTexts()).toEqual([
    'E20',
    'E21',
    'E22',
    'E23',
    'E24',
    'E25',
    'E26',
    'E27',
    'E28',
    'E29',
  ]);
  expect(screen.getByTestId('table-announcer')).toHaveTextContent('10 results');
  await user.type(screen.getByRole('searchbox', { name: 'Filter Group' }), 'sales');
  expect(firstCellTexts()).toEqual(['E20', 'E22', 'E24', 'E26', 'E28']);
});

it('global search is debounced by 200 ms', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <DataTable
      caption="Employees"
      columns={columns}
      rows={people}
      getRowId={(r) => r.id}
      globalSearch
      emptyText="No employees"
    />,
  );
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'E07');
  act(() => jest.advanceTimersByTime(150));
  expect(bodyRows().length).toBeGreaterThan(1);
  act(() => jest.advanceTimersByTime(60));
  expect(firstCellTexts()).toEqual(['E07']);
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
  act(() => jest.advanceTimersByTime(210));
  // The list is not empty: the search hid every row, and the table says that.
  expect(screen.getByText('No rows match your search or filter.')).toBeInTheDocument();
  expect(screen.queryByText('No employees')).not.toBeInTheDocument();
});

it('selects rows with labelled checkboxes, including select-all on the page', async () => {
  const user = userEvent.setup();
  const onSelectionChange = jest.fn();
  render(
    <DataTable
      caption="Employees"
      columns={columns}
      rows={people.slice(0, 3)}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.name}
      selectable
      onSelectionChange={onSelectionChange}
      isRowSelectable={(r) => r.status === 'Active'}
    />,
  );
  await user.click(screen.getByRole('checkbox', { name: 'Select row Person A0' }));
  expect(onSelectionChange).toHaveBeenLastCalledWith(['E01']);
  expect(screen.getByRole('checkbox', { name: 'Select row Person B1' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  expect(onSelectionChange).toHaveBeenLastCalledWith(['E01', 'E03']);
});

it('server-side paging: shows the given page, ellipsis page sets of 10 and calls onPageChange', async () => {
  const user = userEvent.setup();
  const onPageChange = jest.fn();
  render(
    <DataTable
      caption="Employees"
      columns={columns}
      paged={{ data: people.slice(0, 5), numberOfPages: 23, pageNumber: 12, numberOfRecords: 115 }}
      onPageChange={onPageChange}
      getRowId={(r) => r.id}
    />,
  );
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6); // header + 5
  expect(screen.getByText('115 records')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 11' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Page 10' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous pages, page 10' }));
  expect(onPageChange).toHaveBeenLastCalledWith(10);
  await user.click(screen.getByRole('button', { name: 'Next pages, page 21' }));
  expect(onPageChange).toHaveBeenLastCalledWith(21);
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(13);
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(23);
});

describe('server mode: one server-paging contract', () => {
  const sortableColumns: DataColumn<Emp>[] = [
    { id: 'id', header: 'Employee Id', sortable: true },
    { id: 'name', header: 'Name', sortable: true },
    { id: 'group', header: 'Group' },
  ];
  // One page of a list the API ordered by name descending: not in id order.
  const page = {
    data: [people[4]!, people[2]!, people[3]!],
    numberOfPages: 4,
    pageNumber: 2,
    numberOfRecords: 12,
    sortBy: 'name',
    sortDir: 'desc' as 'asc' | 'desc',
  };
  const allRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
  const ids = () => allRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

  it('never sorts the rows of one page itself: a sort goes to the API, from page 1, and the order shown is the echoed one', async () => {
    const user = userEvent.setup();
    const onQueryChange = jest.fn();
    const { rerender } = render(
      <DataTable
        caption="Employees"
        columns={sortableColumns}
        paged={page}
        onQueryChange={onQueryChange}
        getRowId={(r) => r.id}
      />,
    );
    const nameTh = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameTh).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Group' })).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: 'Group' })).queryByRole('button'),
    ).toBeNull();
    await user.click(
      within(screen.getByRole('columnheader', { name: /Employee Id/ })).getByRole('button'),
    );
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageNumber: 1,
      sortBy: 'id',
      sortDir: 'asc',
      search: '',
    });
    // The rows stay as the API sent them until it answers.
    expect(ids()).toEqual(['E05', 'E03', 'E04']);
    rerender(
      <DataTable
        caption="Employees"
        columns={sortableColumns}
        paged={{
          ...page,
          pageNumber: 1,
          data: [people[0]!, people[1]!],
          sortBy: 'id',
          sortDir: 'asc',
        }}
        onQueryChange={onQueryChange}
        getRowId={(r) => r.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Employee Id/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Paging keeps the order: page 2 follows page 1's order.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageNumber: 2,
      sortBy: 'id',
      sortDir: 'asc',
      search: '',
    });
  });

  it('searches through the API (debounced, back to page 1, with the current order)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onQueryChange = jest.fn();
    render(
      <DataTable
        caption="Employees"
        columns={sortableColumns}
        paged={page}
        onQueryChange={onQueryChange}
        getRowId={(r) => r.id}
        globalSearch
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ops');
    act(() => jest.advanceTimersByTime(210));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageNumber: 1,
      sortBy: 'name',
      sortDir: 'desc',
      search: 'Ops',
    });
    // Nothing is filtered on screen: the three rows of the page stay until the API answers.
    expect(ids()).toEqual(['E05', 'E03', 'E04']);
  });

  it('a search asks with the order the API echoed while the rider was still typing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onQueryChange = jest.fn();
    const table = (paged: typeof page) => (
      <DataTable
        caption="Employees"
        columns={sortableColumns}
        paged={paged}
        onQueryChange={onQueryChange}
        getRowId={(r) => r.id}
        globalSearch
      />
    );
    const { rerender } = render(table(page));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ops');
    // An earlier sort's answer arrives inside the 200 ms.
    rerender(table({ ...page, pageNumber: 1, sortBy: 'id', sortDir: 'asc' }));
    act(() => jest.advanceTimersByTime(210));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageNumber: 1,
      sortBy: 'id',
      sortDir: 'asc',
      search: 'Ops',
    });
  });

  it('a server table that only pages offers no sort buttons, filters or search that would only touch the visible rows', () => {
    render(
      <DataTable
        caption="Employees"
        columns={columns}
        paged={{
          data: [people[4]!, people[2]!, people[3]!],
          numberOfPages: 2,
          pageNumber: 1,
          numberOfRecords: 6,
        }}
        onPageChange={jest.fn()}
        getRowId={(r) => r.id}
        globalSearch
      />,
    );
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(ids()).toEqual(['E05', 'E03', 'E04']);
  });
});

it('pageSet math', () => {
  expect(pageSet(0, 3)).toEqual({ pages: [0, 1, 2], before: null, after: null });
  expect(pageSet(10, 25)).toEqual({
    pages: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
    before: 9,
    after: 20,
  });
});

it('editable money cells only for Active rows; edits reach onCellChange as cents', async () => {
  const user = userEvent.setup();
  const onCellChange = jest.fn();
  // The one cell error, stated once: the table is given it for E01 and the input must describe itself with it.
  const e01Error = 'Amount must be between $1.00 and $200.00 for Employee ID E01';
  render(
    <DataTable
      caption="Bulk reload"
      columns={columns}
      rows={people.slice(0, 2)}
      getRowId={(r) => r.id}
      onCellChange={onCellChange}
      cellError={(r) => (r.id === 'E01' ? e01Error : undefined)}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Amount for E01' });
  expect(input).toHaveValue('10.00');
  expect(input).toHaveAccessibleDescription(e01Error);
  expect(screen.queryByRole('textbox', { name: 'Amount for E02' })).not.toBeInTheDocument();
  expect(screen.getByText('1001')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '25.5');
  expect(onCellChange).toHaveBeenLastCalledWith(people[0], 'amount', 2550);
});

it('shows the empty text and the loading state', () => {
  const { rerender } = render(
    <DataTable
      caption="Cart"
      columns={columns}
      rows={[]}
      getRowId={(r) => r.id}
      emptyText="Your Cart is Empty"
    />,
  );
  expect(screen.getByText('Your Cart is Empty')).toBeInTheDocument();
  rerender(<DataTable caption="Cart" columns={columns} rows={[]} getRowId={(r) => r.id} loading />);
  expect(screen.getByText(/Loading/)).toBeInTheDocument();
});

it('has no serious axe violations', async () => {
  const { container } = render(
    <DataTable
      caption="Employees"
      columns={columns}
      rows={people}
      getRowId={(r) => r.id}
      selectable
      globalSearch
      onCellChange={() => undefined}
      pageSize={5}
    />,
  );
  expect(await seriousViolations(container)).toEqual([]);
});
