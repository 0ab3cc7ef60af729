// Company cards page with the real store and saga; the API client is the only mock.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { companyCard } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render-page';
import { CompanyCardsPage } from '../components/company-cards-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;
afterEach(() => mockedCall.mockReset());

it('shows number (linking to the card details), profile, status, expiry in New York time and the holder; pages on the server', async () => {
  const user = userEvent.setup();
  mockedCall.mockImplementation(async (_path, body) => ({
    status: 'SUCCESS',
    data: {
      data:
        (body as { pageNo: number }).pageNo === 2
          ? [companyCard(3, 'Active', null)]
          : [companyCard(1, 'Active', 'E1001'), companyCard(2, 'Inactive', null)],
      numberOfPages: 2,
      pageNumber: (body as { pageNo: number }).pageNo,
      numberOfRecords: 3,
    },
  }));
  renderPage('/company_mgmt', '/company_mgmt', <CompanyCardsPage />);
  const link = await screen.findByRole('link', { name: 'Card 2000000001 details' });
  expect(link).toHaveAttribute('href', '/home/mycard-details?cardId=1');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Company Card Management' }),
  ).toBeInTheDocument();
  expect(screen.getAllByText('09/15/2029 11:00 AM')).toHaveLength(2);
  expect(screen.getByText('Blocked')).toBeInTheDocument();
  expect(screen.getByText('Avery Adams (E1001)')).toBeInTheDocument();
  expect(screen.getByText('Not allocated')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^(Page 2|2)$/ }));
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Card 2000000003 details' })).toBeInTheDocument(),
  );
  expect(mockedCall).toHaveBeenLastCalledWith(
    expect.objectContaining({ path: '/companycard/search' }),
    expect.objectContaining({ pageNo: 2, filterType: 'all' }),
  );
});

it('shows the failure and offers to try again', async () => {
  mockedCall.mockResolvedValue({
    status: 'ERROR',
    msgCode: '475',
    errorMessage: 'Something went wrong. Please try again later.',
  });
  const { alerts, off } = renderPage('/company_mgmt', '/company_mgmt', <CompanyCardsPage />);
  expect(await screen.findByText(/The company cards could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong. Please try again later.']);
  off();
});

it('shown again (same store), the search controls show the filter the list was searched with, not an empty one', async () => {
  const user = userEvent.setup();
  mockedCall.mockImplementation(async () => ({
    status: 'SUCCESS',
    data: {
      data: [companyCard(1, 'Active', 'E1001')],
      numberOfPages: 1,
      pageNumber: 1,
      numberOfRecords: 1,
    },
  }));
  function Shown() {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown((s) => !s)}>
          toggle
        </button>
        {shown ? <CompanyCardsPage /> : null}
      </>
    );
  }
  renderPage('/company_mgmt', '/company_mgmt', <Shown />);
  await screen.findByRole('link', { name: 'Card 2000000001 details' });
  await user.selectOptions(screen.getByLabelText('Search By'), 'profileName');
  await user.type(screen.getByRole('searchbox'), 'Adult');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() =>
    expect(mockedCall).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/companycard/search' }),
      expect.objectContaining({ filterType: 'profileName', filterValue: 'Adult' }),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  expect(await screen.findByLabelText('Search By')).toHaveValue('profileName');
  expect(screen.getByRole('searchbox')).toHaveValue('Adult');
});
