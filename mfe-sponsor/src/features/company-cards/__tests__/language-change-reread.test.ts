// The API answers card texts (fare types, statuses) in the request's language;
// after a switch in place the page of company cards shown is read again with its criteria.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import { companyCardsSaga } from '../store/company-cards-saga';
import { companyCardsSearch, type CompanyCardsState } from '../store/company-cards-slice';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

test('after a language switch, the company cards page shown', async () => {
  const shown: CompanyCardsState = {
    ...companyCardsSearch.initial,
    query: { filterType: 'lastName', filterValue: 'Lee' },
    pageNo: 2,
    page: { data: [], numberOfPages: 3, pageNumber: 2, numberOfRecords: 25 },
    status: 'loaded',
  };
  await switchToSpanishDuring(
    expectSaga(companyCardsSaga)
      .withState({ companyCards: shown })
      .put(companyCardsSearch.actions.searchRequested(null, 2))
      .silentRun(50),
  );
});
