/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';

// The rules are CommonJS so ESLint's config and jest load the same file untransformed.
const { ROOT, rules, typeCycleRule } = require('../../../../build/lint-rules.cjs') as {
  ROOT: string;
  rules: Record<string, Rule.RuleModule>;
  typeCycleRule: (resolve: (spec: string, file: string) => string | null) => Rule.RuleModule;
};

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const at = (file: string) => path.join(ROOT, file);
/** Cases of one rule on one file: code the rule lets through, or code with the message it reports. */
const allowed = (filename: string, codes: string[]) => codes.map((code) => ({ filename, code }));
const reported = (filename: string, cases: Array<[code: string, messageId: string]>) =>
  cases.map(([code, messageId]) => ({ filename, code, errors: [{ messageId }] }));

describe('qcard/import-boundaries: a package imports only itself and the shared packages its layer allows', () => {
  const file = at('mfe-cards/src/features/cards/components/card-tile.tsx');
  tester.run('import-boundaries', rules['import-boundaries']!, {
    valid: [
      ...allowed(file, [
        "import { x } from '../store/cards-slice';",
        "import { callApi } from '@qcard/runtime/api/api-client';",
        "const m = require('../store/cards-slice');",
        'const load = (n) => import(`../locales/${n}.json`);',
        'const load = (n) => import(`@qcard/runtime/i18n/${n}`);',
        "import { money } from '@qcard/contracts/money';",
        "import { Dialog } from '@qcard/kit/ui/dialog';",
        "jest.mock('@qcard/runtime/api/api-client');",
        "const real = jest.requireActual('../store/cards-slice');",
        "jest.doMock('../api/cards-api', () => ({}));",
      ]),
      ...allowed(at('shell/src/app/__tests__/x.test.ts'), [
        "import { y } from '../../../../build/module-federation';",
      ]),
      // Inside shared/, one way: the kit uses the runtime and the contracts, the runtime the contracts.
      ...allowed(at('shared/kit/src/ui/dialog.tsx'), [
        "import { bus } from '@qcard/runtime/bus/event-bus';",
        "import { MSG } from '@qcard/contracts/envelope';",
        "import '../styles/ui.css';",
      ]),
      ...allowed(at('shared/runtime/src/bus/event-bus.ts'), [
        "import { MSG } from '@qcard/contracts/envelope';",
      ]),
    ],
    invalid: reported(file, [
      ["import { x } from '../../../../../api/src/app';", 'crossing'],
      ["import { x } from '@qcard/mfe-auth/store';", 'crossing'],
      ["export * from '../../../../../shell/src/app/app';", 'crossing'],
      ["const m = require('../../../../../mfe-auth/src/app/store');", 'crossing'],
      ["const p = require.resolve('../../../../../api/package.json');", 'crossing'],
      ['const load = (n) => import(`../../../../../shell/src/${n}`);', 'crossing'],
      ['const load = (n) => import(`../../../../../${n}`);', 'unknown'],
      ['const load = (n) => import(`@qcard/${n}/store`);', 'unknown'],
      ["jest.mock('../../../../../mfe-auth/src/app/form-submit');", 'crossing'],
      ["const real = jest.requireActual('@qcard/shell/store');", 'crossing'],
      ["jest.doMock('../../../../../api/src/app', () => ({}));", 'crossing'],
    ]),
  });
  tester.run('import-boundaries', rules['import-boundaries']!, {
    valid: [],
    invalid: [
      ...reported(at('shared/contracts/src/money.ts'), [
        ["import { i18n } from '@qcard/runtime/i18n/i18n';", 'crossing'],
        ["import { Dialog } from '@qcard/kit/ui/dialog';", 'crossing'],
        ["import { x } from '../../kit/src/ui/dialog';", 'crossing'],
      ]),
      ...reported(at('shared/runtime/src/ui/captcha-field.tsx'), [
        ["import '@qcard/kit/styles/forms.css';", 'crossing'],
        ["import { Dialog } from '../../../kit/src/ui/dialog';", 'crossing'],
      ]),
    ],
  });
});

describe('qcard/feature-boundaries: features meet through public files, the app composes them', () => {
  const file = at('mfe-cards/src/features/reload/components/reload-form.tsx');
  const test = at('mfe-cards/src/features/reload/__tests__/reload.test.tsx');
  tester.run('feature-boundaries', rules['feature-boundaries']!, {
    valid: [
      ...allowed(file, [
        "import { x } from '../store/reload-slice';",
        "import { cardsApi } from '../../cards/public';",
        "import { useAppSelector } from '../../../app/hooks';",
        "import type { RootState } from '../../../app/store';",
        "import '../../cards/components/cards.css';",
        "const c = require('../../cards/public');",
        "jest.mock('../../cards/public');",
      ]),
      ...allowed(test, ["import { makeStore } from '../../../app/store-factory';"]),
      ...allowed(at('mfe-cards/src/app/remote-routes.tsx'), [
        "import { Page } from '../features/cards/components/page';",
      ]),
    ],
    invalid: [
      ...reported(file, [
        ["import { cardsApi } from '../../cards/api/cards-api';", 'privatePart'],
        ["export { cardsApi } from '../../cards/api/cards-api';", 'privatePart'],
        ["import { submit } from '../../../app/form-submit';", 'app'],
        ["const c = require('../../cards/store/cards-slice');", 'privatePart'],
        ['const load = (n) => import(`../../cards/components/${n}`);', 'privatePart'],
      ]),
      ...reported(test, [
        ["jest.mock('../../cards/api/cards-api');", 'privatePart'],
        ["const real = jest.requireActual('../../cards/store/cards-slice');", 'privatePart'],
        ["jest.doMock('../../cards/api/cards-api', () => ({}));", 'privatePart'],
      ]),
    ],
  });
});

describe('qcard/no-type-cycle: an import type does not close a cycle', () => {
  // The API had this shape: the context imports the mailer's type, the mailer the context's clock.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-type-cycle-'));
  const file = (name: string, code: string) => {
    fs.writeFileSync(path.join(dir, name), code);
    return path.join(dir, name);
  };
  file(
    'context.ts',
    "import type { Mailer } from './mailer';\nexport type Clock = () => Date;\nexport interface Ctx { mailer: Mailer }\n",
  );
  const mailer = file(
    'mailer.ts',
    "import type { Clock } from './context';\nexport interface Mailer { clock: Clock }\n",
  );
  file('clock.ts', 'export type Clock = () => Date;\n');
  const resolve = (spec: string, from: string) => {
    const target = `${path.resolve(path.dirname(from), spec)}.ts`;
    return fs.existsSync(target) ? target : null;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  tester.run('no-type-cycle', typeCycleRule(resolve), {
    valid: [
      { filename: mailer, code: "import type { Clock } from './clock';" },
      // A value import is import-x/no-cycle's to report.
      { filename: mailer, code: "import { Clock } from './context';" },
    ],
    invalid: reported(mailer, [
      ["import type { Clock } from './context';", 'cycle'],
      ["import { type Clock } from './context';", 'cycle'],
      ["export type { Clock } from './context';", 'cycle'],
    ]),
  });
});

describe('qcard/no-untranslated-text: a sentence for riders comes from the locales files', () => {
  const file = at('mfe-cards/src/features/reload/store/reload-saga.ts');
  const jsxParser = {
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  };
  tester.run('no-untranslated-text', rules['no-untranslated-text']!, {
    valid: [
      ...allowed(file, [
        "raiseAlert({ type: 'success', msg: i18n.t('cards:reload.added') });",
        "import { x } from '../store/Reload Store';",
        "console.warn('Config could not be loaded');",
        "throw new Error('Remote did not provide pages');",
        "if (status === 'Not Reloadable') stop();",
        "const css = 'qc-row qc-gap';",
        "const key = { 'Some Key': 1 };",
        "type Kind = 'Reload Card' | 'Other';",
        "const brand = 'Q Card';",
        "headers.set('Accept-Language', language);",
      ]),
      // Attributes are i18next/no-literal-string's to judge (user-facing ones only).
      {
        filename: file.replace(/\.ts$/, '.tsx'),
        code: 'const e = <p aria-label="Some label here">{t(\'x\')}</p>;',
        ...jsxParser,
      },
    ],
    invalid: reported(file, [
      ["raiseAlert({ type: 'success', msg: 'Items added to cart' });", 'untranslated'],
      ["const text = messageText('455') ?? 'Refresh amount must be between';", 'untranslated'],
      ['const text = `The Q Card with serial # ${serial} is not reloadable`;', 'untranslated'],
      ["const columns = [{ header: 'Card Number', id: 'card' }];", 'untranslated'],
    ]).map((c) => ({ ...c, options: [{ allow: ['Q Card'] }] })),
  });
});
