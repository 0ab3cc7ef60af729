// The lost-card flow on Card Details with the API answering as the server does: what the rider
// is told before the block, which cards are offered, and what happens when a call fails.
import { fireEvent, screen, within } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { CardDetailsPage } from '../components/card-details-page';
import { CARDS } from '../../../test-support/fixtures';
import { renderPage, startPageTest } from '../../../test-support/render-page';
import { englishOnPage, switchToSpanish } from '../../../test-support/spanish';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

const card = (id: number) => CARDS.find((c) => c.id === id)!;
let blocked = false;
let transferAnswer: Awaited<ReturnType<typeof callContract>>;

beforeEach(() => {
  api.mockReset();
  blocked = false;
  transferAnswer = {
    status: 'SUCCESS',
    data: {
      cardId: 2,
      serialNumber: '1000000002',
      status: 'Blocked',
      blockedAt: 'x',
      blockedReason: 'Lost',
      transferredToCardId: 1,
      replacementSerialNumber: '1000000001',
      transferredAt: 'y',
      moved: {
        cents: 11375,
        reloads: 1,
        subscriptions: 1,
        values: [
          { cents: 11375, fromProduct: 'Adult Stored Value', toProduct: 'Adult Stored Value' },
        ],
      },
    },
  };
  api.mockImplementation((async ({ path }: { path: string }, body?: Record<string, unknown>) => {
    if (path === '/card/details')
      return {
        status: 'SUCCESS',
        data: {
          ...card(Number(body?.cardId)),
          status: blocked ? 'Blocked' : card(Number(body?.cardId)).status,
        },
      };
    if (path === '/card') return { status: 'SUCCESS', data: CARDS };
    if (path === '/card/block') {
      blocked = true;
      return {
        status: 'SUCCESS',
        data: {
          cardId: 2,
          serialNumber: '1000000002',
          status: 'Blocked',
          blockedAt: 'x',
          blockedReason: body?.reason,
          transferredToCardId: null,
          replacementSerialNumber: null,
          transferredAt: null,
          moved: null,
        },
      };
    }
    if (path === '/card/transfer') return transferAnswer;
    throw new Error(`unexpected ${path}`);
  }) as never);
  startPageTest(PATRON_USER);
});

const open = async () => {
  renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=2');
  fireEvent.click(await screen.findByRole('button', { name: 'Report lost or stolen' }));
  return screen.getByRole('alertdialog', { name: 'Report Q Card 1000000002 lost or stolen?' });
};

test('cancelling the confirmation blocks nothing', async () => {
  const dialog = await open();
  expect(within(dialog).getByText(/blocked at once and for good/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(api.mock.calls.map((c) => c[0].path)).not.toContain('/card/block');
});

test('after the block only the other active cards are offered, and moving waits for a choice', async () => {
  const dialog = await open();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Stolen' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block this card' }));
  const chooser = await screen.findByTestId('lost-card-chooser');
  expect(api).toHaveBeenCalledWith(
    expect.objectContaining({ path: '/card/block' }),
    expect.objectContaining({ cardId: 2, reason: 'Stolen' }),
  );
  // Card 3 is blocked and card 2 is the lost one: only card 1 can receive the value.
  const options = await within(chooser).findAllByRole('radio');
  expect(options.map((o) => o.closest('label')?.textContent)).toEqual(['Q Card 1000000001']);
  const move = within(chooser).getByRole('button', { name: 'Move the value' });
  expect(move).toBeDisabled();
  expect(within(chooser).getByText('Choose a replacement card first.')).toBeInTheDocument();
  fireEvent.click(options[0]!);
  fireEvent.click(move);
  const result = await screen.findByTestId('lost-card-result');
  expect(api).toHaveBeenCalledWith(
    expect.objectContaining({ path: '/card/transfer' }),
    expect.objectContaining({ cardId: 2, replacementCardId: 1 }),
  );
  expect(within(result).getByText('Balance moved: $113.75')).toBeInTheDocument();
  expect(within(result).getByRole('link', { name: 'Open the replacement card' })).toHaveAttribute(
    'href',
    '/home/mycard-details?cardId=1',
  );
});

test('a refused transfer keeps the rider on the chooser to try again', async () => {
  transferAnswer = {
    status: 'ERROR',
    msgCode: '403',
    errorMessage:
      'The value of the Q Card with serial # 1000000002 was already moved to another card.',
    data: null,
  };
  const dialog = await open();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block this card' }));
  const chooser = await screen.findByTestId('lost-card-chooser');
  fireEvent.click((await within(chooser).findAllByRole('radio'))[0]!);
  fireEvent.click(within(chooser).getByRole('button', { name: 'Move the value' }));
  expect(await within(chooser).findByRole('button', { name: 'Move the value' })).toBeEnabled();
  expect(screen.queryByTestId('lost-card-result')).not.toBeInTheDocument();
});

test('a blocked card with value left offers to move it', async () => {
  renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=3');
  expect(
    await screen.findByText('This card was reported lost or stolen and is blocked for good.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Report lost or stolen' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Move its value' }));
  expect(await screen.findByTestId('lost-card-chooser')).toBeInTheDocument();
});

test('replacement cards that could not be loaded (the connection dropped) come with Try again, which lists them', async () => {
  const answer = api.getMockImplementation()!;
  let cardListFails = false;
  api.mockImplementation((async ({ path }: { path: string }, body?: Record<string, unknown>) => {
    // The card list fails while the connection is down, as callContract answers a dropped connection.
    if (path === '/card' && cardListFails)
      return { status: 'ERROR', msgCode: '475', errorMessage: null };
    return answer({ path } as never, body);
  }) as never);
  const dialog = await open();
  cardListFails = true;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block this card' }));
  const chooser = await screen.findByTestId('lost-card-chooser');
  expect(await within(chooser).findByText(/The cards could not be loaded\./)).toBeInTheDocument();
  expect(within(chooser).queryByRole('radio')).not.toBeInTheDocument();
  cardListFails = false;
  fireEvent.click(within(chooser).getByRole('button', { name: 'Try again' }));
  expect(
    (await within(chooser).findAllByRole('radio')).map((o) => o.closest('label')?.textContent),
  ).toEqual(['Q Card 1000000001']);
  expect(within(chooser).getByRole('heading', { level: 2 })).toHaveFocus();
});

// A Reduced Fare card's stored value lands as money in the Adult card's own
// product, and the result says so, product by product.
const reducedToAdult = (
  fromProduct: string,
  toProduct: string,
): Awaited<ReturnType<typeof callContract>> => ({
  status: 'SUCCESS',
  data: {
    cardId: 2,
    serialNumber: '1000000002',
    status: 'Blocked',
    blockedAt: 'x',
    blockedReason: 'Lost',
    transferredToCardId: 1,
    replacementSerialNumber: '1000000001',
    transferredAt: 'y',
    moved: {
      cents: 1250,
      reloads: 0,
      subscriptions: 0,
      values: [{ cents: 1250, fromProduct, toProduct }],
    },
  },
});

async function moveToCardOne() {
  const dialog = await open();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block this card' }));
  const chooser = await screen.findByTestId('lost-card-chooser');
  fireEvent.click((await within(chooser).findAllByRole('radio'))[0]!);
  fireEvent.click(within(chooser).getByRole('button', { name: 'Move the value' }));
  return screen.findByTestId('lost-card-result');
}

test('the result says which product the value left and which it went to on the replacement', async () => {
  transferAnswer = reducedToAdult('Reduced Fare Stored Value', 'Adult Stored Value');
  const result = await moveToCardOne();
  expect(
    within(result).getByText(
      '$12.50 from Reduced Fare Stored Value moved to Adult Stored Value on Q Card 1000000001',
    ),
  ).toBeInTheDocument();
  expect(within(result).getByText('Balance moved: $12.50')).toBeInTheDocument();
});

test('in Spanish, with the product names as the API gives them in Spanish', async () => {
  transferAnswer = reducedToAdult(
    'Valor almacenado de tarifa reducida',
    'Valor almacenado de adulto',
  );
  renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=2');
  await switchToSpanish();
  fireEvent.click(await screen.findByRole('button', { name: 'Reportar pérdida o robo' }));
  const dialog = screen.getByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear esta tarjeta' }));
  const chooser = await screen.findByTestId('lost-card-chooser');
  fireEvent.click((await within(chooser).findAllByRole('radio'))[0]!);
  fireEvent.click(within(chooser).getByRole('button', { name: 'Transferir el valor' }));
  const result = await screen.findByTestId('lost-card-result');
  expect(
    within(result).getByText(
      'Se transfirieron $12.50 de Valor almacenado de tarifa reducida a Valor almacenado de adulto en la Q Card 1000000001',
    ),
  ).toBeInTheDocument();
  expect(englishOnPage(result)).toEqual([]);
});
