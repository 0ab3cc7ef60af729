// The page's language mirrored into a cookie the server can read (docs/performance.md, "Landing
// HTML"): the choice itself lives in localStorage ('qcard.lang'), which a request does not
// carry, so without this the server would paint the landing page in English for a rider who
// chose Español. Not sensitive (two letters), so no HttpOnly; Lax, like any navigation cookie.
import { getLanguage, i18n, isLanguage, setLanguage } from '@qcard/runtime/i18n/i18n';

/** The name the API reads (api/src/platform/static/landing-html.ts). */
export const LANGUAGE_COOKIE = 'qcard_lang';

export function writeLanguageCookie(language: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Writes the language shown now, and again on every switch. */
export function mirrorLanguageCookie(): void {
  writeLanguageCookie(getLanguage());
  i18n.on('languageChanged', writeLanguageCookie);
}

/** Whether the rider chose a language in this browser (the footer's selector). */
function hasStoredChoice(): boolean {
  try {
    return isLanguage(window.localStorage.getItem('qcard.lang'));
  } catch {
    return false;
  }
}

/**
 * A visitor who never chose gets the language the server painted the page in (their browser's,
 * from Accept-Language), not English over a Spanish page; a stored choice always wins (the
 * server knew it too, from the cookie, unless cookies were cleared).
 */
export async function adoptPaintedLanguage(painted: string | null | undefined): Promise<void> {
  if (!isLanguage(painted) || painted === getLanguage() || hasStoredChoice()) return;
  await setLanguage(painted, { remember: false });
}
