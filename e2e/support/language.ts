// The language a journey runs in, and the portal's words for it. The rider journeys run in
// English and in Spanish (playwright.config.ts: a project's browser locale is the visitor's
// language, which the portal adopts), so they name what they click and read through the
// portal's own catalogues instead of in English: a journey written once checks both.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { appTexts, serverTexts } from './english-phrases';
import { ROOT } from './portal';

export type Language = 'en' | 'es';

/** The language of the running project's browser (English unless its locale says Spanish). */
export function journeyLanguage(): Language {
  return /^es\b/i.test(test.info().project.use.locale ?? '') ? 'es' : 'en';
}

/** The width of the running project's screen (Playwright's 1280 unless it says otherwise). */
export function journeyWidth(): number {
  return test.info().project.use.viewport?.width ?? 1280;
}

const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'api/config', file), 'utf8'));

/** [English, Spanish] of every string leaf two parallel JSON trees hold at the same place. */
function leafPairs(
  en: unknown,
  es: unknown,
  into: Array<[string, string]>,
): Array<[string, string]> {
  if (typeof en === 'string' && typeof es === 'string') into.push([en, es]);
  else if (en && es && typeof en === 'object' && typeof es === 'object') {
    for (const [key, value] of Object.entries(en))
      leafPairs(value, (es as Record<string, unknown>)[key], into);
  }
  return into;
}

let otherPairs: Array<[string, string]> | null = null;
/** The server's field labels (validation rules) and the record texts it shows in the reader's language. */
function otherTexts(): Array<[string, string]> {
  if (otherPairs) return otherPairs;
  const records = readJson('es/recordTexts.json') as {
    terms?: Record<string, string>;
    patterns?: Array<{ en: string; es: string }>;
  };
  otherPairs = [
    ...leafPairs(readJson('validationRules.json'), readJson('es/validationRules.json'), []),
    ...Object.entries(records.terms ?? {}),
    ...(records.patterns ?? []).map(({ en, es }): [string, string] => [en, es]),
  ];
  return otherPairs;
}

type Values = Record<string, string | number>;

/**
 * The Spanish of an English text. A few English words stand for different things: the captcha
 * widget's own "Reload" is not the card's, so the widget's texts are left out (a journey ticks
 * the widget by its checkbox); otherwise the Spanish most catalogues give it wins.
 */
function spanishOf(english: string): string {
  const votes = new Map<string, number>();
  const apps = appTexts().filter(([, , key]) => !key.startsWith('captcha.widget.'));
  for (const [en, es] of [...apps, ...serverTexts(), ...otherTexts()])
    if (en === english && es) votes.set(es, (votes.get(es) ?? 0) + 1);
  const [best] = [...votes].sort((x, y) => y[1] - x[1]);
  if (!best) throw new Error(`no Spanish for "${english}" in the portal's catalogues`);
  return best[0];
}

/**
 * The portal's text for an English one (exactly as in an English catalogue, placeholders
 * included) in the journey's language, its placeholders ({{name}}, {0} or a record text's
 * {name}) filled from `values`.
 */
export function t(
  english: string,
  values: Values = {},
  language: Language = journeyLanguage(),
): string {
  let text = english;
  if (language === 'es') {
    text = spanishOf(english);
  }
  return fill(text, values);
}

function fill(text: string, values: Values): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (whole, name?: string, single?: string) =>
    String(values[name ?? single ?? ''] ?? whole),
  );
}

/**
 * The server's message for an English one (api/config/*MessageResources.json), as the portal's
 * alerts show it: where an app's catalogue has the same English, its Spanish may be worded
 * otherwise, and an alert says the message's.
 */
export function message(
  english: string,
  values: Values = {},
  language: Language = journeyLanguage(),
): string {
  const pair = serverTexts().find(([en, es]) => en === english && es);
  if (!pair) throw new Error(`no server message "${english}"`);
  return fill(language === 'es' ? pair[1] : english, values);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a name that starts with the text (a label followed by its required mark). */
export function startingWith(english: string, values: Values = {}): RegExp {
  return new RegExp(`^${escaped(t(english, values))}`);
}

/** A pattern for a name that holds the text anywhere. */
export function holding(english: string, values: Values = {}): RegExp {
  return new RegExp(escaped(t(english, values)));
}

/** A pattern for an alert that holds the server's message. */
export function holdingMessage(english: string, values: Values = {}): RegExp {
  return new RegExp(escaped(message(english, values)));
}
