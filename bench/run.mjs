// pnpm bench: measures what docs/performance.md budgets and writes bench/report.md and bench/report.json.
// Each probe returns rows { metric, value, budget, ok }, optionally with `key` (a name that stays
// the same from run to run when the metric's text holds run-dependent numbers), `figure` (the
// row's number, when its value holds several; else the first number in value is taken) and
// `budgetId` (the id of a portal budget below the row measures). A probe that cannot run
// says why, as a missed row.
//   node bench/run.mjs                   every probe
//   node bench/run.mjs --only ratios     one probe (its file name in bench/probes), merged into
//                                        the last report; the other sections are kept as they were
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_MD = path.join(ROOT, 'bench/report.md');
const REPORT_JSON = path.join(ROOT, 'bench/report.json');
/** A figure is reproducible when a second run lands within this much of the first. */
export const REPRODUCIBLE_PERCENT = 10;

/**
 * The budgets of docs/performance.md, each found among the rows: by the row's `budgetId`, or (for probes that do
 * not set it) by section and metric text. A budget with no row is reported as not measured: missed.
 */
export const PORTAL_BUDGETS = [
  {
    id: 'landing-js',
    text: 'Landing page JavaScript as served ≤ 160 KB in ≤ 12 files, in both languages (the stack floor plus 20 KB)',
    match: (s, r) =>
      s === 'start-and-landing' && /landing page \/ JavaScript as served/.test(r.metric),
  },
  {
    id: 'lcp',
    text: 'LCP ≤ 1.0 s at 4x CPU slowdown on /cards, /user-cart, /order, /subscribe/default, /emp_mgmt',
    match: (s, r) =>
      s === 'page-metrics' &&
      /^\/(cards|user-cart|order|subscribe\/default|emp_mgmt) largest contentful paint/.test(
        r.metric,
      ),
  },
  {
    id: 'cls',
    text: 'CLS ≤ 0.02 on every page',
    match: (s, r) => s === 'page-metrics' && /cumulative layout shift/.test(r.metric),
  },
  {
    id: 'api-p95',
    text: 'API p95 ≤ 50 ms with the read cache off, on the scale data set',
    match: (s, r) => s === 'scale-data' && /p95/.test(r.budget ?? ''),
  },
  {
    id: 'order-submits',
    text: '300 order submits/s for 60 s, 0 lost and 0 doubled, on SQLite and on PostgreSQL with two API instances',
    match: (s, r) =>
      /^order-submit-load/.test(s) && /(sustained submit rate|lost \/ doubled)/.test(r.metric),
  },
  {
    id: 'card-ratio',
    text: '/card throughput ≥ 0.30 of a Fastify hello-world on the same machine',
    match: (s, r) => s === 'ratios' && /ratio/.test(r.metric),
  },
  {
    id: 'lighthouse-performance',
    text: 'Lighthouse performance ≥ 0.95 (mobile, simulated throttling) on each page',
    match: (s, r) => s === 'lighthouse' && /performance/.test(r.metric),
  },
  {
    id: 'main-thread-ratio',
    text: "Main-thread CPU time while loading ≤ 1.25× the stack floor's live login, on each Lighthouse page",
    match: (s, r) => s === 'lighthouse' && /main-thread work/.test(r.metric),
  },
  {
    id: 'lighthouse-accessibility',
    text: 'Lighthouse accessibility 1.0 on each page',
    match: (s, r) => s === 'lighthouse' && /accessibility/.test(r.metric),
  },
];

/**
 * A hash of the portal's code as it is on disk (every file git tracks or would track, but the
 * bench, the docs, the journeys and the unit tests): a section measured under another hash
 * describes older code, so a budget it meets is not met by today's.
 */
export function codeFingerprint(root = ROOT) {
  const listed = execFileSync(
    'git',
    [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      '.',
      ':(exclude)bench',
      ':(exclude)docs',
      ':(exclude)e2e',
      ':(exclude,glob)**/__tests__/**',
      ':(exclude,glob)**/*.md',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const hash = crypto.createHash('sha256');
  for (const file of [...new Set(listed.split('\0').filter(Boolean))].sort()) {
    hash.update(`${file}\0`);
    // A file deleted but not yet staged is listed still: it hashes as absent.
    if (fs.existsSync(path.join(root, file))) hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The row's name in report.json: numbers in parentheses (durations, error counts) vary from run to run. */
export function figureKey(sectionId, row) {
  if (row.key) return `${sectionId} › ${row.key}`;
  const metric = row.metric.replace(/\s*\([^()]*\d[^()]*\)/g, '').trim();
  return `${sectionId} › ${metric}`;
}

export function figureOf(row) {
  if (typeof row.figure === 'number') return Number.isFinite(row.figure) ? row.figure : undefined;
  const m = /-?\d+(?:[.,]\d+)?/.exec(String(row.value ?? '').replace(/(\d),(\d{3})/g, '$1$2'));
  return m ? Number(m[0]) : undefined;
}

/** Percent change from previous to now; 0 when both are 0, Infinity when only the previous is. */
export function deviationPercent(previous, now) {
  if (previous === now) return 0;
  if (previous === 0) return Infinity;
  return ((now - previous) / Math.abs(previous)) * 100;
}

/** The section's rows with the last run's figure and the change from it. */
export function withPrevious(section, previousFigures) {
  const rows = section.rows.map((row) => {
    const figure = figureOf(row);
    const previous = previousFigures[figureKey(section.id, row)];
    if (figure === undefined || typeof previous !== 'number') return { ...row, figure };
    return { ...row, figure, previous, deviation: deviationPercent(previous, figure) };
  });
  return { ...section, rows };
}

export function figuresOf(section) {
  return section.rows
    .filter((r) => typeof r.figure === 'number')
    .map((r) => [figureKey(section.id, r), r.figure]);
}

const cell = (v) => String(v ?? '').replace(/\|/g, '\\|');
// A change from 0 is Infinity here and null once through report.json: neither is within the bound.
const signed = (d) =>
  typeof d === 'number' && Number.isFinite(d) ? `${d > 0 ? '+' : ''}${d.toFixed(1)}%` : 'was 0';
const over = (r) =>
  r.deviation !== undefined &&
  !(typeof r.deviation === 'number' && Math.abs(r.deviation) <= REPRODUCIBLE_PERCENT);

/** A row named briefly, for the summary's lists: its probe and its stable name. */
const label = (section, row) => `${section.id} › ${row.key ?? row.metric}`;

export function summarize(report, portalBudgets = PORTAL_BUDGETS) {
  const rows = report.sections.flatMap((s) => s.rows.map((r) => ({ section: s, row: r })));
  const budgeted = rows.filter(({ row }) => row.ok !== undefined);
  const missed = budgeted.filter(({ row }) => row.ok === false);
  const compared = rows.filter(({ row }) => row.deviation !== undefined);
  const drifted = compared.filter(({ row }) => over(row));
  const issue = portalBudgets.map((b) => {
    const found = rows.filter(
      ({ section, row }) =>
        row.ok !== undefined &&
        (row.budgetId === b.id || (!row.budgetId && b.match(section.id, row))),
    );
    return {
      ...b,
      rows: found,
      met: found.length > 0 && found.every(({ section, row }) => row.ok && !section.olderCode),
    };
  });
  // The figures that decide a portal budget, apart: a drift there can turn met into missed.
  const deciding = new Set(issue.flatMap((b) => b.rows.map(({ row }) => row)));
  const decidingCompared = compared.filter(({ row }) => deciding.has(row));
  const decidingDrifted = decidingCompared.filter(({ row }) => over(row));
  return {
    budgeted,
    missed,
    compared,
    drifted,
    issue,
    deciding,
    decidingCompared,
    decidingDrifted,
  };
}

export function renderReport(report, portalBudgets = PORTAL_BUDGETS) {
  const {
    budgeted,
    missed,
    compared,
    drifted,
    issue,
    deciding,
    decidingCompared,
    decidingDrifted,
  } = summarize(report, portalBudgets);
  const lines = [
    '# Performance report',
    '',
    `Generated by \`pnpm bench\` on ${report.generatedAt} (Node ${report.node}, ${report.platform})${report.only ? `; this run measured only "${report.only}", the other sections are from earlier runs (see each section's time)` : ''}.`,
    'Figures are machine-readable in bench/report.json; the column "previous run" compares with the report this run replaced.',
    '',
    '## Summary',
    '',
    `**Budgets met: ${budgeted.length - missed.length} of ${budgeted.length}.**${missed.length ? ' Missed:' : ''}`,
    '',
  ];
  for (const { section, row } of missed)
    lines.push(`- ${label(section, row)}: ${row.value} (budget ${row.budget})`);
  if (missed.length) lines.push('');
  lines.push(
    compared.length
      ? `**Reproducibility: ${compared.length - drifted.length} of ${compared.length} figures within ${REPRODUCIBLE_PERCENT}% of the previous run.**${drifted.length ? ' Further off:' : ''}`
      : '**Reproducibility: no previous run to compare with** (run the bench again to compare).',
    '',
  );
  for (const { section, row } of drifted) {
    lines.push(
      `- ${label(section, row)}: ${row.value} (previous ${row.previous}, ${signed(row.deviation)})${deciding.has(row) ? ', decides a portal budget' : ''}`,
    );
  }
  if (drifted.length) lines.push('');
  if (decidingCompared.length) {
    lines.push(
      `Of the ${decidingCompared.length} figures that decide a portal budget, ${decidingCompared.length - decidingDrifted.length} are within ${REPRODUCIBLE_PERCENT}% of the previous run.`,
      '',
    );
  }
  const portalMet = issue.filter((b) => b.met).length;
  lines.push(
    '### Portal budgets',
    '',
    `**Portal budgets met: ${portalMet} of ${issue.length}** (a budget is met when every row measuring it is).`,
    '',
  );
  lines.push('| budget | measured | met |', '| --- | --- | --- |');
  for (const b of issue) {
    const measured = b.rows.length
      ? b.rows
          .map(
            ({ section, row }) =>
              `${label(section, row)}: ${row.value}${row.ok ? '' : ' ✖'}${section.olderCode ? ' (older code)' : ''}`,
          )
          .join('<br>')
      : 'not measured by this report';
    lines.push(`| ${cell(b.text)} | ${cell(measured)} | ${b.met ? 'met' : '**missed**'} |`);
  }
  lines.push('');
  for (const s of report.sections) {
    lines.push(`## ${s.title}`, '');
    if (s.measuredAt)
      lines.push(
        `Measured ${s.measuredAt}${s.seconds ? ` in ${Math.round(s.seconds)} s` : ''}.${s.olderCode ? " **On older code:** the portal changed after this section was measured, so its figures are not today's and no budget counts as met by them; run the probe again." : ''}`,
        '',
      );
    lines.push(
      '| metric | value | budget | met | previous run |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const r of s.rows) {
      const met = r.ok === undefined ? '' : r.ok ? 'met' : '**missed**';
      const previous =
        r.deviation === undefined
          ? ''
          : `${r.previous} (${signed(r.deviation)})${over(r) ? ' **>10%**' : ''}`;
      lines.push(
        `| ${cell(r.metric)} | ${cell(r.value)} | ${cell(r.budget)} | ${met} | ${cell(previous)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function loadProbes(only) {
  const { probeBuildAndSizes } = await import('./probes/build-and-sizes.mjs');
  const { probeStartAndLanding } = await import('./probes/start-and-landing.mjs');
  const probes = [
    { id: 'build-and-sizes', title: 'Build and bundle sizes', probe: probeBuildAndSizes },
    { id: 'start-and-landing', title: 'Start and landing page', probe: probeStartAndLanding },
  ];
  const dir = path.join(ROOT, 'bench/probes');
  for (const file of fs.readdirSync(dir).sort()) {
    const id = file.replace(/\.mjs$/, '');
    if (!file.endsWith('.mjs') || probes.some((p) => p.id === id)) continue;
    if (only && id !== only) continue; // a module may do work on import: load only the one asked for
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    if (typeof mod.probe === 'function')
      probes.push({ id, title: mod.title ?? file, probe: mod.probe });
  }
  return only ? probes.filter((p) => p.id === only) : probes;
}

async function main() {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? args[onlyAt + 1]?.replace(/\.mjs$/, '') : null;
  if (onlyAt >= 0 && !only) {
    console.error(
      'usage: node bench/run.mjs [--only <probe file name in bench/probes, e.g. ratios>]',
    );
    process.exit(2);
  }
  const selected = await loadProbes(only);
  if (only && selected.length === 0) {
    console.error(
      `no probe "${only}" (a file in bench/probes that exports probe(), or build-and-sizes, start-and-landing)`,
    );
    process.exit(2);
  }

  // The last report: figures to compare with, and (with --only) the sections this run leaves alone.
  let last = null;
  try {
    last = JSON.parse(fs.readFileSync(REPORT_JSON, 'utf8'));
  } catch {
    // first run, or an unreadable report: nothing to compare with
  }

  // Taken before the probes run: what they measure is the code as it is now.
  const code = codeFingerprint();
  const measured = [];
  for (const { id, title, probe } of selected) {
    console.log(`\n== ${title}`);
    const started = Date.now();
    let rows;
    try {
      rows = await probe({ root: ROOT });
    } catch (error) {
      console.error(`  probe failed: ${error?.stack ?? error}`);
      rows = [
        {
          metric: 'probe',
          value: `failed: ${String(error?.message ?? error)}`,
          budget: 'runs',
          ok: false,
        },
      ];
    }
    const section = withPrevious(
      {
        id,
        title,
        rows,
        seconds: (Date.now() - started) / 1000,
        measuredAt: new Date().toISOString(),
        code,
      },
      last?.figures ?? {},
    );
    for (const r of section.rows) {
      const previous =
        r.deviation === undefined ? '' : `  [previous ${r.previous}, ${signed(r.deviation)}]`;
      console.log(
        `  ${r.metric}: ${r.value}${r.budget ? ` (budget ${r.budget})` : ''}${r.ok === false ? '  ✖ MISSED' : ''}${previous}`,
      );
    }
    measured.push(section);
  }

  let sections = measured;
  if (only && Array.isArray(last?.sections)) {
    sections = last.sections.map((s) => measured.find((m) => m.id === s.id) ?? s);
    if (!sections.some((s) => s.id === only)) sections.push(...measured);
  }
  sections = sections.map((s) => ({ ...s, olderCode: s.code !== code }));
  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}/${process.arch}`,
    ...(only ? { only } : {}),
    code,
    figures: Object.fromEntries(sections.flatMap((s) => figuresOf(s))),
    sections,
  };
  fs.writeFileSync(REPORT_JSON, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(REPORT_MD, renderReport(report));
  const { budgeted, missed } = summarize(report);
  console.log(
    `\nBudgets met: ${budgeted.length - missed.length} of ${budgeted.length}. Wrote bench/report.md and bench/report.json${only ? ` (only "${only}" measured again)` : ''}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await main();
