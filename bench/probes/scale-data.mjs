// The API on the scale data set: 50 concurrent clients, 90% reads spread
// over several hundred patrons and sponsors (their cards, orders deep into their history,
// employees of companies up to 5,000, contract activity) and 10% real writes to the same
// accounts (cart adds and removes, employee updates). The API has no read cache (it was measured
// here, off and on, and removed: docs/performance.md). Also writes the query plans of the
// measured calls to bench/query-plans.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { random, SCALE } from './scale-data-generator.mjs';
import { openSqlite, scaleDatabase, startApi } from './scale-data-set.mjs';
import { queryPlans } from './scale-data-query-plans.mjs';
import { accounts, CLIENTS, nextRequest, post } from './scale-data-requests.mjs';

export const title = 'API on the scale data set';

const WARM_UP_SECONDS = 5;
const MEASURE_SECONDS = 30;
const BUDGET_MS = 50;

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

export async function probe({ root, log = () => undefined }) {
  const rows = [];
  const scale = await scaleDatabase(root, log);
  rows.push({
    metric: `scale data set: ${SCALE.patrons.toLocaleString('en-US')} patrons, ${SCALE.cards.toLocaleString('en-US')} cards, ${SCALE.activities.toLocaleString('en-US')} activity rows, ${SCALE.orders.toLocaleString('en-US')} orders, ${SCALE.companies} companies up to ${SCALE.largestCompany.toLocaleString('en-US')} employees (SQLite file; seeding time)`,
    value: `${(scale.bytes / 1e6).toFixed(0)} MB; seeded in ${scale.seconds} s${scale.built ? '' : ' (cached build reused)'}`,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-scale-run-'));
  try {
    let started = Date.now();
    fs.copyFileSync(scale.file, path.join(dataDir, 'qcard.sqlite'));
    const db = openSqlite(root, path.join(dataDir, 'qcard.sqlite'));
    const sample = accounts(db);
    const plans = queryPlans(db, sample);
    db.close();
    fs.writeFileSync(path.join(root, 'bench/query-plans.md'), plans);
    rows.push({
      metric: 'copy of the data set for this run, sample logins',
      value: `${((Date.now() - started) / 1000).toFixed(1)} s; ${sample.patrons.length} patrons (${sample.patrons.filter((p) => p.heavy).length} with 500+ activity rows on a contract), ${sample.sponsors.length} sponsors`,
    });
    const pageSize = 25;
    started = Date.now();
    const api = await startApi(root, dataDir, { CART_MAX_ITEMS: '1000' });
    try {
      // One real login (captcha and password check) on this database, for the record.
      const { apiLogin } = await import('./portal-server.mjs');
      const t0 = Date.now();
      await apiLogin(api.url, 'patron1@scale.example', 'Rider#2026');
      rows.push({
        metric: `API start on the scale database (${api.workers} processes) / one real login`,
        value: `${((Date.now() - started) / 1000).toFixed(1)} s / ${Date.now() - t0} ms`,
      });
      await load(api.url, sample, pageSize, WARM_UP_SECONDS);
      const cpuBefore = api.cpuSeconds();
      const { results, elapsed } = await load(api.url, sample, pageSize, MEASURE_SECONDS);
      const cpu = api.cpuSeconds() - cpuBefore;
      let total = 0;
      for (const name of [
        '/card',
        '/card/details',
        '/order/search',
        '/employee/search',
        '/contract/details',
        'write: cart add',
        'write: cart remove',
        'write: employee update',
      ]) {
        const r = results.get(name);
        if (!r) continue;
        total += r.times.length;
        const worst = p95(r.times);
        const read = !name.startsWith('write');
        const answers = [...r.answers]
          .sort((a, b) => b[1] - a[1])
          .map(([answer, n]) => `${n}× ${answer}`)
          .join(', ');
        rows.push({
          metric: `${name} p95 / throughput (${r.non2xx} non-2xx${answers ? `: ${answers}` : ''})`,
          value: `${worst.toFixed(1)} ms / ${(r.times.length / elapsed).toFixed(0)} req/s`,
          budget: read ? `p95 ≤ ${BUDGET_MS} ms (no read cache)` : undefined,
          ok: read ? worst <= BUDGET_MS && r.non2xx === 0 : undefined,
        });
      }
      const all = [...results.values()].flatMap((r) => r.times);
      rows.push({
        metric: `all calls, ${CLIENTS} clients, 90% reads / 10% writes, ${MEASURE_SECONDS} s`,
        value: `p95 ${p95(all).toFixed(1)} ms, ${(total / elapsed).toFixed(0)} req/s`,
      });
      // Wall-clock figures move with whatever else the machine runs; the API's own CPU per
      // request does not, and says what two idle cores would serve.
      rows.push({
        metric: `API CPU per request (all ${api.workers} processes) / requests per second two idle cores would serve`,
        value: `${((cpu * 1000) / total).toFixed(2)} ms / ${Math.round((2 * total) / cpu)}`,
      });
      rows.push({
        metric: `machine load average (1 min) after the run, on ${os.availableParallelism()} cores (above the core count, the wall-clock figures are inflated)`,
        value: os.loadavg()[0].toFixed(1),
      });
    } finally {
      await api.stop();
    }
    rows.push({
      metric: 'query plans of the measured calls (EXPLAIN QUERY PLAN on the scale database)',
      value: 'bench/query-plans.md',
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
