import type { TestApp, TestEnvelope } from '../../../test-support/create-test-app';
import { DEMO_SECURITY_CODES } from '../card-security-code';

export interface CardLike {
  id: number;
  serialNumber: string;
  nickname: string | null;
  status: string;
  contracts: Array<{ id: number; unitsLeft: number; cardNickname?: string | null }>;
}

/** The code of the demo card no rider holds at the start: the one these tests add and remove. */
export const CODE = DEMO_SECURITY_CODES['3000000002']!;

/** What a caller can compare of a refusal: equal ones give nothing away. */
export const refusal = (e: TestEnvelope) => ({
  status: e.status,
  msgCode: e.msgCode,
  errorMessage: e.errorMessage,
  data: e.data,
});

export const cardsOf = async (t: TestApp, token: string) =>
  (await t.post('/card', {}, token)).envelope.data as CardLike[];
