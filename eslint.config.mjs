// Lint: TypeScript rules plus the import boundaries of DESIGN section 1 — a remote imports
// only itself and @qcard/shared; shared imports no app; nothing imports an app's internals.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const APPS = ['shell', 'mfe-auth', 'mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor', 'api', 'e2e', 'shared'];

/**
 * A relative import is resolved to the top-level package folder it lands in; it must be the
 * importing file's own package. (Patterns on the import text cannot tell a feature's own
 * `../api/` folder from the `api/` package.) Package names of other apps are refused too;
 * shared is reached only as @qcard/shared/<path>.
 */
const boundaryRule = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{from}} may not import {{to}} ({{spec}}): a package imports only itself and @qcard/shared.' } },
  create(context) {
    const file = context.filename;
    const from = path.relative(ROOT, file).split(path.sep)[0];
    if (!APPS.includes(from)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      let to = null;
      if (spec.startsWith('.')) {
        const target = path.relative(ROOT, path.resolve(path.dirname(file), spec));
        to = target.startsWith('..') ? '(outside the repository)' : target.split(path.sep)[0];
        // Build settings shared by every app live in build/; tests of the shell check them.
        if (to === 'build' && from === 'shell') return;
      } else {
        const m = /^@qcard\/([^/]+)/.exec(spec);
        if (m) to = m[1] === 'shared' ? 'shared' : m[1];
        if (to === 'shared') return;
      }
      if (to && to !== from) context.report({ node, messageId: 'crossing', data: { from, to, spec } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'bench/raw/**', 'deploy/**'],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { qcard: { rules: { 'import-boundaries': boundaryRule } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: APPS.filter((a) => a !== 'e2e').map((a) => `${a}/src/**/*.{ts,tsx}`),
    rules: { 'qcard/import-boundaries': 'error' },
  },
  {
    // react-router only through @qcard/shared/navigation/router: it is not shared by Module
    // Federation as a package, so a direct import would bundle a second router with its own
    // context.
    files: ['{shell,mfe-auth,mfe-cards,mfe-cart-billing,mfe-subscriptions,mfe-sponsor,shared}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/navigation/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'import from @qcard/shared/navigation/router.' },
            { name: 'react-router-dom', message: 'import from @qcard/shared/navigation/router.' },
          ],
        },
      ],
    },
  },
  {
    // Inside shared, contracts are the bottom layer: they import nothing but other contracts.
    files: ['shared/src/contracts/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@qcard/shared/(?!contracts/)', message: 'contracts import nothing but contracts.' },
            { regex: '^\\.\\.?/', message: 'shared modules import each other as @qcard/shared/<path>.' },
          ],
        },
      ],
    },
  },
);
