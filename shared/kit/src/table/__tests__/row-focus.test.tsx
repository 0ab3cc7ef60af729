// A row removed while focus is in it (a cart item deleted) leaves focus in the table: on the same
// column of the row now in its place, or the last row, or the table itself when none is left.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';

interface Item {
  id: string;
  name: string;
}

const columns: DataColumn<Item>[] = [
  { id: 'name', header: 'Item' },
  {
    id: 'remove',
    header: 'Remove',
    cell: (r) => <button type="button">{`Remove ${r.name}`}</button>,
  },
];
const rows = (...names: string[]) => names.map((name) => ({ id: name, name }));

function Table({ items }: { items: Item[] }) {
  return (
    <>
      <button type="button">Elsewhere</button>
      <DataTable caption="Cart items" columns={columns} rows={items} getRowId={(r) => r.id} />
    </>
  );
}

test('the removed row gives focus to the same button of the row now in its place', () => {
  const { rerender } = render(<Table items={rows('A', 'B', 'C')} />);
  screen.getByRole('button', { name: 'Remove B' }).focus();
  rerender(<Table items={rows('A', 'C')} />);
  expect(screen.getByRole('button', { name: 'Remove C' })).toHaveFocus();
});

test('the last row removed gives focus to the row before it', () => {
  const { rerender } = render(<Table items={rows('A', 'B', 'C')} />);
  screen.getByRole('button', { name: 'Remove C' }).focus();
  rerender(<Table items={rows('A', 'B')} />);
  expect(screen.getByRole('button', { name: 'Remove B' })).toHaveFocus();
});

test('the only row removed gives focus to the table, named by its caption', () => {
  const { rerender } = render(<Table items={rows('A')} />);
  screen.getByRole('button', { name: 'Remove A' }).focus();
  rerender(<Table items={[]} />);
  expect(screen.getByRole('region', { name: 'Cart items' })).toHaveFocus();
});

test('focus the rider took elsewhere is not pulled back when the row goes', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Table items={rows('A', 'B')} />);
  screen.getByRole('button', { name: 'Remove B' }).focus();
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  rerender(<Table items={rows('A')} />);
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});

test('rows that change while focus stays in a kept row leave it there', () => {
  const { rerender } = render(<Table items={rows('A', 'B', 'C')} />);
  screen.getByRole('button', { name: 'Remove A' }).focus();
  rerender(<Table items={rows('A', 'C')} />);
  expect(screen.getByRole('button', { name: 'Remove A' })).toHaveFocus();
});

test('a row removed after its own confirmation dialog closed gives focus to the row in its place', () => {
  function WithDialog({ items, asking }: { items: Item[]; asking: boolean }) {
    return (
      <>
        <Table items={items} />
        {asking ? (
          <div role="alertdialog" aria-modal="true" aria-label="Delete item">
            <button type="button">Yes</button>
          </div>
        ) : null}
      </>
    );
  }
  const { rerender } = render(<WithDialog items={rows('A', 'B', 'C')} asking={false} />);
  screen.getByRole('button', { name: 'Remove B' }).focus();
  rerender(<WithDialog items={rows('A', 'B', 'C')} asking />);
  screen.getByRole('button', { name: 'Yes' }).focus();
  // Yes: the dialog closes (its opener is disabled while the delete runs, so focus falls to the body).
  rerender(<WithDialog items={rows('A', 'B', 'C')} asking={false} />);
  rerender(<WithDialog items={rows('A', 'C')} asking={false} />);
  expect(screen.getByRole('button', { name: 'Remove C' })).toHaveFocus();
});

test('rows redrawn after a loading row get focus back where it was, without the removed one', () => {
  function Loading({ items, loading }: { items: Item[]; loading: boolean }) {
    return (
      <DataTable
        caption="Cart items"
        columns={columns}
        rows={items}
        getRowId={(r) => r.id}
        loading={loading}
      />
    );
  }
  const { rerender } = render(<Loading items={rows('A', 'B', 'C')} loading={false} />);
  screen.getByRole('button', { name: 'Remove B' }).focus();
  rerender(<Loading items={rows('A', 'B', 'C')} loading />);
  expect(screen.queryByRole('button', { name: 'Remove B' })).toBeNull();
  rerender(<Loading items={rows('A', 'C')} loading={false} />);
  expect(screen.getByRole('button', { name: 'Remove C' })).toHaveFocus();
});

test('a press on the page outside the table forgets the place', async () => {
  const user = userEvent.setup();
  const { rerender, container } = render(<Table items={rows('A', 'B')} />);
  screen.getByRole('button', { name: 'Remove B' }).focus();
  await user.pointer({ keys: '[MouseLeft]', target: container });
  (document.activeElement as HTMLElement).blur();
  rerender(<Table items={rows('A')} />);
  expect(document.body).toHaveFocus();
});
