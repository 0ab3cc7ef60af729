// The sponsor's single-card reload says where the money comes from as the cart
// does (billed to the company account), not the rider's "paid at checkout", in both languages.
import { screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { RechargePage } from '../../../app/recharge-page';
import { renderPage, startPageTest } from '../../../test-support/render-page';
import { switchToSpanish } from '../../../test-support/spanish';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({ status: 'ERROR', msgCode: '404' } as never);
  startPageTest(SPONSOR_USER);
});

const open = () => renderPage('/recharge/:actionType', <RechargePage />, '/recharge/individual');

test("a sponsor's single-card reload is billed to the company account", async () => {
  open();
  expect(
    await screen.findByText(/billed to your company account/, {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/paid at checkout/)).toBeNull();
});

test('in Spanish too', async () => {
  await switchToSpanish();
  open();
  expect(
    await screen.findByText(/se cobra a la cuenta de su empresa/, {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/se paga al finalizar la compra/)).toBeNull();
});
