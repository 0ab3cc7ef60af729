// The API answers in the request's language (Accept-Language, else English): its errors,
// validation problems and the config files the browser fetches.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { solveCaptcha } from '../../../test-support/captcha';
import { RIDER, contractOf } from '../../../modules/orders/__tests__/order-test-helpers';
import { languageFromHeader } from '../request-language';
import { callIn, type CallOptions } from './languages-fixtures';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
});
afterAll(async () => t.close());

const call = (p: string, body: Record<string, unknown>, options?: CallOptions) =>
  callIn(t, p, body, options);

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
  expect(es.envelope.errorMessage).toBe(
    'Su sesión no es válida o ya venció. Inicie sesión de nuevo.',
  );
  expect(es.res.headers['content-language']).toBe('es');
  const en = await call('/user/details', {});
  expect(en.envelope.errorMessage).toBe(
    'Your session is invalid or has expired. Please login again.',
  );
  expect(en.res.headers['content-language']).toBe('en');
  const unknown = await call('/no/such/path', {}, { language: 'es-MX,es;q=0.9' });
  expect(unknown.envelope.errorMessage).toBe('El servicio solicitado no existe.');
  const version = await call('/user/details', { version: 2 }, { language: 'es' });
  expect(version.envelope.errorMessage).toBe('Versión no admitida; solo existe la versión 1.');
  expect((await call('/user/details', { version: 2 })).envelope.errorMessage).toBe(
    'Unsupported version; only version 1 exists.',
  );
});

test('an error answer carries its text in every language, so a page that switches language can say it again', async () => {
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  const cases = [
    () => call('/user/details', {}, { language: 'es' }),
    () => call('/no/such/path', {}),
    () =>
      call(
        '/cart/addRechargeCard',
        { contractid: c.id, rechargevalue: 1 },
        { token: rider, language: 'es' },
      ),
    () => call('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 1 }, { token: rider }),
  ];
  for (const ask of cases) {
    const { envelope } = await ask();
    const lang =
      envelope.errorMessage && /[áéíóúñ]|El monto|Su sesión|El servicio/.test(envelope.errorMessage)
        ? 'es'
        : 'en';
    const other = lang === 'es' ? 'en' : 'es';
    expect(envelope.errorTexts?.[lang]).toBe(envelope.errorMessage);
    expect(envelope.errorTexts?.[other]).toBeTruthy();
    expect(envelope.errorTexts?.[other]).not.toBe(envelope.errorMessage);
  }
  const range = await call(
    '/cart/addRechargeCard',
    { contractid: c.id, rechargevalue: 1 },
    { token: rider, language: 'es' },
  );
  expect(range.envelope.errorTexts?.en).toMatch(
    /^Reload amount must be between \$\d+\.\d\d and \$\d+\.\d\d\.$/,
  );
  expect(range.envelope.errorTexts?.es).toMatch(
    /^El monto de recarga debe estar entre \$\d+\.\d\d y \$\d+\.\d\d\.$/,
  );
});

test('a validation problem (488) in Spanish: message and data.problems, labels from the Spanish rules', async () => {
  const captcha = await solveCaptcha(t.app);
  const es = await call(
    '/user/forgotpassword',
    { email: 'not-an-email', captcha },
    { language: 'es' },
  );
  expect(es.envelope.msgCode).toBe('488');
  expect(es.envelope.errorMessage).toBe('Correo electrónico: el valor no es válido');
  expect(es.envelope.data.problems).toEqual([
    { property: 'email', message: 'Correo electrónico: el valor no es válido' },
  ]);
  const en = await call('/user/forgotpassword', {
    email: 'not-an-email',
    captcha: await solveCaptcha(t.app),
  });
  expect(en.envelope.errorMessage).toBe('Email is not valid');
});

test('/messageResources.json and /validationRules.json in Spanish: the same codes and rules, Spanish texts, Vary', async () => {
  const get = (url: string, language?: string) =>
    t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
  const esMessages = await get('/messageResources.json', 'es');
  expect(esMessages.headers.vary).toContain('Accept-Language');
  expect(esMessages.headers['content-language']).toBe('es');
  const es = esMessages.json() as Array<{ msgCode: string; msgValue: string; type: string }>;
  const en = (await get('/messageResources.json')).json() as Array<{
    msgCode: string;
    msgValue: string;
    type: string;
  }>;
  expect(es.map((m) => m.msgCode)).toEqual(en.map((m) => m.msgCode));
  expect(es.find((m) => m.msgCode === '497')?.msgValue).toBe(
    'Su carrito está vacío. Agregue un artículo antes de hacer un pedido.',
  );
  expect(en.find((m) => m.msgCode === '497')?.msgValue).toBe(
    'Your Cart is Empty. Add an item before placing an order.',
  );
  expect((await get('/messageResources.json', 'en')).headers['content-language']).toBe('en');

  const rulesEs = (await get('/validationRules.json', 'es;q=0.9')).json() as Array<{
    screen: string;
    rules: Array<{
      property: string;
      label: string;
      pattern: string | null;
      maxLength: number | null;
      customError: string | null;
    }>;
  }>;
  const rulesEn = (await get('/validationRules.json')).json() as typeof rulesEs;
  const zipEs = rulesEs
    .find((s) => s.screen === 'update_profile')
    ?.rules.find((r) => r.property === 'zipcode');
  const zipEn = rulesEn
    .find((s) => s.screen === 'update_profile')
    ?.rules.find((r) => r.property === 'zipcode');
  expect(zipEs?.label).toBe('Código postal');
  expect(zipEs?.customError).toBe('debe tener 5 dígitos');
  expect(zipEs?.pattern).toBe(zipEn?.pattern);
  expect(zipEs?.maxLength).toBe(zipEn?.maxLength);
  expect(zipEn?.label).toBe('Zipcode');

  const patron = (await get('/patronMessageResources.json', 'es')).json() as Array<{
    msgCode: string;
    msgValue: string;
  }>;
  expect(patron.find((m) => m.msgCode === 'NOT_RELOADABLE')?.msgValue).toContain('[Motivo: {1}]');
  // The gallery's captions: the same slides, Spanish words.
  const galleryEs = (await get('/GalleryConfig.json', 'es')).json() as Array<{
    image: string;
    galleryTitleText: string;
  }>;
  const galleryEn = (await get('/GalleryConfig.json')).json() as typeof galleryEs;
  expect(galleryEs.map((g) => g.image)).toEqual(galleryEn.map((g) => g.image));
  expect(galleryEs[0]?.galleryTitleText).toBe('Recargue en línea');
  expect(galleryEn[0]?.galleryTitleText).toBe('Reload online');
  // Files without texts are the same in both.
  expect((await get('/CreditCardConfig.json', 'es')).body).toBe(
    (await get('/CreditCardConfig.json')).body,
  );
});
