import {
  createTestApp,
  type TestApp,
  type TestEnvelope,
} from '../../../test-support/create-test-app';

export interface ContractLike {
  id: number;
  contractName: string;
  unitsLeft: number;
  rideSponsorContract: boolean;
  warningCode: string | null;
  rechargeable: boolean;
  rechargeReason: string | null;
  discounted: boolean;
  contractActivities: Array<{
    date: string;
    activityType: string;
    units: number;
    unitsBefore: number;
    unitsAfter: number;
  }>;
}
export interface CardLike {
  id: number;
  serialNumber: string;
  status: string;
  contracts: ContractLike[];
}

/** An app with a session for each kind of caller, and the rider's cards as /card lists them. */
export interface CardCallers {
  t: TestApp;
  rider: string;
  patron2: string;
  sponsor: string;
  /** The unregistered-reload session of card 3000000001. */
  anon: string;
  riderCards: CardLike[];
}

export async function startCardCallers(): Promise<CardCallers> {
  const t = await createTestApp({ clock: () => new Date('2026-11-01T12:00:00.000Z') });
  const rider = await t.login('rider@example.com', 'Rider#2026');
  const patron2 = await t.login('patron2@example.com', 'Rider#2026');
  const sponsor = await t.login('sponsor@example.com', 'Sponsor#2026');
  const a = await t.post('/user/anonymoususer', {
    cardSerialNo: '3000000001',
    captcha: await t.captcha(),
  });
  const anon = a.headers['x-auth-token'] as string;
  const riderCards = (await t.post('/card', {}, rider)).envelope.data as CardLike[];
  return { t, rider, patron2, sponsor, anon, riderCards };
}

export const cardIn = (cards: CardLike[], serial: string): CardLike => {
  const c = cards.find((x) => x.serialNumber === serial);
  if (!c) throw new Error(`no card ${serial}`);
  return c;
};

export const contractIn = (cards: CardLike[], serial: string, index = 0): ContractLike => {
  const c = cardIn(cards, serial).contracts[index];
  if (!c) throw new Error(`no contract ${index} on ${serial}`);
  return c;
};

/** The answer a caller gets for something that is not theirs (must equal the one for something that does not exist). */
export const refusal = (e: TestEnvelope) => ({
  status: e.status,
  msgCode: e.msgCode,
  errorMessage: e.errorMessage,
  data: e.data,
});
