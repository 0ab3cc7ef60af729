// What the single subscribe page tests share: the API's answers for a rider's cards and
// subscriptions, the page opened at a URL with its billing page beside it, and the amounts typed.
// The test files mock the API client's callContract (jest.mock is per test file).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { SingleSubscribePage } from '../components/single-subscribe-page';
import { SubscribeBillingPage } from '../components/subscribe-billing-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { CARDS, renderPage, startPageTest } from '../../../test-support/render-page';

const api = callContract as jest.MockedFunction<typeof callContract>;

/** The API as these tests need it: cards, allowed contracts (21 already subscribed), cart adds. */
export function answer(path: string, body?: Record<string, unknown>) {
  if (path === '/card') return Promise.resolve({ status: 'SUCCESS', data: CARDS });
  if (path === '/subscription/isSubscriptionAllowed') {
    const id = body?.contractid;
    return Promise.resolve({
      status: 'SUCCESS',
      data: {
        allowed: true,
        description: null,
        cardSerialNumber: 'x',
        subscriptionState: id === 21 ? 'Active' : 'NoSubscription',
      },
    });
  }
  if (path.startsWith('/subscription/')) {
    return Promise.resolve({
      status: 'SUCCESS',
      msgCode: null,
      errorMessage: path.endsWith('deleteSubscription')
        ? 'Cancel Subscription(s) added to cart successfully'
        : 'Items successfully added to cart',
      data: { itemId: 5, cartCount: 2 },
    });
  }
  return Promise.resolve({ status: 'ERROR', msgCode: '404' });
}

/** Each test starts with the answers above and a patron's page. */
export function prepareEachTest() {
  beforeEach(() => {
    api.mockReset();
    api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
      answer(path, body)) as never);
    startPageTest(PATRON_USER);
  });
}

export const open = (url = '/single-subscribe') =>
  renderPage('/single-subscribe', <SingleSubscribePage />, url, [
    { path: '/subscribe-billing', element: <SubscribeBillingPage /> },
  ]);

export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  threshold: string,
  recharge: string,
  max: string,
) {
  await user.type(screen.getByRole('textbox', { name: /^Threshold Amount/ }), threshold);
  await user.type(screen.getByRole('textbox', { name: /^Recharge Amount/ }), recharge);
  await user.type(screen.getByRole('textbox', { name: /^Maximum Recharges/ }), max);
  await user.tab();
}
