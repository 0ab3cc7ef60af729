// Orders at scale on SQLite: an open-model load of 300 order submits per second for
// 60 s against one portal (API_WORKERS as the bench runs it), then every submit checked in the
// database: none lost, none doubled, none half-written, every declined cart intact. How the
// load is made and checked: order-submit-generator.mjs.
// Alone: node bench/probes/order-submit-load.mjs   (BENCH_ORDER_RATE / BENCH_ORDER_SECONDS for a
// quick look; BENCH_ORDER_WORKERS=1 for one API process, BENCH_ORDER_NODE_OPTIONS=--cpu-prof to profile it)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCall, startPortal } from './portal-server.mjs';
import { loadRows, portalPublicKey, runOpenLoad, verifyOrders } from './order-submit-generator.mjs';
import { openAppDatabase, seedRiders } from './order-submit-riders.mjs';

export const RATE = Number(process.env.BENCH_ORDER_RATE ?? 300);
export const SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 60);

export const title = `Orders at scale: ${RATE} submits/s for ${SECONDS} s, SQLite`;

/** The first rider's reload, added through the API (its row is the model of every other cart). */
export function templateItemAdder(url) {
  return async (token, contractId) => {
    const cards = await apiCall(url, token, '/card');
    const contract = cards.data.flatMap((c) => c.contracts).find((c) => c.id === contractId);
    const add = await apiCall(url, token, '/cart/addRechargeCard', {
      contractid: contractId,
      rechargevalue: contract.rechargeInfo.parameters[0].minimumInputValue,
    });
    if (add.status !== 'SUCCESS')
      throw new Error(`could not fill the model cart: ${JSON.stringify(add).slice(0, 200)}`);
  };
}

export async function probe({ root }) {
  // The fulfilment worker would reload the cards as the run goes; it is not what this measures.
  const portal = await startPortal(root, {
    FULFILMENT_DELAY_SECONDS: '3600',
    ...(process.env.BENCH_ORDER_WORKERS ? { API_WORKERS: process.env.BENCH_ORDER_WORKERS } : {}),
    ...(process.env.BENCH_ORDER_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_ORDER_NODE_OPTIONS }
      : {}),
  });
  const database = await openAppDatabase(root, {
    kind: 'sqlite',
    file: path.join(portal.dataDir, 'qcard.sqlite'),
  });
  try {
    const seedStarted = Date.now();
    const riders = await seedRiders(database, RATE * SECONDS, templateItemAdder(portal.url));
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const publicKey = await portalPublicKey(portal.url);
    const run = await runOpenLoad({
      urls: [portal.url],
      riders,
      publicKey,
      rate: RATE,
      seconds: SECONDS,
    });
    const check = await verifyOrders(database, run.plan);
    const label = `SQLite, one portal of ${portal.workers} API process(es)`;
    return [
      {
        metric: `${label}: riders and carts prepared before the timed window`,
        value: `${riders.length} riders, one cart each, in ${seedSeconds.toFixed(1)} s`,
      },
      ...loadRows(label, { rate: RATE, seconds: SECONDS }, run, check),
    ];
  } finally {
    await database.db.destroy();
    await portal.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const r of await probe({ root }))
    console.log(
      `${r.metric}: ${r.value}${r.budget ? ` (budget ${r.budget}: ${r.ok ? 'met' : 'MISSED'})` : ''}`,
    );
}
