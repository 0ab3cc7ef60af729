// The text cleaner the forms and the API share: format characters (Unicode Cf:
// zero-width space and joiners, word joiner, byte order mark, bidi controls) go with the control
// characters, so a value made of them is blank in the browser and on the server alike.
import fs from 'node:fs';
import path from 'node:path';
import type { ValidationRule } from '@qcard/contracts/domain';
import {
  cleanFreeText,
  cleanName,
  isBlankText,
  isNothingTyped,
  stripInvisibleCharacters,
} from '@qcard/contracts/validation/clean-text';
import { validateField } from '@qcard/contracts/validation/rule-engine';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

const ZERO_WIDTH = '\u200B\u200C\u200D\u2060\uFEFF';
const BLANK_LOOKING = '\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0';
const BIDI = '\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

test.each([
  ['zero-width space, non-joiner, joiner, word joiner, byte order mark', ZERO_WIDTH],
  ['bidi marks, embeddings, overrides and isolates', BIDI],
  [
    'soft hyphen, invisible operators, tag characters',
    '\u00AD\u2061\u2062\u2063\u2064\u{E0001}\u{E0041}',
  ],
  ['C0 and C1 controls and DEL', '\u0000\u0007\u001B\u007F\u0085\u009F'],
  [
    'letters and marks that show nothing: Hangul fillers, blank Braille, grapheme joiner, Khmer inherent vowels',
    '\u3164\uFFA0\u115F\u1160\u2800\u034F\u17B4\u17B5',
  ],
])('%s: stripped everywhere, and nothing else is left', (_what, invisible) => {
  expect(stripInvisibleCharacters(`A${invisible}na`)).toBe('Ana');
  expect(cleanName(` ${invisible}Ana${invisible} `)).toBe('Ana');
  expect(cleanFreeText(`Line${invisible}\nnext`)).toBe('Line\nnext');
  expect(isBlankText(invisible)).toBe(true);
  expect(cleanName(invisible)).toBe('');
  expect(cleanFreeText(` ${invisible} `)).toBe('');
});

test('variation selectors stay after a character, and a value of nothing else is blank', () => {
  expect(cleanName('Ops \u2764\uFE0F')).toBe('Ops \u2764\uFE0F');
  expect(cleanName('\uFE0F\uFE0E \u{E0100}')).toBe('');
  expect(cleanFreeText(' \uFE0F ')).toBe('');
  expect(isBlankText('\uFE0F\u200B')).toBe(true);
});

test('only white space is "nothing typed"; a byte order mark alone is typed (and blank), though trim() removes it', () => {
  expect(isNothingTyped('')).toBe(true);
  expect(isNothingTyped(' \t ')).toBe(true);
  expect(isNothingTyped('\uFEFF')).toBe(false);
  expect(isNothingTyped('\u3164')).toBe(false);
  expect(isBlankText('\uFEFF')).toBe(true);
});

test('every format character (category Cf) and blank-looking letter is stripped, and only those and the controls', () => {
  const kept: string[] = [];
  const stripped: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    const format = /\p{Cf}/u.test(ch) || BLANK_LOOKING.includes(ch);
    const control = /\p{Cc}/u.test(ch) && !'\t\n\r'.includes(ch);
    const gone = stripInvisibleCharacters(ch) === '';
    if ((format || control) && !gone) kept.push(cp.toString(16));
    if (!(format || control) && gone) stripped.push(cp.toString(16));
  }
  expect({ kept, stripped }).toEqual({ kept: [], stripped: [] });
});

test('visible text is left as written: accents, combining marks, emoji, tabs and line breaks in free text', () => {
  const decomposed = 'José'.normalize('NFD');
  expect(cleanName(`Lucía ${decomposed} Muñoz-Peña O’Brien 🚌`)).toBe(
    `Lucía ${decomposed} Muñoz-Peña O’Brien 🚌`,
  );
  expect(cleanFreeText('Depot\tnights\nweekdays')).toBe('Depot\tnights\nweekdays');
  expect(isBlankText(' \t\n ')).toBe(true);
  expect(isBlankText(`${ZERO_WIDTH}x`)).toBe(false);
});

// Every field the forms check, as the API serves the rules: a mandatory one holding only
// zero-width characters is blank in the browser, as it is on the server after its cleaning.
const screens = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '../../../../../api/config/validationRules.json'),
    'utf8',
  ),
) as Array<{ screen: string; rules: ValidationRule[] }>;
const fields = screens.flatMap((s) =>
  s.rules.map((rule) => ({ field: `${s.screen}.${rule.property}`, rule })),
);

test.each(fields.map(({ field, rule }) => [field, rule] as const))(
  '%s: zero-width characters alone are a blank value',
  (_field, rule) => {
    const label = rule.label ?? rule.property;
    expect(validateField(rule, ZERO_WIDTH, PAGE_RULES)).toBe(
      rule.isUiMandatory ? `${label} can not be blank` : undefined,
    );
    expect(validateField(rule, ZERO_WIDTH, PAGE_RULES)).toBe(validateField(rule, '', PAGE_RULES));
  },
);
