// The scale data set (100,000 patrons, 300,000 cards, 3 million activity rows,
// 1 million orders, 200 sponsors with up to 5,000 employees): its generator and its cache key
// (scale-data-set.mjs builds it once under bench/.cache/ and reuses it while the key holds).
// Shaped like real data: 1-6 cards per patron, activity skewed to recent months with a few
// heavy riders deep in history, orders with lines and every status, companies from a handful
// of employees to 5,000. Deterministic (a seeded generator), so two machines build the same file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACTS, FIRST, LAST, prepareInserts, STATUSES } from './scale-data-tables.mjs';

export const SCALE = {
  patrons: 100_000,
  cards: 300_000,
  activities: 3_000_000,
  orders: 1_000_000,
  companies: 200,
  largestCompany: 5_000,
};
/** Dates are spread back from here over three years (the API's clock is the real one). */
const NOW = Date.now();
const DAY = 86_400_000;
const HISTORY_DAYS = 3 * 365;

/** mulberry32: small, fast and the same everywhere (the data set and the probe's request mix). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The cache key: the migrations, the sizes and the generator's code and tables (not how the API
 * is started, in scale-data-set.mjs, so a change there does not rebuild the data).
 */
export function scaleKey(root) {
  const hash = crypto.createHash('sha256');
  const dir = path.join(root, 'api/src/platform/db/migrations');
  for (const f of fs.readdirSync(dir).sort())
    hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  hash
    .update(JSON.stringify(SCALE))
    .update(String(random))
    .update(String(generate))
    .update(String(prepareInserts))
    .update(JSON.stringify([FIRST, LAST, CONTRACTS, STATUSES, HISTORY_DAYS]));
  return hash.digest('hex').slice(0, 16);
}

function iso(ms) {
  return new Date(ms).toISOString();
}

export function generate(db, log) {
  // Relaxed only here, for the bulk load: nothing else has the file open, and a crash means
  // building it again. (Out of WAL first: a WAL database keeps its journal mode otherwise.)
  db.pragma('journal_mode = DELETE');
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  const rnd = random(21);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  // Every generated account shares the demo rider's password (one hash, computed once).
  const passwordHash = db
    .prepare("select password_hash from users where email = 'rider@example.com'")
    .pluck()
    .get();
  const created = iso(NOW - HISTORY_DAYS * DAY);
  const {
    users,
    companies,
    groups,
    cards,
    contracts,
    balanceOf,
    activities,
    employees,
    orders,
    items,
  } = prepareInserts(db);
  const batch = (n, size, fn) => {
    for (let start = 0; start < n; start += size) {
      db.transaction(() => {
        for (let i = start; i < Math.min(n, start + size); i++) fn(i);
      })();
    }
  };

  let serial = 5_000_000_000;
  let activitiesLeft = SCALE.activities;
  /** A card with 1-2 contracts and their activity; returns [cardId, contractIds]. */
  const cardWithContracts = (owner, company, holder) => {
    const emission = NOW - Math.floor((0.2 + rnd() * 0.8) * HISTORY_DAYS * DAY);
    const status = rnd() < 0.04 ? 'Blocked' : 'InCirculation';
    const cardId = Number(
      cards.run(
        String(serial++),
        company ? 'Commuter Benefit' : rnd() < 0.15 ? 'Reduced Fare' : 'Adult',
        holder,
        status,
        iso(emission),
        iso(emission + 4 * 365 * DAY),
        owner,
        company,
      ).lastInsertRowid,
    );
    const ids = [];
    for (let c = 0, n = rnd() < 0.3 ? 2 : 1; c < n; c++) {
      const [name, family, type, discounted] = CONTRACTS[c === 0 ? (rnd() < 0.15 ? 2 : 0) : 1];
      const fare = discounted ? 60 : 125;
      // Most riders have a few rows; one contract in 170 is a daily commuter's, years deep.
      const count = Math.min(
        activitiesLeft,
        rnd() < 0.006 ? 200 + Math.floor(rnd() * 800) : Math.floor(rnd() * 9.5),
      );
      activitiesLeft -= count;
      // Skewed to recent months: u² leans towards now, never before the card was issued.
      const dates = Array.from({ length: count }, () => {
        const u = rnd();
        return NOW - Math.floor(u * u * (NOW - emission));
      }).sort((a, b) => a - b);
      const contractId = Number(
        contracts.run(cardId, name, family, type, iso(emission), null, 0, discounted, fare)
          .lastInsertRowid,
      );
      let balance = 0;
      let lastReload = null;
      for (const date of dates) {
        const reload = balance < fare || rnd() < 0.1;
        const units = reload ? 1000 * (1 + Math.floor(rnd() * 4)) : -fare;
        const before = balance;
        balance += units;
        if (reload) lastReload = iso(date);
        activities.run(
          contractId,
          iso(date),
          reload ? 'Reload' : 'Tap',
          reload
            ? `Online reload of $${(units / 100).toFixed(2)}`
            : `Fare paid $${(fare / 100).toFixed(2)}`,
          units,
          before,
          balance,
          reload ? units : null,
          null,
        );
      }
      balanceOf.run(balance, lastReload, contractId);
      ids.push(contractId);
    }
    return [cardId, ids];
  };

  // From a handful of employees to 5,000 (a long tail): about 38,000 in all.
  const sizes = Array.from({ length: SCALE.companies }, (_, i) =>
    Math.max(3, Math.round(SCALE.largestCompany / (i + 1) ** 0.9)),
  );
  const employeeTotal = sizes.reduce((a, b) => a + b, 0);
  log(`companies and ${employeeTotal} employees`);
  const staffOf = [];
  batch(SCALE.companies, 5, (i) => {
    const companyId = Number(
      companies.run(`Scale Company ${i + 1}`, `benefits${i + 1}@scale.example`, created)
        .lastInsertRowid,
    );
    for (let s = 0; s < (sizes[i] > 500 ? 2 : 1); s++) {
      users.run(
        `sponsor${i + 1}-${s + 1}@scale.example`,
        passwordHash,
        pick(FIRST),
        pick(LAST),
        `${i + 1} Plaza`,
        'Springfield',
        'NY',
        '10001',
        '+1 212 555 0100',
        1,
        companyId,
        created,
        created,
      );
    }
    const groupIds = Array.from({ length: Math.min(12, 1 + Math.floor(sizes[i] / 400)) }, (_, g) =>
      Number(groups.run(companyId, `Group ${g + 1}`, null, created).lastInsertRowid),
    );
    const staff = [];
    for (let e = 0; e < sizes[i]; e++) {
      const first = pick(FIRST);
      // Double-barrelled names give a 5,000-strong company many distinct last names.
      const last = rnd() < 0.6 ? `${pick(LAST)}-${pick(LAST)}` : pick(LAST);
      const [cardId, [contractId]] = cardWithContracts(null, companyId, `${first} ${last}`);
      const employeeId = Number(
        employees.run(
          companyId,
          `E${String(e + 1).padStart(5, '0')}`,
          first,
          last,
          pick(groupIds),
          `${first}.${last}@c${i + 1}.example`.toLowerCase(),
          cardId,
          contractId,
          created,
        ).lastInsertRowid,
      );
      staff.push([employeeId, contractId]);
    }
    staffOf.push([companyId, staff]);
  });

  // Patrons hold the remaining cards, 1-6 each (most one to three).
  log('patrons and their cards');
  let cardsLeft = SCALE.cards - employeeTotal;
  const patrons = [];
  batch(SCALE.patrons, 1000, (p) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const userId = Number(
      users.run(
        `patron${p + 1}@scale.example`,
        passwordHash,
        first,
        last,
        `${p + 1} Main Street`,
        'Springfield',
        'NY',
        '10001',
        '+1 212 555 0199',
        0,
        null,
        created,
        created,
      ).lastInsertRowid,
    );
    const mean = cardsLeft / (SCALE.patrons - p);
    // Around the mean still needed for the card total, between 1 and 6.
    const n = Math.max(
      1,
      Math.min(6, Math.round(mean * (0.3 + rnd() * 1.4) + (rnd() < 0.05 ? 2 : 0))),
    );
    const contractIds = [];
    for (let c = 0; c < n; c++, cardsLeft--)
      contractIds.push(...cardWithContracts(userId, null, `${first} ${last}`)[1]);
    patrons.push([userId, contractIds]);
  });

  log('orders');
  const statusOf = () => {
    let u = rnd();
    for (const [s, w] of STATUSES) if ((u -= w) < 0) return s;
    return 'Honoured';
  };
  const order = (userId, companyId, lines) => {
    const status = statusOf();
    const u = rnd();
    const date = NOW - Math.floor(u * u * HISTORY_DAYS * DAY);
    const price = lines.reduce((s, l) => s + l.price, 0);
    const approved =
      status === 'Honoured' || status === 'ProcessingOrder' || status === 'Cancelled';
    const id = Number(
      orders.run(
        userId,
        companyId,
        price,
        status,
        'Reload',
        iso(date),
        'Credit Card',
        approved ? 'AUTH' : null,
        approved ? 'TXN' : null,
        'visa ending 4242',
        'visa',
        '4242',
        status === 'Honoured' ? iso(date + 3600_000) : null,
      ).lastInsertRowid,
    );
    for (const l of lines)
      items.run(
        id,
        `Reload $${(l.price / 100).toFixed(2)}`,
        status,
        l.price,
        'Recharge',
        l.contractId,
        l.employeeId ?? null,
        JSON.stringify({
          contractid: l.contractId,
          rechargevalue: l.price,
          employeeId: l.employeeId ?? null,
        }),
      );
  };
  // A tenth of the orders are companies' bulk reloads, in proportion to their size.
  let ordersLeft = SCALE.orders;
  batch(staffOf.length, 5, (index) => {
    const [companyId, staff] = staffOf[index];
    for (
      let k = Math.round((SCALE.orders / 10) * (sizes[index] / employeeTotal));
      k > 0;
      k--, ordersLeft--
    ) {
      order(
        null,
        companyId,
        Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
          const [employeeId, contractId] = pick(staff);
          return { price: 1000 * (1 + Math.floor(rnd() * 5)), contractId, employeeId };
        }),
      );
    }
  });
  batch(patrons.length, 1000, (i) => {
    const [userId, contractIds] = patrons[i];
    const mean = ordersLeft / (patrons.length - i);
    // Skewed: most patrons a handful, one in ten several dozen.
    const n = Math.min(
      ordersLeft,
      Math.round(rnd() < 0.1 ? mean * 4 * rnd() * 2 : mean * 0.65 * rnd() * 2),
    );
    for (let k = 0; k < n; k++, ordersLeft--)
      order(
        userId,
        null,
        Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => ({
          price: 1000 * (1 + Math.floor(rnd() * 5)),
          contractId: pick(contractIds),
        })),
      );
  });
  db.pragma('journal_mode = WAL');
}
