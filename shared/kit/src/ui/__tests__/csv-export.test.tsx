// The CSV export control: the range's reasons on the disabled button, the file saved under the
// server's name, and a failure told as an alert of that export.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@qcard/runtime/bus/event-bus';
import { CsvExport, lastDays, rangeCovering, rangeProblem } from '@qcard/kit/ui/csv-export';

const FILE = {
  fileName: 'qcard-orders-2026-11-01-to-2026-11-23.csv',
  csv: '\ufeffOrder number\r\n1\r\n2\r\n3\r\n',
  rows: 3,
};

describe('rangeProblem', () => {
  it('needs both dates, in order, and at most 366 days', () => {
    expect(rangeProblem({ from: '', to: '2026-11-23' })).toBe('missing');
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-23' })).toBe('order');
    expect(rangeProblem({ from: '2025-11-22', to: '2026-11-23' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-11-23', to: '2026-11-23' })).toBeNull();
    expect(lastDays(30, new Date('2026-11-23T15:00:00Z'))).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    });
  });
});

describe('rangeCovering', () => {
  const now = new Date('2026-11-28T15:00:00Z');
  it('starts 30 days back, or at the oldest row listed when that is older, never past the API’s limit', () => {
    expect(rangeCovering([], now)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(rangeCovering(['2026-11-20T12:00:00.000Z'], now)).toEqual({
      from: '2026-10-30',
      to: '2026-11-28',
    });
    // The day in the portal's zone: 02:00 UTC on the 16th is still the 15th in New York.
    expect(
      rangeCovering(
        ['2026-09-20T12:00:00.000Z', '2026-09-16T02:00:00.000Z', '2026-10-01T12:00:00.000Z'],
        now,
      ),
    ).toEqual({ from: '2026-09-15', to: '2026-11-28' });
    const longest = rangeCovering(['2024-01-01T12:00:00.000Z'], now);
    expect(longest).toEqual({ from: '2025-11-28', to: '2026-11-28' });
    expect(rangeProblem(longest)).toBeNull();
  });
});

describe('CsvExport', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:qcard');
    URL.revokeObjectURL = jest.fn();
  });

  it('is disabled with the reason while the range is reversed, then saves the server’s file and says how many rows', async () => {
    const user = userEvent.setup();
    const fetchFile = jest.fn().mockResolvedValue({ status: 'SUCCESS', data: FILE });
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    render(<CsvExport dated label="Download orders (CSV)" fetchFile={fetchFile} />);
    const button = screen.getByRole('button', { name: 'Download orders (CSV)' });
    expect(button).toBeEnabled();
    // From the day after To, whatever today is.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-23' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-24' } });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('To Date must be older than From Date');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await user.click(button);
    await waitFor(() => expect(clicks).toEqual(['qcard-orders-2026-11-01-to-2026-11-23.csv']));
    expect(fetchFile).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-23' });
    expect(
      screen.getByText('Downloaded qcard-orders-2026-11-01-to-2026-11-23.csv (3 rows).'),
    ).toBeInTheDocument();
    click.mockRestore();
  });

  it('starts with a range that covers the rows the page lists', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T15:00:00Z') });
    render(
      <CsvExport
        dated
        shown={['2026-09-02T14:00:00.000Z']}
        label="Download activity (CSV)"
        fetchFile={jest.fn()}
      />,
    );
    // Shown as the English page writes a day.
    expect(screen.getByLabelText('From')).toHaveValue('09/02/2026');
    expect(screen.getByLabelText('To')).toHaveValue('11/28/2026');
    jest.useRealTimers();
  });

  it('tells a failure as an alert of this export and saves nothing', async () => {
    const user = userEvent.setup();
    const raised: string[] = [];
    const off = bus.on('alerts/raised', (a) => raised.push((a as { msg: string }).msg));
    render(
      <CsvExport
        label="Download employees (CSV)"
        fetchFile={() =>
          Promise.resolve({
            status: 'ERROR',
            msgCode: '403',
            errorMessage: 'You are not allowed to do this.',
          })
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download employees (CSV)' }));
    await waitFor(() => expect(raised).toEqual(['You are not allowed to do this.']));
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    off();
  });
});
