// Columns migration 0007-subscriptions adds to subscriptions, merged into the shared table
// type so this feature does not edit db/schema.ts.
declare module '../../platform/db/schema' {
  interface SubscriptionsTable {
    /** Cardholder name of the payment method on file. */
    payer_name: string | null;
    /** 'MM/YYYY' of the payment method on file. */
    card_expiry: string | null;
    /** JSON {address1, address2, city, state, zipcode, phonenumber} of the payment method. */
    billing_address: string | null;
  }
}

export {};
