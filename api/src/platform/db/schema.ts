// Table types of the database (Kysely). Money is INTEGER cents, times ISO-8601 UTC text,
// flags INTEGER 0/1. Keep in step with db/migrations/.
import type { Generated, Selectable } from 'kysely';

type Id = Generated<number>;
type Flag = number; // 0 or 1

export interface ContractsTable {
  id: Id;
  card_id: number;
  contract_name: string;
  family: string;
  type_of_contract: string;
  emission: string;
  last_reload: string | null;
  units_left: number;
  rechargeable: Flag;
  recharge_reason: string | null;
  ride_sponsor: Flag;
  warning_code: string | null;
  subscription_allowed: Flag;
  subscription_reason: string | null;
  min_input_value: number;
  maximum_allowed: number;
  discounted: Flag;
  /** Fare deducted per tap, cents. */
  fare: number;
}

export interface ContractActivitiesTable {
  id: Id;
  contract_id: number;
  date: string;
  activity_type: string;
  description: string | null;
  units: number;
  units_before: number;
  units_after: number;
  billed: number | null;
  order_id: number | null;
}

export interface CartItemsTable {
  id: Id;
  owner_kind: 'user' | 'company' | 'anonymous';
  /** users.id, companies.id, or the anonymous card serial. */
  owner_id: string;
  item_type: string;
  description: string;
  price: number;
  contract_id: number | null;
  employee_id: number | null;
  payload: string | null;
  created_at: string;
}

export interface OrdersTable {
  id: Id;
  user_id: number | null;
  company_id: number | null;
  anonymous_serial: string | null;
  anonymous_email: string | null;
  price: number;
  status: string;
  kind: string;
  creation_date: string;
  method_of_payment: string | null;
  authorization_id: string | null;
  transaction_id: string | null;
  payment_description: string | null;
  card_brand: string | null;
  card_last4: string | null;
  billing_address: string | null;
  idempotency_key: string | null;
  fulfil_after: string | null;
  fulfilled_at: string | null;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  description: string;
  status: string;
  price: number;
  item_type: string;
  contract_id: number | null;
  employee_id: number | null;
  payload: string | null;
}

export interface Database {
  companies: {
    id: Id;
    name: string;
    contact_email: string | null;
    created_at: string;
  };
  users: {
    id: Id;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    address1: string;
    address2: string;
    town: string;
    state: string;
    zipcode: string;
    phone: string;
    is_sponsor: Flag;
    company_id: number | null;
    failed_logins: Generated<number>;
    locked_until: string | null;
    password_changed_at: string | null;
    created_at: string;
    updated_at: string;
    /** 'en' or 'es' once the user chose (migration 0013); null until then. */
    language: string | null;
    /** A sponsor administrator's opt-in to the weekly digest (migration 0022); 0 by default. */
    weekly_digest: Generated<Flag>;
    /** Mail a receipt for every order (migration 0018); on by default. */
    notify_receipts: Generated<Flag>;
    /** Mail when an automatic reload succeeds or fails; on by default. */
    notify_autoload: Generated<Flag>;
    /** 'en' / 'es' for mails only; null: mails follow `language`. */
    mail_language: string | null;
  };
  password_history: {
    id: Id;
    user_id: number;
    password_hash: string;
    created_at: string;
  };
  sessions: {
    id: Id;
    token_hash: string;
    user_id: number | null;
    /** Set for the unregistered-reload session: the one card it may act on. */
    anonymous_card_serial: string | null;
    anonymous_email: string | null;
    created_at: string;
    expires_at: string;
    last_seen_at: string;
    revoked_at: string | null;
    /** Id of the session that replaced this one at rotation. */
    replaced_by: number | null;
    ip: string | null;
    user_agent: string | null;
    /** Shared by every token rotated out of one login (logout ends the family). */
    family_id: string | null;
    /** When the family's login happened: the absolute lifetime counts from here. */
    family_started_at: string | null;
  };
  reset_tokens: {
    id: Id;
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** A self sign-up waiting for its e-mail link (migration 0015); verifying copies it into users. */
  sign_ups: {
    id: Id;
    /** Normalised (trimmed, lower case) like users.email. */
    email: string;
    first_name: string;
    last_name: string;
    password_hash: string;
    /** The language the visitor signed up in: the account's language once verified. */
    language: string | null;
    token_hash: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  outbox: {
    id: Id;
    to_address: string;
    from_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    kind: string;
    created_at: string;
    sent_at: string | null;
    error: string | null;
    /** Send attempts so far (queued mail). */
    attempts: Generated<number>;
    /** Queued and not yet sent: when the worker may (re)try it; null when sent, given up, or sent at once. */
    next_attempt_at: string | null;
    claim_token: string | null;
    /** One mail per event (unique), e.g. receipt:order:42. */
    dedupe_key: string | null;
    /** The language the mail is written in ('en' / 'es'; migration 0013). */
    language: string | null;
  };
  captcha_spent: {
    signature: string;
    expires_at: string;
  };
  rate_limits: {
    key: string;
    window_start: string;
    count: number;
  };
  cards: {
    id: Id;
    serial: string;
    profile_name: string;
    holder_name: string;
    status: string;
    emission_date: string;
    expiration_date: string;
    owner_user_id: number | null;
    company_id: number | null;
    /** The rider's name for the card (migration 0016): cleaned, 1-30 characters, unique per account; null when unnamed. */
    nickname: string | null;
    /** SHA-256 of the card's printed security code salted with its serial (card-security-code.ts); null: the card cannot be added. */
    security_code_hash: string | null;
    /** Set when the holder reported the card lost or stolen (migration 0017); status is then 'Blocked' for good. */
    blocked_at: string | null;
    /** 'Lost' or 'Stolen' (the holder's report). */
    blocked_reason: string | null;
    /** The card its value, pending reloads and subscriptions went to; set once. */
    transferred_to_card_id: number | null;
    transferred_at: string | null;
  };
  contracts: ContractsTable;
  contract_activities: ContractActivitiesTable;
  subscriptions: {
    id: Id;
    contract_id: number;
    state: string;
    type: string;
    max_per_period: number;
    recharge_value: number;
    threshold: number;
    payment_token: string | null;
    card_brand: string | null;
    card_last4: string | null;
    status_reason: string | null;
    user_id: number | null;
    company_id: number | null;
    employee_id: number | null;
    created_at: string;
    updated_at: string;
    /** Cardholder name of the payment method on file (migration 0007). */
    payer_name: string | null;
    /** 'MM/YYYY' of the payment method on file. */
    card_expiry: string | null;
    /** JSON {address1, address2, city, state, zipcode, phonenumber} of the payment method. */
    billing_address: string | null;
  };
  autoload_runs: {
    id: Id;
    subscription_id: number;
    /** 'YYYY-MM' in the configured time zone. */
    period: string;
    count: number;
  };
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  groups: {
    id: Id;
    company_id: number;
    name: string;
    details: string | null;
    created_at: string;
    /** Raised by every save; a save made from another version is refused (migration 0024). */
    version: Generated<number>;
  };
  employees: {
    id: Id;
    company_id: number;
    employee_code: string;
    first_name: string;
    last_name: string;
    group_id: number | null;
    address: string | null;
    city: string | null;
    state: string | null;
    zip_code: string | null;
    email: string | null;
    phone: string | null;
    card_id: number | null;
    contract_id: number | null;
    created_at: string;
    /** Raised by every save; a save made from another version is refused (migration 0024). */
    version: Generated<number>;
  };
  feedback: {
    id: Id;
    subject: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    comments: string;
    user_id: number | null;
    created_at: string;
  };
  /** A rider's low-balance alert on one of their cards (migration 0018): mail when a fare leaves it under the threshold. */
  low_balance_alerts: {
    id: Id;
    user_id: number;
    card_id: number;
    threshold_cents: number;
    updated_at: string;
  };
  /** A change a user's open pages should show at once (migration 0020); ids and statuses only. */
  live_events: {
    id: Id;
    user_id: number;
    /** 'order' | 'autoload' */
    type: string;
    /** JSON of the event's ids and status. */
    payload: string;
    created_at: string;
  };
  /** One open live-status stream (migration 0023): counted against the per-user and per-address caps until it ends or lapses. */
  live_stream_leases: {
    id: string;
    /** The API process holding the stream (a random id per start). */
    holder: string;
    user_id: number;
    ip: string;
    /** The holder renews it while the stream is open; past it the row no longer counts. */
    expires_at: string;
  };
  /** Secrets shared by every API instance on PostgreSQL (captcha key, card key pair); see migration 0008. */
  instance_secrets: {
    name: string;
    value: string;
    created_at: string;
  };
  /** Remote loads reported by browsers (migration 0026): loads of one app version with one outcome in one minute. */
  remote_load_counts: {
    app: string;
    version: string;
    /** RemoteLoadOutcome (telemetry/remote-load-store.ts). */
    outcome: string;
    /** Epoch minutes of the app's clock. */
    minute: number;
    loads: number;
  };
}

export type UserRow = Selectable<Database['users']>;
export type SignUpRow = Selectable<Database['sign_ups']>;
export type SessionRow = Selectable<Database['sessions']>;
export type CardRow = Selectable<Database['cards']>;
export type ContractRow = Selectable<ContractsTable>;
export type SubscriptionRow = Selectable<Database['subscriptions']>;
export type OrderRow = Selectable<OrdersTable>;
export type EmployeeRow = Selectable<Database['employees']>;
