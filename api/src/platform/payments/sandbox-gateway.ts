// The built-in sandbox gateway: it decides by test card number (SANDBOX_CARDS, api/README.md;
// any other valid number is approved). Charges and tokens live in the database like a real
// processor's records, so idempotency holds across restarts and instances.
import crypto from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  CARD_PATTERNS,
  cardDigits,
  detectBrand,
  luhnValid,
} from '@qcard/contracts/payment/card-number';
import './payment-tables';
import {
  PaymentGatewayError,
  type CardDetails,
  type CardToken,
  type ChargeResult,
  type PaymentGateway,
  type RecordedCharge,
} from './gateway-contract';

type Outcome = 'approve' | 'decline' | 'insufficient' | 'error';

export const SANDBOX_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  gatewayError: '4000000000000119',
} as const;

const DECLINE_REASONS: Partial<Record<Outcome, string>> = {
  decline: 'Card declined by the issuer',
  insufficient: 'Insufficient funds',
};

function outcomeFor(number: string): Outcome {
  if (number === SANDBOX_CARDS.decline) return 'decline';
  if (number === SANDBOX_CARDS.insufficientFunds) return 'insufficient';
  if (number === SANDBOX_CARDS.gatewayError) return 'error';
  return 'approve';
}

function checkCard(card: CardDetails): { digits: string; brand: string } {
  const digits = cardDigits(card.number);
  const brand = detectBrand(digits);
  if (!brand || !CARD_PATTERNS[brand].test(digits) || !luhnValid(digits)) {
    throw new PaymentGatewayError('Invalid card number', 'invalid_request');
  }
  return { digits, brand };
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new PaymentGatewayError('Amount must be positive integer cents', 'invalid_request');
}

function ids(): { authorizationId: string; transactionId: string } {
  return {
    authorizationId: `AUTH${crypto.randomInt(100000, 999999)}`,
    transactionId: `TXN${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
  };
}

/** PAYMENT_SANDBOX_LATENCY_MS: half before recording a charge, half after (the bench's crash probe). */
function sandboxLatencyMs(): number {
  const ms = Number(process.env.PAYMENT_SANDBOX_LATENCY_MS ?? 0);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function createSandboxGateway(ctx: AppContext): PaymentGateway {
  const db = ctx.db;
  const latencyMs = sandboxLatencyMs();

  async function chargeRecord(
    key: string,
  ): Promise<{ charge: RecordedCharge; amount: number } | null> {
    const row = await db
      .selectFrom('payment_charges')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    const charge: RecordedCharge = {
      approved: row.approved === 1,
      authorizationId: row.authorization_id ?? undefined,
      transactionId: row.transaction_id ?? undefined,
      declineReason: row.decline_reason ?? undefined,
      brand: row.card_brand,
      last4: row.card_last4,
    };
    return { charge, amount: row.amount };
  }

  /** The answer already recorded for a key; the same key with another amount is refused. */
  async function recorded(key: string, amount: number): Promise<ChargeResult | null> {
    const prior = await chargeRecord(key);
    if (!prior) return null;
    if (prior.amount !== amount)
      throw new PaymentGatewayError(
        'Idempotency key reused with another amount',
        'invalid_request',
      );
    const { approved, authorizationId, transactionId, declineReason } = prior.charge;
    return approved
      ? { approved, authorizationId, transactionId }
      : { approved, transactionId, declineReason };
  }

  // Written first, read only when the key has a record already: one statement for a new charge.
  async function settle(
    key: string,
    amount: number,
    outcome: Outcome,
    brand: string,
    last4: string,
  ): Promise<ChargeResult> {
    if (outcome === 'error') {
      const prior = await recorded(key, amount);
      if (prior) return prior;
      throw new PaymentGatewayError('Payment gateway time-out (sandbox)');
    }
    const approved = outcome === 'approve';
    const { authorizationId, transactionId } = ids();
    const declineReason = DECLINE_REASONS[outcome] ?? null;
    const inserted = await db
      .insertInto('payment_charges')
      .values({
        idempotency_key: key,
        amount,
        approved: approved ? 1 : 0,
        authorization_id: approved ? authorizationId : null,
        transaction_id: transactionId,
        decline_reason: declineReason,
        card_brand: brand,
        card_last4: last4,
        created_at: ctx.nowIso(),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
      // This key was charged before (a retry, or a concurrent call that won): answer what it recorded.
      const prior = await recorded(key, amount);
      if (prior) return prior;
    }
    return approved
      ? { approved, authorizationId, transactionId }
      : { approved, transactionId, declineReason: declineReason ?? undefined };
  }

  return {
    async charge(req) {
      checkAmount(req.amount);
      const { digits, brand } = checkCard(req.card);
      await pause(latencyMs / 2);
      // Recorded before it answers: a caller that dies while the answer travels finds the charge.
      const result = await settle(
        req.idempotencyKey,
        req.amount,
        outcomeFor(digits),
        brand,
        digits.slice(-4),
      );
      await pause(latencyMs / 2);
      return result;
    },
    async tokenize(card): Promise<CardToken> {
      const { digits, brand } = checkCard(card);
      const outcome = outcomeFor(digits);
      if (outcome === 'error') throw new PaymentGatewayError('Payment gateway time-out (sandbox)');
      const token = `tok_${crypto.randomBytes(16).toString('hex')}`;
      await db
        .insertInto('payment_tokens')
        .values({
          token,
          card_brand: brand,
          card_last4: digits.slice(-4),
          sandbox_outcome: outcome,
          created_at: ctx.nowIso(),
        })
        .execute();
      return { token, brand, last4: digits.slice(-4) };
    },
    async lookupCharge(key) {
      return (await chargeRecord(key))?.charge ?? null;
    },
    async chargeToken(req) {
      checkAmount(req.amount);
      const tok = await db
        .selectFrom('payment_tokens')
        .selectAll()
        .where('token', '=', req.token)
        .executeTakeFirst();
      if (!tok) throw new PaymentGatewayError('Unknown payment token', 'invalid_request');
      return settle(
        req.idempotencyKey,
        req.amount,
        tok.sandbox_outcome as Outcome,
        tok.card_brand,
        tok.card_last4,
      );
    },
  };
}
