// The user's saved language: answers when the request names none, and the mails, receipts
// and stored order lines written in it.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { solveCaptcha } from '../../../test-support/captcha';
import {
  addReload,
  APPROVE,
  contractOf,
  orderBody,
  RIDER,
} from '../../../modules/orders/__tests__/order-test-helpers';
import { getOutboxWorker } from '../../outbox/outbox-worker';
import { callIn, mailboxOf, type CallOptions } from './languages-fixtures';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
});
afterAll(async () => t.close());

const call = (p: string, body: Record<string, unknown>, options?: CallOptions) =>
  callIn(t, p, body, options);
const mailbox = () => mailboxOf(t);

test('saving the language: /user/details shows it, it answers when the header names none, 491 for anything else', async () => {
  const token = await t.login('patron2@example.com', 'Rider#2026');
  const before = await call('/user/details', {}, { token });
  expect(before.envelope.data.language).toBeUndefined();
  const bad = await call('/user/language', { language: 'fr' }, { token });
  expect(bad.res.statusCode).toBe(400);
  expect(bad.envelope.msgCode).toBe('491');
  const saved = await call('/user/language', { language: 'es' }, { token, language: 'en' });
  expect(saved.envelope).toMatchObject({ status: 'SUCCESS', data: { language: 'es' } });
  const after = await call('/user/details', {}, { token });
  expect(after.envelope.data.language).toBe('es');
  // No header: the saved choice; a header: the header.
  const wrong = await call(
    '/user/updateprofile',
    {
      address1: '',
      address2: '',
      city: 'X',
      state: 'NY',
      zipcode: '1',
      phonenumber: '+1 555 555 5555',
    },
    { token },
  );
  expect(wrong.res.headers['content-language']).toBe('es');
  expect(wrong.envelope.errorMessage).toBe('Dirección, línea 1 no puede quedar en blanco');
  const wrongEn = await call(
    '/user/updateprofile',
    {
      address1: '',
      address2: '',
      city: 'X',
      state: 'NY',
      zipcode: '1',
      phonenumber: '+1 555 555 5555',
    },
    { token, language: 'en-US' },
  );
  expect(wrongEn.envelope.errorMessage).toBe('Address Line 1 can not be blank');
  // Not for a visitor.
  expect((await call('/user/language', { language: 'es' })).res.statusCode).toBe(401);
  await call('/user/language', { language: 'en' }, { token });
  expect((await call('/user/details', {}, { token })).envelope.data.language).toBe('en');
});

test("the reset mail in the user's saved language, else in the language of the request", async () => {
  const db = t.app.qcard.db;
  await db.updateTable('users').set({ language: 'es' }).where('email', '=', RIDER.email).execute();
  await call(
    '/user/forgotpassword',
    { email: RIDER.email, captcha: await solveCaptcha(t.app) },
    { language: 'en' },
  );
  const [spanish] = (await mailbox()).filter(
    (m) => m.kind === 'password-reset' && m.to === RIDER.email,
  );
  expect(spanish?.subject).toBe('Restablezca su contraseña de Q Card');
  expect(spanish?.text).toContain('Hola, Riley:');
  expect(spanish?.text).toMatch(/reset-password\?token=/);
  expect(spanish?.html).toContain('Elija una nueva contraseña');

  await db
    .updateTable('users')
    .set({ language: null })
    .where('email', '=', 'sponsor2@example.com')
    .execute();
  await call(
    '/user/forgotpassword',
    { email: 'sponsor2@example.com', captcha: await solveCaptcha(t.app) },
    { language: 'es' },
  );
  const [byRequest] = (await mailbox()).filter(
    (m) => m.kind === 'password-reset' && m.to === 'sponsor2@example.com',
  );
  expect(byRequest?.subject).toBe('Restablezca su contraseña de Q Card');
  await call('/user/forgotpassword', {
    email: 'sponsor@example.com',
    captcha: await solveCaptcha(t.app),
  });
  const [english] = (await mailbox()).filter(
    (m) => m.kind === 'password-reset' && m.to === 'sponsor@example.com',
  );
  expect(english?.subject).toBe('Reset your Q Card password');
  await db.updateTable('users').set({ language: null }).where('email', '=', RIDER.email).execute();
});

test('a receipt in Spanish for a Spanish user, the language kept with the queued mail', async () => {
  const db = t.app.qcard.db;
  await db.updateTable('users').set({ language: 'es' }).where('email', '=', RIDER.email).execute();
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  await addReload(t, rider, c.id, 2500);
  const res = await t.post('/order/submit', orderBody(t, APPROVE), rider);
  expect(res.envelope.status).toBe('SUCCESS');
  const orderId = res.envelope.data.orderId as number;
  const row = await db
    .selectFrom('outbox')
    .select(['language', 'subject'])
    .where('dedupe_key', '=', `receipt:order:${orderId}`)
    .executeTakeFirstOrThrow();
  expect(row.language).toBe('es');
  await getOutboxWorker(t.app.qcard)?.runOnce();
  const mail = (await mailbox()).find(
    (m) => m.kind === 'order-receipt' && m.subject === `Su recibo de Q Card del pedido ${orderId}`,
  );
  expect(mail).toBeDefined();
  expect(mail?.text).toContain(`Número de pedido: ${orderId}`);
  expect(mail?.text).toContain('Visa terminada en 1111');
  expect(mail?.text).toContain('Total: $25.00');
  expect(mail?.text).toContain('Q Card terminada en 0001');
  // The cart line was written in the saved language too (no Accept-Language on these calls).
  expect(mail?.text).toMatch(/Recarga de \$25\.00 · Q Card terminada en 0001/);
  expect(`${mail?.text}${mail?.html}`).not.toContain('1000000001');
  expect(`${mail?.text}${mail?.html}`).not.toContain(APPROVE);
  await db.updateTable('users').set({ language: null }).where('email', '=', RIDER.email).execute();
});

test('texts written by handlers are catalogue texts: Spanish with es, the same English wording without', async () => {
  const token = await t.login('patron2@example.com', 'Rider#2026');
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  const blankEs = await call(
    '/cart/addRechargeCard',
    { contractid: c.id },
    { token: rider, language: 'es' },
  );
  expect(blankEs.envelope.msgCode).toBe('488');
  expect(blankEs.envelope.errorMessage).toBe('Monto no puede quedar en blanco');
  expect(blankEs.envelope.data.problems).toEqual([
    { property: 'rechargevalue', message: 'Monto no puede quedar en blanco' },
  ]);
  const blankEn = await call('/cart/addRechargeCard', { contractid: c.id }, { token: rider });
  expect(blankEn.envelope.errorMessage).toBe('Amount can not be blank');
  const rangeEs = await call(
    '/cart/addRechargeCard',
    { contractid: c.id, rechargevalue: 1 },
    { token: rider, language: 'es' },
  );
  expect(rangeEs.envelope.errorMessage).toMatch(
    /^El monto de recarga debe estar entre \$\d+\.\d\d y \$\d+\.\d\d\.$/,
  );
  const sortEs = await call('/order/search', { sortBy: 'nope' }, { token, language: 'es' });
  expect(sortEs.envelope.errorMessage).toBe('Columna de orden: el valor no es válido');
  expect((await call('/order/search', { sortBy: 'nope' }, { token })).envelope.errorMessage).toBe(
    'Sort column is not valid',
  );
  const blocked = await contractOf(t, '1000000003');
  const notReloadable = await call(
    '/cart/addRechargeCard',
    { contractid: blocked.id, rechargevalue: 1000 },
    { token: rider, language: 'es' },
  );
  expect(notReloadable.envelope.errorMessage).toMatch(
    /^La tarjeta Q Card con número de serie 1000000003 no se puede recargar en este momento\. \[Motivo: .+\]$/,
  );
  expect(notReloadable.envelope.errorMessage).not.toMatch(/Card status is|Card has expired/);
  const notReloadableEn = await call(
    '/cart/addRechargeCard',
    { contractid: blocked.id, rechargevalue: 1000 },
    { token: rider },
  );
  expect(notReloadableEn.envelope.errorMessage).toMatch(
    /^The Q Card with serial # 1000000003 is not reloadable at this time\. \[Reason: .+\]$/,
  );
  const emptyEs = await call(
    '/order/submit',
    { function: 'subscription_submit_order', idempotencyKey: 'lang-test-0001' },
    { token, language: 'es' },
  );
  expect(emptyEs.envelope.errorMessage).toBe(
    'Su carrito está vacío. Agregue un artículo antes de hacer un pedido.',
  );
});

test("an order placed in Spanish stores its payment line in Spanish; the receipt follows the user's saved language", async () => {
  const db = t.app.qcard.db;
  await db.updateTable('users').set({ language: 'en' }).where('email', '=', RIDER.email).execute();
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  const added = await call(
    '/cart/addRechargeCard',
    { contractid: c.id, rechargevalue: 1500 },
    { token: rider, language: 'es' },
  );
  expect(added.envelope.status).toBe('SUCCESS');
  const submitted = await call('/order/submit', orderBody(t, APPROVE), {
    token: rider,
    language: 'es',
  });
  expect(submitted.envelope.status).toBe('SUCCESS');
  const orderId = submitted.envelope.data.orderId as number;
  const detail = await call(
    '/order/getOrdersDetails',
    { orderId },
    { token: rider, language: 'es' },
  );
  expect(detail.envelope.data.paymentDescription).toBe('Visa terminada en 1111');
  expect(detail.envelope.data.orderItems[0].description).toMatch(
    /^Recarga de \$15\.00 · Q Card 1000000001/,
  );
  await getOutboxWorker(t.app.qcard)?.runOnce();
  const mail = (await mailbox()).find(
    (m) => m.kind === 'order-receipt' && m.subject === `Your Q Card receipt for order ${orderId}`,
  );
  expect(mail?.text).toMatch(/Payment: +Visa ending 1111/);
  await db.updateTable('users').set({ language: null }).where('email', '=', RIDER.email).execute();
});
