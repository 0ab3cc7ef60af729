import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRange, validateDateRange, type DateRangeValue } from '@qcard/kit/search/date-range';
import { SearchBar } from '@qcard/kit/search/search-bar';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';

beforeAll(() => {
  setResponseMessages({
    '479': 'Please enter {0}',
    '466': 'Both dates or neither',
    '467': 'From Date is after To Date',
  });
});

const types = [
  { value: 'employeeId', label: 'Employee Id' },
  { value: 'all', label: 'All', takesValue: false },
];

it('search bar refuses an empty value with 479 and the field name, then searches', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  const onInvalid = jest.fn();
  render(<SearchBar filterTypes={types} onSearch={onSearch} onInvalid={onInvalid} />);
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter Employee Id');
  expect(onInvalid).toHaveBeenCalledWith('Please enter Employee Id');
  expect(onSearch).not.toHaveBeenCalled();
  const value = screen.getByRole('searchbox', { name: 'Employee Id' });
  expect(value).toHaveAttribute('aria-invalid', 'true');
  await user.type(value, ' E17 {Enter}');
  expect(onSearch).toHaveBeenCalledWith({ filterType: 'employeeId', filterValue: 'E17' });
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it('a filter that takes no value disables its box and searches without one; the text typed for another waits in it', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  render(<SearchBar filterTypes={types} onSearch={onSearch} />);
  await user.type(screen.getByRole('searchbox', { name: 'Employee Id' }), 'E17');
  await user.selectOptions(screen.getByLabelText('Search By'), 'all');
  const box = screen.getByRole('searchbox', { name: 'All' });
  expect(box).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(onSearch).toHaveBeenLastCalledWith({ filterType: 'all', filterValue: '' });
  await user.selectOptions(screen.getByLabelText('Search By'), 'employeeId');
  expect(screen.getByRole('searchbox', { name: 'Employee Id' })).toHaveValue('E17');
  expect(screen.getByRole('searchbox', { name: 'Employee Id' })).toBeEnabled();
});

it('a filter whose value is optional searches with or without one', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  render(
    <SearchBar
      filterTypes={[{ value: 'status', label: 'Status', requiresValue: false }]}
      onSearch={onSearch}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(onSearch).toHaveBeenLastCalledWith({ filterType: 'status', filterValue: '' });
  await user.type(screen.getByRole('searchbox', { name: 'Status' }), 'Completed{Enter}');
  expect(onSearch).toHaveBeenLastCalledWith({ filterType: 'status', filterValue: 'Completed' });
});

function RangeHarness({ onSearch }: { onSearch: (v: DateRangeValue) => void }) {
  const [range, setRange] = useState<DateRangeValue>({ from: '', to: '' });
  const [err, setErr] = useState('');
  return (
    <SearchBar
      filterTypes={[{ value: 'status', label: 'Status', requiresValue: false }]}
      onSearch={() => onSearch(range)}
      beforeSearch={() => {
        const e = validateDateRange(range);
        setErr(e?.message ?? '');
        return !e;
      }}
    >
      <DateRange value={range} onChange={setRange} />
      <p data-testid="range-error">{err}</p>
    </SearchBar>
  );
}

it('date range: inline order text, 466 and 467 on search', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  render(<RangeHarness onSearch={onSearch} />);
  const from = screen.getByLabelText('From Date');
  const to = screen.getByLabelText('To Date');
  // Typed as an English page writes a day (digits; the slashes come by themselves).
  await user.type(from, '03102024');
  expect(from).toHaveValue('03/10/2024');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(screen.getByTestId('range-error')).toHaveTextContent('Both dates or neither');
  expect(onSearch).not.toHaveBeenCalled();
  await user.type(to, '03/01/2024');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('To Date must be older than From Date');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(screen.getByTestId('range-error')).toHaveTextContent('From Date is after To Date');
  await user.clear(to);
  await user.type(to, '03312024');
  expect(to).toHaveAttribute('aria-invalid', 'false');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(onSearch).toHaveBeenCalledWith({ from: '2024-03-10', to: '2024-03-31' });
});
