// Text from a request, cleaned before it is checked or stored (issue 17, SPEC 5): control
// characters never belong in a name or a comment (NUL truncates strings in other systems and
// logs; escape sequences rewrite a terminal), and a name is plain text, so markup in it is
// dropped rather than kept for every later screen, export and mail to escape correctly.

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls; bidi overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Free text (comments, details): control characters out, line breaks and tabs kept. */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL, '');
}

/**
 * A single-line name (group name): control characters and markup out, any run of white space
 * (line breaks and tabs included) one space, trimmed. "<b>Ops</b>\u0000 team" becomes "Ops team".
 */
export function cleanName(value: string): string {
  return stripControlCharacters(value)
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Multi-line free text that is shown as plain text: control characters and markup out, line breaks kept. */
export function cleanFreeText(value: string): string {
  return stripControlCharacters(value)
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
}
