// "Save this address to my profile" on the billing step: only when the rider
// asks, only once the payment is approved, never the phone, and never for a retried submit twice.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { addReload, APPROVE, contractOf, DECLINE, orderBody, RIDER } from './order-test-helpers';

jest.setTimeout(60_000);

const NEW_ADDRESS = {
  address1: '77 Harbor Road',
  address2: 'Unit 5',
  city: 'Albany',
  state: 'NY',
  zipcode: '12207',
};

describe('saving the billing address to the profile', () => {
  let t: TestApp;
  let rider: string;
  let contractId: number;
  const profile = () =>
    t.app.qcard.db
      .selectFrom('users')
      .select(['address1', 'address2', 'town', 'state', 'zipcode', 'phone'])
      .where('email', '=', RIDER.email)
      .executeTakeFirstOrThrow();
  beforeAll(async () => {
    t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
    rider = await t.login(RIDER.email, RIDER.password);
    contractId = (await contractOf(t, '1000000001')).id;
  });
  afterAll(async () => t.close());

  it('an order with another address but no saveAddress leaves the profile as it was', async () => {
    const before = await profile();
    await addReload(t, rider, contractId, 1000);
    const res = await t.post('/order/submit', orderBody(t, APPROVE, NEW_ADDRESS), rider);
    expect(res.envelope.status).toBe('SUCCESS');
    expect(res.envelope.data.addressSaved).toBeUndefined();
    expect(await profile()).toEqual(before);
  });

  it('a declined order saves nothing, even when asked', async () => {
    const before = await profile();
    await addReload(t, rider, contractId, 1000);
    const res = await t.post(
      '/order/submit',
      orderBody(t, DECLINE, { ...NEW_ADDRESS, saveAddress: true }),
      rider,
    );
    expect(res.envelope.status).toBe('ERROR');
    expect(await profile()).toEqual(before);
  });

  it('refuses a saveAddress that is not true or false, and saves nothing', async () => {
    const before = await profile();
    const res = await t.post(
      '/order/submit',
      orderBody(t, APPROVE, { ...NEW_ADDRESS, saveAddress: 'yes' }),
      rider,
    );
    expect(res.statusCode).toBe(400);
    expect(await profile()).toEqual(before);
  });

  it('an approved order with saveAddress saves the address (not the phone) and says so; its retry answers the same order', async () => {
    const before = await profile();
    const body = orderBody(t, APPROVE, { ...NEW_ADDRESS, saveAddress: true });
    const res = await t.post('/order/submit', body, rider);
    expect(res.envelope.status).toBe('SUCCESS');
    expect(res.envelope.data.addressSaved).toBe(true);
    expect(await profile()).toEqual({
      address1: '77 Harbor Road',
      address2: 'Unit 5',
      town: 'Albany',
      state: 'NY',
      zipcode: '12207',
      phone: before.phone,
    });
    const details = await t.post('/user/details', {}, rider);
    expect(details.envelope.data).toMatchObject({
      address1: '77 Harbor Road',
      town: 'Albany',
      zipcode: '12207',
    });
    const again = await t.post('/order/submit', body, rider);
    expect(again.envelope.data.orderId).toBe(res.envelope.data.orderId);
  });
});
