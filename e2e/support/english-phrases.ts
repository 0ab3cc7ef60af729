// The portal's own English phrases, read from its catalogues: every app's English texts
// (src/locales/en/*.json) and the server's English messages and field texts (api/config/*.json),
// each kept only where the Spanish catalogue says something else. A Spanish page that shows one
// of them has a text left untranslated. Also: where to find the Spanish of an English text, so
// the journeys click what a Spanish-speaking rider clicks.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './portal';

const APPS = [
  'shared/runtime',
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
];

type Texts = Record<string, string>;
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

let appPairs: Array<[string, string, string]> | null = null;
/** [English, Spanish, key] of every text of every app's namespace. */
export function appTexts(): Array<[string, string, string]> {
  if (appPairs) return appPairs;
  const pairs: Array<[string, string, string]> = [];
  for (const app of APPS) {
    const dir = path.join(ROOT, app, 'src/locales');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(path.join(dir, 'en'))) {
      const en = readJson<Texts>(path.join(dir, 'en', file));
      const es = fs.existsSync(path.join(dir, 'es', file))
        ? readJson<Texts>(path.join(dir, 'es', file))
        : {};
      for (const [key, text] of Object.entries(en)) pairs.push([text, es[key] ?? '', key]);
    }
  }
  appPairs = pairs;
  return pairs;
}

interface MessageEntry {
  msgCode: string;
  msgValue: string;
}

let serverPairs: Array<[string, string]> | null = null;
/** [English, Spanish] of the server's messages (config files and their Spanish beside them). */
export function serverTexts(): Array<[string, string]> {
  if (serverPairs) return serverPairs;
  const pairs: Array<[string, string]> = [];
  const dir = path.join(ROOT, 'api/config');
  for (const file of [
    'messageResources.json',
    'patronMessageResources.json',
    'sponserMessageResources.json',
  ]) {
    const en = readJson<MessageEntry[]>(path.join(dir, file));
    const esFile = path.join(dir, 'es', file);
    const es = fs.existsSync(esFile) ? readJson<MessageEntry[]>(esFile) : [];
    for (const entry of en)
      pairs.push([entry.msgValue, es.find((e) => e.msgCode === entry.msgCode)?.msgValue ?? '']);
  }
  // The banner gallery's captions.
  type Slide = { galleryTitleText: string; galleryText: string };
  const slidesEn = readJson<Slide[]>(path.join(dir, 'GalleryConfig.json'));
  const slidesEs = fs.existsSync(path.join(dir, 'es/GalleryConfig.json'))
    ? readJson<Slide[]>(path.join(dir, 'es/GalleryConfig.json'))
    : [];
  slidesEn.forEach((slide, i) => {
    pairs.push(
      [slide.galleryTitleText, slidesEs[i]?.galleryTitleText ?? ''],
      [slide.galleryText, slidesEs[i]?.galleryText ?? ''],
    );
  });
  serverPairs = pairs;
  return pairs;
}

/** Parts of a text between its placeholders, that read as words (two or more, ten letters or more). */
function phrasesOf(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|\{\d+\}|\$\{\d+\}|\n/)
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[^A-Za-z]+|[^A-Za-z.?!]+$/g, ''),
    )
    .filter(
      (part) =>
        part.split(' ').filter((w) => /[A-Za-z]{2,}/.test(w)).length >= 2 &&
        part.replace(/[^A-Za-z]/g, '').length >= 10,
    );
}

let cached: string[] | null = null;
/** The English phrases a Spanish page must not show. */
export function englishPhrases(): string[] {
  if (cached) return cached;
  const found = new Set<string>();
  for (const [en, es] of [...appTexts(), ...serverTexts()]) {
    if (!es || es === en) continue;
    for (const phrase of phrasesOf(en)) if (!es.includes(phrase)) found.add(phrase);
  }
  // Texts stored in records (cart lines, payment notes, card products, activity) that the API
  // shows back in the reader's language (api/config/es/recordTexts.json).
  for (const phrase of [
    'Reload $',
    ' ending ',
    'Billed to ',
    'Automatic reload',
    'Stored Value',
    'Fare paid',
    'Online reload',
    'Credit Card',
    'Reduced Fare',
  ])
    found.add(phrase);
  cached = [...found].sort((a, b) => b.length - a.length);
  return cached;
}

/** The Spanish of an app's English text (exactly as in its English catalogue). */
export function spanishOf(english: string): string {
  const pair = appTexts().find(([en, es]) => en === english && es);
  if (!pair) throw new Error(`no Spanish for "${english}" in the apps' catalogues`);
  return pair[1];
}

/**
 * The English phrases the page shows now: its text, the names people hear (aria-label, title,
 * alt, placeholder) and the document title.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const attrs = [
      ...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]'),
    ].flatMap((el) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
  const text = shown.replace(/\s+/g, ' ');
  return englishPhrases().filter((phrase) => text.includes(phrase));
}
