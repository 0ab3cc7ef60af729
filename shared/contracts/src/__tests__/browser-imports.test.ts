// The call contracts are TypeBox values for the API; the browser takes only their types. A value
// import from a remote, the shell or a browser module of shared would put TypeBox in a page's
// bundle (docs/api-contracts.md).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const BROWSER_DIRS = [
  'shell/src',
  'mfe-auth/src',
  'mfe-cards/src',
  'mfe-cart-billing/src',
  'mfe-subscriptions/src',
  'mfe-sponsor/src',
  'shared/contracts/src',
  'shared/runtime/src',
  'shared/kit/src',
];
const SCHEMA_MODULES =
  /['"](@sinclair\/typebox[^'"]*|@qcard\/contracts\/(schema-parts|auth-api|cards-api|cart-api|orders-api|sponsor-api|subscriptions-api|lost-card-api))['"]/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/** Import and export statements that bring a schema module in as a value. */
function valueImportsOfSchemas(source: string): string[] {
  const statements = source.match(/^(?:import|export)\b[^;]*?from\s+['"][^'"]+['"]/gms) ?? [];
  const bare = source.match(/^import\s+['"][^'"]+['"]/gm) ?? [];
  const dynamic = source.match(/\b(?:import|require)\(\s*['"][^'"]+['"]\s*\)/g) ?? [];
  return [...statements, ...bare, ...dynamic].filter(
    (s) => SCHEMA_MODULES.test(s) && !/^(?:import|export)\s+type\b/.test(s),
  );
}

test('the check sees a value import and lets a type import pass', () => {
  expect(valueImportsOfSchemas("import { Card } from '@qcard/contracts/cards-api';")).toHaveLength(
    1,
  );
  expect(valueImportsOfSchemas("import { Type } from '@sinclair/typebox';")).toHaveLength(1);
  expect(
    valueImportsOfSchemas("const m = await import('@qcard/contracts/sponsor-api');"),
  ).toHaveLength(1);
  expect(
    valueImportsOfSchemas(
      "import type { Card } from '@qcard/contracts/cards-api';\nexport type { Order } from '@qcard/contracts/orders-api';",
    ),
  ).toEqual([]);
});

test('browser code imports the call contracts as types only', () => {
  const offenders: string[] = [];
  for (const dir of BROWSER_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const rel = path.relative(root, file);
      // The contracts themselves, and tests (never bundled), may hold the schemas as values.
      if (
        (rel.startsWith('shared/contracts/src/') &&
          !rel.includes('/', 'shared/contracts/src/'.length)) ||
        /__tests__/.test(rel)
      )
        continue;
      for (const statement of valueImportsOfSchemas(fs.readFileSync(file, 'utf8')))
        offenders.push(`${rel}: ${statement.replace(/\s+/g, ' ')}`);
    }
  }
  expect(offenders).toEqual([]);
});

test('every call declaration is marked pure, so a page bundles only the calls its code uses', () => {
  const dir = path.join(root, 'shared/contracts/src');
  const unmarked = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('-calls.ts'))
    .flatMap((name) =>
      [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/^export const (\w+) = (.*)$/gm)]
        .filter(([, , init]) => !init!.startsWith('/* @__PURE__ */ call<'))
        .map(([, id]) => `${name}: ${id}`),
    );
  expect(unmarked).toEqual([]);
});
