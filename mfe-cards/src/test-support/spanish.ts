// This remote's pages in Spanish (issue 20): switch the page as the footer does, then list the
// remote's own English phrases still on the page, so a test fails when a screen stayed English.
import { act } from '@testing-library/react';
import { setLanguage } from '@qcard/shared/i18n/i18n';
import en from '../locales/en/cards.json';
import es from '../locales/es/cards.json';

/**
 * Switch the page to Spanish in place (the test setup puts it back in English after each test).
 * The config store first asks the server for its Spanish files; a component test has none, so
 * the configuration set by the test stays and the store's warning about it is not shown.
 */
export async function switchToSpanish(): Promise<void> {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await act(() => setLanguage('es', { remember: false }));
  } finally {
    warn.mockRestore();
  }
}

/** Parts of an English text between its placeholders that read as words (two words or more). */
function phrasesOf(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.replace(/\s+/g, ' ').trim().replace(/^[^A-Za-z]+|[^A-Za-z.?!]+$/g, ''))
    .filter((part) => part.split(' ').filter((w) => /[A-Za-z]{2,}/.test(w)).length >= 2 && part.replace(/[^A-Za-z]/g, '').length >= 8);
}

const ENGLISH: string[] = (() => {
  const spanish = es as Record<string, string>;
  const found = new Set<string>();
  for (const [key, text] of Object.entries(en as Record<string, string>)) {
    const other = spanish[key] ?? '';
    if (other === text) continue;
    for (const phrase of phrasesOf(text)) if (!other.includes(phrase)) found.add(phrase);
  }
  return [...found];
})();

/** The cards namespace's English phrases shown now: page text and the names people hear. */
export function englishOnPage(root: HTMLElement = document.body): string[] {
  const attributes = [...root.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
  );
  const shown = [root.textContent ?? '', ...attributes].join('\n');
  return ENGLISH.filter((phrase) => shown.includes(phrase));
}
