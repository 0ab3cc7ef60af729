// The CSV export control: the range's reasons on the disabled button, the file saved under the
// server's name, and a failure told as an alert of that export.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../../bus/event-bus';
import { CsvExport, lastDays, rangeProblem } from '../csv-export';

const FILE = { fileName: 'qcard-orders-2026-11-01-to-2026-11-23.csv', csv: '\ufeffOrder number\r\n1\r\n2\r\n3\r\n', rows: 3 };

describe('rangeProblem', () => {
  it('needs both dates, in order, and at most 366 days', () => {
    expect(rangeProblem({ from: '', to: '2026-11-23' })).toBe('missing');
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-23' })).toBe('order');
    expect(rangeProblem({ from: '2025-11-22', to: '2026-11-23' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-11-23', to: '2026-11-23' })).toBeNull();
    expect(lastDays(30, new Date('2026-11-23T15:00:00Z'))).toEqual({ from: '2026-10-25', to: '2026-11-23' });
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
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    render(<CsvExport dated label="Download orders (CSV)" fetchFile={fetchFile} />);
    const button = screen.getByRole('button', { name: 'Download orders (CSV)' });
    expect(button).toBeEnabled();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('To Date must be older than From Date');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-23' } });
    await user.click(button);
    await waitFor(() => expect(clicks).toEqual(['qcard-orders-2026-11-01-to-2026-11-23.csv']));
    expect(fetchFile).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-23' });
    expect(screen.getByText('Downloaded qcard-orders-2026-11-01-to-2026-11-23.csv (3 rows).')).toBeInTheDocument();
    click.mockRestore();
  });

  it('tells a failure as an alert of this export and saves nothing', async () => {
    const user = userEvent.setup();
    const raised: string[] = [];
    const off = bus.on('alerts/raised', (a) => raised.push((a as { msg: string }).msg));
    render(<CsvExport label="Download employees (CSV)" fetchFile={() => Promise.resolve({ status: 'ERROR', msgCode: '403', errorMessage: 'You are not allowed to do this.' })} />);
    await user.click(screen.getByRole('button', { name: 'Download employees (CSV)' }));
    await waitFor(() => expect(raised).toEqual(['You are not allowed to do this.']));
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    off();
  });
});
