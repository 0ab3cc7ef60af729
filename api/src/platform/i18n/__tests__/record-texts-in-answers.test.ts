// Texts stored with records in English read in the request's language: Spanish for a Spanish
// request, exactly as stored for an English one; an unknown text passes through unchanged.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  contractOf,
  DECLINE,
  orderBody,
  PATRON2,
  RIDER,
  SPONSOR,
} from '../../../modules/orders/__tests__/order-test-helpers';
import { enqueueOrderReceipt, receiptKey } from '../../../modules/orders/order-receipt';

jest.setTimeout(60_000);

describe("the API answers stored texts in the request's language", () => {
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => new Date('2026-10-02T12:00:00.000Z'),
      settings: { fulfilmentDelaySeconds: 3600 },
    });
    rider = await t.login(RIDER.email, RIDER.password);
  });
  afterAll(async () => t.close());

  async function call(p: string, body: Record<string, unknown>, language?: string, token = rider) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.app.qcard.settings.apiBase}${p}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's data differs
    const envelope = res.json() as { status: string; data: any; errorMessage: string | null };
    if (envelope.status !== 'SUCCESS') throw new Error(`${p}: ${envelope.errorMessage ?? ''}`);
    return envelope.data;
  }

  interface CardData {
    serialNumber: string;
    profileName: string;
    contracts: Array<{
      contractName: string;
      typeOfContract: string;
      family: string;
      rechargeReason: string | null;
      subscriptionReason: string | null;
    }>;
  }

  test("the demo rider's cards: fare profiles, contract names and reasons", async () => {
    const es = (await call('/card', {}, 'es')) as CardData[];
    const en = (await call('/card', {})) as CardData[];
    const card = (list: CardData[], serial: string) =>
      list.find((c) => c.serialNumber === serial) as CardData;
    expect(card(es, '1000000001')).toMatchObject({
      profileName: 'Adulto',
      contracts: [
        { contractName: 'Valor almacenado', typeOfContract: 'Valor almacenado', family: 'Q Card' },
      ],
    });
    expect(card(es, '1000000002').contracts.map((c) => c.contractName)).toEqual([
      'Valor almacenado',
      'Beneficio de transporte del empleador',
    ]);
    expect(card(es, '1000000002').contracts[1]).toMatchObject({
      family: 'Patrocinador de viajes',
      typeOfContract: 'Valor patrocinado',
      subscriptionReason:
        'Las suscripciones de los contratos de un patrocinador de viajes las administra el patrocinador',
    });
    expect(card(es, '1000000003').contracts[0]).toMatchObject({
      rechargeReason: 'La tarjeta está bloqueada (reportada como perdida o robada)',
      subscriptionReason: 'La tarjeta está bloqueada (reportada como perdida o robada)',
    });
    expect(card(es, '1000000004')).toMatchObject({
      profileName: 'Tarifa reducida',
      contracts: [
        { contractName: 'Valor almacenado de tarifa reducida', typeOfContract: 'Con descuento' },
      ],
    });

    expect(card(en, '1000000001')).toMatchObject({
      profileName: 'Adult',
      contracts: [
        { contractName: 'Stored Value', typeOfContract: 'Stored Value', family: 'Q Card' },
      ],
    });
    expect(card(en, '1000000002').contracts[1]).toMatchObject({
      contractName: 'Employer Transit Benefit',
      family: 'Ride Sponsor',
      subscriptionReason: 'Subscriptions on ride-sponsor contracts are managed by the sponsor',
    });
    expect(card(en, '1000000003').contracts[0]?.rechargeReason).toBe(
      'Card is blocked (reported lost or stolen)',
    );
    expect(card(en, '1000000004').profileName).toBe('Reduced Fare');
  });

  test("a contract's activity: types and descriptions", async () => {
    const { id } = await contractOf(t, '1000000001');
    const es = await call('/contract/details', { contractId: id }, 'es');
    const en = await call('/contract/details', { contractId: id });
    type Act = { activityType: string; description: string };
    const pairs = (d: { contractActivities: Act[] }) =>
      d.contractActivities.map((a) => [a.activityType, a.description]);
    expect(es.profileName).toBe('Adulto');
    expect(pairs(es)).toEqual(
      expect.arrayContaining([
        ['Ajuste de saldo', 'Ajuste de saldo de $1.25'],
        ['Pago de pasaje', 'Pasaje pagado de $1.25'],
        ['Recarga', 'Recarga en línea de $50.00'],
        ['Recarga', 'Recarga en línea de $20.00'],
      ]),
    );
    expect(pairs(en)).toEqual(
      expect.arrayContaining([
        ['Adjustment', 'Balance adjustment of $1.25'],
        ['Tap', 'Fare paid $1.25'],
        ['Reload', 'Online reload of $50.00'],
      ]),
    );
    expect(en.profileName).toBe('Adult');
  });

  test('the seeded order history and an order detail: items, payment type and description', async () => {
    type Row = {
      orderId: number;
      status: string;
      methodOfPayment: string;
      paymentDescription: string | null;
    };
    const es = (await call('/order/search', {}, 'es')).data as Row[];
    const en = (await call('/order/search', {})).data as Row[];
    expect(es.length).toBeGreaterThan(0);
    expect(new Set(es.map((o) => o.methodOfPayment))).toEqual(new Set(['Tarjeta de crédito']));
    expect(new Set(en.map((o) => o.methodOfPayment))).toEqual(new Set(['Credit Card']));
    const rejected = es.find((o) => o.status === 'Rejected');
    expect(rejected?.paymentDescription).toBe(
      'Rechazado por el emisor de la tarjeta (entorno de prueba)',
    );
    expect(en.find((o) => o.status === 'Rejected')?.paymentDescription).toBe(
      'Declined by the card issuer (sandbox)',
    );

    const honoured = en.find(
      (o) => o.status === 'Honoured' && o.paymentDescription === 'Visa ending 4242',
    ) as Row;
    const detailEs = await call('/order/getOrdersDetails', { orderId: honoured.orderId }, 'es');
    const detailEn = await call('/order/getOrdersDetails', { orderId: honoured.orderId });
    expect(detailEs).toMatchObject({
      methodOfPayment: 'Tarjeta de crédito',
      paymentDescription: 'Visa terminada en 4242',
    });
    expect(detailEs.orderItems[0].description).toMatch(
      /^Recarga de \$\d+\.\d{2} en la tarjeta Q Card 100000000[12]$/,
    );
    expect(detailEn).toMatchObject({
      methodOfPayment: 'Credit Card',
      paymentDescription: 'Visa ending 4242',
    });
    expect(detailEn.orderItems[0].description).toMatch(
      /^Reload \$\d+\.\d{2} on Q Card 100000000[12]$/,
    );
  });

  test('a cart: lines written in English read in Spanish, an unknown line as written; a new line names the contract in Spanish', async () => {
    const { id: contractId } = await contractOf(t, '1000000001');
    const user = await t.app.qcard.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', RIDER.email)
      .executeTakeFirstOrThrow();
    const line = (description: string, price: number) => ({
      owner_kind: 'user' as const,
      owner_id: String(user.id),
      item_type: 'Recharge',
      description,
      price,
      contract_id: contractId,
      employee_id: null,
      payload: JSON.stringify({ rechargevalue: price }),
      created_at: '2026-10-02T10:00:00.000Z',
    });
    await t.app.qcard.db
      .insertInto('cart_items')
      .values([
        line('Reload $20.00 · Q Card 1000000001 · Stored Value', 2000),
        line('Holiday credit from the help desk', 500),
      ])
      .execute();
    const added = await call(
      '/cart/addRechargeCard',
      { contractid: contractId, rechargevalue: 1000 },
      'es',
    );
    expect(added.item.description).toBe('Recarga de $10.00 · Q Card 1000000001 · Valor almacenado');

    const es = await call('/cart/cartItems', { pageNo: 1, page_size: 10 }, 'es');
    const en = await call('/cart/cartItems', { pageNo: 1, page_size: 10 });
    const texts = (d: { cartItems: Array<{ description: string }> }) =>
      d.cartItems.map((i) => i.description).sort();
    expect(texts(es)).toEqual([
      'Holiday credit from the help desk',
      'Recarga de $10.00 · Q Card 1000000001 · Valor almacenado',
      'Recarga de $20.00 · Q Card 1000000001 · Valor almacenado',
    ]);
    // English: exactly as stored (the line written by the Spanish request stays Spanish).
    expect(texts(en)).toEqual([
      'Holiday credit from the help desk',
      'Recarga de $10.00 · Q Card 1000000001 · Valor almacenado',
      'Reload $20.00 · Q Card 1000000001 · Stored Value',
    ]);
  });

  test("the rider's subscriptions: fare profile, contract name and type", async () => {
    type Sub = {
      serialNumber: string;
      profileName: string;
      contractName: string;
      contractType: string;
    };
    const es = (await call('/subscription/list', {}, 'es')) as Sub[];
    const en = (await call('/subscription/list', {})) as Sub[];
    expect(es.find((r) => r.serialNumber === '1000000002')).toMatchObject({
      profileName: 'Adulto',
      contractName: 'Valor almacenado',
      contractType: 'Q Card:Valor almacenado',
    });
    expect(en.find((r) => r.serialNumber === '1000000002')).toMatchObject({
      profileName: 'Adult',
      contractName: 'Stored Value',
      contractType: 'Q Card:Stored Value',
    });
  });

  test("a sponsor's pages: contract names, fare profiles, reasons and order lines", async () => {
    const sponsor = await t.login(SPONSOR.email, SPONSOR.password);
    const employees = await call('/employee/search', { pageNo: 1 }, 'es', sponsor);
    expect(new Set(employees.data.map((e: { contractName: string }) => e.contractName))).toEqual(
      new Set(['Beneficio de transporte']),
    );
    const cards = await call('/companycard/search', { pageNo: 1 }, 'es', sponsor);
    expect(new Set(cards.data.map((c: { profileName: string }) => c.profileName))).toEqual(
      new Set(['Beneficio de transporte']),
    );
    const subs = await call('/rssubscription/search', { pageNo: 1 }, 'es', sponsor);
    expect(new Set(subs.data.map((r: { contractName: string }) => r.contractName))).toEqual(
      new Set(['Beneficio de transporte']),
    );
    type Bulk = { empId: string; contract: string; reason: string | null };
    const bulkEs = (
      await call(
        '/recharge/rechargeQCards',
        { filterType: 'employeeId', filterValue: 'E1034' },
        'es',
        sponsor,
      )
    ).data as Bulk[];
    const bulkEn = (
      await call(
        '/recharge/rechargeQCards',
        { filterType: 'employeeId', filterValue: 'E1034' },
        undefined,
        sponsor,
      )
    ).data as Bulk[];
    expect(bulkEs.find((r) => r.empId === 'E1034')).toMatchObject({
      contract: 'Beneficio de transporte',
      reason: 'La tarjeta está bloqueada (reportada como perdida o robada)',
    });
    expect(bulkEn.find((r) => r.empId === 'E1034')).toMatchObject({
      contract: 'Commuter Benefit',
      reason: 'Card is blocked (reported lost or stolen)',
    });

    const orders = (await call('/order/search', {}, undefined, sponsor)).data as Array<{
      orderId: number;
    }>;
    const first = orders[0] as { orderId: number };
    const es = await call('/order/getOrdersDetails', { orderId: first.orderId }, 'es', sponsor);
    const en = await call(
      '/order/getOrdersDetails',
      { orderId: first.orderId },
      undefined,
      sponsor,
    );
    expect(es.methodOfPayment).toBe('Tarjeta de crédito');
    expect(es.paymentDescription).toBeNull();
    for (const item of es.orderItems as Array<{ description: string }>)
      expect(item.description).toMatch(/^Recarga de \$\d+\.\d{2} para .+ \(E\d+\), tarjeta \d+$/);
    for (const item of en.orderItems as Array<{ description: string }>)
      expect(item.description).toMatch(/^Reload \$\d+\.\d{2} for .+ \(E\d+\), card \d+$/);
  });

  test("refusals quote the card system's and the gateway's reasons in the request's language", async () => {
    const send = async (
      p: string,
      body: Record<string, unknown>,
      token: string,
      language?: string,
    ) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${t.app.qcard.settings.apiBase}${p}`,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...(language ? { 'accept-language': language } : {}),
          },
          payload: JSON.stringify(body),
        })
      ).json() as { status: string; errorMessage: string };
    const blocked = await contractOf(t, '1000000003');
    expect(
      (
        await send(
          '/cart/addRechargeCard',
          { contractid: blocked.id, rechargevalue: 1000 },
          rider,
          'es',
        )
      ).errorMessage,
    ).toContain('[Motivo: La tarjeta está bloqueada (reportada como perdida o robada)]');
    expect(
      (await send('/cart/addRechargeCard', { contractid: blocked.id, rechargevalue: 1000 }, rider))
        .errorMessage,
    ).toContain('[Reason: Card is blocked (reported lost or stolen)]');

    const patron2 = await t.login(PATRON2.email, PATRON2.password);
    const own = await contractOf(t, '1000000101');
    await call('/cart/addRechargeCard', { contractid: own.id, rechargevalue: 1000 }, 'es', patron2);
    const es = await send('/order/submit', orderBody(t, DECLINE), patron2, 'es');
    expect(es.status).toBe('ERROR');
    expect(es.errorMessage).toMatch(/ Motivo: El emisor rechazó la tarjeta\.$/);
    const en = await send('/order/submit', orderBody(t, DECLINE), patron2);
    expect(en.errorMessage).toMatch(/ Reason: Card declined by the issuer\.$/);
  });

  test('a receipt in Spanish writes an order line stored in English in Spanish', async () => {
    const db = t.app.qcard.db;
    const patron2 = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', PATRON2.email)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ language: 'es' }).where('id', '=', patron2.id).execute();
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', patron2.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => enqueueOrderReceipt(trx, t.app.qcard, order.id));
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', receiptKey(order.id))
      .executeTakeFirstOrThrow();
    expect(mail.language).toBe('es');
    expect(mail.text_body).toContain('Recarga de $40.00 en la tarjeta Q Card');
    expect(mail.text_body).not.toContain('Reload');
  });
});
