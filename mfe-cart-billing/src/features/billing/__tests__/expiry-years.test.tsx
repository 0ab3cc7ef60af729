// The expiry years on the billing page with the portal's real rule file: every expiry year the
// list offers passes the rules, so picking the last one (this year + 15) enables Proceed to
// Review. Before, the list went to this year + 9 and the configured pattern stopped at 2030.
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setConfig } from '@qcard/runtime/config/config-store';
import { BillingPage } from '../components/billing-page';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { renderPage, setTestConfig } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

const realRules = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '../../../../../api/config/validationRules.json'),
    'utf8',
  ),
) as never;

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((({ path: p }: { path: string }) =>
    Promise.resolve(
      p === '/cart/cartItems'
        ? {
            status: 'SUCCESS',
            data: {
              cartItems: [
                { itemId: 1, description: 'Reload $25.00', price: 2500, type: 'Recharge' },
              ],
              price: 2500,
              numberOfPages: 1,
              pageNumber: 1,
              numberOfRecords: 1,
            },
          }
        : { status: 'ERROR', msgCode: '404' },
    )) as never);
  setTestConfig();
  setConfig({ validationRules: realRules });
  signIn(PATRON_USER);
});

test('the last offered expiry year (this year + 15) passes the configured rules: Proceed to Review is enabled', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  // The holder's name starts as the profile's (Riley Rider).
  expect(await screen.findByLabelText(/First Name/)).toHaveValue('Riley');
  await user.type(screen.getByLabelText(/Card Number/), '4111111111111111');
  await user.selectOptions(screen.getByLabelText(/Expiry Month/), '12');
  const year = screen.getByLabelText(/Expiry Year/) as HTMLSelectElement;
  const offered = Array.from(year.options)
    .map((o) => o.value)
    .filter(Boolean);
  // This year in the portal's zone (the test config's Time_Zone), as the list reads it: on New
  // Year's night the machine's year can already be the next one.
  const thisYear = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(
      new Date(),
    ),
  );
  expect(offered[0]).toBe(String(thisYear));
  expect(offered[offered.length - 1]).toBe(String(thisYear + 15));
  await user.selectOptions(year, String(thisYear + 15));
  await user.type(screen.getByLabelText(/Security Code/), '123');
  await user.type(screen.getByLabelText(/Address Line 1/), '100 Main Street');
  await user.type(screen.getByLabelText(/^City/), 'Springfield');
  await user.selectOptions(screen.getByLabelText(/^State/), 'NY');
  await user.type(screen.getByLabelText(/Zipcode/), '10001');
  expect(year).toHaveAttribute('aria-invalid', 'false');
  expect(screen.getByRole('button', { name: 'Proceed to Review' })).toBeEnabled();
});
