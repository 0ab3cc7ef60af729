// The cards sagas run as sagas: the personal list (loaded once, for patrons only), card and
// contract details and the lookup by serial, with the requests sent, the alerts raised on the
// bus and the cards state.
import { callContract } from '@qcard/runtime/api/api-client';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';
import type { AlertMessage } from '@qcard/contracts/domain';
import { setUser } from '@qcard/runtime/session/session-storage';
import { CARDS, contract } from '../../../test-support/fixtures';
import { cardsSaga } from '../store/cards-saga';
import { cardsActions, cardsReducer, initialCardsState } from '../store/cards-slice';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);

const { state, settle: run } = sagaRunner('cards', cardsReducer, cardsSaga, initialCardsState);

const CARD = CARDS[0] as (typeof CARDS)[number];
const CM = {};
const USER = {
  id: 1,
  email: 'rider@example.com',
  firstName: 'Riley',
  lastName: 'Rider',
  address: '',
  town: '',
  state: 'OR',
  zipcode: '',
  phoneNumber: '',
  sponsor: false,
};

let alerts: AlertMessage[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  alerts = [];
  off = bus.on('alerts/raised', (a) => alerts.push(a));
  setResponseMessages({ '475': 'Something went wrong, try again.' });
  setUser(USER);
});
afterEach(() => {
  off();
  api.mockReset();
  setUser(null);
});

describe('cardsSaga: the personal card list', () => {
  it("loads the rider's cards", async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARDS });
    const s = await run(cardsActions.listRequested());
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/card' }), { ...CM });
    expect(s).toMatchObject({ list: CARDS, listStatus: 'loaded' });
  });

  it('a list already shown is not asked for again, unless forced', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: [CARD] });
    await run(cardsActions.listRequested(), state({ list: CARDS, listStatus: 'loaded' }));
    expect(api).not.toHaveBeenCalled();
    const s = await run(
      cardsActions.listRequested(true),
      state({ list: CARDS, listStatus: 'loaded' }),
    );
    expect(api).toHaveBeenCalledTimes(1);
    expect(s.list).toEqual([CARD]);
  });

  it('a sponsor or a signed-out visitor has no personal list to load', async () => {
    setUser({ ...USER, sponsor: true });
    await run(cardsActions.listRequested(true));
    setUser(null);
    await run(cardsActions.listRequested(true));
    expect(api).not.toHaveBeenCalled();
  });

  it('a failed list shows the server text and the error state', async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '464',
      errorMessage: 'Your session has ended.',
    });
    const s = await run(cardsActions.listRequested());
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'Your session has ended.' }),
    ]);
    expect(s).toMatchObject({ list: [], listStatus: 'error' });
  });

  it('a network failure shows the configured text', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    const s = await run(cardsActions.listRequested());
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
    expect(s.listStatus).toBe('error');
  });

  it('an answer that is not a list is a failed load', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { cards: CARDS } });
    const s = await run(cardsActions.listRequested());
    expect(s).toMatchObject({ list: [], listStatus: 'error' });
  });
});

describe('cardsSaga: details and lookup', () => {
  it("loads a card's details by id", async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARD });
    const s = await run(cardsActions.detailsRequested(1));
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/card/details' }), {
      ...CM,
      cardId: 1,
    });
    expect(s).toMatchObject({ details: { 1: CARD }, detailsStatus: { 1: 'loaded' } });
  });

  it("a card that is not the rider's shows the server text", async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '485', errorMessage: 'Card not found.' });
    const s = await run(cardsActions.detailsRequested(99));
    expect(alerts.map((a) => a.msg)).toEqual(['Card not found.']);
    // The server said it is not there: the page says "not found", and offers no Try again.
    expect(s).toMatchObject({ details: {}, detailsStatus: { 99: 'missing' } });
  });

  it('a load that failed on the way (the connection dropped) is an error the page offers to try again', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    const s = await run(cardsActions.detailsRequested(1));
    expect(s).toMatchObject({ details: {}, detailsStatus: { 1: 'error' } });
  });

  it("loads a contract's details by id; a failure marks only that contract", async () => {
    const detail = {
      ...contract({ id: 11 }),
      cardId: 1,
      cardStatus: 'InCirculation',
      holderName: 'Riley Rider',
      profileName: 'Adult',
    };
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: detail });
    const s = await run(cardsActions.contractRequested(11));
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/contract/details' }), {
      ...CM,
      contractId: 11,
    });
    expect(s).toMatchObject({ contracts: { 11: detail }, contractStatus: { 11: 'loaded' } });
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' });
    const failed = await run(cardsActions.contractRequested(12), { cards: s });
    expect(failed.contractStatus).toEqual({ 11: 'loaded', 12: 'error' });
  });

  it('finds a card by serial; a miss clears the one found before', async () => {
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: CARD });
    const s = await run(cardsActions.lookupRequested('1000000001'));
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/card/detailsBySerial' }), {
      ...CM,
      cardSerialNo: '1000000001',
    });
    expect(s).toMatchObject({ lookup: CARD, lookupStatus: 'loaded' });
    api.mockResolvedValueOnce({
      status: 'ERROR',
      msgCode: '485',
      errorMessage: 'No company card 2000000099.',
    });
    const missed = await run(cardsActions.lookupRequested('2000000099'), { cards: s });
    expect(missed).toMatchObject({ lookup: null, lookupStatus: 'error' });
    expect(alerts.map((a) => a.msg)).toEqual(['No company card 2000000099.']);
  });
});
