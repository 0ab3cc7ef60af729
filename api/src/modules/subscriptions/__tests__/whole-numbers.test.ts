// On the server too, counts and cents are whole numbers. "2.5", 2.5, -1, 1e1 and
// "25abc" for Maximum Recharges (and fractional cents) are refused with 4xx and the form's
// text, before anything reaches the cart; the same body with a whole number goes through.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { RIDER, SPONSOR, contractOf, paymentFields } from './subscription-test-helpers';

let t: TestApp;
let rider: string;
let sponsor: string;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-10T15:00:00.000Z') });
  rider = await t.login(RIDER.email, RIDER.password);
  sponsor = await t.login(SPONSOR.email, SPONSOR.password);
  contractId = await contractOf(t, '1000000001');
});
afterAll(async () => t.close());

const NOT_WHOLE: unknown[] = [2.5, '2.5', '25abc', -1, '-1', '1e1', true, [3]];

test('a patron subscription refuses a Maximum Recharges that is not a whole number (400, 488)', async () => {
  const body = (maxRecharges: unknown) => ({
    contractid: contractId,
    cardSerialNumber: '1000000001',
    thresholdAmount: 500,
    rechargevalue: 2000,
    maxRecharges,
    ...paymentFields(t),
  });
  for (const value of NOT_WHOLE) {
    const res = await t.post('/subscription/addSubscription', body(value), rider);
    expect({
      value,
      status: res.statusCode,
      code: res.envelope.msgCode,
      text: res.envelope.errorMessage,
    }).toEqual({ value, status: 400, code: '488', text: 'Maximum Recharges is not valid' });
  }
  const cents = await t.post(
    '/subscription/addSubscription',
    { ...body(4), rechargevalue: 2000.5 },
    rider,
  );
  expect(cents.statusCode).toBe(400);
  expect(cents.envelope.errorMessage).toBe('Recharge Amount is not valid');
  const ok = await t.post('/subscription/addSubscription', body(4), rider);
  expect(ok.envelope.status).toBe('SUCCESS');
});

test("a sponsor's table row refuses a fractional max per month the same way, naming the employee", async () => {
  const rows = (await t.post('/rssubscription/search', { filterType: 'all', pageNo: 1 }, sponsor))
    .envelope.data.data as Array<{
    employeeId: number;
    empId: string;
    contractId: number;
    status: string;
    subscriptionState: string;
  }>;
  const row = rows.find((r) => r.subscriptionState === 'NoSubscription' && r.status === 'Active');
  if (!row) throw new Error('no unsubscribed active employee in the demo data');
  const res = await t.post(
    '/rssubscription/addSubscription',
    {
      employeeSubscriptions: [
        {
          employeeId: row.employeeId,
          contractid: row.contractId,
          refreshrate: 2000,
          trigger: 500,
          maxRecharges: 2.5,
        },
      ],
    },
    sponsor,
  );
  expect(res.statusCode).toBe(400);
  expect(res.envelope).toMatchObject({
    status: 'ERROR',
    msgCode: '488',
    errorMessage: `Maximum Recharges (${row.empId}) is not valid`,
  });
  const cart = await t.post('/cart/cartItems', {}, sponsor);
  expect(cart.envelope.data.cartItems).toEqual([]);
});
