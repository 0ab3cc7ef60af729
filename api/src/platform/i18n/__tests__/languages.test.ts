// The API in English and Spanish: the request's language (Accept-Language, else the
// user's saved choice, else English), the config files the browser fetches, the user's saved
// language, and the mails in it.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { solveCaptcha } from '../../../test-support/captcha';
import { addReload, APPROVE, contractOf, orderBody, RIDER } from '../../../modules/orders/__tests__/order-test-helpers';
import { getOutboxWorker } from '../../outbox/outbox-worker';
import { languageFromHeader } from '../request-language';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
});
afterAll(async () => t.close());

const api = (p: string) => `${t.app.qcard.settings.apiBase}${p}`;

async function call(p: string, body: Record<string, unknown>, options: { token?: string; language?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: api(p),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's data differs
  return { res, envelope: res.json() as { status: string; msgCode: string | null; data: any; errorMessage: string | null; errorTexts?: Record<string, string> | null } };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
}
async function mailbox(): Promise<Mail[]> {
  const res = await t.app.inject({ method: 'GET', url: api('/demo/mailbox') });
  return (res.json() as { data: Mail[] }).data;
}

test('Accept-Language: en or es by q and order; anything else names neither', () => {
  expect(languageFromHeader('es')).toBe('es');
  expect(languageFromHeader('es-US')).toBe('es');
  expect(languageFromHeader('es;q=0.9')).toBe('es');
  expect(languageFromHeader('fr-FR, es-419;q=0.8, en;q=0.5')).toBe('es');
  expect(languageFromHeader('en-US,en;q=0.9,es;q=0.8')).toBe('en');
  expect(languageFromHeader('es;q=0.2, en;q=0.9')).toBe('en');
  expect(languageFromHeader('es;q=0, en')).toBe('en');
  expect(languageFromHeader('fr, de')).toBeNull();
  expect(languageFromHeader('*')).toBeNull();
  expect(languageFromHeader(undefined)).toBeNull();
});

test('an error answer in Spanish with Accept-Language: es, in English without; Content-Language says which', async () => {
  const es = await call('/user/details', {}, { language: 'es' });
  expect(es.res.statusCode).toBe(401);
  expect(es.envelope.msgCode).toBe('464');
  expect(es.envelope.errorMessage).toBe('Su sesión no es válida o ya venció. Inicie sesión de nuevo.');
  expect(es.res.headers['content-language']).toBe('es');
  const en = await call('/user/details', {});
  expect(en.envelope.errorMessage).toBe('Your session is invalid or has expired. Please login again.');
  expect(en.res.headers['content-language']).toBe('en');
  const unknown = await call('/no/such/path', {}, { language: 'es-MX,es;q=0.9' });
  expect(unknown.envelope.errorMessage).toBe('El servicio solicitado no existe.');
  const version = await call('/user/details', { version: 2 }, { language: 'es' });
  expect(version.envelope.errorMessage).toBe('Versión no admitida; solo existe la versión 1.');
  expect((await call('/user/details', { version: 2 })).envelope.errorMessage).toBe('Unsupported version; only version 1 exists.');
});

test('an error answer carries its text in every language, so a page that switches language can say it again', async () => {
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  const cases = [
    () => call('/user/details', {}, { language: 'es' }),
    () => call('/no/such/path', {}),
    () => call('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 1 }, { token: rider, language: 'es' }),
    () => call('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 1 }, { token: rider }),
  ];
  for (const ask of cases) {
    const { envelope } = await ask();
    const lang = envelope.errorMessage && /[áéíóúñ]|El monto|Su sesión|El servicio/.test(envelope.errorMessage) ? 'es' : 'en';
    const other = lang === 'es' ? 'en' : 'es';
    expect(envelope.errorTexts?.[lang]).toBe(envelope.errorMessage);
    expect(envelope.errorTexts?.[other]).toBeTruthy();
    expect(envelope.errorTexts?.[other]).not.toBe(envelope.errorMessage);
  }
  const range = await call('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 1 }, { token: rider, language: 'es' });
  expect(range.envelope.errorTexts?.en).toMatch(/^Reload amount must be between \$\d+\.\d\d and \$\d+\.\d\d\.$/);
  expect(range.envelope.errorTexts?.es).toMatch(/^El monto de recarga debe estar entre \$\d+\.\d\d y \$\d+\.\d\d\.$/);
});

test('a validation problem (488) in Spanish: message and data.problems, labels from the Spanish rules', async () => {
  const captcha = await solveCaptcha(t.app);
  const es = await call('/user/forgotpassword', { email: 'not-an-email', captcha }, { language: 'es' });
  expect(es.envelope.msgCode).toBe('488');
  expect(es.envelope.errorMessage).toBe('Correo electrónico: el valor no es válido');
  expect(es.envelope.data.problems).toEqual([{ property: 'email', message: 'Correo electrónico: el valor no es válido' }]);
  const en = await call('/user/forgotpassword', { email: 'not-an-email', captcha: await solveCaptcha(t.app) });
  expect(en.envelope.errorMessage).toBe('Email is not valid');
});

test('/messageResources.json and /validationRules.json in Spanish: the same codes and rules, Spanish texts, Vary', async () => {
  const get = (url: string, language?: string) => t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
  const esMessages = await get('/messageResources.json', 'es');
  expect(esMessages.headers.vary).toContain('Accept-Language');
  expect(esMessages.headers['content-language']).toBe('es');
  const es = esMessages.json() as Array<{ msgCode: string; msgValue: string; type: string }>;
  const en = (await get('/messageResources.json')).json() as Array<{ msgCode: string; msgValue: string; type: string }>;
  expect(es.map((m) => m.msgCode)).toEqual(en.map((m) => m.msgCode));
  expect(es.find((m) => m.msgCode === '497')?.msgValue).toBe('Su carrito está vacío. Agregue un artículo antes de hacer un pedido.');
  expect(en.find((m) => m.msgCode === '497')?.msgValue).toBe('Your Cart is Empty. Add an item before placing an order.');
  expect((await get('/messageResources.json', 'en')).headers['content-language']).toBe('en');

  const rulesEs = (await get('/validationRules.json', 'es;q=0.9')).json() as Array<{ screen: string; rules: Array<{ property: string; label: string; pattern: string | null; maxLength: number | null; customError: string | null }> }>;
  const rulesEn = (await get('/validationRules.json')).json() as typeof rulesEs;
  const zipEs = rulesEs.find((s) => s.screen === 'update_profile')?.rules.find((r) => r.property === 'zipcode');
  const zipEn = rulesEn.find((s) => s.screen === 'update_profile')?.rules.find((r) => r.property === 'zipcode');
  expect(zipEs?.label).toBe('Código postal');
  expect(zipEs?.customError).toBe('debe tener 5 dígitos');
  expect(zipEs?.pattern).toBe(zipEn?.pattern);
  expect(zipEs?.maxLength).toBe(zipEn?.maxLength);
  expect(zipEn?.label).toBe('Zipcode');

  const patron = (await get('/patronMessageResources.json', 'es')).json() as Array<{ msgCode: string; msgValue: string }>;
  expect(patron.find((m) => m.msgCode === 'NOT_RELOADABLE')?.msgValue).toContain('[Motivo: {1}]');
  // The gallery's captions: the same slides, Spanish words.
  const galleryEs = (await get('/GalleryConfig.json', 'es')).json() as Array<{ image: string; galleryTitleText: string }>;
  const galleryEn = (await get('/GalleryConfig.json')).json() as typeof galleryEs;
  expect(galleryEs.map((g) => g.image)).toEqual(galleryEn.map((g) => g.image));
  expect(galleryEs[0]?.galleryTitleText).toBe('Recargue en línea');
  expect(galleryEn[0]?.galleryTitleText).toBe('Reload online');
  // Files without texts are the same in both.
  expect((await get('/CreditCardConfig.json', 'es')).body).toBe((await get('/CreditCardConfig.json')).body);
});

test("saving the language: /user/details shows it, it answers when the header names none, 491 for anything else", async () => {
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
  const wrong = await call('/user/updateprofile', { address1: '', address2: '', city: 'X', state: 'NY', zipcode: '1', phonenumber: '+1 555 555 5555' }, { token });
  expect(wrong.res.headers['content-language']).toBe('es');
  expect(wrong.envelope.errorMessage).toBe('Dirección, línea 1 no puede quedar en blanco');
  const wrongEn = await call('/user/updateprofile', { address1: '', address2: '', city: 'X', state: 'NY', zipcode: '1', phonenumber: '+1 555 555 5555' }, { token, language: 'en-US' });
  expect(wrongEn.envelope.errorMessage).toBe('Address Line 1 can not be blank');
  // Not for a visitor.
  expect((await call('/user/language', { language: 'es' })).res.statusCode).toBe(401);
  await call('/user/language', { language: 'en' }, { token });
  expect((await call('/user/details', {}, { token })).envelope.data.language).toBe('en');
});

test('the reset mail in the user\'s saved language, else in the language of the request', async () => {
  const db = t.app.qcard.db;
  await db.updateTable('users').set({ language: 'es' }).where('email', '=', RIDER.email).execute();
  await call('/user/forgotpassword', { email: RIDER.email, captcha: await solveCaptcha(t.app) }, { language: 'en' });
  const [spanish] = (await mailbox()).filter((m) => m.kind === 'password-reset' && m.to === RIDER.email);
  expect(spanish?.subject).toBe('Restablezca su contraseña de Q Card');
  expect(spanish?.text).toContain('Hola, Riley:');
  expect(spanish?.text).toMatch(/reset-password\?token=/);
  expect(spanish?.html).toContain('Elija una nueva contraseña');

  await db.updateTable('users').set({ language: null }).where('email', '=', 'sponsor2@example.com').execute();
  await call('/user/forgotpassword', { email: 'sponsor2@example.com', captcha: await solveCaptcha(t.app) }, { language: 'es' });
  const [byRequest] = (await mailbox()).filter((m) => m.kind === 'password-reset' && m.to === 'sponsor2@example.com');
  expect(byRequest?.subject).toBe('Restablezca su contraseña de Q Card');
  await call('/user/forgotpassword', { email: 'sponsor@example.com', captcha: await solveCaptcha(t.app) });
  const [english] = (await mailbox()).filter((m) => m.kind === 'password-reset' && m.to === 'sponsor@example.com');
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
  const row = await db.selectFrom('outbox').select(['language', 'subject']).where('dedupe_key', '=', `receipt:order:${orderId}`).executeTakeFirstOrThrow();
  expect(row.language).toBe('es');
  await getOutboxWorker(t.app.qcard)?.runOnce();
  const mail = (await mailbox()).find((m) => m.kind === 'order-receipt' && m.subject === `Su recibo de Q Card del pedido ${orderId}`);
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

test("texts written by handlers are catalogue texts: Spanish with es, the same English wording without", async () => {
  const token = await t.login('patron2@example.com', 'Rider#2026');
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  const blankEs = await call('/cart/addRechargeCard', { contractid: c.id }, { token: rider, language: 'es' });
  expect(blankEs.envelope.msgCode).toBe('488');
  expect(blankEs.envelope.errorMessage).toBe('Monto no puede quedar en blanco');
  expect(blankEs.envelope.data.problems).toEqual([{ property: 'rechargevalue', message: 'Monto no puede quedar en blanco' }]);
  const blankEn = await call('/cart/addRechargeCard', { contractid: c.id }, { token: rider });
  expect(blankEn.envelope.errorMessage).toBe('Amount can not be blank');
  const rangeEs = await call('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 1 }, { token: rider, language: 'es' });
  expect(rangeEs.envelope.errorMessage).toMatch(/^El monto de recarga debe estar entre \$\d+\.\d\d y \$\d+\.\d\d\.$/);
  const sortEs = await call('/order/search', { sortBy: 'nope' }, { token, language: 'es' });
  expect(sortEs.envelope.errorMessage).toBe('Columna de orden: el valor no es válido');
  expect((await call('/order/search', { sortBy: 'nope' }, { token })).envelope.errorMessage).toBe('Sort column is not valid');
  const blocked = await contractOf(t, '1000000003');
  const notReloadable = await call('/cart/addRechargeCard', { contractid: blocked.id, rechargevalue: 1000 }, { token: rider, language: 'es' });
  expect(notReloadable.envelope.errorMessage).toMatch(/^La tarjeta Q Card con número de serie 1000000003 no se puede recargar en este momento\. \[Motivo: .+\]$/);
  expect(notReloadable.envelope.errorMessage).not.toMatch(/Card status is|Card has expired/);
  const notReloadableEn = await call('/cart/addRechargeCard', { contractid: blocked.id, rechargevalue: 1000 }, { token: rider });
  expect(notReloadableEn.envelope.errorMessage).toMatch(/^The Q Card with serial # 1000000003 is not reloadable at this time\. \[Reason: .+\]$/);
  const emptyEs = await call('/order/submit', { function: 'subscription_submit_order', idempotencyKey: 'lang-test-0001' }, { token, language: 'es' });
  expect(emptyEs.envelope.errorMessage).toBe('Su carrito está vacío. Agregue un artículo antes de hacer un pedido.');
});

test("an order placed in Spanish stores its payment line in Spanish; the receipt follows the user's saved language", async () => {
  const db = t.app.qcard.db;
  await db.updateTable('users').set({ language: 'en' }).where('email', '=', RIDER.email).execute();
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  const added = await call('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 1500 }, { token: rider, language: 'es' });
  expect(added.envelope.status).toBe('SUCCESS');
  const submitted = await call('/order/submit', orderBody(t, APPROVE), { token: rider, language: 'es' });
  expect(submitted.envelope.status).toBe('SUCCESS');
  const orderId = submitted.envelope.data.orderId as number;
  const detail = await call('/order/getOrdersDetails', { orderId }, { token: rider, language: 'es' });
  expect(detail.envelope.data.paymentDescription).toBe('Visa terminada en 1111');
  expect(detail.envelope.data.orderItems[0].description).toMatch(/^Recarga de \$15\.00 · Q Card 1000000001/);
  await getOutboxWorker(t.app.qcard)?.runOnce();
  const mail = (await mailbox()).find((m) => m.kind === 'order-receipt' && m.subject === `Your Q Card receipt for order ${orderId}`);
  expect(mail?.text).toMatch(/Payment: +Visa ending 1111/);
  await db.updateTable('users').set({ language: null }).where('email', '=', RIDER.email).execute();
});
