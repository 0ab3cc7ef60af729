// A blocked card says why in one wording, whoever blocked it: the demo data's
// card 1000000003 (stored with a reason of its own) and a card the rider blocks through the
// portal give the catalogue's text, on the card, in the subscription check and in the refused
// reload, in English and in Spanish. Runs on SQLite and, in CI, on PostgreSQL.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { RIDER } from '../../orders/__tests__/order-test-helpers';

let t: TestApp;
let rider: string;

const WORDING = {
  en: 'Card is blocked (reported lost or stolen)',
  es: 'La tarjeta está bloqueada (reportada como perdida o robada)',
};

interface ContractData {
  id: number;
  rechargeable: boolean;
  rechargeReason: string | null;
  subscriptionReason: string | null;
}
interface CardData {
  id: number;
  serialNumber: string;
  contracts: ContractData[];
}

async function call(path: string, body: Record<string, unknown>, language: 'en' | 'es') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.app.qcard.settings.apiBase}${path}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${rider}`,
      'accept-language': language,
    },
    payload: JSON.stringify({ version: 1, ...body }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's data differs
  return res.json() as { status: string; data: any; errorMessage: string | null };
}

async function reasonsOf(serial: string, language: 'en' | 'es') {
  const cards = (await call('/card', {}, language)).data as CardData[];
  const card = cards.find((c) => c.serialNumber === serial);
  const contract = card?.contracts[0];
  if (!contract) throw new Error(`no contract on ${serial}`);
  const allowed = (
    await call('/subscription/isSubscriptionAllowed', { contractid: contract.id }, language)
  ).data as { description: string };
  const refused = await call(
    '/cart/addRechargeCard',
    { contractid: contract.id, rechargevalue: 1000 },
    language,
  );
  // The refusal names the card: the rest of it must read the same.
  return {
    recharge: contract.rechargeReason,
    subscription: contract.subscriptionReason,
    allowed: allowed.description,
    refused: refused.errorMessage?.replace(serial, '<serial>'),
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-01T12:00:00.000Z') });
  rider = await t.login(RIDER.email, RIDER.password);
  const cards = (await call('/card', {}, 'en')).data as CardData[];
  const mine = cards.find((c) => c.serialNumber === '1000000004');
  if (!mine) throw new Error('no card 1000000004');
  expect((await call('/card/block', { cardId: mine.id, reason: 'Stolen' }, 'en')).status).toBe(
    'SUCCESS',
  );
});
afterAll(async () => t.close());

test.each(['en', 'es'] as const)(
  'the demo card and a card blocked through the portal give the same reason (%s)',
  async (language) => {
    const demo = await reasonsOf('1000000003', language);
    const blocked = await reasonsOf('1000000004', language);
    expect(blocked).toEqual(demo);
    expect(demo.recharge).toBe(WORDING[language]);
    expect(demo.subscription).toBe(WORDING[language]);
    expect(demo.allowed).toBe(WORDING[language]);
    expect(demo.refused).toContain(WORDING[language]);
  },
);
