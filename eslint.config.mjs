// Lint: TypeScript rules plus the import boundaries of DESIGN section 1 — a remote imports
// only itself and the shared packages (@qcard/contracts, runtime, kit); shared imports no app; nothing imports an app's internals;
// features meet only through their public files; no import cycles; React hooks by their rules.
// The project's own rules are in build/lint-rules.cjs.
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import lintRules from './build/lint-rules.cjs';
import apiLayers from './build/api-layers-rule.cjs';

const { APPS, typeCycleRule } = lintRules;
// One resolver for the cycle rules: @qcard/<package>/<path> resolves through that package's
// package.json exports, as the bundler does.
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
  conditionNames: ['import', 'require', 'default'],
});
const qcardRules = {
  ...lintRules.rules,
  'api-layers': apiLayers,
  'no-type-cycle': typeCycleRule((spec, file) => resolver.resolve(spec, file).path ?? null),
};
const BROWSER_PACKAGES =
  '{shell,mfe-auth,mfe-cards,mfe-cart-billing,mfe-subscriptions,mfe-sponsor,shared/runtime,shared/kit}';
/** Where a package's sources are: the shared packages live inside shared/. */
const sourcesOf = (pkg) =>
  ['contracts', 'runtime', 'kit'].includes(pkg) ? `shared/${pkg}/src` : `${pkg}/src`;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/raw/**',
      'deploy/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { qcard: { rules: qcardRules } },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: APPS.filter((a) => a !== 'e2e').map((a) => `${sourcesOf(a)}/**/*.{ts,tsx}`),
    rules: { 'qcard/import-boundaries': 'error' },
  },
  {
    // The API's layers (api/README.md): platform imports no domain, domains meet through their
    // public.ts, and no folder imports one that depends on it.
    files: ['api/src/**/*.ts'],
    rules: { 'qcard/api-layers': 'error' },
  },
  {
    // A feature imports another only through its public file (CONTRIBUTING, feature folders).
    files: APPS.map((a) => `${a}/src/features/**/*.{ts,tsx}`),
    rules: { 'qcard/feature-boundaries': 'error' },
  },
  {
    // The two classic hook rules only. v7's React-Compiler rules (set-state-in-effect, refs,
    // purity, ...) found 20 places in 13 files, several in shared singletons, on code that
    // behaves correctly without the compiler (which no app uses): not worth their churn now.
    files: [`${BROWSER_PACKAGES}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No import cycles: a cycle makes load order decide what a module sees at start-up and
    // ties two files so neither can change alone. import-x follows the imports that load code;
    // qcard/no-type-cycle the cycles an `import type` closes.
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'qcard/no-type-cycle': 'error',
    },
  },
  {
    // Every text a rider reads comes from the locales files through t() (docs/i18n.md): JSX
    // text and the attributes people hear or see (i18next/no-literal-string), and sentences
    // anywhere else in a screen's code (qcard/no-untranslated-text). Tests, test support and
    // the developers' standalone pages are not shown to riders.
    files: [`${BROWSER_PACKAGES}/src/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**', '**/test-support/**', 'shared/kit/src/ui/standalone-*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label|caption|heading|description|emptyText|emptyMessage|hint|help|text|confirmLabel|cancelLabel|submitLabel|busyLabel)$',
            ],
          },
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~\\s]+',
              '[A-Z_-]+',
              '^\\p{Emoji}+$',
              '^Q Card$',
              '^English$',
              '^Español$',
            ],
          },
        },
      ],
      'qcard/no-untranslated-text': ['error', { allow: ['Q Card', 'English', 'Español'] }],
    },
  },
  {
    // A file over 400 lines holds more than one responsibility: split it.
    files: [
      '*/src/**/*.{ts,tsx,mjs,cjs}',
      'shared/*/src/**/*.{ts,tsx}',
      '{scripts,build,e2e}/**/*.{ts,tsx,mjs,cjs}',
    ],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // react-router only through @qcard/runtime/navigation/router: it is not shared by Module
    // Federation as a package, so a direct import would bundle a second router with its own
    // context.
    files: [`${BROWSER_PACKAGES}/src/**/*.{ts,tsx}`],
    ignores: ['shared/runtime/src/navigation/router.ts', 'shared/runtime/src/i18n/react-i18n.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'import from @qcard/runtime/navigation/router.' },
            { name: 'react-router-dom', message: 'import from @qcard/runtime/navigation/router.' },
            {
              name: 'react-i18next',
              message:
                'import from @qcard/runtime/i18n/react-i18n: one React context for every app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared packages' modules import each other by package name, as apps do: Module
    // Federation shares the runtime's singletons by that name, so a relative import would load a
    // second copy. (Which package may import which is qcard/import-boundaries.) Style sheets are
    // plain files, not shared modules.
    files: ['shared/*/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(?!.*\\.css$)',
              message: 'shared modules import each other as @qcard/<package>/<path>.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts run in the API as well as in the browser: no UI library, no page state.
    files: ['shared/contracts/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/',
              message: 'shared modules import each other as @qcard/<package>/<path>.',
            },
            {
              regex: '^(react|react-dom|redux|react-redux|redux-saga|i18next|axios)(/|$)',
              message:
                'contracts are plain TypeScript the API runs too: no UI or page-state library.',
            },
          ],
        },
      ],
    },
  },
);
