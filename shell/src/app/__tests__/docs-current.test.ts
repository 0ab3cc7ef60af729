/** @jest-environment node */
// The docs describe the portal as it is: short enough to read (docs/ at most 1,800 lines), without
// numbered references to past work (the reason stays in the text, the history in git), every doc
// listed in README's index, and performance.md's figures the ones bench/report.json holds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../../../..');
const DOCS = path.join(REPO, 'docs');
const MAX_LINES = 1800;
// The word "issue" (or "stop", "session") and a number, or a number in parentheses after "#".
const PAST_WORK = [/\bissues? #?\d+/i, /\(#\d+\)/, /\bstops? \d+\b/i, /\bsessions? \d+\b/i];
// Text files of the code, checked for the same: a comment says why, the ticket it came from is in git.
const CODE_FILE = /\.(ts|tsx|mjs|cjs|js|css|html|md|ya?ml|sh)$/;

/** Every file under docs/, as a path from the repository root. */
const allDocFiles = (): string[] =>
  fs
    .readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join('docs', f))
    .filter((f) => fs.statSync(path.join(REPO, f)).isFile())
    .sort();
const docFiles = (): string[] => allDocFiles().filter((f) => f.endsWith('.md'));
const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const read = (file: string): string => fs.readFileSync(path.join(REPO, file), 'utf8');

describe('the docs', () => {
  it(`hold at most ${MAX_LINES} lines in docs/ in all`, () => {
    const counts = allDocFiles().map((f) => [f, lineCount(read(f))] as const);
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    expect({ total, withinLimit: total <= MAX_LINES }).toEqual({ total, withinLimit: true });
  });

  it('carry no numbered reference to past work', () => {
    const readmes = ['README.md', 'CONTRIBUTING.md', 'api/README.md', 'shared/README.md'];
    const found = [...docFiles(), ...readmes].flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          PAST_WORK.some((p) => p.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('and the code carry no numbered reference to past work either', () => {
    const listed = spawnSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' });
    const files = listed.stdout
      .split('\n')
      .filter(
        (f) =>
          CODE_FILE.test(f) &&
          !f.startsWith('docs/') &&
          f !== 'shell/src/app/__tests__/docs-current.test.ts',
      );
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          PAST_WORK.some((p) => p.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("are each listed in README's documentation index", () => {
    const readme = read('README.md');
    expect(docFiles().filter((f) => !readme.includes(`](${f})`))).toEqual([]);
  });

  it('show in performance.md the figures of bench/report.json (else run node scripts/performance-figures.mjs)', () => {
    const check = spawnSync(process.execPath, ['scripts/performance-figures.mjs', '--check'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect({ status: check.status, stderr: check.stderr.trim() }).toEqual({
      status: 0,
      stderr: '',
    });
  });

  it('count no budget as met by a bench section measured on older code', () => {
    const script = `
      import { summarize } from './bench/run.mjs';
      const row = { metric: 'm', value: '0.001', budget: '≤ 0.02', ok: true, budgetId: 'cls' };
      const report = (olderCode) => ({ sections: [{ id: 'page-metrics', rows: [row], olderCode }] });
      const met = (r) => summarize(r).issue.find((b) => b.id === 'cls').met;
      console.log(JSON.stringify([met(report(false)), met(report(true))]));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect([run.stdout.trim(), run.stderr.trim()]).toEqual(['[true,false]', '']);
  });
});
