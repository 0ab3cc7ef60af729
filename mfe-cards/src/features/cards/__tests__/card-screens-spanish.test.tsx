// My Cards, card details and contract activity in Spanish: a page shown in English
// switches in place, and nothing of this remote's English is left on it.
import { screen, waitFor, within } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { getLanguage } from '@qcard/runtime/i18n/i18n';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { MyCardsPage } from '../components/my-cards-page';
import { CardDetailsPage } from '../components/card-details-page';
import { ContractActivityPage } from '../components/contract-activity-page';
import { CARDS, contract } from '../../../test-support/fixtures';
import type { CardView } from '../api/cards-api';
import { renderPage, startPageTest } from '../../../test-support/render-page';
import { englishOnPage, switchToSpanish } from '../../../test-support/spanish';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

beforeEach(() => {
  api.mockReset();
  startPageTest(PATRON_USER);
});

describe('My Cards in Spanish', () => {
  test('the page, each tile, its buttons and the reason a button is disabled', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARDS });
    renderPage('/cards', <MyCardsPage />, '/cards');
    await screen.findByRole('article', { name: 'Q Card 1000000001' });
    await switchToSpanish();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mis tarjetas');
    expect(
      screen.getByText(
        'El valor agregado en línea puede tardar de 24 a 48 horas en reflejarse en el saldo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Sus tarjetas Q Card' })).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Q Card 1000000001' });
    expect(within(first).getByText('Activa')).toHaveClass('qc-pill--active');
    expect(within(first).getByText('Tipo de tarifa')).toBeInTheDocument();
    expect(within(first).getByText('Saldo')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Recargar' })).toHaveAttribute(
      'href',
      '/recharge/individual?cardId=1',
    );
    expect(within(first).getByRole('link', { name: 'Agregar suscripción' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Detalles de la tarjeta' })).toHaveAttribute(
      'href',
      '/home/mycard-details?cardId=1',
    );

    const second = screen.getByRole('article', { name: 'Q Card 1000000002' });
    expect(
      within(second).getByRole('link', { name: 'Administrar suscripción' }),
    ).toBeInTheDocument();
    expect(within(second).getByText('Máximo de recargas por mes')).toBeInTheDocument();

    const blocked = screen.getByRole('article', { name: 'Q Card 1000000003' });
    expect(within(blocked).getByText('Bloqueada')).toHaveClass('qc-pill--inactive');
    const reload = within(blocked).getByRole('button', { name: 'Recargar' });
    expect(reload).toBeDisabled();
    expect(reload).toHaveAccessibleDescription(
      'Recarga no disponible: Card is blocked (reported lost)',
    );
    expect(
      within(blocked).getByRole('button', { name: 'Agregar suscripción' }),
    ).toHaveAccessibleDescription('Suscripción no disponible: Card is blocked (reported lost)');
    expect(englishOnPage()).toEqual([]);
  });

  test('the empty list and a failed load', async () => {
    await switchToSpanish();
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: [] });
    const { unmount } = renderPage('/cards', <MyCardsPage />, '/cards');
    expect(
      await screen.findByText('Todavía no tiene tarjetas Q Card en su cuenta'),
    ).toBeInTheDocument();
    unmount();
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' });
    renderPage('/cards', <MyCardsPage />, '/cards');
    expect(await screen.findByText('No se pudieron cargar sus tarjetas')).toBeInTheDocument();
    expect(screen.getByText('Revise su conexión e intente de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
    expect(englishOnPage()).toEqual([]);
  });
});

describe('Card details in Spanish', () => {
  test('the card, each contract, its buttons and the reasons', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARDS[1] });
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=2');
    await screen.findByRole('region', { name: 'Stored Value' });
    await switchToSpanish();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Detalles de la tarjeta');
    expect(screen.getByText('Titular')).toBeInTheDocument();
    expect(screen.getByText('Activa', { selector: '.qc-pill' })).toBeInTheDocument();
    const sv = screen.getByRole('region', { name: 'Stored Value' });
    expect(within(sv).getByRole('link', { name: 'Recargar' })).toBeInTheDocument();
    expect(within(sv).getByRole('link', { name: 'Administrar suscripción' })).toBeInTheDocument();
    expect(within(sv).getByRole('link', { name: 'Ver actividad' })).toHaveAttribute(
      'href',
      '/contract-detail?contractId=21',
    );
    expect(within(sv).getByText('Suscripción de recarga automática')).toBeInTheDocument();
    expect(within(sv).getByText('Activa', { selector: 'dd' })).toBeInTheDocument();
    const rs = screen.getByRole('region', { name: 'Employer Transit Benefit' });
    expect(within(rs).getByText('No disponible (Managed by the sponsor)')).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  test('a blocked card: its status and why it can not be reloaded', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARDS[2] });
    await switchToSpanish();
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=3');
    const region = await screen.findByRole('region', { name: 'Stored Value' });
    expect(screen.getByText('Bloqueada', { selector: 'dd' })).toBeInTheDocument();
    expect(within(region).getByText('No (Card is blocked (reported lost))')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Recargar' })).toHaveAccessibleDescription(
      'Recarga no disponible: Card is blocked (reported lost)',
    );
    expect(englishOnPage()).toEqual([]);
  });

  test('a card that is not found', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '485' });
    await switchToSpanish();
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=99');
    expect(await screen.findByText('No se encontró esta tarjeta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis tarjetas' })).toHaveAttribute('href', '/cards');
  });
});

// The API puts the texts stored with a card (fare type, product names, families)
// in the reader's language; a page switched in place reads its records again, so Card Details
// says "Adulto" as My Cards does, not the "Adult" it was first read with.
describe('record texts after a switch in place', () => {
  const SPANISH: Record<string, string> = {
    Adult: 'Adulto',
    'Stored Value': 'Valor almacenado',
    'Employer Transit Benefit': 'Beneficio de transporte del empleador',
    'Ride Sponsor': 'Patrocinador de viajes',
    'Sponsored Value': 'Valor patrocinado',
  };
  const es = (text: string) => SPANISH[text] ?? text;
  /** A card as the API answers it in the page's language (the request's Accept-Language). */
  const asAnswered = (card: CardView): CardView =>
    getLanguage() === 'es'
      ? {
          ...card,
          profileName: es(card.profileName),
          contracts: card.contracts.map((c) => ({
            ...c,
            contractName: es(c.contractName),
            family: es(c.family),
            typeOfContract: es(c.typeOfContract),
          })),
        }
      : card;

  test('Card Details: the fare type and the product names in Spanish, as My Cards shows them', async () => {
    api.mockImplementation((async () => ({
      status: 'SUCCESS',
      data: asAnswered(CARDS[1]!),
    })) as never);
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=2');
    await screen.findByRole('region', { name: 'Stored Value' });
    expect(screen.getByText('Adult')).toBeInTheDocument();
    await switchToSpanish();

    const sv = await screen.findByRole('region', { name: 'Valor almacenado' });
    expect(within(sv).getByText('Q Card:Valor almacenado')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Beneficio de transporte del empleador' }),
    ).toHaveTextContent('Patrocinador de viajes:Valor patrocinado');
    expect(screen.getByText('Adulto')).toBeInTheDocument();
    expect(
      screen.getByText('Valor almacenado, Beneficio de transporte del empleador'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Adult')).toBeNull();
  });

  test("My Cards: each tile's fare type and products", async () => {
    api.mockImplementation((async () => ({
      status: 'SUCCESS',
      data: CARDS.map(asAnswered),
    })) as never);
    renderPage('/cards', <MyCardsPage />, '/cards');
    const first = await screen.findByRole('article', { name: 'Q Card 1000000001' });
    expect(within(first).getAllByText('Adult').length).toBeGreaterThan(0);
    await switchToSpanish();

    await waitFor(() => expect(within(first).queryAllByText('Adult')).toEqual([]));
    expect(within(first).getAllByText('Adulto').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('article', { name: 'Q Card 1000000002' })).getByText(
        'Beneficio de transporte del empleador',
      ),
    ).toBeInTheDocument();
  });
});

describe('Contract activity in Spanish', () => {
  test('card information, the grid caption, its six column headers and its empty state', async () => {
    api.mockResolvedValue({
      status: 'SUCCESS',
      data: {
        ...contract({ id: 11 }),
        cardId: 1,
        cardStatus: 'InCirculation',
        holderName: 'Riley Rider',
        profileName: 'Adult',
      },
    });
    renderPage('/contract-detail', <ContractActivityPage />, '/contract-detail?contractId=11');
    const table = await screen.findByRole('table');
    await switchToSpanish();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ACTIVIDAD DEL CONTRATO');
    expect(screen.getByRole('heading', { name: 'Información de la tarjeta' })).toBeInTheDocument();
    expect(screen.getByText('Familia del contrato')).toBeInTheDocument();
    expect(
      within(table).getByText('Actividad de Stored Value en la Q Card 1000000001'),
    ).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[^A-ZÁÉÍÓÚÑ() $]/g, '').trim());
    expect(headers).toEqual([
      'FECHA',
      'DESCRIPCIÓN DE LA ACTIVIDAD',
      'FACTURADO',
      'ANTES($)',
      'CAMBIO EN LA TARJETA',
      'SALDO($)',
    ]);
    expect(screen.getByText('Todavía no hay actividad en este contrato')).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });
});
