// The current figures of docs/performance.md, written from bench/report.json between the
// `<!-- figures:start -->` and `<!-- figures:end -->` marks, so the doc says what the last bench
// run measured and never a figure copied by hand. `pnpm bench` writes report.json; run this after.
//   node scripts/performance-figures.mjs          rewrite the block
//   node scripts/performance-figures.mjs --check  exit 1 when the block differs from report.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from '../bench/run.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/performance.md');
const REPORT = path.join(ROOT, 'bench/report.json');
const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';

const cell = (v) => String(v ?? '').replace(/\|/g, '\\|');
// A row's name without its method in parentheses (the method is under "Method").
const short = (metric) => metric.replace(/\s*\([^()]*\)/g, '').trim();
const day = (iso) => String(iso ?? '').slice(0, 10);

/** The markdown between the marks, from a report as bench/run.mjs writes it. */
export function renderFigures(report) {
  const { budgeted, missed, issue } = summarize(report);
  const lines = [
    `From \`bench/report.json\` of ${day(report.generatedAt)} (Node ${report.node}, ${report.platform}); each section's date is when it was last measured, and "older code" marks a section measured before the portal's code last changed (its budgets do not count as met).`,
    `**Budgets met: ${budgeted.length - missed.length} of ${budgeted.length} rows; headline budgets met: ${issue.filter((b) => b.met).length} of ${issue.length}.**`,
    '',
    '| headline budget | measured | met |',
    '| --- | --- | --- |',
  ];
  for (const b of issue) {
    const measured = b.rows.length
      ? b.rows.map(({ row }) => `${short(row.metric)}: ${row.value}`).join('<br>')
      : 'not measured';
    lines.push(`| ${cell(b.text)} | ${cell(measured)} | ${b.met ? 'met' : '**missed**'} |`);
  }
  lines.push(
    '',
    '| probe (`bench/probes`) | what it measures | measured | budget rows met |',
    '| --- | --- | --- | --- |',
  );
  for (const s of report.sections) {
    const rows = s.rows.filter((r) => r.ok !== undefined);
    const met = rows.length ? `${rows.filter((r) => r.ok).length} of ${rows.length}` : 'no budget';
    const when = `${day(s.measuredAt)}${s.olderCode ? ', older code' : ''}`;
    lines.push(`| \`${s.id}\` | ${cell(s.title)} | ${when} | ${met} |`);
  }
  // Sections without a budget (the stack floor, the instance comparison) are figures to read beside the others.
  const unbudgeted = report.sections.filter((s) => s.rows.every((r) => r.ok === undefined));
  if (unbudgeted.length) lines.push('', 'Measured without a budget:');
  for (const s of unbudgeted)
    lines.push(`- ${s.title}: ${s.rows.map((r) => `${short(r.metric)}: ${r.value}`).join('; ')}`);
  if (missed.length) {
    lines.push('', 'Missed:');
    for (const { section, row } of missed)
      lines.push(`- ${section.id}: ${short(row.metric)}: ${row.value} (budget ${row.budget})`);
  }
  return lines.join('\n');
}

/** The doc with its block replaced by `figures`. */
export function withFigures(doc, figures) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/performance.md has no ${START} ... ${END} block`);
  return `${doc.slice(0, start + START.length)}\n${figures}\n${doc.slice(end)}`;
}

function main() {
  const report = JSON.parse(fs.readFileSync(REPORT, 'utf8'));
  const doc = fs.readFileSync(DOC, 'utf8');
  const next = withFigures(doc, renderFigures(report));
  if (process.argv.includes('--check')) {
    if (next !== doc) {
      console.error(
        'docs/performance.md: the figures block differs from bench/report.json; run node scripts/performance-figures.mjs',
      );
      process.exit(1);
    }
    return;
  }
  if (next !== doc) fs.writeFileSync(DOC, next);
  console.log(
    next === doc
      ? 'docs/performance.md: figures already current'
      : 'docs/performance.md: figures rewritten from bench/report.json',
  );
}

main();
