// The scale data probe's load: the accounts it sends requests as and the mix of requests it
// sends, over kept-alive connections.
import crypto from 'node:crypto';
import http from 'node:http';
import { random } from './scale-data-generator.mjs';

/** Requests in flight at once: the probe's clients, each on its own kept-alive connection. */
export const CLIENTS = 50;
/** The accounts the requests are sent as: this many riders and sponsors. */
const PATRONS = 400;
const SPONSORS = 120;

/**
 * The accounts of the run, each with a fresh login written to the real session table (a login
 * through /user/authenticate costs a captcha and a password hash each; the probe does one of
 * those to show it works on this database).
 */
export function accounts(db) {
  const rnd = random(4);
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3600_000).toISOString();
  const session = db.prepare(
    'insert into sessions (token_hash, user_id, created_at, expires_at, last_seen_at, family_id, family_started_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const login = (userId) => {
    const token = crypto.randomBytes(32).toString('base64url');
    session.run(
      crypto.createHash('sha256').update(token).digest('hex'),
      userId,
      now,
      expires,
      now,
      crypto.randomUUID(),
      now,
    );
    return token;
  };
  const patronIds = db
    .prepare("select id from users where email like 'patron%@scale.example' order by id")
    .pluck()
    .all();
  const patrons = [];
  db.transaction(() => {
    for (let i = 0; i < PATRONS; i++) {
      const id = patronIds[Math.floor(rnd() * patronIds.length)];
      const cards = db
        .prepare('select id from cards where owner_user_id = ? order by id')
        .pluck()
        .all(id);
      const contracts = db
        .prepare(
          'select k.id from contracts k join cards c on c.id = k.card_id where c.owner_user_id = ? and c.status = ? order by k.id',
        )
        .pluck()
        .all(id, 'InCirculation');
      patrons.push({
        token: login(id),
        cards,
        contracts,
        orders: db
          .prepare(
            "select count(*) from orders where user_id = ? and company_id is null and status != 'PaymentPending'",
          )
          .pluck()
          .get(id),
      });
    }
  })();
  // The deep histories (a daily commuter's years of taps) are the ones a rider pages through.
  const heavy = db
    .prepare(
      'select c.owner_user_id as userId, a.contract_id as contractId, count(*) as n from contract_activities a join contracts k on k.id = a.contract_id join cards c on c.id = k.card_id where a.contract_id in (select contract_id from contract_activities group by contract_id having count(*) >= 500 limit 200) and c.owner_user_id is not null group by a.contract_id',
    )
    .all();
  db.transaction(() => {
    for (const h of heavy.slice(0, 50)) {
      patrons.push({
        token: login(h.userId),
        cards: db
          .prepare('select id from cards where owner_user_id = ? order by id')
          .pluck()
          .all(h.userId),
        contracts: [h.contractId],
        orders: 0,
        heavy: h.n,
      });
    }
  })();
  // Every large company's administrators, and a spread of the rest.
  const sponsorRows = db
    .prepare(
      "select u.id, u.company_id, (select count(*) from employees e where e.company_id = u.company_id) as staff, (select count(*) from orders o where o.company_id = u.company_id and o.status != 'PaymentPending') as orders from users u where u.is_sponsor = 1 and u.email like 'sponsor%@scale.example' order by u.id",
    )
    .all();
  const sponsors = [];
  db.transaction(() => {
    for (const s of sponsorRows.slice(0, SPONSORS)) {
      const staff = db
        .prepare(
          'select e.id, e.employee_code, e.first_name, e.last_name, e.group_id, e.contract_id, c.serial from employees e join cards c on c.id = e.card_id where e.company_id = ? order by random() limit 20',
        )
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
    const req = http.request(
      `${url}/api${route}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': data.length,
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
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
      },
    );
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
      return {
        name: '/card/details',
        account: p,
        route: '/card/details',
        body: { cardId: pickOf(p.cards) },
      };
    }
    if (call === 2) {
      // Half patrons (their own few dozen), half sponsors (a company's thousands), any page.
      const sponsor = rnd() < 0.5;
      const a = sponsor ? pickOf(sponsors) : pickOf(patrons.filter((p) => p.orders > 0));
      const pages = Math.max(1, Math.ceil(a.orders / pageSize));
      const sortBy = pickOf(['creationDate', 'creationDate', 'orderId', 'price', 'status']);
      return {
        name: '/order/search',
        account: a,
        route: '/order/search',
        body: {
          pageNo: 1 + Math.floor(rnd() ** 2 * pages),
          sortBy,
          sortDir: rnd() < 0.7 ? 'desc' : 'asc',
        },
      };
    }
    if (call === 3) {
      const s = pickOf(sponsors);
      const pages = Math.max(1, Math.ceil(s.staff / pageSize));
      const filter =
        rnd() < 0.25
          ? {
              filterType: 'lastName',
              filterValue: pickOf(['Garcia', 'Kim', 'Patel', 'Chen-Rossi', 'smith']),
            }
          : {};
      return {
        name: '/employee/search',
        account: s,
        route: '/employee/search',
        body: {
          ...filter,
          pageNo: 1 + Math.floor(rnd() * (filter.filterType ? 2 : pages)),
          sortBy: pickOf(['employeeId', 'lastName', 'firstName']),
        },
      };
    }
    // Half of them page through a daily rider's years of activity, any page deep.
    const p =
      rnd() < 0.5
        ? pickOf(patrons.filter((x) => x.heavy))
        : pickOf(patrons.filter((x) => x.contracts.length));
    const pages = p.heavy ? Math.ceil(p.heavy / pageSize) : 1;
    return {
      name: '/contract/details',
      account: p,
      route: '/contract/details',
      body: {
        contractId: pickOf(p.contracts),
        activityPageNo: 1 + Math.floor(rnd() * pages),
        activityPageSize: pageSize,
      },
    };
  }
  if (rnd() < 0.6) {
    const p = pickOf(patrons.filter((x) => x.contracts.length));
    // Add a reload, and take it out again next time this patron writes: carts stay small.
    if (p.cartItem) {
      const itemId = p.cartItem;
      p.cartItem = null;
      return {
        name: 'write: cart remove',
        account: p,
        route: '/cart/deleteOrderItem',
        body: { orderItemId: itemId },
      };
    }
    return {
      name: 'write: cart add',
      account: p,
      route: '/cart/addRechargeCard',
      body: { contractid: pickOf(p.contracts), rechargevalue: 1000 },
      after: (json) => (p.cartItem = json?.data?.item?.itemId ?? null),
    };
  }
  const s = pickOf(sponsors);
  const e = pickOf(s.employees);
  return {
    name: 'write: employee update',
    account: s,
    route: '/employee/update',
    body: {
      id: e.id,
      firstName: e.first_name,
      lastName: e.last_name,
      employeeId: e.employee_code,
      cardNumber: e.serial,
      groupId: e.group_id ?? '',
      contractId: e.contract_id,
      employeeaddress: '',
      city: '',
      state: '',
      zipCode: '',
      email: '',
      phonenumber: `+1 212 555 ${String(Math.floor(rnd() * 10000)).padStart(4, '0')}`,
    },
  };
}
