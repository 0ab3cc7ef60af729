// The expiry rule on the server: the order and the subscription payment accept every year the
// form offers (this year .. +15 in the portal's zone) and refuse the year after, with the form's text.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { expiryYears } from '@qcard/contracts/payment/card-expiry';
import {
  addReload,
  contractOf,
  orderBody,
  RIDER,
} from '../../../modules/orders/__tests__/order-test-helpers';
import { paymentFields } from '../../../modules/subscriptions/__tests__/subscription-test-helpers';

jest.setTimeout(30_000);

let t: TestApp;
let rider: string;
let contractId: number;
let offered: string[];

beforeAll(async () => {
  t = await createTestApp();
  rider = await t.login(RIDER.email, RIDER.password);
  contractId = (await contractOf(t, '1000000001')).id;
  offered = expiryYears({ timeZone: t.app.qcard.settings.timeZone });
});
afterAll(async () => t.close());

test('an order paid with a card expiring in the last offered year is placed; the year after is refused (488)', async () => {
  const last = offered[offered.length - 1] as string;
  const after = String(Number(last) + 1);
  await addReload(t, rider, contractId, 1500);
  const refused = await t.post('/order/submit', orderBody(t, undefined, { year: after }), rider);
  expect(refused.statusCode).toBe(400);
  expect(refused.envelope).toMatchObject({
    status: 'ERROR',
    msgCode: '488',
    errorMessage: 'Expiry Year is not valid',
  });
  const placed = await t.post('/order/submit', orderBody(t, undefined, { year: last }), rider);
  expect(placed.envelope.status).toBe('SUCCESS');
  const stale = await t.post(
    '/order/submit',
    orderBody(t, undefined, { year: String(Number(offered[0]) - 1) }),
    rider,
  );
  expect(stale.envelope).toMatchObject({
    msgCode: '488',
    errorMessage: 'Expiry Year is not valid',
  });
});

test('a subscription payment takes the same rule', async () => {
  const last = offered[offered.length - 1] as string;
  const body = (year: string) => ({
    contractid: contractId,
    cardSerialNumber: '1000000001',
    thresholdAmount: 500,
    rechargevalue: 2000,
    maxRecharges: 4,
    ...paymentFields(t),
    year,
  });
  const refused = await t.post(
    '/subscription/addSubscription',
    body(String(Number(last) + 1)),
    rider,
  );
  expect(refused.envelope).toMatchObject({
    status: 'ERROR',
    msgCode: '488',
    errorMessage: 'Expiry Year is not valid',
  });
  const accepted = await t.post('/subscription/addSubscription', body(last), rider);
  expect(accepted.envelope.status).toBe('SUCCESS');
});
