// Data of their own for the subscription journeys, written straight into the journey server's
// database (same password hashes as the demo users, so the real login API works): a rider with
// a reloadable card, a sponsor company with employees and their cards.
import { createRequire } from 'node:module';
import path from 'node:path';
import crypto from 'node:crypto';

const requireFromApi = createRequire(path.resolve(__dirname, '../../api/package.json'));
const Database = requireFromApi('better-sqlite3') as new (file: string) => {
  prepare(sql: string): {
    get(...a: unknown[]): Record<string, unknown> | undefined;
    run(...a: unknown[]): { lastInsertRowid: number | bigint };
  };
  pragma(s: string): unknown;
  close(): void;
};

function openDb() {
  const db = new Database(path.join(process.env.E2E_RUN_DIR as string, 'data', 'qcard.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

const NOW = new Date().toISOString();
const LATER = new Date(Date.now() + 3 * 365 * 86400_000).toISOString();
const uniq = () => crypto.randomInt(10_000_000, 99_999_999).toString();

export interface Rider {
  email: string;
  password: string;
  serial: string;
}

/** A fresh patron with one active stored-value card (balance in cents). */
export function createRider(balance = 1000): Rider {
  const db = openDb();
  try {
    const hash = db
      .prepare("SELECT password_hash FROM users WHERE email = 'rider@example.com'")
      .get()?.password_hash;
    const id = uniq();
    const email = `subs-${id}@example.com`;
    const user = db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, address1, address2, town, state, zipcode, phone, is_sponsor, company_id, failed_logins, password_changed_at, created_at, updated_at)
         VALUES (?, ?, 'Sam', 'Subscriber', '9 Birch Road', '', 'Springfield', 'NY', '10003', '+1 212 555 0199', 0, NULL, 0, ?, ?, ?)`,
      )
      .run(email, hash, NOW, NOW, NOW);
    const serial = `19${id}`;
    const card = db
      .prepare(
        `INSERT INTO cards (serial, profile_name, holder_name, status, emission_date, expiration_date, owner_user_id, company_id) VALUES (?, 'Adult', 'Sam Subscriber', 'InCirculation', ?, ?, ?, NULL)`,
      )
      .run(serial, NOW, LATER, Number(user.lastInsertRowid));
    db.prepare(
      `INSERT INTO contracts (card_id, contract_name, family, type_of_contract, emission, units_left, rechargeable, ride_sponsor, subscription_allowed, min_input_value, maximum_allowed, discounted, fare)
       VALUES (?, 'Stored Value', 'Q Card', 'Stored Value', ?, ?, 1, 0, 1, 500, 20000, 0, 125)`,
    ).run(Number(card.lastInsertRowid), NOW, balance);
    return { email, password: 'Rider#2026', serial };
  } finally {
    db.close();
  }
}

export interface Company {
  sponsor: { email: string; password: string };
  employees: Array<{ code: string; name: string; serial: string }>;
}

/** A fresh sponsor company: three active employees (the first subscribed) and one blocked. */
export function createCompany(): Company {
  const db = openDb();
  try {
    const hash = db
      .prepare("SELECT password_hash FROM users WHERE email = 'sponsor@example.com'")
      .get()?.password_hash;
    const id = uniq();
    const company = Number(
      db
        .prepare('INSERT INTO companies (name, contact_email, created_at) VALUES (?, NULL, ?)')
        .run(`Subs Test ${id}`, NOW).lastInsertRowid,
    );
    const email = `subs-sponsor-${id}@example.com`;
    const sponsorId = Number(
      db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, last_name, address1, address2, town, state, zipcode, phone, is_sponsor, company_id, failed_logins, password_changed_at, created_at, updated_at)
           VALUES (?, ?, 'Alex', 'Admin', '1 Plaza', '', 'Albany', 'NY', '12207', '+1 518 555 0100', 1, ?, 0, ?, ?, ?)`,
        )
        .run(email, hash, company, NOW, NOW, NOW).lastInsertRowid,
    );
    const group = Number(
      db
        .prepare(
          'INSERT INTO groups (company_id, name, details, created_at) VALUES (?, ?, NULL, ?)',
        )
        .run(company, 'Riders', NOW).lastInsertRowid,
    );
    const people = [
      ['Ada', 'Lovelace', 'InCirculation'],
      ['Alan', 'Turing', 'InCirculation'],
      ['Grace', 'Hopper', 'InCirculation'],
      ['Blocked', 'Person', 'Blocked'],
    ] as const;
    const employees: Company['employees'] = [];
    people.forEach(([first, last, status], i) => {
      const serial = `29${id}${i}`;
      const card = Number(
        db
          .prepare(
            `INSERT INTO cards (serial, profile_name, holder_name, status, emission_date, expiration_date, owner_user_id, company_id) VALUES (?, 'Adult', ?, ?, ?, ?, NULL, ?)`,
          )
          .run(serial, `${first} ${last}`, status, NOW, LATER, company).lastInsertRowid,
      );
      const contract = Number(
        db
          .prepare(
            `INSERT INTO contracts (card_id, contract_name, family, type_of_contract, emission, units_left, rechargeable, ride_sponsor, subscription_allowed, min_input_value, maximum_allowed, discounted, fare)
             VALUES (?, 'Commuter Benefit', 'Ride Sponsor', 'Sponsored Value', ?, 2000, 1, 1, 1, 500, 20000, 0, 125)`,
          )
          .run(card, NOW).lastInsertRowid,
      );
      const code = `S${i + 1}`;
      const emp = Number(
        db
          .prepare(
            `INSERT INTO employees (company_id, employee_code, first_name, last_name, group_id, card_id, contract_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(company, code, first, last, group, card, contract, NOW).lastInsertRowid,
      );
      if (i === 0) {
        db.prepare(
          `INSERT INTO subscriptions (contract_id, state, type, max_per_period, recharge_value, threshold, user_id, company_id, employee_id, created_at, updated_at)
           VALUES (?, 'Active', 'Individual', 2, 2000, 500, ?, ?, ?, ?, ?)`,
        ).run(contract, sponsorId, company, emp, NOW, NOW);
      }
      employees.push({ code, name: `${first} ${last}`, serial });
    });
    return { sponsor: { email, password: 'Sponsor#2026' }, employees };
  } finally {
    db.close();
  }
}
