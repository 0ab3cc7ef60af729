// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// Every text field the API reads goes through text() and so through the shared cleaner
// (shared/contracts/src/validation/clean-text.ts): a value of zero-width or bidi
// characters only is blank to every screen's rules, in the request's words, as it is in the form.
import type { ValidationRuleSet } from '@qcard/contracts/domain';
import { loadTexts } from '@qcard/runtime/i18n/i18n';
import { configDir, findRepoRoot } from '../../../repo-paths';
import { loadAppConfig } from '../../config/app-config';
import { blank, screenProblems, text } from '../validate-screen';

const config = loadAppConfig(configDir(findRepoRoot()));
const INVISIBLE = '\u200B\u200C\u200D\u2060\uFEFF\u202E\u2066';
const fields = config.validation.flatMap((set: ValidationRuleSet) =>
  set.rules.map((rule) => ({ screen: set.screen, rule })),
);
// The engine's own texts in both languages before the first check, as the API loads them at start.
beforeAll(() => loadTexts());

test('text() strips control and format characters from any field, keeping what is visible', () => {
  expect(text({ name: ` A\u200Bn\u2060a\uFEFF \u202EMuñoz\u0000 ` }, 'name')).toBe('Ana Muñoz');
  expect(text({ name: INVISIBLE }, 'name')).toBe('');
  expect(text({ details: 'Depot\u200D\nnights' }, 'details')).toBe('Depot\nnights');
});

test.each(fields.map(({ screen, rule }) => [`${screen}.${rule.property}`, screen, rule] as const))(
  '%s: invisible characters alone are a blank value',
  (_field, screen, rule) => {
    const value = text({ [rule.property]: INVISIBLE }, rule.property);
    expect(value).toBe('');
    const problems = screenProblems(config, screen, { [rule.property]: value }, 'en', [
      rule.property,
    ]);
    expect(problems.map((p) => p.message)).toEqual(
      rule.isUiMandatory ? [blank(config, rule.label ?? rule.property, 'en')] : [],
    );
  },
);
