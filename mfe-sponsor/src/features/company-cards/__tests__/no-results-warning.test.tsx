// A company cards search that matches nothing shows the 469 warning; a later
// search that finds cards ends it. Real store and saga; the API client is the only mock.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { fakeApi } from '@qcard/kit/test-support/fake-api';
import {
  expectNoResultsWarningEndedBySearch,
  searchFindsRowUnless,
} from '@qcard/kit/test-support/paged-search-steps';
import { companyCard } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render-page';
import { CompanyCardsPage } from '../components/company-cards-page';
import { COMPANY_CARDS_SEARCH_SOURCE } from '../store/company-cards-saga';

jest.mock('@qcard/runtime/api/api-client');

const CARD = companyCard(1, 'Active', null);

test('a search that finds no card warns with 469; one that finds cards settles it; the first full list says nothing', async () => {
  searchFindsRowUnless(fakeApi(callContract), '/companycard/search', CARD, '9999999999');
  const user = userEvent.setup();
  const { alerts, off } = renderPage('/company_mgmt', '/company_mgmt', <CompanyCardsPage />);
  await screen.findByRole('link', { name: 'Card 2000000001 details' });
  expect(alerts).toEqual([]);
  // The first list is every card, and the controls say so: a search by number picks its filter first.
  await expectNoResultsWarningEndedBySearch(user, alerts, COMPANY_CARDS_SEARCH_SOURCE, {
    nothing: '9999999999',
    searchBy: 'cardNumber',
    found: '2000000001',
  });
  off();
});
