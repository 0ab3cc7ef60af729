// The bulk reload rows (contract names, statuses) come in the request's language;
// after a switch in place the page shown is read again with its criteria, the amounts entered stay.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import { sponsorReloadSaga } from '../store/sponsor-reload-saga';
import {
  initialSponsorReloadState,
  sponsorReloadActions,
  type SponsorReloadState,
} from '../store/sponsor-reload-slice';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

test('after a language switch, the rows shown are read again', async () => {
  const shown: SponsorReloadState = {
    ...initialSponsorReloadState,
    query: { filterType: 'lastName', filterValue: 'Lee' },
    pageNo: 2,
    page: { data: [], numberOfPages: 3, pageNumber: 2, numberOfRecords: 25 },
    status: 'loaded',
    amounts: { 9: 500 },
  };
  await switchToSpanishDuring(
    expectSaga(sponsorReloadSaga)
      .withState({ sponsorReload: shown })
      .put(sponsorReloadActions.searchRequested(null, 2))
      .silentRun(50),
  );
});
