// Text from a form, cleaned before it is checked or stored (SPEC 5), by the same rule
// in the browser and in the API. Control characters never belong in a name or a comment (NUL
// truncates strings in other systems and logs; escape sequences rewrite a terminal). Format
// characters (Unicode Cf: zero-width space and joiners, word joiner, byte order mark, soft
// hyphen, bidi controls) show nothing, so a name made of them looks blank while it passes every
// "not empty" and "unique" check, and bidi controls reorder what a reader sees.
// Some letters and marks show nothing either (Hangul fillers, the blank Braille pattern, the
// combining grapheme joiner, Khmer inherent vowels): they go too, since no name is written with
// them alone and each made a blank-looking name that passed the checks. Variation selectors only
// change how the character before them looks, so they are kept after a character and a value
// made of nothing else is blank.
// A name is plain text, so markup in it is dropped rather than kept for every later screen,
// export and mail to escape correctly.

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls; every format character. */
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/gu;
/** Variation selectors (standard and supplementary). */
const VARIATION_SELECTORS = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/** Cleaned text with nothing visible in it: white space and variation selectors only. */
function showsNothing(cleaned: string): boolean {
  return cleaned.replace(VARIATION_SELECTORS, '').trim() === '';
}

/** Free text (comments, details): control and format characters out, line breaks and tabs kept. */
export function stripInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE, '');
}

/** True when nothing visible is left once cleaned: a field holding only spaces or zero-width characters is blank. */
export function isBlankText(value: string): boolean {
  return showsNothing(stripInvisibleCharacters(value));
}

/**
 * True when nothing at all was typed, or only white space: what clears an optional name. Not the
 * same as blank: JavaScript's trim() also removes the byte order mark, so a value of U+FEFF alone
 * would read as "cleared" where the person typed something invisible.
 */
export function isNothingTyped(value: string): boolean {
  return /^[^\S\uFEFF]*$/u.test(value);
}

/**
 * A single-line name (group name, card nickname): control and format characters and markup out,
 * any run of white space (line breaks and tabs included) one space, trimmed. "<b>Ops</b>\u0000
 * team" becomes "Ops team".
 */
export function cleanName(value: string): string {
  const cleaned = stripInvisibleCharacters(value)
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return showsNothing(cleaned) ? '' : cleaned;
}

/** Multi-line free text that is shown as plain text: control and format characters and markup out, line breaks kept. */
export function cleanFreeText(value: string): string {
  const cleaned = stripInvisibleCharacters(value)
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
  return showsNothing(cleaned) ? '' : cleaned;
}
