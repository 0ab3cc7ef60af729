// Every rule for a person's or a town's name, as the API serves it to the forms and checks it
// itself: the names riders write (accents, ñ, a phone's curly apostrophe) pass, markup and
// digits do not. The rule had been ASCII letters only, so "Lucía Gómez" could not sign up.
import fs from 'node:fs';
import path from 'node:path';
import type { ValidationRule } from '@qcard/contracts/domain';
import { validateField } from '@qcard/contracts/validation/rule-engine';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

const screens = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '../../../../../api/config/validationRules.json'),
    'utf8',
  ),
) as Array<{ screen: string; rules: ValidationRule[] }>;
const NAME_FIELDS = new Set(['firstName', 'lastName', 'name', 'city']);
const nameRules = screens.flatMap((s) =>
  s.rules
    .filter((r) => NAME_FIELDS.has(r.property) && r.pattern)
    .map((rule) => ({ screen: s.screen, rule })),
);

test('the rules cover the sign-up, payment, employee, feedback and address names', () => {
  expect(new Set(nameRules.map((r) => `${r.screen}.${r.rule.property}`))).toEqual(
    new Set([
      'sign_up.firstName',
      'sign_up.lastName',
      'payment.firstName',
      'payment.lastName',
      'employee.firstName',
      'employee.lastName',
      'employee.city',
      'feedback_form.name',
      'update_profile.city',
      'address.city',
    ]),
  );
});

test.each([
  'Lucía',
  'Muñoz-Peña',
  'Zoë',
  'O’Brien',
  "O'Brien",
  'Łukasz',
  'Cañon City',
  'Española',
  'José'.normalize('NFD'),
  'St. Mary',
])('"%s" passes every name rule', (text) => {
  expect(
    nameRules
      .map(({ screen, rule }) => [screen, rule.property, validateField(rule, text, PAGE_RULES)])
      .filter(([, , problem]) => problem),
  ).toEqual([]);
});

test.each(['1Lucía', '<b>Ana</b>', '-Ana', 'Ana;', 'Ana_B', '=SUM(A1)'])(
  '"%s" is refused by every name rule',
  (text) => {
    expect(
      nameRules
        .filter(({ rule }) => !validateField(rule, text, PAGE_RULES))
        .map(({ screen, rule }) => `${screen}.${rule.property}`),
    ).toEqual([]);
  },
);
