// This remote's pages in component tests: the shared test support with this remote's store,
// and the messages its pages show.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { SessionUser } from '@qcard/contracts/domain';
import { renderRemotePage, signIn } from '@qcard/kit/test-support/render-remote-page';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { reducers } from '../app/store';
import { cardsSaga } from '../features/cards/store/cards-saga';
import { reloadSaga } from '../features/reload/store/reload-saga';
import { unregSaga } from '../features/unreg-reload/store/unreg-saga';
import { sponsorReloadSaga } from '../features/sponsor-reload/store/sponsor-reload-saga';
import { cardOwnershipSaga } from '../features/add-card/store/card-ownership-saga';
import { lostCardSaga } from '../features/lost-card/store/lost-card-saga';

// Every feature's saga: a test renders a page's component alone, not the module that names them.
export const rootSaga = rootSagaOf(
  cardsSaga,
  reloadSaga,
  unregSaga,
  sponsorReloadSaga,
  cardOwnershipSaga,
  lostCardSaga,
);

export function setTestConfig() {
  setConfig({
    messages: [
      {
        type: 'RESPONSE_MSG',
        msgCode: '463',
        msgName: 'RELOAD_RANGE',
        msgValue: 'Reload amount must be between ${0} and ${1}.',
      },
      {
        type: 'RESPONSE_MSG',
        msgCode: '476',
        msgName: 'CARD_NUMBERS_MISMATCH',
        msgValue: 'Card numbers do not match.',
      },
      {
        type: 'RESPONSE_MSG',
        msgCode: '485',
        msgName: 'NOT_FOUND',
        msgValue: 'The requested item was not found.',
      },
    ],
    patronMessages: [
      {
        type: 'WARNING_CODE',
        msgCode: 'RS01',
        msgName: 'RIDE_SPONSOR_PATRON',
        msgValue: 'This contract is paid by your ride sponsor.',
      },
      {
        type: 'PATRON_MSG',
        msgCode: 'NOT_RELOADABLE',
        msgName: 'NOT_RELOADABLE',
        msgValue: 'The Q Card with serial # {0} is not reloadable at this time. [Reason: {1}]',
      },
      {
        type: 'PATRON_MSG',
        msgCode: 'ITEMS_ADDED',
        msgName: 'ITEMS_ADDED',
        msgValue: 'Items successfully added to cart',
      },
    ],
  });
}

/** A page test starts from this configuration with `user` signed in (null: nobody is). */
export function startPageTest(user: SessionUser | null) {
  setTestConfig();
  signIn(user);
}

export function renderPage(path: string, page: ReactElement, url: string) {
  return renderRemotePage(page, { reducers, rootSaga, Provider }, { path, url });
}
