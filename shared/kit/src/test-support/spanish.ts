// Pages and components in Spanish: switch the page as the footer does, then list the
// English phrases of a namespace still on the page, so a test fails when a screen stayed English.
// `englishOnPage()` checks the shared kit's own texts (common); a remote passes its namespace's
// two files to `englishPhrasesOf` for its own.
import { act } from '@testing-library/react';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import en from '@qcard/runtime/locales/en/common.json';
import es from '@qcard/runtime/locales/es/common.json';

/**
 * Switch the page to Spanish in place (the jest setup puts it back in English after each test).
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
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[^A-Za-z]+|[^A-Za-z.?!]+$/g, ''),
    )
    .filter(
      (part) =>
        part.split(' ').filter((w) => /[A-Za-z]{2,}/.test(w)).length >= 2 &&
        part.replace(/[^A-Za-z]/g, '').length >= 8,
    );
}

/** The English phrases of a namespace that its Spanish file does not also use. */
export function englishPhrasesOf(
  english: Record<string, string>,
  spanish: Record<string, string>,
): string[] {
  const found = new Set<string>();
  for (const [key, text] of Object.entries(english)) {
    const other = spanish[key] ?? '';
    if (other === text) continue;
    for (const phrase of phrasesOf(text)) if (!other.includes(phrase)) found.add(phrase);
  }
  return [...found];
}

const COMMON_ENGLISH = englishPhrasesOf(en as Record<string, string>, es as Record<string, string>);

/** The phrases shown now (page text and the names people hear), of the common namespace unless given. */
export function englishOnPage(
  root: HTMLElement = document.body,
  phrases: ReadonlyArray<string> = COMMON_ENGLISH,
): string[] {
  const attributes = [...root.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap(
    (el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
  );
  const shown = [root.textContent ?? '', ...attributes].join('\n');
  return phrases.filter((phrase) => shown.includes(phrase));
}

/**
 * A describe block of tests that switch to Spanish: English again after each test while its page
 * is still mounted (the re-render belongs to the test), and the config store's "[config] could not
 * be loaded" warning silenced (a component test has no server; any other warning still shows).
 */
export function describeInSpanish(name: string, body: () => void): void {
  describe(name, () => {
    let warn: jest.SpyInstance | undefined;
    beforeEach(() => {
      const original = console.warn.bind(console);
      warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
        if (typeof args[0] !== 'string' || !args[0].startsWith('[config]')) original(...args);
      });
    });
    afterEach(async () => {
      await act(() => setLanguage('en', { remember: false }));
      warn?.mockRestore();
    });
    body();
  });
}
