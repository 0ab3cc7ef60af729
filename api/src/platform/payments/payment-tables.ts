// Table types of the payment sandbox (migration 0006-payments), merged into Database so
// this feature does not edit the shared schema file.
import type { Generated } from 'kysely';

declare module '../db/schema' {
  interface Database {
    payment_charges: {
      id: Generated<number>;
      idempotency_key: string;
      amount: number;
      approved: number;
      authorization_id: string | null;
      transaction_id: string | null;
      decline_reason: string | null;
      card_brand: string;
      card_last4: string;
      created_at: string;
    };
    payment_tokens: {
      token: string;
      card_brand: string;
      card_last4: string;
      /** approve | decline | insufficient (sandbox only). */
      sandbox_outcome: string;
      created_at: string;
    };
  }
}
