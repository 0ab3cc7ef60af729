// Texts stored with records in English (demo data, the card system's names), shown in the
// request's language through api/config/es/recordTexts.json: "terms" word for word, "patterns"
// with named placeholders whose values are kept (or translated when named in "translate"); the
// first pattern that matches wins. An unknown text passes through unchanged.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from './request-language';

export const RECORD_TEXTS_FILE = 'recordTexts.json';

const MONEY = '-?\\$[\\d,]+\\.\\d{2}';
const TOKEN = '[^\\s·,()]+';
/** What a placeholder matches, by its name; any other name matches any text (at least one character). */
const PLACEHOLDER_KINDS: Record<string, string> = {
  amount: MONEY,
  threshold: MONEY,
  serial: TOKEN,
  last4: TOKEN,
  code: TOKEN,
  count: '\\d+',
  // May be empty: the optional tail of a cart line, or what comes before ", paid by ...".
  extra: '.*?',
  before: '.*?',
};

interface PatternEntry {
  en: string;
  es: string;
  translate?: string[];
}

interface CompiledPattern {
  regex: RegExp;
  names: string[];
  es: string;
  translate: Set<string>;
}

export interface RecordTexts {
  terms: Map<string, string>;
  patterns: CompiledPattern[];
}

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(entry: PatternEntry): CompiledPattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of entry.en.matchAll(PLACEHOLDER)) {
    const name = m[1] as string;
    source += escapeRegex(entry.en.slice(last, m.index)) + `(${PLACEHOLDER_KINDS[name] ?? '.+?'})`;
    names.push(name);
    last = (m.index ?? 0) + m[0].length;
  }
  source += escapeRegex(entry.en.slice(last));
  return {
    regex: new RegExp(`^${source}$`, 's'),
    names,
    es: entry.es,
    translate: new Set(entry.translate ?? []),
  };
}

/** What is wrong with the content of recordTexts.json; empty when it can be used. */
export function recordTextProblems(value: unknown): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return ['not an object with "terms" and "patterns"'];
  const v = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(v))
    if (!['_about', 'terms', 'patterns'].includes(key)) problems.push(`unknown key ${key}`);
  const terms = v.terms;
  if (!terms || typeof terms !== 'object' || Array.isArray(terms))
    problems.push('"terms" is not an object of English text -> Spanish text');
  else {
    for (const [en, es] of Object.entries(terms)) {
      if (typeof es !== 'string' || es.trim() === '')
        problems.push(`term "${en}" has no Spanish text`);
      if (en.trim() === '') problems.push('a term has no English text');
    }
  }
  if (!Array.isArray(v.patterns)) problems.push('"patterns" is not a list');
  else {
    const seen = new Set<string>();
    v.patterns.forEach((p: unknown, i) => {
      const e = p as Partial<PatternEntry> | null;
      if (
        !e ||
        typeof e !== 'object' ||
        typeof e.en !== 'string' ||
        typeof e.es !== 'string' ||
        e.es.trim() === ''
      ) {
        problems.push(`pattern ${i} needs "en" and "es" texts`);
        return;
      }
      const en = placeholderNames(e.en);
      const es = placeholderNames(e.es);
      if (en.length === 0)
        problems.push(`pattern "${e.en}" has no placeholder (a fixed text is a term)`);
      if (new Set(en).size !== en.length)
        problems.push(`pattern "${e.en}" names a placeholder twice`);
      if ([...en].sort().join() !== [...es].sort().join())
        problems.push(
          `pattern "${e.en}" has placeholders {${en.join('}, {')}} but its Spanish has {${es.join('}, {')}}`,
        );
      if (
        e.translate !== undefined &&
        (!Array.isArray(e.translate) || e.translate.some((n) => !en.includes(n)))
      ) {
        problems.push(`pattern "${e.en}": "translate" names a placeholder it does not have`);
      }
      if (seen.has(e.en)) problems.push(`pattern "${e.en}" is listed twice`);
      seen.add(e.en);
    });
  }
  return problems;
}

/** The table of recordTexts.json (already checked). */
export function recordTextsOf(value: unknown): RecordTexts {
  const v = value as { terms: Record<string, string>; patterns: PatternEntry[] };
  return { terms: new Map(Object.entries(v.terms)), patterns: v.patterns.map(compile) };
}

/** Reads and checks `<esDir>/recordTexts.json`; a file that cannot be used stops the start. */
export function loadRecordTexts(esDir: string): RecordTexts {
  const file = path.join(esDir, RECORD_TEXTS_FILE);
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw new Error(`Configuration file ${file} is not valid JSON: ${(e as Error).message}`);
  }
  const problems = recordTextProblems(value);
  if (problems.length > 0)
    throw new Error(
      `Configuration file ${file} cannot be used: ${problems.slice(0, 10).join('; ')}`,
    );
  return recordTextsOf(value);
}

/** `text` in Spanish from `table`, or `text` unchanged when the table knows it not. */
export function translateRecordText(table: RecordTexts, text: string, depth = 0): string {
  const term = table.terms.get(text);
  if (term !== undefined) return term;
  if (depth > 4) return text;
  for (const p of table.patterns) {
    const m = p.regex.exec(text);
    if (!m) continue;
    const values = new Map(
      p.names.map((name, i) => {
        const value = m[i + 1] ?? '';
        return [
          name,
          p.translate.has(name) && value !== ''
            ? translateRecordText(table, value, depth + 1)
            : value,
        ];
      }),
    );
    return p.es.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return text;
}

let active: RecordTexts | null = null;

/** The table recordText() reads (the running app's configuration). */
export function useRecordTexts(table: RecordTexts | null): void {
  active = table;
}

/** A text stored with a record, in `language`; English, unknown texts and null as they are. */
export function recordText(text: string, language: Language): string;
export function recordText(text: string | null, language: Language): string | null;
export function recordText(text: string | null, language: Language): string | null {
  if (text === null || language === 'en' || !active) return text;
  return translateRecordText(active, text);
}
