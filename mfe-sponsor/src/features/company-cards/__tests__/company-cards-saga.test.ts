// The company cards search run as a saga: the request sent, the page kept in the store, the 469
// warning for a search that matched nothing and the alerts it ends or raises.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import { fakeApi, type FakeApi } from '@qcard/kit/test-support/fake-api';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { loadServerConfig } from '@qcard/kit/test-support/server-config';
import type { CompanyCard } from '../api/company-cards-api';
import {
  COMPANY_CARDS_PATH,
  COMPANY_CARDS_SEARCH_SOURCE,
  companyCardsSaga,
} from '../store/company-cards-saga';
import {
  companyCardsActions,
  companyCardsReducer,
  selectCompanyCards,
} from '../store/company-cards-slice';

jest.mock('@qcard/runtime/api/api-client');

const reducer = combineReducers({ companyCards: companyCardsReducer });
type State = ReturnType<typeof reducer>;
const search = async (
  action: ReturnType<typeof companyCardsActions.searchRequested>,
  state?: State,
) =>
  selectCompanyCards(
    (await expectSaga(companyCardsSaga).withReducer(reducer, state).dispatch(action).silentRun(0))
      .storeState as State,
  );

const CARD: CompanyCard = {
  cardId: 5,
  cardNumber: '2000000005',
  profileName: 'Adult',
  status: 'Active',
  cardStatus: 'InCirculation',
  expiresOn: '2029-01-01',
  employeeId: 'E-7',
  employeeName: 'Sam Sponsor',
};
const page = (data: CompanyCard[], pageNumber = 1) => ({
  data,
  numberOfPages: 3,
  pageNumber,
  numberOfRecords: data.length ? 21 : 0,
});
const BODY = {};

let api: FakeApi;
let alerts: AlertMessage[];
const settled: string[] = [];
const stopSettled = bus.on('alerts/settled', ({ source }) => settled.push(source));
afterAll(stopSettled);
beforeEach(() => {
  api = fakeApi(callContract);
  ({ alerts } = recordAlerts());
  settled.length = 0;
  loadServerConfig();
});

describe('companyCardsSaga', () => {
  it('searches with the criteria and keeps the page; finding cards ends earlier warnings', async () => {
    api.answer('/companycard/search', { status: 'SUCCESS', data: page([CARD]) });
    const s = await search(
      companyCardsActions.searchRequested({ filterType: 'employeeName', filterValue: 'Sam' }),
    );
    expect(api.bodies('/companycard/search')).toEqual([
      { ...BODY, filterType: 'employeeName', filterValue: 'Sam', pageNo: 1 },
    ]);
    expect(s).toMatchObject({
      status: 'loaded',
      page: page([CARD]),
      query: { filterType: 'employeeName', filterValue: 'Sam' },
      noResults: null,
    });
    expect(settled).toEqual([COMPANY_CARDS_SEARCH_SOURCE]);
    expect(alerts).toEqual([]);
  });

  it('another page keeps the criteria shown', async () => {
    api.answer('/companycard/search', { status: 'SUCCESS', data: page([CARD], 2) });
    const shown: State = {
      companyCards: {
        query: { filterType: 'cardNumber', filterValue: '2000' },
        pageNo: 1,
        page: page([CARD]),
        status: 'loaded',
        noResults: null,
      },
    };
    const s = await search(companyCardsActions.searchRequested(null, 2), shown);
    expect(api.bodies('/companycard/search')).toEqual([
      { ...BODY, filterType: 'cardNumber', filterValue: '2000', pageNo: 2 },
    ]);
    expect(s).toMatchObject({ pageNo: 2, page: { pageNumber: 2 } });
  });

  it('a search that matches nothing warns with 469 on the company cards page', async () => {
    api.answer('/companycard/search', { status: 'SUCCESS', data: page([]) });
    const s = await search(
      companyCardsActions.searchRequested({ filterType: 'cardNumber', filterValue: '999' }),
    );
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'warning',
        msg: 'No records found.',
        source: COMPANY_CARDS_SEARCH_SOURCE,
        target: COMPANY_CARDS_PATH,
      }),
    ]);
    expect(s).toMatchObject({ status: 'loaded', noResults: 'No records found.' });
  });

  it('listing everything with no cards yet raises nothing (the empty table says it)', async () => {
    api.answer('/companycard/search', { status: 'SUCCESS', data: page([]) });
    const s = await search(
      companyCardsActions.searchRequested({ filterType: 'all', filterValue: '' }),
    );
    expect(alerts).toEqual([]);
    expect(s.noResults).toBeNull();
  });

  it('a failed search clears the table and shows the server text', async () => {
    api.answer('/companycard/search', {
      status: 'ERROR',
      msgCode: '479',
      errorMessage: 'Enter a value to search for.',
    });
    const shown: State = {
      companyCards: {
        query: { filterType: 'all', filterValue: '' },
        pageNo: 1,
        page: page([CARD]),
        status: 'loaded',
        noResults: null,
      },
    };
    const s = await search(
      companyCardsActions.searchRequested({ filterType: 'cardNumber', filterValue: '' }),
      shown,
    );
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Enter a value to search for.',
        source: COMPANY_CARDS_SEARCH_SOURCE,
        target: COMPANY_CARDS_PATH,
      }),
    ]);
    expect(s).toMatchObject({ status: 'error', page: null });
  });

  it('a network failure shows the configured text', async () => {
    api.answer('/companycard/search', { status: 'ERROR', msgCode: '475', errorMessage: null });
    const s = await search(
      companyCardsActions.searchRequested({ filterType: 'all', filterValue: '' }),
    );
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong. Please try again later.']);
    expect(s.status).toBe('error');
  });

  it('an answer without rows is a failed search', async () => {
    api.answer('/companycard/search', { status: 'SUCCESS', data: { numberOfRecords: 0 } });
    const s = await search(
      companyCardsActions.searchRequested({ filterType: 'all', filterValue: '' }),
    );
    expect(s).toMatchObject({ status: 'error', page: null });
  });
});
