// This remote's pages in component tests: the shared test support with this remote's store,
// and the messages its pages show.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { SessionUser } from '@qcard/contracts/domain';
import { renderRemotePage, signIn } from '@qcard/kit/test-support/render-remote-page';
import { reducers, rootSaga } from '../app/store';

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
