import { screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { PatronSubscriptionsPage } from '../components/patron-subscriptions-page';
import { renderPage, setTestConfig } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

beforeEach(() => {
  api.mockReset();
  setTestConfig();
});

const open = () =>
  renderPage('/subscribe/:actionType', <PatronSubscriptionsPage />, '/subscribe/default');

test('lists the subscriptions with the five columns, amounts in dollars, and a manage link', async () => {
  api.mockResolvedValue({
    status: 'SUCCESS',
    data: [
      {
        subscriptionId: 1,
        cardId: 2,
        contractId: 21,
        serialNumber: '1000000002',
        profileName: 'Adult',
        contractName: 'Stored Value',
        contractType: 'Q Card:Stored Value',
        maxNumberOfRecharges: 4,
        threshold: 1000,
        rechargeValue: 2000,
        statusReason: null,
        cardBrand: 'visa',
        cardLast4: '4242',
      },
    ],
  } as never);
  open();
  expect(
    await screen.findByRole('link', { name: 'Manage subscription of Q Card 1000000002' }),
  ).toHaveAttribute('href', '/single-subscribe?cardId=2&contractId=21');
  for (const h of [
    'Serial #',
    'Contract Type',
    'Max Recharges',
    'Threshold Amount',
    'Recharge Amount',
  ])
    expect(
      screen.getByRole('columnheader', { name: new RegExp(h.replace('#', '\\#')) }),
    ).toBeInTheDocument();
  expect(screen.getByText('$10.00')).toBeInTheDocument();
  expect(screen.getByText('$20.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Subscription' })).toHaveAttribute(
    'href',
    '/single-subscribe',
  );
  // The API stores the brand as a code; the rider reads its name.
  expect(screen.getByText('Active · Visa ending 4242')).toBeInTheDocument();
});

test('without subscriptions it tells the rider to click Add Subscription; a failed load offers Try again', async () => {
  api.mockResolvedValueOnce({ status: 'SUCCESS', data: [] } as never);
  open();
  expect(
    await screen.findByText(
      'You have no subscriptions yet. Click Add Subscription to reload a card automatically when its balance runs low.',
    ),
  ).toBeInTheDocument();
  api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' } as never);
  open();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
