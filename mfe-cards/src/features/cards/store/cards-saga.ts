// Side effects of the cards feature: load the personal list, card details and contract details.
import { call, put, select, takeLatest, takeEvery } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import { alertFromServer } from '@qcard/shared/bus/alert-helpers';
import { readSession } from '@qcard/shared/session/session-storage';
import { loadRecord } from '@qcard/shared/store/load-record';
import { prefetch, takePrefetched } from '@qcard/shared/api/route-prefetch';
import { fetchCardBySerial, fetchCardDetails, fetchContractDetails, fetchMyCards, type CardView } from '../../cards/api/cards-api';
import { cardsActions, selectCardList, selectCardListStatus, type CardsState, type LoadStatus } from './cards-slice';

/** The personal card list's call, as /cards starts it before its page is there (route-prefetch). */
export const CARD_LIST_KEY = 'cards/list';

/** Entering /cards: the list is fetched now when the page will ask for it (same rule as loadCardList). */
export function prefetchCardList(state: { cards: CardsState }): void {
  const user = readSession().user;
  if (!user || user.sponsor || state.cards.list.length > 0 || state.cards.listStatus === 'loading') return;
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
  const res: CallResult<CardView[]> = action.force ? yield call(fetchMyCards) : yield call(takePrefetched, CARD_LIST_KEY, fetchMyCards);
  if (res.status === 'SUCCESS' && Array.isArray(res.data)) {
    yield put(cardsActions.listLoaded(res.data));
  } else {
    yield call(alertFromServer, res);
    yield put(cardsActions.listFailed());
  }
}

export function* loadCardDetails(action: ReturnType<typeof cardsActions.detailsRequested>) {
  yield* loadRecord(() => fetchCardDetails(action.cardId), { loaded: cardsActions.detailsLoaded, failed: () => cardsActions.detailsFailed(action.cardId) });
}

export function* loadContract(action: ReturnType<typeof cardsActions.contractRequested>) {
  yield* loadRecord(() => fetchContractDetails(action.contractId), { loaded: cardsActions.contractLoaded, failed: () => cardsActions.contractFailed(action.contractId) });
}

export function* lookupCard(action: ReturnType<typeof cardsActions.lookupRequested>) {
  yield* loadRecord(() => fetchCardBySerial(action.serial), { loaded: cardsActions.lookupLoaded, failed: cardsActions.lookupFailed });
}

export function* cardsSaga() {
  yield takeLatest('cards/lookupRequested', lookupCard);
  yield takeLatest('cards/listRequested', loadCardList);
  yield takeEvery('cards/detailsRequested', loadCardDetails);
  yield takeLatest('cards/contractRequested', loadContract);
}

export type { CardsState };
