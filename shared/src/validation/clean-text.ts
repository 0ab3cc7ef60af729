// Text from a form, cleaned before it is checked or stored (issue 17, SPEC 5), by the same rule
// in the browser and in the API. Control characters never belong in a name or a comment (NUL
// truncates strings in other systems and logs; escape sequences rewrite a terminal). Format
// characters (Unicode Cf: zero-width space and joiners, word joiner, byte order mark, soft
// hyphen, bidi controls) show nothing, so a name made of them looks blank while it passes every
// "not empty" and "unique" check (issue 59 item 4), and bidi controls reorder what a reader sees.
// A name is plain text, so markup in it is dropped rather than kept for every later screen,
// export and mail to escape correctly.

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls; every format character. */
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}]/gu;

/** Free text (comments, details): control and format characters out, line breaks and tabs kept. */
export function stripInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE, '');
}

/** True when nothing visible is left once cleaned: a field holding only spaces or zero-width characters is blank. */
export function isBlankText(value: string): boolean {
  return stripInvisibleCharacters(value).trim() === '';
}

/**
 * A single-line name (group name, card nickname): control and format characters and markup out,
 * any run of white space (line breaks and tabs included) one space, trimmed. "<b>Ops</b>\u0000
 * team" becomes "Ops team".
 */
export function cleanName(value: string): string {
  return stripInvisibleCharacters(value)
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Multi-line free text that is shown as plain text: control and format characters and markup out, line breaks kept. */
export function cleanFreeText(value: string): string {
  return stripInvisibleCharacters(value)
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
}
