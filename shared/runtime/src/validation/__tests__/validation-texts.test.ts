// One wording for the field messages: the catalogue's VALIDATION_MSG texts (api/config, what the
// API answers and the browser reads from /messageResources.json) and the common texts the engine
// uses only when no catalogue is loaded say the same thing, in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { fieldText, validateField } from '@qcard/contracts/validation/rule-engine';
import { textsIn } from '@qcard/runtime/i18n/i18n';

const root = path.resolve(__dirname, '../../../../..');
const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const catalogues = {
  en: read<Array<{ msgCode: string; msgValue: string }>>('api/config/messageResources.json'),
  es: read<Array<{ msgCode: string; msgValue: string }>>('api/config/es/messageResources.json'),
};
const common = {
  en: read<Record<string, string>>('shared/runtime/src/locales/en/common.json'),
  es: read<Record<string, string>>('shared/runtime/src/locales/es/common.json'),
};
const KEYS = {
  FIELD_BLANK: 'validation.blank',
  FIELD_TOO_SHORT: 'validation.tooShort',
  FIELD_TOO_LONG: 'validation.tooLong',
  FIELD_INVALID: 'validation.invalid',
  FIELD_NOT_MATCHING: 'validation.notMatching',
} as const;
const asCatalogue = (text: string) =>
  text
    .replace('{{label}}', '{0}')
    .replace('{{name}}', '{1}')
    .replace(/\{\{(min|max)\}\}/, '{2}');

describe.each(['en', 'es'] as const)('field messages in %s', (language) => {
  it.each(Object.entries(KEYS))(
    '%s reads the same in the catalogue and in the common texts',
    (code, key) => {
      const inCatalogue = catalogues[language].find((m) => m.msgCode === code)?.msgValue;
      expect(inCatalogue).toBeDefined();
      expect(asCatalogue(common[language][key]!)).toBe(inCatalogue);
    },
  );

  it('are the catalogue texts when a catalogue is given, the common ones without', () => {
    const lookup = (code: string, args: ReadonlyArray<string | number>) =>
      catalogues[language]
        .find((m) => m.msgCode === code)
        ?.msgValue.replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)]));
    const rule = {
      property: 'zipcode',
      label: 'Zip',
      isUiMandatory: true,
      minLength: 5,
      maxLength: 5,
      pattern: null,
      customError: null,
    };
    expect(validateField(rule, '123', { lookup, texts: textsIn(language) })).toBe(
      validateField(rule, '123', { lookup: () => undefined, texts: textsIn(language) }),
    );
    expect(fieldText('FIELD_BLANK', ['Zip'], { lookup, texts: textsIn(language) })).toBe(
      fieldText('FIELD_BLANK', ['Zip'], { lookup: () => undefined, texts: textsIn(language) }),
    );
  });
});
