import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTestApp, onPostgres, type TestApp } from '../../../test-support/create-test-app';
import { databaseFingerprintText } from '../../../platform/hardening/database-fingerprint';
import {
  addReload,
  APPROVE,
  balanceOf,
  cartOf,
  chargeCount,
  contractOf,
  CVV,
  DECLINE,
  emptyCart,
  encrypt,
  orderBody,
  orderCount,
  PATRON2,
  RIDER,
  SPONSOR,
  SPONSOR2,
} from './order-test-helpers';
import { getFulfilmentWorker } from '../fulfilment-worker';

// Building an app (RSA key, seed) is slow on a loaded machine.
jest.setTimeout(30_000);

describe('order submit: input checks, what is kept, and who orders', () => {
  let t: TestApp;
  let rider: string;
  let contractId: number;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    // A long delay: these tests fulfil explicitly through the worker.
    t = await createTestApp({
      logger: { level: 'trace', stream },
      settings: { fulfilmentDelaySeconds: 3600 },
    });
    rider = await t.login(RIDER.email, RIDER.password);
    contractId = (await contractOf(t, '1000000001')).id;
  });
  afterAll(async () => t.close());

  it('refuses a tampered, undecryptable or invalid card number with 415 and keeps the cart', async () => {
    await emptyCart(t, rider);
    await addReload(t, rider, contractId, 900);
    const good = encrypt(t, APPROVE);
    const bytes = Buffer.from(good, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    const tampered = await t.post(
      '/order/submit',
      orderBody(t, APPROVE, { cardNumber: bytes.toString('base64') }),
      rider,
    );
    expect(tampered.envelope).toMatchObject({ status: 'ERROR', msgCode: '415' });
    const plain = await t.post(
      '/order/submit',
      orderBody(t, APPROVE, { cardNumber: APPROVE }),
      rider,
    );
    expect(plain.envelope).toMatchObject({ status: 'ERROR', msgCode: '415' });
    const luhn = await t.post('/order/submit', orderBody(t, '4111111111111112'), rider);
    expect(luhn.envelope).toMatchObject({ status: 'ERROR', msgCode: '415' });
    const wrongLast4 = await t.post(
      '/order/submit',
      orderBody(t, APPROVE, { cardLast4: '4242' }),
      rider,
    );
    expect(wrongLast4.envelope).toMatchObject({ status: 'ERROR', msgCode: '415' });
    expect((await cartOf(t, rider)).price).toBe(900);
  });

  it('validates the payment and address fields with the form messages (488)', async () => {
    const past = await t.post(
      '/order/submit',
      orderBody(t, APPROVE, { month: '01', year: '2021' }),
      rider,
    );
    expect(past.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    const cvv = await t.post('/order/submit', orderBody(t, APPROVE, { cvvCode: '12' }), rider);
    expect(cvv.envelope.errorMessage).toMatch(/Security Code/);
    const city = await t.post('/order/submit', orderBody(t, APPROVE, { city: '' }), rider);
    expect(city.envelope.errorMessage).toBe('City can not be blank');
    const state = await t.post('/order/submit', orderBody(t, APPROVE, { state: 'ZZ' }), rider);
    expect(state.envelope.errorMessage).toBe('State is not valid');
    expect((await cartOf(t, rider)).price).toBe(900);
  });

  it('a cart that no longer comes to the total the rider reviewed is refused (506), nothing charged; the reviewed total places it', async () => {
    await emptyCart(t, rider);
    await addReload(t, rider, contractId, 1500);
    const charges = await chargeCount(t);
    const orders = await orderCount(t, RIDER.email);
    // Another tab added a reload after this one showed $15.00.
    await addReload(t, rider, contractId, 700);
    const stale = await t.post('/order/submit', { ...orderBody(t), expectedPrice: 1500 }, rider);
    expect(stale.envelope).toMatchObject({ status: 'ERROR', msgCode: '506' });
    expect(await chargeCount(t)).toBe(charges);
    expect(await orderCount(t, RIDER.email)).toBe(orders);
    expect((await cartOf(t, rider)).price).toBe(2200);
    // Reviewed again: the same key places the order for what the rider now saw.
    const body = orderBody(t);
    const placed = await t.post('/order/submit', { ...body, expectedPrice: 2200 }, rider);
    expect(placed.envelope.status).toBe('SUCCESS');
    // A retry of that submit gets its order, whatever total it carries.
    const retry = await t.post('/order/submit', { ...body, expectedPrice: 1500 }, rider);
    expect(retry.envelope.data.orderId).toBe(placed.envelope.data.orderId);
  });

  it('a total that is not whole cents is refused (488)', async () => {
    for (const expectedPrice of [-1, 12.5, '1500']) {
      const res = await t.post('/order/submit', { ...orderBody(t), expectedPrice }, rider);
      expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    }
  });

  it('an empty cart can not be ordered (497)', async () => {
    await emptyCart(t, rider);
    const res = await t.post('/order/submit', orderBody(t), rider);
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '497' });
  });

  it('keeps no full card number or CVV in the database or the log', async () => {
    await addReload(t, rider, contractId, 1100);
    const ok = await t.post('/order/submit', orderBody(t), rider);
    expect(ok.envelope.status).toBe('SUCCESS');
    await t.post('/order/submit', orderBody(t, DECLINE), rider);
    const db = t.app.qcard.db;
    if (onPostgres) {
      // PostgreSQL: every row of every table, as text (the files are the server's).
      const everything = await databaseFingerprintText(db);
      expect(everything).toContain('rider@example.com');
      for (const needle of [APPROVE, DECLINE, '4111 1111 1111 1111'])
        expect(everything).not.toContain(needle);
    } else {
      const files = fs.readdirSync(t.dataDir).filter((f) => f.startsWith('qcard.sqlite'));
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) {
        const bytes = fs.readFileSync(path.join(t.dataDir, f));
        for (const needle of [APPROVE, DECLINE, '4111 1111 1111 1111'])
          expect(bytes.includes(Buffer.from(needle))).toBe(false);
      }
    }
    const orders = await db.selectFrom('orders').selectAll().execute();
    const charges = await db.selectFrom('payment_charges').selectAll().execute();
    const text = JSON.stringify([orders, charges]);
    expect(text).not.toContain(APPROVE);
    expect(text).not.toContain(`"${CVV}"`);
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const needle of [APPROVE, DECLINE, `"${CVV}"`, 'cvvCode', 'cardNumber'])
      expect(logs).not.toContain(needle);
  });

  it('sponsors order through rs_submit_order (company account); the company sees it without payment details', async () => {
    const sponsor = await t.login(SPONSOR.email, SPONSOR.password);
    const sponsorUser = await t.app.qcard.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', SPONSOR.email)
      .executeTakeFirstOrThrow();
    const emp = await t.app.qcard.db
      .selectFrom('employees')
      .select(['id', 'contract_id'])
      .where('company_id', '=', sponsorUser.company_id)
      .where('contract_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await t.app.qcard.db
      .insertInto('cart_items')
      .values({
        owner_kind: 'user',
        owner_id: String(sponsorUser.id),
        item_type: 'Recharge',
        description: 'Reload $30.00 for an employee',
        price: 3000,
        contract_id: emp.contract_id,
        employee_id: emp.id,
        payload: '{"rechargevalue":3000}',
        created_at: new Date().toISOString(),
      })
      .execute();
    const asCard = await t.post('/order/submit', orderBody(t), sponsor);
    expect(asCard.envelope.msgCode).toBe('403');
    const res = await t.post(
      '/order/submit',
      { function: 'rs_submit_order', idempotencyKey: 'sponsor-order-0001' },
      sponsor,
    );
    expect(res.envelope.status).toBe('SUCCESS');
    const orderId = res.envelope.data.orderId as number;
    const detail = await t.post('/order/getOrdersDetails', { orderId }, sponsor);
    expect(detail.envelope.data).toMatchObject({
      price: 3000,
      methodOfPayment: 'Company Account',
      authorizationId: null,
      transactionId: null,
      paymentDescription: null,
    });
    const row = await t.app.qcard.db
      .selectFrom('orders')
      .select('company_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(sponsorUser.company_id);
    // Another company's sponsor and a patron get "not found".
    const other = await t.login(SPONSOR2.email, SPONSOR2.password);
    expect((await t.post('/order/getOrdersDetails', { orderId }, other)).envelope.msgCode).toBe(
      '485',
    );
    expect((await t.post('/order/getOrdersDetails', { orderId }, rider)).envelope.msgCode).toBe(
      '485',
    );
    // A patron can not bill a company.
    expect(
      (await t.post('/order/submit', { function: 'rs_submit_order' }, rider)).envelope.msgCode,
    ).toBe('403');
  });

  it("scopes details: another patron's order answers like a missing one", async () => {
    const patron2 = await t.login(PATRON2.email, PATRON2.password);
    const mine = await t.post('/order/search', {}, rider);
    const orderId = mine.envelope.data.data[0].orderId as number;
    const foreign = await t.post('/order/getOrdersDetails', { orderId }, patron2);
    const missing = await t.post('/order/getOrdersDetails', { orderId: 987654 }, patron2);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope).toEqual(missing.envelope);
  });

  it('the unregistered-reload session orders its card with submit_order', async () => {
    const login = await t.post('/user/anonymoususer', {
      cardSerialNo: '3000000001',
      captcha: await t.captcha(),
    });
    const anon = login.headers['x-auth-token'] as string;
    expect(typeof anon).toBe('string');
    const c = await contractOf(t, '3000000001');
    await addReload(t, anon, c.id, 2000);
    const res = await t.post('/order/submit', orderBody(t), anon);
    expect(res.envelope.status).toBe('SUCCESS');
    const row = await t.app.qcard.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.envelope.data.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      anonymous_serial: '3000000001',
      user_id: null,
      price: 2000,
      status: 'ProcessingOrder',
    });
    expect((await t.post('/cart/cartItems', {}, anon)).envelope.data.numberOfRecords).toBe(0);
    // It can not read order history.
    expect((await t.post('/order/search', {}, anon)).envelope.msgCode).toBe('403');
    // Its fulfilment credits the card.
    await t.app.qcard.db
      .updateTable('orders')
      .set({ fulfil_after: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    await getFulfilmentWorker(t.app.qcard)?.runOnce();
    expect(await balanceOf(t, c.id)).toBe(c.units_left + 2000);
  });
});
