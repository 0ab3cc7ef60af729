// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// The Spanish catalogue beside the English config: the same codes, screens and
// properties with the same {0} placeholders; the loader refuses a Spanish file that falls
// behind; every code the API's code names exists; and in English the API's validation texts are
// exactly the shared engine's (the forms').
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MessageEntry, ValidationRuleSet } from '@qcard/contracts/domain';
import { configDir, findRepoRoot } from '../../../repo-paths';
import { loadAppConfig, MESSAGE_FILES, placeholdersOf, type RuleTextOverlay } from '../app-config';
import { checkRule } from '../../validation/validate-screen';

const dir = configDir(findRepoRoot());
const read = <T>(rel: string): T => JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as T;

describe.each(MESSAGE_FILES)('%s', (name) => {
  const en = read<MessageEntry[]>(name);
  const es = read<MessageEntry[]>(`es/${name}`);

  test('the Spanish file has exactly the English codes, types and names', () => {
    expect(es.map((m) => m.msgCode).sort()).toEqual(en.map((m) => m.msgCode).sort());
    for (const m of en)
      expect(es.find((e) => e.msgCode === m.msgCode)).toMatchObject({
        type: m.type,
        msgName: m.msgName,
      });
  });

  test('each text uses the same {0} placeholders in both languages, and is written', () => {
    for (const m of en) {
      const t = es.find((e) => e.msgCode === m.msgCode);
      expect([m.msgCode, placeholdersOf(t?.msgValue)]).toEqual([
        m.msgCode,
        placeholdersOf(m.msgValue),
      ]);
      expect(t?.msgValue.trim()).not.toBe('');
    }
  });
});

test('the validation overlay has every screen and property, Spanish texts where English has them, same placeholders', () => {
  const rules = read<ValidationRuleSet[]>('validationRules.json');
  const overlay = read<RuleTextOverlay>('es/validationRules.json');
  expect(Object.keys(overlay).sort()).toEqual(rules.map((s) => s.screen).sort());
  for (const set of rules) {
    expect(Object.keys(overlay[set.screen] ?? {}).sort()).toEqual(
      set.rules.map((r) => r.property).sort(),
    );
    for (const rule of set.rules) {
      const texts = overlay[set.screen]?.[rule.property] ?? {};
      for (const field of ['label', 'placeholder', 'customError'] as const) {
        if (rule[field]) {
          expect(typeof texts[field]).toBe('string');
          expect(placeholdersOf(texts[field])).toEqual(placeholdersOf(rule[field]));
        } else {
          expect(texts[field] ?? null).toBeNull();
        }
      }
      // Only texts: patterns and lengths stay in the one English file.
      expect(
        Object.keys(texts).every((k) => ['label', 'placeholder', 'customError'].includes(k)),
      ).toBe(true);
    }
  }
});

describe('the loader refuses a Spanish file that falls behind', () => {
  let copy: string;
  beforeEach(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-config-'));
    fs.cpSync(dir, copy, { recursive: true });
  });
  afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));
  const rewrite = (rel: string, change: (v: never) => unknown) => {
    const file = path.join(copy, rel);
    fs.writeFileSync(
      file,
      JSON.stringify(change(JSON.parse(fs.readFileSync(file, 'utf8')) as never)),
    );
  };

  test('the copy as it is loads', () => {
    expect(() => loadAppConfig(copy)).not.toThrow();
  });
  test('a missing code', () => {
    rewrite('es/messageResources.json', (list: MessageEntry[]) =>
      list.filter((m) => m.msgCode !== '401'),
    );
    expect(() => loadAppConfig(copy)).toThrow(
      /es\/messageResources\.json does not match its English source: code 401 is missing/,
    );
  });
  test('a code of the patron file missing', () => {
    rewrite('es/patronMessageResources.json', (list: MessageEntry[]) =>
      list.filter((m) => m.msgCode !== 'NOT_RELOADABLE'),
    );
    expect(() => loadAppConfig(copy)).toThrow(/code NOT_RELOADABLE is missing/);
  });
  test('a placeholder lost', () => {
    rewrite('es/messageResources.json', (list: MessageEntry[]) =>
      list.map((m) => (m.msgCode === '463' ? { ...m, msgValue: 'El monto no es válido.' } : m)),
    );
    expect(() => loadAppConfig(copy)).toThrow(/code 463 uses no placeholder/);
  });
  test('a screen or a property missing', () => {
    rewrite('es/validationRules.json', (o: RuleTextOverlay) => {
      delete o.login;
      delete o.payment?.cvvCode;
      return o;
    });
    expect(() => loadAppConfig(copy)).toThrow(
      /screen login is missing.*payment\/cvvCode is missing/,
    );
  });
  test('a rule changed in the overlay (only texts may be)', () => {
    rewrite(
      'es/validationRules.json',
      (o: Record<string, Record<string, Record<string, unknown>>>) => {
        (o.update_profile as Record<string, Record<string, unknown>>).zipcode = {
          label: 'Código postal',
          placeholder: 'Código postal',
          customError: 'x',
          pattern: '^.*$',
        };
        return o;
      },
    );
    expect(() => loadAppConfig(copy)).toThrow(/update_profile\/zipcode has pattern/);
  });
  test('a gallery with another picture or a slide without captions', () => {
    rewrite('es/GalleryConfig.json', (g: Array<Record<string, string>>) => [
      { ...g[0], image: '/resources/gallery/other.webp' },
      { ...g[1], galleryText: ' ' },
      g[2],
    ]);
    expect(() => loadAppConfig(copy)).toThrow(
      /slide 1 is not \/resources\/gallery\/reload-online\.webp.*slide 2 lacks its captions/s,
    );
  });
});

test('every catalogue code the API names exists in the English catalogue (and so in the Spanish one)', () => {
  const config = loadAppConfig(dir);
  const codes = new Set<string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== '__tests__') walk(p);
      } else if (p.endsWith('.ts')) {
        const src = fs.readFileSync(p, 'utf8');
        for (const m of src.matchAll(/(?:catalogueText|config\.message|say)\('([A-Z_0-9]+)'/g))
          codes.add(m[1] as string);
        for (const m of src.matchAll(/roleMessage\('(?:patron|sponsor)', '([A-Z_0-9]+)'/g))
          codes.add(m[1] as string);
      }
    }
  };
  walk(path.resolve(__dirname, '../../..'));
  expect(codes.size).toBeGreaterThan(20);
  const all = [...MESSAGE_FILES].flatMap((n) => read<MessageEntry[]>(n).map((m) => m.msgCode));
  for (const code of codes) expect([code, all.includes(code)]).toEqual([code, true]);
  expect(config.message('FIELD_INVALID', ['Email'], 'es')).toBe('Email: el valor no es válido');
});

test("the API's validation texts: the forms' English wording, Spanish labels and templates in Spanish", () => {
  const config = loadAppConfig(dir);
  const rule = (screen: string, property: string, language: 'en' | 'es') => {
    const r = config.rulesFor(screen, language)?.rules.find((x) => x.property === property);
    if (!r) throw new Error(`no rule ${screen}/${property}`);
    return r;
  };
  // SPEC section 5's templates, word for word (tests and journeys assert them).
  expect(checkRule(config, rule('login', 'username', 'en'), '', 'en')).toBe(
    'Username can not be blank',
  );
  expect(checkRule(config, rule('login', 'username', 'en'), 'nope', 'en')).toBe(
    'Username is not valid',
  );
  expect(checkRule(config, rule('login', 'password', 'en'), 'x'.repeat(16), 'en')).toBe(
    'Password is too long. Password can not exceed 15',
  );
  expect(checkRule(config, rule('update_profile', 'zipcode', 'en'), 'abc', 'en')).toBe(
    'Zipcode must be 5 digits',
  );
  expect(checkRule(config, rule('update_profile', 'zipcode', 'en'), '12345', 'en')).toBeNull();
  const short = { ...rule('login', 'username', 'en'), minLength: 5, pattern: null };
  expect(checkRule(config, short, 'abc', 'en')).toBe(
    'Username is too short. Email must be at least 5 characters',
  );
  // In Spanish: Spanish labels and templates, the same checks.
  expect(checkRule(config, rule('update_profile', 'zipcode', 'es'), 'abc', 'es')).toBe(
    'Código postal debe tener 5 dígitos',
  );
  expect(checkRule(config, rule('update_profile', 'zipcode', 'es'), '', 'es')).toBe(
    'Código postal no puede quedar en blanco',
  );
  expect(checkRule(config, rule('login', 'password', 'es'), 'x'.repeat(16), 'es')).toBe(
    'Contraseña: el texto es demasiado largo. Contraseña no puede tener más de 15 caracteres',
  );
  expect(checkRule(config, rule('update_profile', 'zipcode', 'es'), '12345', 'es')).toBeNull();
});
