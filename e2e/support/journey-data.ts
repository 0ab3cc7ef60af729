// Data of their own for journeys that change things (journeys run two at a time on one
// database): written straight into the journey server's SQLite file, with the demo users'
// password hashes so the real login API works.
import { createRequire } from 'node:module';
import path from 'node:path';
import crypto from 'node:crypto';
import { demoSecurityCode, hashSecurityCode } from '../../api/src/modules/cards/card-security-code';

const requireFromApi = createRequire(path.resolve(__dirname, '../../api/package.json'));
const Database = requireFromApi('better-sqlite3') as new (file: string) => {
  prepare(sql: string): {
    get(...a: unknown[]): Record<string, unknown> | undefined;
    run(...a: unknown[]): { lastInsertRowid: number | bigint };
  };
  pragma(s: string): unknown;
  close(): void;
};

type Db = InstanceType<typeof Database>;

function withDb<T>(fn: (db: Db) => T): T {
  const db = new Database(path.join(process.env.E2E_RUN_DIR as string, 'data', 'qcard.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const now = () => new Date().toISOString();
const later = () => new Date(Date.now() + 3 * 365 * 86400_000).toISOString();
export const uniqueId = (): string => crypto.randomInt(10_000_000, 99_999_999).toString();

function passwordHashOf(db: Db, email: string): unknown {
  return db.prepare('SELECT password_hash FROM users WHERE email = ?').get(email)?.password_hash;
}

function insertUser(
  db: Db,
  email: string,
  hash: unknown,
  sponsor: { companyId: number } | null,
): number {
  const t = now();
  return Number(
    db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, address1, address2, town, state, zipcode, phone, is_sponsor, company_id, failed_logins, password_changed_at, created_at, updated_at)
         VALUES (?, ?, 'Jo', 'Journey', '9 Birch Road', '', 'Springfield', 'NY', '10003', '+1 212 555 0199', ?, ?, 0, ?, ?, ?)`,
      )
      .run(email, hash, sponsor ? 1 : 0, sponsor?.companyId ?? null, t, t, t).lastInsertRowid,
  );
}

function insertCardWithContract(
  db: Db,
  o: { serial: string; ownerUserId: number | null; companyId: number | null; rideSponsor: boolean },
): { cardId: number; contractId: number } {
  const cardId = Number(
    db
      .prepare(
        `INSERT INTO cards (serial, profile_name, holder_name, status, emission_date, expiration_date, owner_user_id, company_id) VALUES (?, 'Adult', 'Jo Journey', 'InCirculation', ?, ?, ?, ?)`,
      )
      .run(o.serial, now(), later(), o.ownerUserId, o.companyId).lastInsertRowid,
  );
  const contractId = Number(
    db
      .prepare(
        `INSERT INTO contracts (card_id, contract_name, family, type_of_contract, emission, units_left, rechargeable, ride_sponsor, subscription_allowed, min_input_value, maximum_allowed, discounted, fare)
         VALUES (?, ?, ?, 'Stored Value', ?, 2000, 1, ?, 1, 500, 20000, 0, 125)`,
      )
      .run(
        cardId,
        o.rideSponsor ? 'Commuter Benefit' : 'Stored Value',
        o.rideSponsor ? 'Ride Sponsor' : 'Q Card',
        now(),
        o.rideSponsor ? 1 : 0,
      ).lastInsertRowid,
  );
  return { cardId, contractId };
}

export interface JourneyRider {
  email: string;
  password: string;
  /** [subscribed card, free card] */
  cards: Array<{ serial: string; cardId: number; contractId: number }>;
}

/** A fresh patron with two active cards; the first has an Active automatic reload. */
export function createRiderWithSubscription(): JourneyRider {
  return withDb((db) => {
    const id = uniqueId();
    const email = `journey-${id}@example.com`;
    const userId = insertUser(db, email, passwordHashOf(db, 'rider@example.com'), null);
    const cards = [`17${id}1`, `17${id}2`].map((serial) => ({
      serial,
      ...insertCardWithContract(db, {
        serial,
        ownerUserId: userId,
        companyId: null,
        rideSponsor: false,
      }),
    }));
    const t = now();
    db.prepare(
      `INSERT INTO subscriptions (contract_id, state, type, max_per_period, recharge_value, threshold, user_id, company_id, employee_id, created_at, updated_at)
       VALUES (?, 'Active', 'Individual', 3, 2500, 1000, ?, NULL, NULL, ?, ?)`,
    ).run(cards[0]?.contractId, userId, t, t);
    return { email, password: 'Rider#2026', cards };
  });
}

/**
 * A fresh patron with two active cards and one Honoured reload order placed yesterday: for
 * journeys about reading (order search, record pages) that run in several languages at once. The
 * demo rider's saved language is shared state: a Spanish page saves Spanish for a user who never
 * chose one, and the next English sign-in of that user would then open in Spanish.
 */
export function createRiderWithOrder(): JourneyRider & { orderId: number } {
  return withDb((db) => {
    const id = uniqueId();
    const email = `journey-orders-${id}@example.com`;
    const userId = insertUser(db, email, passwordHashOf(db, 'rider@example.com'), null);
    const cards = [`16${id}1`, `16${id}2`].map((serial) => ({
      serial,
      ...insertCardWithContract(db, {
        serial,
        ownerUserId: userId,
        companyId: null,
        rideSponsor: false,
      }),
    }));
    const placed = new Date(Date.now() - 86400_000).toISOString();
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO orders (user_id, company_id, price, status, kind, creation_date, method_of_payment, authorization_id, transaction_id, payment_description, card_brand, card_last4, billing_address, fulfilled_at)
           VALUES (?, NULL, 2500, 'Honoured', 'Reload', ?, 'Credit Card', ?, ?, 'Visa ending 4242', 'visa', '4242', ?, ?)`,
        )
        .run(
          userId,
          placed,
          `AUTH${id}`,
          `TXN${id}`,
          JSON.stringify({
            address1: '9 Birch Road',
            city: 'Springfield',
            state: 'NY',
            zipcode: '10003',
          }),
          placed,
        ).lastInsertRowid,
    );
    const contractId = cards[0]?.contractId ?? null;
    db.prepare(
      `INSERT INTO order_items (order_id, description, status, price, item_type, contract_id, employee_id, payload) VALUES (?, ?, 'Honoured', 2500, 'Recharge', ?, NULL, ?)`,
    ).run(
      orderId,
      `Reload $25.00 on Q Card ${cards[0]?.serial ?? ''}`,
      contractId,
      JSON.stringify({ contractid: contractId, rechargevalue: 2500, employeeId: null }),
    );
    return { email, password: 'Rider#2026', cards, orderId };
  });
}

/**
 * A fresh patron with a Reduced Fare card holding $12.50 of Reduced Fare Stored Value (the
 * discounted product, 60 cents a fare) and an Adult card holding $20.00 of Stored Value.
 */
export function createRiderWithReducedFareCard(): {
  email: string;
  password: string;
  reduced: { serial: string; cardId: number };
  adult: { serial: string; cardId: number; contractId: number };
} {
  return withDb((db) => {
    const id = uniqueId();
    const email = `journey-reduced-${id}@example.com`;
    const userId = insertUser(db, email, passwordHashOf(db, 'rider@example.com'), null);
    const serial = `19${id}1`;
    const cardId = Number(
      db
        .prepare(
          `INSERT INTO cards (serial, profile_name, holder_name, status, emission_date, expiration_date, owner_user_id, company_id) VALUES (?, 'Reduced Fare', 'Jo Journey', 'InCirculation', ?, ?, ?, NULL)`,
        )
        .run(serial, now(), later(), userId).lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO contracts (card_id, contract_name, family, type_of_contract, emission, units_left, rechargeable, ride_sponsor, subscription_allowed, min_input_value, maximum_allowed, discounted, fare)
       VALUES (?, 'Reduced Fare Stored Value', 'Q Card', 'Discounted', ?, 1250, 1, 0, 1, 500, 20000, 1, 60)`,
    ).run(cardId, now());
    const adultSerial = `19${id}2`;
    return {
      email,
      password: 'Rider#2026',
      reduced: { serial, cardId },
      adult: {
        serial: adultSerial,
        ...insertCardWithContract(db, {
          serial: adultSerial,
          ownerUserId: userId,
          companyId: null,
          rideSponsor: false,
        }),
      },
    };
  });
}

export interface JourneyCompany {
  sponsor: { email: string; password: string };
  employee: { name: string; serial: string; cardId: number; contractId: number };
}

/** A fresh sponsor company with one active employee card and no subscription. */
export function createCompanyWithEmployee(): JourneyCompany {
  return withDb((db) => {
    const id = uniqueId();
    const t = now();
    const companyId = Number(
      db
        .prepare('INSERT INTO companies (name, contact_email, created_at) VALUES (?, NULL, ?)')
        .run(`Journey Co ${id}`, t).lastInsertRowid,
    );
    const email = `journey-sponsor-${id}@example.com`;
    insertUser(db, email, passwordHashOf(db, 'sponsor@example.com'), { companyId });
    const serial = `27${id}1`;
    const { cardId, contractId } = insertCardWithContract(db, {
      serial,
      ownerUserId: null,
      companyId,
      rideSponsor: true,
    });
    db.prepare(
      `INSERT INTO employees (company_id, employee_code, first_name, last_name, group_id, card_id, contract_id, created_at) VALUES (?, 'J1', 'Kim', 'Commuter', NULL, ?, ?, ?)`,
    ).run(companyId, cardId, contractId, t);
    return {
      sponsor: { email, password: 'Sponsor#2026' },
      employee: { name: 'Kim Commuter', serial, cardId, contractId },
    };
  });
}

/** Another active card of the company a journey sponsor administers (a replacement for a lost one). */
export function addCompanyCard(sponsorEmail: string): {
  serial: string;
  cardId: number;
  contractId: number;
} {
  return withDb((db) => {
    const companyId = Number(
      db.prepare('SELECT company_id FROM users WHERE email = ?').get(sponsorEmail)?.company_id,
    );
    const serial = `27${uniqueId()}2`;
    return {
      serial,
      ...insertCardWithContract(db, { serial, ownerUserId: null, companyId, rideSponsor: true }),
    };
  });
}

/**
 * A copy of a demo user (same password, same name, no failed logins) under a new e-mail: the
 * password journeys change its password without pulling the demo password from under
 * journeys that run at the same time.
 */
export function copyOfUser(who: { email: string; password: string }): {
  email: string;
  password: string;
} {
  return withDb((db) => {
    const { id: _id, ...row } =
      db.prepare('SELECT * FROM users WHERE email = ?').get(who.email) ?? {};
    const email = `copy-${uniqueId()}@example.com`;
    const cols = Object.keys(row);
    db.prepare(
      `INSERT INTO users (${cols.join(',')}) VALUES (${cols.map(() => '?').join(',')})`,
    ).run(
      ...cols.map((c) =>
        c === 'email' ? email : c === 'failed_logins' ? 0 : c === 'locked_until' ? null : row[c],
      ),
    );
    return { email, password: who.password };
  });
}

/** Groups of the sponsor's company; `withEmployee` puts the company's first employee in the first group. */
export function addGroups(
  sponsorEmail: string,
  names: string[],
  { withEmployee = false } = {},
): void {
  withDb((db) => {
    const companyId = Number(
      db.prepare('SELECT company_id FROM users WHERE email = ?').get(sponsorEmail)?.company_id,
    );
    const ids = names.map((name) =>
      Number(
        db
          .prepare(
            'INSERT INTO groups (company_id, name, details, created_at) VALUES (?, ?, NULL, ?)',
          )
          .run(companyId, name, now()).lastInsertRowid,
      ),
    );
    if (withEmployee)
      db.prepare(
        'UPDATE employees SET group_id = ? WHERE id = (SELECT MIN(id) FROM employees WHERE company_id = ?)',
      ).run(ids[0], companyId);
  });
}

/** An employee of the sponsor's company who has no card yet (what the weekly digest reports first). */
export function addEmployeeWithoutCard(
  sponsorEmail: string,
  employee: { code: string; first: string; last: string },
): void {
  withDb((db) => {
    const companyId = Number(
      db.prepare('SELECT company_id FROM users WHERE email = ?').get(sponsorEmail)?.company_id,
    );
    db.prepare(
      `INSERT INTO employees (company_id, employee_code, first_name, last_name, group_id, card_id, contract_id, created_at) VALUES (?, ?, ?, ?, NULL, NULL, NULL, ?)`,
    ).run(companyId, employee.code, employee.first, employee.last, now());
  });
}

/**
 * A fresh patron whose first card has an Active automatic reload paid by the seeded sandbox card
 * (Visa ending 4242: $25.00 when the balance falls under $10.00, at most 3 a month) and holds
 * $10.50, so one $1.25 fare starts an autoload. The second card has no subscription.
 */
export function createRiderWithAutoload(): JourneyRider {
  return withDb((db) => {
    const id = uniqueId();
    const email = `journey-auto-${id}@example.com`;
    const userId = insertUser(db, email, passwordHashOf(db, 'rider@example.com'), null);
    const cards = [`18${id}1`, `18${id}2`].map((serial) => ({
      serial,
      ...insertCardWithContract(db, {
        serial,
        ownerUserId: userId,
        companyId: null,
        rideSponsor: false,
      }),
    }));
    const t = now();
    db.prepare(
      `INSERT INTO subscriptions (contract_id, state, type, max_per_period, recharge_value, threshold, payment_token, card_brand, card_last4, user_id, company_id, employee_id, created_at, updated_at)
       VALUES (?, 'Active', 'Individual', 3, 2500, 1000, 'sandbox_tok_visa_4242', 'visa', '4242', ?, NULL, NULL, ?, ?)`,
    ).run(cards[0]?.contractId, userId, t, t);
    db.prepare('UPDATE contracts SET units_left = 1050 WHERE id = ?').run(cards[0]?.contractId);
    return { email, password: 'Rider#2026', cards };
  });
}

/** Sets a contract's balance (cents), as the fare system would after rides elsewhere. */
export function setContractBalance(contractId: number, cents: number): void {
  withDb((db) =>
    db.prepare('UPDATE contracts SET units_left = ? WHERE id = ?').run(cents, contractId),
  );
}

/**
 * A card nobody owns yet, with the security code printed on it (as the demo cards 3000000001-2
 * have): a journey adds it to an account without taking a demo card from the journeys beside it.
 */
export function createUnownedCard(): {
  serial: string;
  code: string;
  cardId: number;
  contractId: number;
} {
  return withDb((db) => {
    const serial = `16${uniqueId()}1`;
    const code = demoSecurityCode(serial);
    const card = insertCardWithContract(db, {
      serial,
      ownerUserId: null,
      companyId: null,
      rideSponsor: false,
    });
    db.prepare('UPDATE cards SET security_code_hash = ? WHERE id = ?').run(
      hashSecurityCode(serial, code),
      card.cardId,
    );
    return { serial, code, ...card };
  });
}
