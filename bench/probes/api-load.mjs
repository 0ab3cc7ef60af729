// API throughput and p95 latency of the main calls under concurrent clients (autocannon),
// with a patron who has 10 cards.
import autocannon from 'autocannon';
import { apiCall, apiLogin, startPortal } from './portal-server.mjs';
import { openDemoDatabase, rowInserter } from './demo-database.mjs';

export const title = 'API: throughput and p95 of the main calls';

/** Give the demo patron 10 cards (copies of their own, with activity) straight in the database. */
function giveTenCards(root, dataDir) {
  const db = openDemoDatabase(root, dataDir);
  const user = db.prepare('select id from users where email = ?').get('rider@example.com');
  const cards = db.prepare('select * from cards where owner_user_id = ? order by id').all(user.id);
  const insert = rowInserter(db);
  db.transaction(() => {
    for (let n = cards.length, i = 0; n < 10; n++, i++) {
      const { id: sourceId, ...card } = cards[i % cards.length];
      const cardId = insert('cards', { ...card, serial: `90000000${String(n).padStart(2, '0')}` });
      for (const { id: contractId, ...contract } of db.prepare('select * from contracts where card_id = ?').all(sourceId)) {
        const newContract = insert('contracts', { ...contract, card_id: cardId });
        for (const { id: _a, ...activity } of db.prepare('select * from contract_activities where contract_id = ?').all(contractId)) {
          insert('contract_activities', { ...activity, contract_id: newContract });
        }
      }
    }
  })();
  // The bulk insert sits in the WAL until a checkpoint; a running portal would have had one.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** autocannon reports p90 and p97.5, not p95: keep every response time and take it ourselves. */
/** A few seconds of the same load first: the measured run is of a warmed-up server (JIT, statements). */
function warmUp(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, ...opts, duration: 3 }, (err) => (err ? reject(err) : resolve()));
  });
}

async function run(opts) {
  await warmUp(opts);
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ duration: 10, connections: 50, ...opts }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      result.p95 = times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] * 10) / 10 : NaN;
      resolve(result);
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const row = (name, r, budgetMs) => {
  const p95 = r.p95;
  return {
    metric: `${name}: p95 latency / throughput (${r.connections} clients, ${r.duration} s; ${r.non2xx} non-2xx)`,
    value: `${p95} ms / ${Math.round(r.requests.average)} req/s`,
    budget: budgetMs ? `p95 < ${budgetMs} ms` : undefined,
    ok: budgetMs ? p95 < budgetMs && r.non2xx === 0 && r.errors === 0 : undefined,
  };
};

export async function probe({ root }) {
  const portal = await startPortal(root);
  const rows = [];
  try {
    giveTenCards(root, portal.dataDir);
    const patron = await apiLogin(portal.url, 'rider@example.com', 'Rider#2026');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${patron.token}` };
    const cards = await apiCall(portal.url, patron.token, '/card');
    const ids = (cards.data ?? []).map((c) => c.id);
    rows.push({ metric: 'API processes (API_WORKERS=auto), read cache on', value: String(portal.workers) });
    rows.push({ metric: 'patron cards in the test', value: String(ids.length) });
    let i = 0;
    rows.push(row('/card', await run({ url: `${portal.url}/api/card`, method: 'POST', headers, body: '{}' }), 50));
    rows.push(
      row(
        '/card/details',
        await run({
          url: `${portal.url}/api/card/details`,
          method: 'POST',
          headers,
          setupClient: (client) => {
            client.setBody(JSON.stringify({ cardId: ids[i++ % ids.length] }));
          },
          requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ cardId: ids[i++ % ids.length] }) }) }],
        }),
        50,
      ),
    );
    rows.push(row('/order/search', await run({ url: `${portal.url}/api/order/search`, method: 'POST', headers, body: '{}' })));
  } finally {
    await portal.stop();
  }
  return rows;
}
