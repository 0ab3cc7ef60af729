// What the pure rules of this package need from a language: a function from a text key to its
// words. The browser passes the page's (textsIn() of the i18n runtime), the API the request's, so
// the rules themselves hold no language and no state and run the same on both sides.

export type TextValues = Record<string, string | number>;
export type Texts = (key: string, values?: TextValues) => string;

/** "{0} to {1}" with ["$5", "$10"] -> "$5 to $10"; a placeholder without a value stays as written. */
export function formatTemplate(
  template: string,
  args: ReadonlyArray<string | number> = [],
): string {
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const v = args[Number(i)];
    return v === undefined ? whole : String(v);
  });
}
