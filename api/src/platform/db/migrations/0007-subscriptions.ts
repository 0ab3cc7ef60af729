// Subscriptions: what getSPA shows about the payment method on file besides brand + last
// four (cardholder name, expiry, billing address). Never the card number or CVV.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('payer_name', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('card_expiry', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('billing_address', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('billing_address').execute();
  await db.schema.alterTable('subscriptions').dropColumn('card_expiry').execute();
  await db.schema.alterTable('subscriptions').dropColumn('payer_name').execute();
}
