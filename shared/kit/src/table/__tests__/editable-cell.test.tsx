// A bulk table's editable cell shows the row's value in the render that changes it, and what the
// rider types while editing.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditableCell } from '@qcard/kit/table/editable-cell';

function Row({ initial = null }: { initial?: number | null }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <EditableCell
        kind="money"
        value={cents}
        label="Reload Amount for G2002"
        onCommit={(v) => setCents(v as number | null)}
      />
      <button type="button" onClick={() => setCents(1200)}>
        POPULATE ALL
      </button>
      <output>{cents === null ? 'none' : String(cents)}</output>
    </>
  );
}

test('a value set from outside is in the input in the same render, with its cents', async () => {
  const user = userEvent.setup();
  render(<Row />);
  await user.click(screen.getByRole('button', { name: 'POPULATE ALL' }));
  expect(screen.getByRole('textbox', { name: 'Reload Amount for G2002' })).toHaveValue('12.00');
});

test('a cell focused but not typed in still shows a value set from outside', () => {
  const { rerender } = render(
    <EditableCell kind="money" value={null} label="Amount" onCommit={() => undefined} />,
  );
  screen.getByRole('textbox', { name: 'Amount' }).focus();
  rerender(<EditableCell kind="money" value={1200} label="Amount" onCommit={() => undefined} />);
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.00');
});

test('what the rider types replaces the value, is committed per key, and shows with cents after', async () => {
  const user = userEvent.setup();
  render(<Row initial={1200} />);
  const cell = screen.getByRole('textbox', { name: 'Reload Amount for G2002' });
  await user.tripleClick(cell);
  await user.keyboard('7.5');
  expect(cell).toHaveValue('7.5');
  expect(screen.getByRole('status')).toHaveTextContent('750');
  await user.tab();
  expect(cell).toHaveValue('7.50');
});

test('text that is no amount stays as typed and is committed as NaN, never as its digits', async () => {
  const user = userEvent.setup();
  render(<Row />);
  const cell = screen.getByRole('textbox', { name: 'Reload Amount for G2002' });
  for (const typed of ['-30', '12.345', '1.2.3', '12a']) {
    await user.clear(cell);
    await user.type(cell, typed);
    expect(cell).toHaveValue(typed);
    expect(screen.getByRole('status')).toHaveTextContent('NaN');
    await user.tab();
    expect(cell).toHaveValue(typed);
  }
  // POPULATE ALL replaces it, and a later focus shows the populated value, not the old text.
  await user.click(screen.getByRole('button', { name: 'POPULATE ALL' }));
  expect(cell).toHaveValue('12.00');
  await user.click(cell);
  expect(cell).toHaveValue('12.00');
});

test('a whole-number cell keeps "2.5" as typed and commits NaN, never 25', async () => {
  const user = userEvent.setup();
  const commits: unknown[] = [];
  render(
    <EditableCell
      kind="integer"
      value={4}
      label="Max per Month"
      onCommit={(v) => commits.push(v)}
    />,
  );
  const cell = screen.getByRole('textbox', { name: 'Max per Month' });
  await user.clear(cell);
  await user.type(cell, '2.5');
  expect(cell).toHaveValue('2.5');
  expect(commits.at(-1)).toBeNaN();
  expect(commits).not.toContain(25);
});

test('a decimal comma is typed and committed as cents, as in the forms', async () => {
  const user = userEvent.setup();
  render(<Row />);
  const cell = screen.getByRole('textbox', { name: 'Reload Amount for G2002' });
  await user.click(cell);
  await user.keyboard('12,5');
  expect(cell).toHaveValue('12,5');
  expect(screen.getByRole('status')).toHaveTextContent('1250');
  await user.tab();
  expect(cell).toHaveValue('12.50');
});
