import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { MyCardsPage } from '../components/my-cards-page';
import { CardDetailsPage } from '../components/card-details-page';
import { ContractActivityPage } from '../components/contract-activity-page';
import { CARDS, contract } from '../../../test-support/fixtures';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

beforeEach(() => {
  api.mockReset();
  startPageTest(PATRON_USER);
});

describe('My Cards', () => {
  test('one tile per card with pill, New York dates, subscription values and balance', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARDS });
    renderPage('/cards', <MyCardsPage />, '/cards');
    expect(screen.getByText('Loading your cards')).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Q Card 1000000001' });
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/card' }), expect.anything());
    expect(within(first).getByText('Active')).toHaveClass('qc-pill--active');
    // 2025-08-27T15:00Z is 11:00 AM in New York (EDT)
    expect(within(first).getByText('08/27/2025 11:00 AM')).toBeInTheDocument();
    expect(within(first).getByTestId('balance')).toHaveTextContent('$58.75');
    expect(within(first).getByRole('link', { name: 'Reload' })).toHaveAttribute(
      'href',
      '/recharge/individual?cardId=1',
    );
    expect(within(first).getByRole('link', { name: 'Add Subscription' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Q Card 1000000002' });
    expect(within(second).getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      '/single-subscribe?cardId=2&contractId=21',
    );
    expect(within(second).getByText('$10.00')).toBeInTheDocument();
    expect(within(second).getByText('$20.00')).toBeInTheDocument();
    expect(within(second).getByTestId('balance')).toHaveTextContent(
      'Employer Transit Benefit$90.00',
    );

    const blocked = screen.getByRole('article', { name: 'Q Card 1000000003' });
    expect(within(blocked).getByText('Blocked')).toHaveClass('qc-pill--inactive');
    const reload = within(blocked).getByRole('button', { name: 'Reload' });
    expect(reload).toBeDisabled();
    expect(reload).toHaveAccessibleDescription(
      'Reload unavailable: Card is blocked (reported lost)',
    );
    expect(within(blocked).getByRole('button', { name: 'Add Subscription' })).toBeDisabled();
  });

  test("a card that carries no holder's name shows the dash for it, not its fare type", async () => {
    api.mockResolvedValue({
      status: 'SUCCESS',
      data: [CARDS[0], { ...CARDS[1]!, holderName: '' }],
    });
    renderPage('/cards', <MyCardsPage />, '/cards');
    const named = await screen.findByRole('article', { name: 'Q Card 1000000001' });
    const nameOf = (tile: HTMLElement) =>
      within(tile).getByText('Name', { selector: 'dt' }).nextElementSibling;
    expect(nameOf(named)).toHaveTextContent('Riley Rider');
    const unnamed = screen.getByRole('article', { name: 'Q Card 1000000002' });
    expect(nameOf(unnamed)).toHaveTextContent(/^–$/);
    expect(
      within(unnamed).getByText('Fare type', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Adult');
  });

  test('empty list and failed load show their states', async () => {
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: [] });
    const { unmount } = renderPage('/cards', <MyCardsPage />, '/cards');
    expect(await screen.findByText('You have no Q Cards on your account yet')).toBeInTheDocument();
    // The add form takes its place rather than sitting above it, and the focus its button had.
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Add a card' })[1]!);
    expect(screen.getByRole('form', { name: 'Add a card' })).toBeInTheDocument();
    expect(screen.queryByText('You have no Q Cards on your account yet')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Card serial number/)).toHaveFocus();
    // Cancel gives it back to "Add a card", enabled again.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a card', expanded: false })).toHaveFocus();
    unmount();
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' });
    renderPage('/cards', <MyCardsPage />, '/cards');
    expect(await screen.findByText('Your cards could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  test('a sponsor does not load a personal card list', async () => {
    signIn(SPONSOR_USER);
    renderPage('/cards', <MyCardsPage />, '/cards');
    expect(await screen.findByRole('link', { name: 'Company Card Management' })).toHaveAttribute(
      'href',
      '/company_mgmt',
    );
    expect(api).not.toHaveBeenCalled();
  });
});

describe('Card details', () => {
  test('reads the card id from the query and shows each contract', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARDS[1] });
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=2');
    const rs = await screen.findByRole('region', { name: 'Employer Transit Benefit' });
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/card/details' }),
      expect.objectContaining({ cardId: 2 }),
    );
    expect(within(rs).getByText('Ride Sponsor:Sponsored Value')).toBeInTheDocument();
    expect(within(rs).getByRole('link', { name: 'Reload' })).toHaveAttribute(
      'href',
      '/recharge/individual?cardId=2&contractId=22',
    );
    const sv = screen.getByRole('region', { name: 'Stored Value' });
    expect(within(sv).getByText('Q Card:Stored Value')).toBeInTheDocument();
    expect(within(sv).getByRole('link', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(within(sv).getByRole('link', { name: 'View Activity' })).toHaveAttribute(
      'href',
      '/contract-detail?contractId=21',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Card Details');
  });

  test("a card that carries no holder's name shows the dash for its holder", async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { ...CARDS[1]!, holderName: '' } });
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=2');
    const holder = await screen.findByText('Holder', { selector: 'dt' });
    expect(holder.nextElementSibling).toHaveTextContent(/^–$/);
  });

  test('a sponsor sees no reload or subscription buttons on a ride-sponsor contract', async () => {
    signIn(SPONSOR_USER);
    api.mockResolvedValue({ status: 'SUCCESS', data: CARDS[1] });
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=2');
    const rs = await screen.findByRole('region', { name: 'Employer Transit Benefit' });
    expect(within(rs).queryByRole('link', { name: 'Reload' })).toBeNull();
    expect(within(rs).queryByRole('link', { name: /Subscription/ })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Stored Value' })).getByRole('link', {
        name: 'Reload',
      }),
    ).toBeInTheDocument();
  });

  test('a card that is not found says so', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '485' });
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=99');
    expect(await screen.findByText('This card could not be found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('a sponsor on a card that is not found is led to Company Card Management, not to My Cards they do not have', async () => {
    signIn(SPONSOR_USER);
    api.mockResolvedValue({ status: 'ERROR', msgCode: '485' });
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=99');
    expect(await screen.findByText('This card could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company Card Management' })).toHaveAttribute(
      'href',
      '/company_mgmt',
    );
    expect(screen.queryByRole('link', { name: 'My Cards' })).toBeNull();
  });

  test('a card whose load failed on the way is not called missing: Try again shows it', async () => {
    const user = userEvent.setup();
    // What the API client answers when the connection drops (api-client.ts).
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475', errorMessage: null });
    renderPage('/home/mycard-details', <CardDetailsPage />, '/home/mycard-details?cardId=1');
    expect(await screen.findByText('This card could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('This card could not be found')).toBeNull();
    expect(screen.getByRole('link', { name: 'My Cards' })).toHaveAttribute('href', '/cards');
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: CARDS[0] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('card-title')).toBeInTheDocument();
  });
});

describe('Contract activity', () => {
  test('card information and the activity grid with its six columns', async () => {
    const detail = {
      ...contract({
        id: 11,
        contractActivities: [
          {
            id: 2,
            date: '2026-09-27T02:00:00.000Z',
            activityType: 'Tap',
            description: 'Fare paid $1.25',
            units: -125,
            unitsBefore: 6000,
            unitsAfter: 5875,
            billed: null,
          },
          {
            id: 1,
            date: '2026-08-03T02:00:00.000Z',
            activityType: 'Reload',
            description: 'Online reload of $50.00',
            units: 5000,
            unitsBefore: 1000,
            unitsAfter: 6000,
            billed: 5000,
          },
        ],
      }),
      cardId: 1,
      cardStatus: 'InCirculation',
      holderName: 'Riley Rider',
      profileName: 'Adult',
    };
    api.mockResolvedValue({ status: 'SUCCESS', data: detail });
    renderPage('/contract-detail', <ContractActivityPage />, '/contract-detail?contractId=11');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CONTRACT ACTIVITY');
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/contract/details' }),
      expect.objectContaining({ contractId: 11 }),
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[^A-Z() $]/g, '').trim());
    expect(headers).toEqual([
      'DATE',
      'ACTIVITY DESCRIPTION',
      'BILLED',
      'BEFORE($)',
      'CHANGE ON CARD',
      'BALANCE($)',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell').length > 0);
    const texts = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(texts).toContainEqual([
      '09/26/2026 10:00 PM',
      'Fare paid $1.25',
      '',
      '$60.00',
      '-$1.25',
      '$58.75',
    ]);
    expect(texts).toContainEqual([
      '08/02/2026 10:00 PM',
      'Online reload of $50.00',
      '$50.00',
      '$10.00',
      '+$50.00',
      '$60.00',
    ]);
    expect(screen.getByText('1000000001')).toBeInTheDocument();
  });
});
