// /cards with its list started by the route (the routes module's prepare) before the page is there.
import { act, screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { readSession } from '@qcard/runtime/session/session-storage';
import { discardPrefetched } from '@qcard/kit/api/route-prefetch';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { MyCardsPage } from '../components/my-cards-page';
import { prefetchCardList } from '../store/cards-saga';
import { initialCardsState } from '../store/cards-slice';
import { CARDS } from '../../../test-support/fixtures';
import { renderPage, startPageTest } from '../../../test-support/render-page';
import { switchToSpanish } from '../../../test-support/spanish';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;
const entering = { cards: initialCardsState };

beforeEach(() => {
  api.mockReset();
  discardPrefetched();
  startPageTest(PATRON_USER);
});

test('the page shows the list its route already asked for: one call, not two', async () => {
  api.mockResolvedValue({ status: 'SUCCESS', data: CARDS });
  prefetchCardList(entering);
  renderPage('/cards', <MyCardsPage />, '/cards');
  expect(await screen.findByRole('article', { name: 'Q Card 1000000001' })).toBeInTheDocument();
  expect(api).toHaveBeenCalledTimes(1);
});

test('a failed prefetch is asked again by the page, which shows the cards', async () => {
  api
    .mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' })
    .mockResolvedValue({ status: 'SUCCESS', data: CARDS });
  prefetchCardList(entering);
  renderPage('/cards', <MyCardsPage />, '/cards');
  expect(await screen.findByRole('article', { name: 'Q Card 1000000001' })).toBeInTheDocument();
  expect(screen.queryByText('Your cards could not be loaded')).toBeNull();
  expect(api).toHaveBeenCalledTimes(2);
});

test("after a logout the next rider's page does not get the list fetched for the one before", async () => {
  const OTHER_RIDER = { ...PATRON_USER, id: 2, email: 'other.rider@example.com' };
  // The server answers each rider with their own cards.
  api.mockImplementation(async () => ({
    status: 'SUCCESS',
    data: readSession().user?.id === PATRON_USER.id ? CARDS : [],
  }));
  prefetchCardList(entering);
  bus.emit('session/loggedOut', { reason: 'user' });
  signIn(OTHER_RIDER);
  renderPage('/cards', <MyCardsPage />, '/cards');
  expect(await screen.findByText('You have no Q Cards on your account yet')).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
  expect(api).toHaveBeenCalledTimes(2);
});

test('Refresh asks the server again instead of taking an earlier answer', async () => {
  api.mockResolvedValue({ status: 'SUCCESS', data: CARDS });
  prefetchCardList(entering);
  renderPage('/cards', <MyCardsPage />, '/cards');
  await screen.findByRole('article', { name: 'Q Card 1000000001' });
  prefetchCardList(entering);
  act(() => screen.getByRole('button', { name: 'Refresh' }).click());
  await screen.findByRole('article', { name: 'Q Card 1000000001' });
  expect(api.mock.calls.filter(([{ path }]) => path === '/card').length).toBeGreaterThanOrEqual(2);
});

test('nothing is prefetched for a sponsor, whose page loads no personal list', () => {
  signIn(SPONSOR_USER);
  prefetchCardList(entering);
  expect(api).not.toHaveBeenCalled();
});

test('while the list loads, tiles hold its place and screen readers hear it is loading, in English', async () => {
  api.mockReturnValue(new Promise(() => undefined));
  renderPage('/cards', <MyCardsPage />, '/cards');
  const status = screen.getByText('Loading your cards');
  expect(status).toHaveAttribute('role', 'status');
  expect(status.closest('[aria-busy="true"]')).not.toBeNull();
});

test('and in Spanish', async () => {
  api.mockReturnValue(new Promise(() => undefined));
  renderPage('/cards', <MyCardsPage />, '/cards');
  await switchToSpanish();
  expect(screen.getByText('Cargando sus tarjetas')).toHaveAttribute('role', 'status');
});
