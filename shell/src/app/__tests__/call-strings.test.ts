/** @jest-environment node */
// A call's path and its SPEC function names are written once, in its contract
// (shared/contracts/src/<area>-calls.ts); code reaches the call through the contract (callContract
// in a browser, the Call's `path` and `functions` in the API). This test reads every source file
// of the API, the shell, the remotes and shared, and fails on a string literal that is a call's
// path, or a SPEC function name where it names a function (a `function:`/`functions:` value, or a
// hand-kept list of function names). A function name as plain text is not checked: several are
// ordinary words ('add', 'search', 'submit') or the names of other things (the 'cart_items' table,
// the 'update_profile' validation screen).
//
// It also holds that browser code takes only types from the contracts' TypeBox files (*-api.ts,
// schema-parts.ts): a value import would put TypeBox into the browser bundles.
//
// Not read: tests (__tests__, *.test.*) and test support (test-support/), which fake and post to
// the paths on purpose; build output and node_modules.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Call } from '@qcard/contracts/call';

const REPO = path.resolve(__dirname, '../../../..');
const CONTRACTS = path.join(REPO, 'shared/contracts/src');
const CALL_FILE = /^shared\/contracts\/src\/[^/]+-calls\.ts$/;
const SKIPPED_DIRS = new Set(['__tests__', 'test-support', 'node_modules', 'dist']);
const BROWSER_ROOTS = [
  'shell/src',
  'shared/contracts/src',
  'shared/runtime/src',
  'shared/kit/src',
  'mfe-auth/src',
  'mfe-cards/src',
  'mfe-cart-billing/src',
  'mfe-subscriptions/src',
  'mfe-sponsor/src',
];
const TYPEBOX_CONTRACT = /^@qcard\/contracts\/([a-z-]+-api|schema-parts)$/;

/**
 * What the check still finds, each with why it stays. An entry whose finding is gone fails the
 * test too, so the list only shrinks.
 */
const KNOWN: Record<string, string> = {
  // The reset mail's link opens the page /user/isTokenValid (SPEC): a page path, the same text as the call's.
  "shared/contracts/src/routes.ts: '/user/isTokenValid'": 'page path',
  "mfe-auth/src/app/remote-routes.tsx: '/user/isTokenValid'": 'page path',
  // The submit call's body names how the order is paid in its `function` field (SubmitOrderBody.function).
  "mfe-cart-billing/src/features/billing/components/billing-rules.ts: 'submit_order'": 'body value',
};

function isCall(value: unknown): value is Call {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Call).path === 'string' &&
    Array.isArray((value as Call).functions)
  );
}

function contractCalls(): Call[] {
  return fs
    .readdirSync(CONTRACTS)
    .filter((name) => name.endsWith('-calls.ts'))
    .flatMap((name) =>
      Object.values(require(path.join(CONTRACTS, name)) as Record<string, unknown>).filter(isCall),
    );
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (
      /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) &&
      !/\.test\.[a-z]+$/.test(entry.name)
    )
      yield full;
  }
}

interface Names {
  paths: ReadonlySet<string>;
  functions: ReadonlySet<string>;
}
const NO_NAMES: Names = { paths: new Set(), functions: new Set() };

/** The call strings a file's code writes, and (browser code) the values it imports from TypeBox contract files. */
function findingsIn(rel: string, text: string, names: Names, browser: boolean): string[] {
  const source = ts.createSourceFile(
    rel,
    text,
    ts.ScriptTarget.Latest,
    true,
    rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const namesFunction = (node: ts.StringLiteralLike): boolean => {
    const parent = node.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === node)
      return /^functions?$/.test(parent.name.getText(source));
    if (ts.isArrayLiteralExpression(parent))
      return parent.elements.every((e) => ts.isStringLiteralLike(e) && names.functions.has(e.text));
    return false;
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteralLike(node) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      if (names.paths.has(node.text) || (names.functions.has(node.text) && namesFunction(node)))
        found.push(`${rel}: '${node.text}'`);
    }
    if (
      browser &&
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      TYPEBOX_CONTRACT.test(node.moduleSpecifier.text)
    ) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements
          : [];
      const values =
        clause &&
        !clause.isTypeOnly &&
        (clause.name ||
          (clause.namedBindings && !ts.isNamedImports(clause.namedBindings)) ||
          named.some((e) => !e.isTypeOnly));
      if (values) found.push(`${rel}: value import from ${node.moduleSpecifier.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function repositoryFindings(names: Names): string[] {
  const roots = ['api/src', ...BROWSER_ROOTS];
  return roots.flatMap((root) =>
    [...sourceFiles(path.join(REPO, root))].flatMap((file) => {
      const rel = path.relative(REPO, file).split(path.sep).join('/');
      const text = fs.readFileSync(file, 'utf8');
      // A calls file writes the strings and is itself browser code; the other contract files are the
      // TypeBox layer the API validates with (browsers take their types only).
      if (CALL_FILE.test(rel)) return findingsIn(rel, text, NO_NAMES, true);
      return findingsIn(
        rel,
        text,
        names,
        root !== 'api/src' && !rel.startsWith('shared/contracts/src/'),
      );
    }),
  );
}

const calls = contractCalls();
const names: Names = {
  paths: new Set(calls.map((c) => c.path)),
  functions: new Set(calls.flatMap((c) => c.functions)),
};

describe('call paths and SPEC function names are written only in the call contracts', () => {
  it('reads the contracts: every call has a path of its own', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(names.paths.size).toBe(calls.length);
  });

  it('finds a path, a function list and a TypeBox value import where code writes them', () => {
    const code = [
      "import { Type } from '@qcard/contracts/schema-parts';",
      "import type { Card } from '@qcard/contracts/cards-api';",
      "callApi('/card/add', { action: 'CARD_MANAGEMENT', function: 'add_card' });",
      "const SUBMIT = ['submit_order', 'rs_submit_order'];",
      "const label = 'add_card is a name in a sentence';",
      "validateScreen(config, 'update_profile', values);",
    ].join('\n');
    expect(findingsIn('x.ts', code, names, true)).toEqual([
      'x.ts: value import from @qcard/contracts/schema-parts',
      "x.ts: '/card/add'",
      "x.ts: 'add_card'",
      "x.ts: 'submit_order'",
      "x.ts: 'rs_submit_order'",
    ]);
  });

  it('no source file outside the contracts writes one, beyond the known list', () => {
    const found = repositoryFindings(names);
    expect(found.filter((f) => !(f in KNOWN))).toEqual([]);
    expect(Object.keys(KNOWN).filter((k) => !found.includes(k))).toEqual([]);
  });
});
