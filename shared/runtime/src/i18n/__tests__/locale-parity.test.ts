// Nothing left behind: every namespace has the same keys in English and Spanish, with the same
// placeholders, and every key the code reads with t('...') exists. The language switch, the
// Spanish journey and the lint rules rely on these files being complete (docs/i18n.md).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../../..');
const PACKAGES = [
  'shared/contracts',
  'shared/runtime',
  'shared/kit',
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
];
const LANGUAGES = ['en', 'es'] as const;
/** i18next plural forms; Spanish has "many" (for millions), which falls back to "other". */
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Texts = Record<string, unknown>;
const namespaces = new Map<
  string,
  { pkg: string; texts: Record<(typeof LANGUAGES)[number], Texts> }
>();
for (const pkg of PACKAGES) {
  const dir = path.join(root, pkg, 'src/locales');
  if (!fs.existsSync(dir)) continue;
  for (const file of fs.readdirSync(path.join(dir, 'en'))) {
    const ns = file.replace(/\.json$/, '');
    const read = (language: string) => {
      const full = path.join(dir, language, file);
      return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as Texts) : {};
    };
    namespaces.set(ns, { pkg, texts: { en: read('en'), es: read('es') } });
  }
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const baseKeys = (texts: Texts) =>
  [...new Set(Object.keys(texts).map((k) => k.replace(PLURAL, '')))].sort();

describe('the texts of every namespace', () => {
  it('are found for every app', () => {
    expect([...namespaces.keys()].sort()).toEqual([
      'auth',
      'cards',
      'cartBilling',
      'common',
      'shell',
      'sponsor',
      'subscriptions',
    ]);
  });

  describe.each([...namespaces.entries()])('%s', (_ns, { texts }) => {
    it('are flat strings, none empty, in both languages', () => {
      for (const language of LANGUAGES) {
        const bad = Object.entries(texts[language]).filter(
          ([, v]) => typeof v !== 'string' || !v.trim(),
        );
        expect(bad).toEqual([]);
      }
    });

    it('have the same keys in English and Spanish', () => {
      expect(baseKeys(texts.es)).toEqual(baseKeys(texts.en));
    });

    // The Spanish texts speak to the rider as "usted" (docs/i18n.md); a "tú" text among them
    // reads as a slip ("Completa el monto..." beside "Recargue las tarjetas...").
    it('address the reader as usted in Spanish', () => {
      const familiar =
        /\b(tu|tus|contigo|puedes|tienes|quieres|estás|debes|necesitas)\b|(^|[.!?¿¡]\s*)(Completa|Ingresa|Elige|Selecciona|Revisa|Intenta|Vuelve|Escribe|Agrega|Guarda|Cambia|Inicia|Introduce|Pulsa|Haz|Comprueba|Añade|Borra|Abre|Cierra|Envía|Confirma|Verifica|Indica|Usa)\b/u;
      expect(
        Object.entries(texts.es).filter(([, v]) => typeof v === 'string' && familiar.test(v)),
      ).toEqual([]);
    });

    it('have the same placeholders in both languages', () => {
      const mismatched: string[] = [];
      for (const [key, en] of Object.entries(texts.en)) {
        const es = texts.es[key] ?? texts.es[key.replace(PLURAL, '_other')];
        if (
          typeof en === 'string' &&
          typeof es === 'string' &&
          placeholders(en).join() !== placeholders(es).join()
        )
          mismatched.push(key);
      }
      expect(mismatched).toEqual([]);
    });
  });
});

/** Source files of a package (tests and test support aside). */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['__tests__', 'test-support', 'node_modules', 'locales'].includes(entry.name))
        out.push(...sources(full));
    } else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('every key the code reads', () => {
  const missing: string[] = [];
  const defaultNamespace: Record<string, string> = {
    'shared/contracts': 'common',
    'shared/runtime': 'common',
    'shared/kit': 'common',
    shell: 'shell',
    'mfe-auth': 'auth',
    'mfe-cards': 'cards',
    'mfe-cart-billing': 'cartBilling',
    'mfe-subscriptions': 'subscriptions',
    'mfe-sponsor': 'sponsor',
  };
  for (const pkg of PACKAGES) {
    for (const file of sources(path.join(root, pkg, 'src'))) {
      const code = fs.readFileSync(file, 'utf8');
      const declared = [...code.matchAll(/useTranslation\(\s*['"](\w+)['"]/g)].map((m) => m[1]!);
      const fileNs = declared.length === 1 ? declared[0]! : defaultNamespace[pkg]!;
      // t('key'), t("key"), i18n.t('ns:key'); template keys are the code's own business.
      for (const m of code.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) {
        const raw = m[1]!;
        const [ns, key] = raw.includes(':')
          ? (raw.split(':', 2) as [string, string])
          : [fileNs, raw];
        const en = namespaces.get(ns)?.texts.en ?? {};
        if (!(key in en) && !(`${key}_one` in en) && !(`${key}_other` in en))
          missing.push(`${path.relative(root, file)}: ${ns}:${key}`);
      }
    }
  }
  it('exists in its namespace', () => {
    expect(missing).toEqual([]);
  });
});
