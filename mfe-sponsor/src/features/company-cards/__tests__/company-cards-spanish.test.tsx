// The company cards page in Spanish: headings, filters, table and texts of this remote
// follow the chosen language. Real store and saga; the API client is the only mock.
import { act, cleanup, screen, within } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { companyCard } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render-page';
import { CompanyCardsPage } from '../components/company-cards-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;
afterEach(() => mockedCall.mockReset());

describe('in Spanish', () => {
  // Unmount before the shared set-up puts the language back to English (a describe's hooks run
  // first), so no page re-renders outside act().
  afterEach(cleanup);

  it('shows the company cards in Spanish once Español is chosen', async () => {
    mockedCall.mockResolvedValue({
      status: 'SUCCESS',
      data: {
        data: [companyCard(1, 'Active', 'E1001'), companyCard(2, 'Inactive', null)],
        numberOfPages: 1,
        pageNumber: 1,
        numberOfRecords: 2,
      },
    });
    renderPage('/company_mgmt', '/company_mgmt', <CompanyCardsPage />);
    await screen.findByRole('link', { name: 'Card 2000000001 details' });
    await act(() => setLanguage('es'));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de tarjetas de la empresa' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Las tarjetas Q Card de su empresa y el empleado al que está asignada cada una.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('search', { name: 'Buscar tarjetas de la empresa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Todas las tarjetas' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const header of [
      'Número de tarjeta',
      'Nombre del perfil',
      'Estado',
      'Vence el',
      'Asignada a',
    ]) {
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Detalles de la tarjeta 2000000001' })).toHaveAttribute(
      'href',
      '/home/mycard-details?cardId=1',
    );
    expect(screen.getByText('Activa')).toBeInTheDocument();
    expect(screen.getByText('Bloqueada')).toBeInTheDocument();
    expect(screen.getByText('Sin asignar')).toBeInTheDocument();
    expect(screen.queryByText('Company Card Management')).not.toBeInTheDocument();
    expect(screen.queryByText('Not allocated')).not.toBeInTheDocument();
  });

  it('says in Spanish that the company has no cards yet', async () => {
    mockedCall.mockResolvedValue({
      status: 'SUCCESS',
      data: { data: [], numberOfPages: 0, pageNumber: 1, numberOfRecords: 0 },
    });
    await act(() => setLanguage('es'));
    renderPage('/company_mgmt', '/company_mgmt', <CompanyCardsPage />);
    expect(
      await screen.findByText('Su empresa todavía no tiene tarjetas Q Card.'),
    ).toBeInTheDocument();
  });
});
