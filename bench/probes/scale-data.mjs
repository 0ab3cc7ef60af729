// The API on the scale data set: 50 concurrent clients, 90% reads spread
// over several hundred patrons and sponsors (their cards, orders deep into their history,
// employees of companies up to 5,000, contract activity) and 10% real writes to the same
// accounts (cart adds and removes, employee updates). The API has no read cache (it was measured
// here, off and on, and removed: docs/performance.md). Also writes the query plans of the
// measured calls to bench/query-plans.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openSqlite, random, SCALE, scaleDatabase, startApi } from './scale-data-set.mjs';

export const title = 'API on the scale data set';

const CLIENTS = 50;
const WARM_UP_SECONDS = 5;
const MEASURE_SECONDS = 30;
const PATRONS = 400;
const SPONSORS = 120;
const BUDGET_MS = 50;

/**
 * The accounts of the run, each with a fresh login written to the real session table (a login
 * through /user/authenticate costs a captcha and a password hash each; the probe does one of
 * those to show it works on this database).
 */
export function accounts(db) {
  const rnd = random(4);
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3600_000).toISOString();
  const session = db.prepare("insert into sessions (token_hash, user_id, created_at, expires_at, last_seen_at, family_id, family_started_at) values (?, ?, ?, ?, ?, ?, ?)");
  const login = (userId) => {
    const token = crypto.randomBytes(32).toString('base64url');
    session.run(crypto.createHash('sha256').update(token).digest('hex'), userId, now, expires, now, crypto.randomUUID(), now);
    return token;
  };
  const patronIds = db.prepare("select id from users where email like 'patron%@scale.example' order by id").pluck().all();
  const patrons = [];
  db.transaction(() => {
    for (let i = 0; i < PATRONS; i++) {
      const id = patronIds[Math.floor(rnd() * patronIds.length)];
      const cards = db.prepare('select id from cards where owner_user_id = ? order by id').pluck().all(id);
      const contracts = db.prepare('select k.id from contracts k join cards c on c.id = k.card_id where c.owner_user_id = ? and c.status = ? order by k.id').pluck().all(id, 'InCirculation');
      patrons.push({ token: login(id), cards, contracts, orders: db.prepare("select count(*) from orders where user_id = ? and company_id is null and status != 'PaymentPending'").pluck().get(id) });
    }
  })();
  // The deep histories (a daily commuter's years of taps) are the ones a rider pages through.
  const heavy = db.prepare('select c.owner_user_id as userId, a.contract_id as contractId, count(*) as n from contract_activities a join contracts k on k.id = a.contract_id join cards c on c.id = k.card_id where a.contract_id in (select contract_id from contract_activities group by contract_id having count(*) >= 500 limit 200) and c.owner_user_id is not null group by a.contract_id').all();
  db.transaction(() => {
    for (const h of heavy.slice(0, 50)) {
      patrons.push({ token: login(h.userId), cards: db.prepare('select id from cards where owner_user_id = ? order by id').pluck().all(h.userId), contracts: [h.contractId], orders: 0, heavy: h.n });
    }
  })();
  // Every large company's administrators, and a spread of the rest.
  const sponsorRows = db.prepare("select u.id, u.company_id, (select count(*) from employees e where e.company_id = u.company_id) as staff, (select count(*) from orders o where o.company_id = u.company_id and o.status != 'PaymentPending') as orders from users u where u.is_sponsor = 1 and u.email like 'sponsor%@scale.example' order by u.id").all();
  const sponsors = [];
  db.transaction(() => {
    for (const s of sponsorRows.slice(0, SPONSORS)) {
      const staff = db
        .prepare('select e.id, e.employee_code, e.first_name, e.last_name, e.group_id, e.contract_id, c.serial from employees e join cards c on c.id = e.card_id where e.company_id = ? order by random() limit 20')
        .all(s.company_id);
      sponsors.push({ token: login(s.id), staff: s.staff, orders: s.orders, employees: staff });
    }
  })();
  return { patrons, sponsors };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

export function post(url, token, route, body) {
  return new Promise((resolve) => {
    const data = Buffer.from(JSON.stringify({ version: 1, ...body }));
    const started = performance.now();
    const req = http.request(`${url}/api${route}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': data.length, authorization: `Bearer ${token}` } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - started;
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // counted as a failure below by its status
        }
        resolve({ status: res.statusCode, ms, json });
      });
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, json: null }));
    req.end(data);
  });
}

/** One request of the mix: 90% reads over the four calls, 10% writes to the same accounts. */
export function nextRequest(rnd, { patrons, sponsors }, pageSize) {
  const pickOf = (list) => list[Math.floor(rnd() * list.length)];
  const u = rnd();
  if (u < 0.9) {
    const call = Math.floor((u / 0.9) * 5);
    if (call === 0) return { name: '/card', account: pickOf(patrons), route: '/card', body: {} };
    if (call === 1) {
      const p = pickOf(patrons);
      return { name: '/card/details', account: p, route: '/card/details', body: { cardId: pickOf(p.cards) } };
    }
    if (call === 2) {
      // Half patrons (their own few dozen), half sponsors (a company's thousands), any page.
      const sponsor = rnd() < 0.5;
      const a = sponsor ? pickOf(sponsors) : pickOf(patrons.filter((p) => p.orders > 0));
      const pages = Math.max(1, Math.ceil(a.orders / pageSize));
      const sortBy = pickOf(['creationDate', 'creationDate', 'orderId', 'price', 'status']);
      return { name: '/order/search', account: a, route: '/order/search', body: { pageNo: 1 + Math.floor(rnd() ** 2 * pages), sortBy, sortDir: rnd() < 0.7 ? 'desc' : 'asc' } };
    }
    if (call === 3) {
      const s = pickOf(sponsors);
      const pages = Math.max(1, Math.ceil(s.staff / pageSize));
      const filter = rnd() < 0.25 ? { filterType: 'lastName', filterValue: pickOf(['Garcia', 'Kim', 'Patel', 'Chen-Rossi', 'smith']) } : {};
      return { name: '/employee/search', account: s, route: '/employee/search', body: { ...filter, pageNo: 1 + Math.floor(rnd() * (filter.filterType ? 2 : pages)), sortBy: pickOf(['employeeId', 'lastName', 'firstName']) } };
    }
    // Half of them page through a daily rider's years of activity, any page deep.
    const p = rnd() < 0.5 ? pickOf(patrons.filter((x) => x.heavy)) : pickOf(patrons.filter((x) => x.contracts.length));
    const pages = p.heavy ? Math.ceil(p.heavy / pageSize) : 1;
    return { name: '/contract/details', account: p, route: '/contract/details', body: { contractId: pickOf(p.contracts), activityPageNo: 1 + Math.floor(rnd() * pages), activityPageSize: pageSize } };
  }
  if (rnd() < 0.6) {
    const p = pickOf(patrons.filter((x) => x.contracts.length));
    // Add a reload, and take it out again next time this patron writes: carts stay small.
    if (p.cartItem) {
      const itemId = p.cartItem;
      p.cartItem = null;
      return { name: 'write: cart remove', account: p, route: '/cart/deleteOrderItem', body: { orderItemId: itemId } };
    }
    return { name: 'write: cart add', account: p, route: '/cart/addRechargeCard', body: { contractid: pickOf(p.contracts), rechargevalue: 1000 }, after: (json) => (p.cartItem = json?.data?.item?.itemId ?? null) };
  }
  const s = pickOf(sponsors);
  const e = pickOf(s.employees);
  return {
    name: 'write: employee update',
    account: s,
    route: '/employee/update',
    body: { id: e.id, firstName: e.first_name, lastName: e.last_name, employeeId: e.employee_code, cardNumber: e.serial, groupId: e.group_id ?? '', contractId: e.contract_id, employeeaddress: '', city: '', state: '', zipCode: '', email: '', phonenumber: `+1 212 555 ${String(Math.floor(rnd() * 10000)).padStart(4, '0')}` },
  };
}

async function load(url, sample, pageSize, seconds) {
  const rnd = random(7);
  const results = new Map();
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < end) {
      const r = nextRequest(rnd, sample, pageSize);
      const res = await post(url, r.account.token, r.route, r.body);
      r.after?.(res.json);
      const entry = results.get(r.name) ?? { times: [], non2xx: 0, answers: new Map() };
      entry.times.push(res.ms);
      if (res.status < 200 || res.status >= 300) {
        entry.non2xx++;
        // What the portal answered (HTTP status and the catalogue's message code), so a refusal
        // by a rule (a card not reloadable, a full cart) reads apart from a failure.
        const reason = res.json?.data?.reason ? ` ${res.json.data.reason}` : '';
        const answer = `${res.status} ${res.json?.msgCode ?? ''}${reason}`.trim();
        entry.answers.set(answer, (entry.answers.get(answer) ?? 0) + 1);
      }
      results.set(r.name, entry);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  return { results, elapsed };
}

function p95(times) {
  const s = [...times].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] : NaN;
}

/** The main queries of each measured call, for an account with much data (EXPLAIN QUERY PLAN). */
function queryPlans(db, sample) {
  const big = db.prepare("select company_id from users where email = 'sponsor1-1@scale.example'").pluck().get();
  const heavy = sample.patrons.find((p) => p.heavy);
  const heavyContract = heavy?.contracts[0] ?? 1;
  const patronId = db.prepare('select owner_user_id from cards where id = ?').pluck().get(sample.patrons[0].cards[0]);
  const statuses = "('Cancelled', 'Honoured', 'ProcessingOrder', 'Rejected')";
  const queries = [
    // The fixed statements of api/src/modules/cards/card-queries.ts, their aliased column lists shortened (the plan does not depend on them).
    ...[
      ['/card: the caller\'s cards, contracts and newest Active subscription (one statement)', 'k.owner_user_id = ?', 'k.serial, c.id', patronId],
      ['/card/details: the card, its contracts and newest Active subscription (one statement)', 'k.id = ?', 'c.id', sample.patrons[0].cards[0]],
    ].map(([label, where, orderBy, param]) => [
      label,
      `SELECT k.*, c.id AS c__id, s.state AS s__state FROM cards k LEFT JOIN contracts c ON c.card_id = k.id LEFT JOIN subscriptions s ON s.id = (SELECT max(s2.id) FROM subscriptions s2 WHERE s2.contract_id = c.id AND s2.state = 'Active') WHERE ${where} ORDER BY ${orderBy}`,
      [param],
    ]),
    ['/card/details: every activity of the card\'s contracts, newest first', 'SELECT a.* FROM contract_activities a JOIN contracts c ON c.id = a.contract_id WHERE c.card_id = ? ORDER BY a.date DESC, a.id DESC', [db.prepare('select card_id from contracts where id = ?').pluck().get(heavyContract) ?? 1]],
    ['/contract/details: contracts of the cards', 'select * from "contracts" where "card_id" in (?, ?, ?) order by "id"', [1, 2, 3]],
    ['/contract/details: active subscriptions', 'select * from "subscriptions" where "contract_id" in (?, ?) and "state" = ? order by "id" desc', [1, 2, 'Active']],
    ['/contract/details with activityPageNo: count', 'select count(*) as "n" from "contract_activities" where "contract_id" = ?', [heavyContract]],
    ['/contract/details with activityPageNo: a page deep in a daily rider\'s history', 'select * from "contract_activities" where "contract_id" = ? order by "date" desc, "id" desc limit ? offset ?', [heavyContract, 25, 500]],
    ['/order/search (patron): count', `select count(*) as "n" from "orders" where "status" in ${statuses} and "user_id" = ? and "company_id" is null`, [patronId]],
    ['/order/search (patron): page, newest first', `select * from "orders" where "status" in ${statuses} and "user_id" = ? and "company_id" is null order by "creation_date" desc, "id" desc limit ? offset ?`, [patronId, 25, 0]],
    ['/order/search (sponsor of the largest company): count', `select count(*) as "n" from "orders" where "status" in ${statuses} and "company_id" = ?`, [big]],
    ['/order/search (sponsor): deep page, newest first', `select * from "orders" where "status" in ${statuses} and "company_id" = ? order by "creation_date" desc, "id" desc limit ? offset ?`, [big, 25, 5000]],
    ['/order/search (sponsor): deep page by order number', `select * from "orders" where "status" in ${statuses} and "company_id" = ? order by "id" desc, "id" desc limit ? offset ?`, [big, 25, 5000]],
    ['/order/search (sponsor): page by price', `select * from "orders" where "status" in ${statuses} and "company_id" = ? order by "price" asc, "id" asc limit ? offset ?`, [big, 25, 2500]],
    ['/employee/search: count', 'select count(*) as "n" from "employees" as "e" where "e"."company_id" = ?', [big]],
    [
      '/employee/search: page 100 by last name (the page\'s ids from the index, then the joins for those 25)',
      'select "e"."id", "e"."employee_code", "e"."first_name", "e"."last_name", "g"."name" as "group_name", "c"."serial", "c"."status" as "card_status", "e"."contract_id", "k"."contract_name" from "employees" as "e" left join "groups" as "g" on "g"."id" = "e"."group_id" left join "cards" as "c" on "c"."id" = "e"."card_id" left join "contracts" as "k" on "k"."id" = "e"."contract_id" where "e"."id" in (select "e"."id" from "employees" as "e" where "e"."company_id" = ? order by "e"."last_name" asc, "e"."id" asc limit ? offset ?) order by "e"."last_name" asc, "e"."id" asc',
      [big, 25, 2500],
    ],
    ['/employee/search: last name contains', 'select count(*) as "n" from "employees" as "e" where "e"."company_id" = ? and lower("e"."last_name") like ? escape \'\\\'', [big, '%garcia%']],
    ['/contract/details: the contract and its card', 'select * from "contracts" where "id" = ?', [heavyContract]],
    ['every call: the session and its user', 'select s.*, u.id from sessions s left join users u on u.id = s.user_id where s.token_hash = ?', ['x']],
  ];
  const lines = [
    '# Query plans on the scale data set',
    '',
    '_Generated by bench/probes/scale-data.mjs (`pnpm bench`); do not edit by hand._',
    '',
    `SQLite EXPLAIN QUERY PLAN of the main queries behind each call the scale probe measures, on the scale data set (${SCALE.patrons.toLocaleString('en-US')} patrons, ${SCALE.cards.toLocaleString('en-US')} cards, ${SCALE.activities.toLocaleString('en-US')} activity rows, ${SCALE.orders.toLocaleString('en-US')} orders), for the accounts with the most data (the largest company, a rider with years of taps). "SEARCH ... USING INDEX" reads one index range; "SCAN" reads a whole table or index; "USE TEMP B-TREE" sorts.`,
    '',
  ];
  for (const [name, text, params] of queries) {
    const plan = db.prepare(`explain query plan ${text}`).all(...params);
    lines.push(`## ${name}`, '', '```sql', text, '```', '', '```');
    for (const step of plan) lines.push(`${'  '.repeat(depth(plan, step))}${step.detail}`);
    lines.push('```', '');
  }
  return lines.join('\n');
}

function depth(plan, step) {
  let d = 0;
  for (let parent = step.parent; parent; d++) parent = plan.find((s) => s.id === parent)?.parent ?? 0;
  return d;
}

export async function probe({ root, log = () => undefined }) {
  const rows = [];
  const scale = await scaleDatabase(root, log);
  rows.push({ metric: `scale data set: ${SCALE.patrons.toLocaleString('en-US')} patrons, ${SCALE.cards.toLocaleString('en-US')} cards, ${SCALE.activities.toLocaleString('en-US')} activity rows, ${SCALE.orders.toLocaleString('en-US')} orders, ${SCALE.companies} companies up to ${SCALE.largestCompany.toLocaleString('en-US')} employees (SQLite file; seeding time)`, value: `${(scale.bytes / 1e6).toFixed(0)} MB; seeded in ${scale.seconds} s${scale.built ? '' : ' (cached build reused)'}` });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-scale-run-'));
  try {
    let started = Date.now();
    fs.copyFileSync(scale.file, path.join(dataDir, 'qcard.sqlite'));
    const db = openSqlite(root, path.join(dataDir, 'qcard.sqlite'));
    const sample = accounts(db);
    const plans = queryPlans(db, sample);
    db.close();
    fs.writeFileSync(path.join(root, 'bench/query-plans.md'), plans);
    rows.push({ metric: 'copy of the data set for this run, sample logins', value: `${((Date.now() - started) / 1000).toFixed(1)} s; ${sample.patrons.length} patrons (${sample.patrons.filter((p) => p.heavy).length} with 500+ activity rows on a contract), ${sample.sponsors.length} sponsors` });
    const pageSize = 25;
    started = Date.now();
    const api = await startApi(root, dataDir, { CART_MAX_ITEMS: '1000' });
    try {
      // One real login (captcha and password check) on this database, for the record.
      const { apiLogin } = await import('./portal-server.mjs');
      const t0 = Date.now();
      await apiLogin(api.url, 'patron1@scale.example', 'Rider#2026');
      rows.push({ metric: `API start on the scale database (${api.workers} processes) / one real login`, value: `${((Date.now() - started) / 1000).toFixed(1)} s / ${Date.now() - t0} ms` });
      await load(api.url, sample, pageSize, WARM_UP_SECONDS);
      const cpuBefore = api.cpuSeconds();
      const { results, elapsed } = await load(api.url, sample, pageSize, MEASURE_SECONDS);
      const cpu = api.cpuSeconds() - cpuBefore;
      let total = 0;
      for (const name of ['/card', '/card/details', '/order/search', '/employee/search', '/contract/details', 'write: cart add', 'write: cart remove', 'write: employee update']) {
        const r = results.get(name);
        if (!r) continue;
        total += r.times.length;
        const worst = p95(r.times);
        const read = !name.startsWith('write');
        const answers = [...r.answers].sort((a, b) => b[1] - a[1]).map(([answer, n]) => `${n}× ${answer}`).join(', ');
        rows.push({
          metric: `${name} p95 / throughput (${r.non2xx} non-2xx${answers ? `: ${answers}` : ''})`,
          value: `${worst.toFixed(1)} ms / ${(r.times.length / elapsed).toFixed(0)} req/s`,
          budget: read ? `p95 ≤ ${BUDGET_MS} ms (no read cache)` : undefined,
          ok: read ? worst <= BUDGET_MS && r.non2xx === 0 : undefined,
        });
      }
      const all = [...results.values()].flatMap((r) => r.times);
      rows.push({ metric: `all calls, ${CLIENTS} clients, 90% reads / 10% writes, ${MEASURE_SECONDS} s`, value: `p95 ${p95(all).toFixed(1)} ms, ${(total / elapsed).toFixed(0)} req/s` });
      // Wall-clock figures move with whatever else the machine runs; the API's own CPU per
      // request does not, and says what two idle cores would serve.
      rows.push({ metric: `API CPU per request (all ${api.workers} processes) / requests per second two idle cores would serve`, value: `${((cpu * 1000) / total).toFixed(2)} ms / ${Math.round((2 * total) / cpu)}` });
      rows.push({ metric: `machine load average (1 min) after the run, on ${os.availableParallelism()} cores (above the core count, the wall-clock figures are inflated)`, value: os.loadavg()[0].toFixed(1) });
    } finally {
      await api.stop();
    }
    rows.push({ metric: 'query plans of the measured calls (EXPLAIN QUERY PLAN on the scale database)', value: 'bench/query-plans.md' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
