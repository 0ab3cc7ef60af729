// Lint: TypeScript rules plus the import boundaries of DESIGN section 1 — a remote imports
// only itself and shared; shared imports no app; nothing imports an app's internals.
import tseslint from 'typescript-eslint';
import globals from 'globals';

const APPS = ['shell', 'mfe-auth', 'mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor', 'api', 'e2e'];
const otherApps = (self) =>
  APPS.filter((a) => a !== self).flatMap((a) => [
    ...['../', '../../', '../../../', '../../../../', '../../../../../'].map((up) => `${up}${a}/**`),
    `@qcard/${a}`,
    `@qcard/${a}/**`,
  ]);

const boundary = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: otherApps(self), message: `${self} may import only its own code and @qcard/shared.` },
          { group: ['**/shared/src/*', '../shared/*'], message: 'Import shared through @qcard/shared/<path>.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'bench/raw/**', 'deploy/**'],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...['shell', 'mfe-auth', 'mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor', 'api'].map(boundary),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: APPS.flatMap((a) => [`../../../${a}/**`, `../../../../${a}/**`, `@qcard/${a}`, `@qcard/${a}/**`]), message: 'shared imports no app.' }] },
      ],
    },
  },
  {
    // Inside shared, features import one way: contracts first, then the rest; ui may use all.
    files: ['shared/src/contracts/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '!../contracts/*'], message: 'contracts import nothing but contracts.' }] }],
    },
  },
);
