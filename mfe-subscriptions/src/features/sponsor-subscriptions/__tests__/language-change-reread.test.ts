// The API answers record texts (contract names, statuses) in the request's
// language; after a switch in place the page of employees shown is read again with its criteria.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import { sponsorSubscriptionsSaga } from '../store/sponsor-subscriptions-saga';
import {
  initialSponsorSubscriptionsState,
  sponsorSubscriptionsActions as S,
  type SponsorSubscriptionsState,
} from '../store/sponsor-subscriptions-slice';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

test("after a language switch, the sponsor's employee subscriptions: the page shown, with its criteria", async () => {
  const shown: SponsorSubscriptionsState = {
    ...initialSponsorSubscriptionsState,
    search: {
      ...initialSponsorSubscriptionsState.search,
      query: { filterType: 'lastName', filterValue: 'Lee' },
      pageNo: 2,
      page: { data: [], numberOfPages: 3, pageNumber: 2, numberOfRecords: 25 },
      status: 'loaded',
    },
  };
  await switchToSpanishDuring(
    expectSaga(sponsorSubscriptionsSaga)
      .withState({ sponsorSubscriptions: shown })
      .put(S.searchRequested(null, 2))
      .silentRun(50),
  );
});
