// What a payment gateway is. Only brand + last four are ever stored; a full card number or CVV
// never reaches the database or a log line.

export interface CardDetails {
  /** Digits only (spaces are tolerated and removed by the gateway). */
  number: string;
  /** "01".."12" */
  expMonth: string;
  /** "2026" */
  expYear: string;
  cvv?: string;
  name: string;
}

export interface ChargeResult {
  approved: boolean;
  authorizationId?: string;
  transactionId?: string;
  /** Why the issuer declined (safe to show the rider). */
  declineReason?: string;
}

export interface ChargeRequest {
  /** Integer cents, > 0. */
  amount: number;
  card: CardDetails;
  /** Same key, same result: the second call with a key never charges again. */
  idempotencyKey: string;
}

export interface TokenChargeRequest {
  token: string;
  amount: number;
  idempotencyKey: string;
}

export interface CardToken {
  token: string;
  /** visa | master | amex | discover */
  brand: string;
  last4: string;
}

export interface RecordedCharge extends ChargeResult {
  brand: string;
  last4: string;
}

export interface PaymentGateway {
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Stores the card at the processor; the returned token is what may be kept (e.g. for autoload). */
  tokenize(card: CardDetails): Promise<CardToken>;
  chargeToken(req: TokenChargeRequest): Promise<ChargeResult>;
  /**
   * What the processor durably recorded for an idempotency key (null = never charged), on record
   * before charge() answers: settles orders whose payer died mid-payment. Throws when it cannot say.
   */
  lookupCharge(idempotencyKey: string): Promise<RecordedCharge | null>;
}

/** The gateway gave no answer; nothing was charged, and a retry may use the same idempotency key. */
export class PaymentGatewayError extends Error {
  readonly reason: 'unavailable' | 'invalid_request';
  constructor(message: string, reason: 'unavailable' | 'invalid_request' = 'unavailable') {
    super(message);
    this.name = 'PaymentGatewayError';
    this.reason = reason;
  }
}
