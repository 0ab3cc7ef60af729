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

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string) => path.join(ROOT, file);
const crossing = [{ messageId: 'crossing' }];

describe('qcard/import-boundaries: a package imports only itself and @qcard/shared', () => {
  const file = at('mfe-cards/src/features/cards/components/card-tile.tsx');
  tester.run('import-boundaries', rules['import-boundaries']!, {
    valid: [
      { filename: file, code: "import { x } from '../store/cards-slice';" },
      { filename: file, code: "import { callApi } from '@qcard/shared/api/api-client';" },
      { filename: file, code: "const m = require('../store/cards-slice');" },
      { filename: file, code: 'const load = (n) => import(`../locales/${n}.json`);' },
      { filename: file, code: 'const load = (n) => import(`@qcard/shared/i18n/${n}`);' },
      { filename: file, code: "jest.mock('@qcard/shared/api/api-client');" },
      { filename: file, code: "const real = jest.requireActual('../store/cards-slice');" },
      { filename: file, code: "jest.doMock('../api/cards-api', () => ({}));" },
      { filename: at('shell/src/app/__tests__/x.test.ts'), code: "import { y } from '../../../../build/module-federation';" },
    ],
    invalid: [
      { filename: file, code: "import { x } from '../../../../../api/src/app';", errors: crossing },
      { filename: file, code: "import { x } from '@qcard/mfe-auth/store';", errors: crossing },
      { filename: file, code: "export * from '../../../../../shell/src/app/app';", errors: crossing },
      { filename: file, code: "const m = require('../../../../../mfe-auth/src/app/store');", errors: crossing },
      { filename: file, code: "const p = require.resolve('../../../../../api/package.json');", errors: crossing },
      { filename: file, code: 'const load = (n) => import(`../../../../../shell/src/${n}`);', errors: crossing },
      { filename: file, code: 'const load = (n) => import(`../../../../../${n}`);', errors: [{ messageId: 'unknown' }] },
      { filename: file, code: 'const load = (n) => import(`@qcard/${n}/store`);', errors: [{ messageId: 'unknown' }] },
      { filename: file, code: "jest.mock('../../../../../mfe-auth/src/app/form-submit');", errors: crossing },
      { filename: file, code: "const real = jest.requireActual('@qcard/shell/store');", errors: crossing },
      { filename: file, code: "jest.doMock('../../../../../api/src/app', () => ({}));", errors: crossing },
    ],
  });
});

describe('qcard/feature-boundaries: features meet through public files, the app composes them', () => {
  const file = at('mfe-cards/src/features/reload/components/reload-form.tsx');
  const test = at('mfe-cards/src/features/reload/__tests__/reload.test.tsx');
  tester.run('feature-boundaries', rules['feature-boundaries']!, {
    valid: [
      { filename: file, code: "import { x } from '../store/reload-slice';" },
      { filename: file, code: "import { cardsApi } from '../../cards/public';" },
      { filename: file, code: "import { useAppSelector } from '../../../app/hooks';" },
      { filename: file, code: "import type { RootState } from '../../../app/store';" },
      { filename: file, code: "import '../../cards/components/cards.css';" },
      { filename: file, code: "const c = require('../../cards/public');" },
      { filename: file, code: "jest.mock('../../cards/public');" },
      { filename: test, code: "import { makeStore } from '../../../app/store-factory';" },
      { filename: at('mfe-cards/src/app/remote-routes.tsx'), code: "import { Page } from '../features/cards/components/page';" },
    ],
    invalid: [
      { filename: file, code: "import { cardsApi } from '../../cards/api/cards-api';", errors: [{ messageId: 'privatePart' }] },
      { filename: file, code: "export { cardsApi } from '../../cards/api/cards-api';", errors: [{ messageId: 'privatePart' }] },
      { filename: file, code: "import { submit } from '../../../app/form-submit';", errors: [{ messageId: 'app' }] },
      { filename: file, code: "const c = require('../../cards/store/cards-slice');", errors: [{ messageId: 'privatePart' }] },
      { filename: file, code: 'const load = (n) => import(`../../cards/components/${n}`);', errors: [{ messageId: 'privatePart' }] },
      { filename: test, code: "jest.mock('../../cards/api/cards-api');", errors: [{ messageId: 'privatePart' }] },
      { filename: test, code: "const real = jest.requireActual('../../cards/store/cards-slice');", errors: [{ messageId: 'privatePart' }] },
      { filename: test, code: "jest.doMock('../../cards/api/cards-api', () => ({}));", errors: [{ messageId: 'privatePart' }] },
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
  file('context.ts', "import type { Mailer } from './mailer';\nexport type Clock = () => Date;\nexport interface Ctx { mailer: Mailer }\n");
  const mailer = file('mailer.ts', "import type { Clock } from './context';\nexport interface Mailer { clock: Clock }\n");
  file('clock.ts', 'export type Clock = () => Date;\n');
  const resolve = (spec: string, from: string) => {
    const target = `${path.resolve(path.dirname(from), spec)}.ts`;
    return fs.existsSync(target) ? target : null;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const cycle = [{ messageId: 'cycle' }];
  tester.run('no-type-cycle', typeCycleRule(resolve), {
    valid: [
      { filename: mailer, code: "import type { Clock } from './clock';" },
      // A value import is import-x/no-cycle's to report.
      { filename: mailer, code: "import { Clock } from './context';" },
    ],
    invalid: [
      { filename: mailer, code: "import type { Clock } from './context';", errors: cycle },
      { filename: mailer, code: "import { type Clock } from './context';", errors: cycle },
      { filename: mailer, code: "export type { Clock } from './context';", errors: cycle },
    ],
  });
});
