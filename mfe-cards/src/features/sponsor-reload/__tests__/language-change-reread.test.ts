// The bulk reload rows (contract names, statuses) come in the request's language;
// after a switch in place the page shown is read again with its criteria, the amounts entered stay.
import { expectSaga } from 'redux-saga-test-plan';
import { bus } from '@qcard/shared/bus/event-bus';
import { sponsorReloadSaga } from '../store/sponsor-reload-saga';
import {
  initialSponsorReloadState,
  sponsorReloadActions,
  type SponsorReloadState,
} from '../store/sponsor-reload-slice';

jest.mock('@qcard/shared/api/api-client', () => ({
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
  const running = expectSaga(sponsorReloadSaga)
    .withState({ sponsorReload: shown })
    .put(sponsorReloadActions.searchRequested(null, 2))
    .silentRun(50);
  bus.emit('i18n/languageChanged', { language: 'es' });
  await running;
});
