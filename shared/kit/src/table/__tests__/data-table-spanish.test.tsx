// The table kit in Spanish: its own texts (paging, counts, empty and loading states,
// checkbox and filter names, announcements) follow the page's language, in place.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@qcard/runtime/config/config-store';
import { englishOnPage, switchToSpanish } from '@qcard/kit/test-support/spanish';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';

interface Emp {
  id: string;
  name: string;
  amount: number | null;
  status: string;
}

const people: Emp[] = Array.from({ length: 30 }, (_, i) => ({
  id: `E${String(i + 1).padStart(2, '0')}`,
  name: `Persona ${i}`,
  amount: 1000 + i,
  status: 'Active',
}));
const columns: DataColumn<Emp>[] = [
  { id: 'id', header: 'Empleado', filterable: true },
  { id: 'name', header: 'Nombre' },
  { id: 'amount', header: 'Monto', editable: 'money', align: 'end' },
];

afterEach(() => setConfig({ parameters: [] }));

it('pages, counts, names its controls and announces in Spanish', async () => {
  setConfig({
    parameters: [{ groupName: 'App_Config', configName: 'page_size', configValue: '10' }],
  });
  const user = userEvent.setup();
  render(
    <DataTable
      caption="Empleados"
      columns={columns}
      rows={people}
      getRowId={(r) => r.id}
      selectable
      globalSearch
      onCellChange={() => undefined}
    />,
  );
  expect(screen.getByText('30 records')).toBeInTheDocument();
  await switchToSpanish();

  expect(screen.getByText('30 registros')).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Páginas de la tabla Empleados' });
  expect(within(pager).getByRole('button', { name: 'Primera página' })).toBeDisabled();
  expect(within(pager).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(
    screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Seleccionar la fila E01' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Filtrar por Empleado' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Monto de E01' })).toBeInTheDocument();
  expect(screen.getByLabelText('Buscar')).toBeInTheDocument();
  // Switching language is no news for the live region.
  expect(screen.getByTestId('table-announcer')).toBeEmptyDOMElement();

  await user.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
  expect(screen.getByTestId('table-announcer')).toHaveTextContent('Página 2 de 3');
  await user.click(screen.getByRole('button', { name: /Nombre/ }));
  expect(screen.getByTestId('table-announcer')).toHaveTextContent(
    'Ordenado por Nombre en orden ascendente',
  );
  await user.click(screen.getByRole('button', { name: /Nombre/ }));
  expect(screen.getByTestId('table-announcer')).toHaveTextContent(
    'Ordenado por Nombre en orden descendente',
  );
  expect(englishOnPage()).toEqual([]);
});

it('says the empty and loading states in Spanish, one record in the singular', async () => {
  const { rerender } = render(
    <DataTable caption="Pedidos" columns={columns} rows={[]} getRowId={(r) => r.id} />,
  );
  await switchToSpanish();
  expect(screen.getByText('No se encontraron registros')).toBeInTheDocument();
  expect(screen.getByText('0 registros')).toBeInTheDocument();
  rerender(
    <DataTable caption="Pedidos" columns={columns} rows={[]} getRowId={(r) => r.id} loading />,
  );
  expect(screen.getByText('Cargando…')).toBeInTheDocument();
  rerender(
    <DataTable
      caption="Pedidos"
      columns={columns}
      rows={people.slice(0, 1)}
      getRowId={(r) => r.id}
    />,
  );
  expect(screen.getByText('1 registro')).toBeInTheDocument();
  expect(englishOnPage()).toEqual([]);
});

it("takes the page's own empty text over its own", async () => {
  render(
    <DataTable
      caption="Pedidos"
      columns={columns}
      rows={[]}
      getRowId={(r) => r.id}
      emptyText="Todavía no tiene pedidos"
    />,
  );
  await switchToSpanish();
  expect(screen.getByText('Todavía no tiene pedidos')).toBeInTheDocument();
});
