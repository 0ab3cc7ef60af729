// Orders at scale on PostgreSQL: the open-model load of order-submit-load.mjs (300
// order submits per second for 60 s) against two API instances on one PostgreSQL database,
// each its own process and port; submits alternate between them, and a submit sent twice
// mid-flight sends its copy to the other instance (a retry that a balancer places elsewhere).
// Then every submit is checked in the database. Skipped, with the reason, when PostgreSQL
// cannot be started here (see postgres-instances.mjs).
// Alone: node bench/probes/order-submit-load-postgres.mjs   (BENCH_ORDER_RATE / BENCH_ORDER_SECONDS
// for a quick look; BENCH_DATABASE_URL=postgres://... to use a server of your own, its database is reused)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from './portal-server.mjs';
import { ensurePostgres } from '../../scripts/postgres.mjs';
import { loadRows, portalPublicKey, runOpenLoad, verifyOrders } from './order-submit-generator.mjs';
import { openAppDatabase, seedRiders } from './order-submit-riders.mjs';
import { RATE, SECONDS, templateItemAdder } from './order-submit-load.mjs';

const INSTANCES = 2;

export const title = `Orders at scale: ${RATE} submits/s for ${SECONDS} s, PostgreSQL with ${INSTANCES} API instances`;

export async function probe({ root }) {
  const pg = ensurePostgres({
    database: 'qcard_bench_orders',
    install: false,
    fromEnv: 'BENCH_DATABASE_URL',
  });
  if (!pg.url) return [{ metric: 'skipped', value: `PostgreSQL unavailable: ${pg.problem}` }];
  // An instance is one API process (API_WORKERS=1), as in postgres-instances.mjs.
  const env = { API_WORKERS: '1', DATABASE_URL: pg.url, FULFILMENT_DELAY_SECONDS: '3600' };
  const portals = [];
  let database = null;
  try {
    // One after the other: the first migrates and seeds, the other finds it done.
    for (let i = 0; i < INSTANCES; i++) portals.push(await startPortal(root, env));
    const urls = portals.map((p) => p.url);
    database = await openAppDatabase(root, { kind: 'postgres', url: pg.url, poolSize: 2 });
    const seedStarted = Date.now();
    const riders = await seedRiders(database, RATE * SECONDS, templateItemAdder(urls[0]));
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const publicKey = await portalPublicKey(urls[0]);
    const run = await runOpenLoad({ urls, riders, publicKey, rate: RATE, seconds: SECONDS });
    const check = await verifyOrders(database, run.plan);
    const label = `PostgreSQL, ${INSTANCES} API instances of one process each`;
    return [
      {
        metric: `${label}: riders and carts prepared before the timed window`,
        value: `${riders.length} riders, one cart each, in ${seedSeconds.toFixed(1)} s`,
      },
      ...loadRows(label, { rate: RATE, seconds: SECONDS }, run, check),
    ];
  } finally {
    await database?.db.destroy();
    for (const p of portals) await p.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const r of await probe({ root }))
    console.log(
      `${r.metric}: ${r.value}${r.budget ? ` (budget ${r.budget}: ${r.ok ? 'met' : 'MISSED'})` : ''}`,
    );
}
