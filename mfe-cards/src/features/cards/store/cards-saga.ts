// Side effects of the cards feature: load the personal list, card details and contract details.
import { call, fork, put, select, take, takeLatest, takeEvery } from 'redux-saga/effects';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { tellLoad } from '@qcard/kit/bus/alert-helpers';
import { readSession } from '@qcard/runtime/session/session-storage';
import { saveBalanceSnapshot } from '@qcard/kit/offline/balance-snapshot';
import { loadRecord } from '@qcard/kit/store/load-record';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import { prefetch, takePrefetched } from '@qcard/kit/api/route-prefetch';
import {
  fetchCardBySerial,
  fetchCardDetails,
  fetchContractDetails,
  fetchMyCards,
  type CardView,
} from '../../cards/api/cards-api';
import {
  cardsActions,
  selectCardList,
  selectCardListStatus,
  type CardsState,
  type LoadStatus,
} from './cards-slice';

/** The personal card list's call, as /cards starts it before its page is there (route-prefetch). */
export const CARD_LIST_KEY = 'cards/list';

/** Entering /cards: the list is fetched now when the page will ask for it (same rule as loadCardList). */
export function prefetchCardList(state: { cards: CardsState }): void {
  const user = readSession().user;
  if (!user || user.sponsor || state.cards.list.length > 0 || state.cards.listStatus === 'loading')
    return;
  prefetch(CARD_LIST_KEY, fetchMyCards);
}

export function* loadCardList(action: ReturnType<typeof cardsActions.listRequested>) {
  const user = readSession().user;
  // SPEC 6: the personal card list is loaded only when it is empty and the user is not a sponsor.
  if (!user || user.sponsor) return;
  const list: CardView[] = yield select(selectCardList);
  const status: LoadStatus = yield select(selectCardListStatus);
  if (!action.force && list.length > 0) return;
  if (!action.force && status === 'loading') return;
  yield put(cardsActions.listLoading());
  // Refresh asks the server again; the page's first load takes the list /cards already asked for.
  const res: CallResult<CardView[]> = action.force
    ? yield call(fetchMyCards)
    : yield call(takePrefetched, CARD_LIST_KEY, fetchMyCards);
  const loaded = res.status === 'SUCCESS' && Array.isArray(res.data);
  yield call(tellLoad, res, loaded, { source: action.type });
  if (loaded) {
    // What the installed app shows, dated, when the device is offline (docs/offline-app.md).
    yield call(saveBalanceSnapshot, user.id, res.data as CardView[]);
    yield put(cardsActions.listLoaded(res.data as CardView[]));
  } else {
    yield put(cardsActions.listFailed());
  }
}

export function* loadCardDetails(action: ReturnType<typeof cardsActions.detailsRequested>) {
  yield* loadRecord(() => fetchCardDetails(action.cardId), {
    loaded: cardsActions.detailsLoaded,
    failed: (missing) => cardsActions.detailsFailed(action.cardId, missing),
    source: action.type,
  });
}

export function* loadContract(action: ReturnType<typeof cardsActions.contractRequested>) {
  yield* loadRecord(() => fetchContractDetails(action.contractId), {
    loaded: cardsActions.contractLoaded,
    failed: (missing) => cardsActions.contractFailed(action.contractId, missing),
    source: action.type,
  });
}

export function* lookupCard(action: ReturnType<typeof cardsActions.lookupRequested>) {
  yield* loadRecord(() => fetchCardBySerial(action.serial), {
    loaded: cardsActions.lookupLoaded,
    failed: cardsActions.lookupFailed,
    source: action.type,
  });
}

/** Card details and contract pages already loaded, read again. */
function* rereadRecords() {
  const state: CardsState = yield select((s: { cards: CardsState }) => s.cards);
  for (const id of Object.keys(state.details)) yield put(cardsActions.detailsRequested(Number(id)));
  for (const id of Object.keys(state.contracts))
    yield put(cardsActions.contractRequested(Number(id)));
}

/**
 * Live status: an order of the user turned Honoured or Rejected, or an
 * automatic reload ran. The balances shown are read again (the event carries only ids) and the
 * page announces it. Card details and contract pages already loaded are read again too.
 */
export function* refreshOnLiveEvents() {
  const orders = busChannel('live/orderStatus');
  const autoloads = busChannel('live/autoload');
  function* watch(channel: typeof orders | typeof autoloads, kind: 'order' | 'autoload') {
    while (true) {
      const event: { orderId: number; status: string; contractId?: number } = yield take(channel);
      yield put(cardsActions.listRequested(true));
      yield call(rereadRecords);
      yield put(
        cardsActions.liveEventReceived({ kind, orderId: event.orderId, status: event.status }),
      );
    }
  }
  yield fork(watch, orders, 'order');
  yield fork(watch, autoloads, 'autoload');
}

/**
 * A language switch: Card Details switched in place would keep "Adult" while My
 * Cards, read after, says "Adulto". Every record held is read again, by the loads the pages use;
 * the page shows it as it was meanwhile.
 */
export function* rereadCards() {
  const state: CardsState = yield select((s: { cards: CardsState }) => s.cards);
  if (state.listStatus === 'loaded') yield put(cardsActions.listRequested(true));
  if (state.lookup) yield put(cardsActions.lookupRequested(state.lookup.serialNumber));
  yield call(rereadRecords);
}

export function* cardsSaga() {
  yield fork(refreshOnLiveEvents);
  yield fork(rereadOnLanguageChange, rereadCards);
  yield takeLatest('cards/lookupRequested', lookupCard);
  yield takeLatest('cards/listRequested', loadCardList);
  yield takeEvery('cards/detailsRequested', loadCardDetails);
  yield takeLatest('cards/contractRequested', loadContract);
}

export type { CardsState };
