// The API answers record texts (contract names, fare types, statuses) in the
// request's language; a page switched in place reads its records again, as the page asked for them.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import { subscriptionsSaga } from '../store/subscriptions-saga';
import {
  initialSubscriptionsState,
  subscriptionsActions as A,
  type SubscriptionsState,
} from '../store/subscriptions-slice';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

describe('after a language switch', () => {
  test("the patron list and the subscribe page's cards, with the card the page asked for", async () => {
    const shown: SubscriptionsState = {
      ...initialSubscriptionsState,
      list: { status: 'loaded', rows: [] },
      cards: { status: 'loaded', list: [] },
      cardsFor: 7,
    };
    await switchToSpanishDuring(
      expectSaga(subscriptionsSaga)
        .withState({ subscriptions: shown })
        .put(A.listRequested())
        .put(A.cardsRequested(7))
        .silentRun(50),
    );
  });

  test('nothing loaded, nothing asked', async () => {
    await switchToSpanishDuring(
      expectSaga(subscriptionsSaga)
        .withState({ subscriptions: initialSubscriptionsState })
        .not.put.like({ action: { type: 'subscriptions/listRequested' } })
        .not.put.like({ action: { type: 'subscriptions/cardsRequested' } })
        .silentRun(50),
    );
  });
});
