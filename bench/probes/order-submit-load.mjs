// Order submit under sustained load: 100 submits per second for 30 s, each after adding a reload
// to that rider's cart; then the orders are counted: none lost, none doubled, none half-written.
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apiCall, apiLogin, startPortal } from './portal-server.mjs';
import { openDemoDatabase, rowInserter } from './demo-database.mjs';

export const title = 'Order submit under load (100/s for 30 s)';

const RIDERS = 40;
const RATE = 100;
const SECONDS = 30;

/** Riders for the test: copies of the demo patron (same password) with one reloadable card each. */
function makeRiders(root, dataDir) {
  const db = openDemoDatabase(root, dataDir);
  const insert = rowInserter(db);
  const { id: riderId, ...rider } = db.prepare('select * from users where email = ?').get('rider@example.com');
  const source = db
    .prepare(
      `select c.* from contracts c join cards k on k.id = c.card_id
       where k.owner_user_id = ? and k.status = 'InCirculation' and c.rechargeable = 1 and c.ride_sponsor = 0 order by c.id limit 1`,
    )
    .get(riderId);
  const { id: _cardId, ...card } = db.prepare('select * from cards where id = ?').get(source.card_id);
  const emails = [];
  db.transaction(() => {
    for (let i = 0; i < RIDERS; i++) {
      const email = `load${i}@bench.example`;
      const userId = insert('users', { ...rider, email, failed_logins: 0, locked_until: null });
      const cardId = insert('cards', { ...card, serial: `8100000${String(i).padStart(3, '0')}`, owner_user_id: userId });
      const { id: _c, ...contract } = source;
      insert('contracts', { ...contract, card_id: cardId });
      emails.push(email);
    }
  })();
  db.close();
  return emails;
}

function countOrders(root, dataDir) {
  const Database = createRequire(path.join(root, 'api/package.json'))('better-sqlite3');
  const db = new Database(path.join(dataDir, 'qcard.sqlite'), { readonly: true });
  const q = (sql) => db.prepare(sql).all();
  const orders = q(`select o.id, o.status, o.price, o.idempotency_key,
      (select count(*) from order_items i where i.order_id = o.id) as items,
      (select coalesce(sum(i.price), 0) from order_items i where i.order_id = o.id) as item_total
    from orders o join users u on u.id = o.user_id where u.email like 'load%@bench.example'`);
  db.close();
  return orders;
}

export async function probe({ root }) {
  const portal = await startPortal(root, { RATE_LIMIT_LOGIN_PER_IP: '100000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000', FULFILMENT_DELAY_SECONDS: '3600' });
  try {
    const emails = makeRiders(root, portal.dataDir);
    const riders = [];
    for (const email of emails) {
      const session = await apiLogin(portal.url, email, 'Rider#2026');
      const cards = await apiCall(portal.url, session.token, '/card');
      const contract = cards.data[0].contracts.find((c) => c.rechargeable && !c.rideSponsorContract);
      riders.push({ token: session.token, contractId: contract.id, amount: contract.rechargeInfo.parameters[0].minimumInputValue, busy: false });
    }
    const der = Buffer.from(await (await fetch(`${portal.url}/pbk.key`)).arrayBuffer());
    const publicKey = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
    const encrypt = (number) =>
      crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(number)).toString('base64');
    const year = String(new Date().getFullYear() + 1);

    const results = { ok: 0, error: 0, skipped: 0, latencies: [], keys: new Set() };
    const submitOnce = async (rider) => {
      rider.busy = true;
      try {
        const add = await apiCall(portal.url, rider.token, '/cart/addRechargeCard', { contractid: rider.contractId, rechargevalue: rider.amount });
        if (add.status !== 'SUCCESS') {
          results.error += 1;
          return;
        }
        const key = crypto.randomUUID();
        const started = performance.now();
        const res = await apiCall(portal.url, rider.token, '/order/submit', {
          function: 'submit_order',
          idempotencyKey: key,
          firstName: 'Load',
          lastName: 'Test',
          cardNumber: encrypt('4111111111111111'),
          cardType: 1,
          cardLast4: '1111',
          month: '12',
          year,
          cvvCode: '123',
          address1: '1 Bench Street',
          address2: '',
          city: 'Springfield',
          state: 'NY',
          zipcode: '10001',
        });
        results.latencies.push(performance.now() - started);
        if (res.status === 'SUCCESS') {
          results.ok += 1;
          results.keys.add(key);
        } else results.error += 1;
      } finally {
        rider.busy = false;
      }
    };

    const inFlight = [];
    const started = Date.now();
    let next = 0;
    for (let tick = 0; tick < RATE * SECONDS; tick++) {
      const due = started + (tick * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      let rider = null;
      for (let i = 0; i < riders.length && !rider; i++) {
        const candidate = riders[(next + i) % riders.length];
        if (!candidate.busy) rider = candidate;
      }
      next += 1;
      if (!rider) {
        results.skipped += 1; // every rider still waiting on an answer: the server is not keeping up
        continue;
      }
      inFlight.push(submitOnce(rider));
    }
    await Promise.all(inFlight);
    const elapsed = (Date.now() - started) / 1000;
    const orders = countOrders(root, portal.dataDir);
    // The server keys orders per caller: "<owner kind>:<owner id>:<the browser's key>".
    const browserKey = (stored) => String(stored ?? '').split(':').pop();
    const duplicates = orders.length - new Set(orders.map((o) => o.idempotency_key)).size;
    const halfWritten = orders.filter((o) => o.items === 0 || o.item_total !== o.price || !['ProcessingOrder', 'Honoured'].includes(o.status)).length;
    const lost = results.ok - orders.filter((o) => results.keys.has(browserKey(o.idempotency_key))).length;
    results.latencies.sort((a, b) => a - b);
    const p95 = results.latencies[Math.floor(results.latencies.length * 0.95)] ?? NaN;
    const achieved = results.ok / elapsed;
    return [
      { metric: 'submits answered SUCCESS / ERROR / not sent (no free rider)', value: `${results.ok} / ${results.error} / ${results.skipped}` },
      { metric: 'sustained submit rate', value: `${achieved.toFixed(1)} /s over ${elapsed.toFixed(1)} s`, budget: '100 /s for 30 s', ok: achieved >= 95 && results.skipped === 0 },
      { metric: 'order submit p95 latency', value: `${p95.toFixed(1)} ms` },
      { metric: 'orders lost (SUCCESS answered, no order) / doubled / half-written', value: `${lost} / ${duplicates} / ${halfWritten}`, budget: '0 / 0 / 0', ok: lost === 0 && duplicates === 0 && halfWritten === 0 },
    ];
  } finally {
    await portal.stop();
  }
}
