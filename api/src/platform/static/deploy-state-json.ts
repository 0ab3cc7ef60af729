// Where in a deploy state file's text a problem is, so an operator is pointed at the line to fix.

/** The 1-based line of a character offset. */
export function lineAt(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}

/**
 * Where JSON.parse gave up. Node's messages carry a position for some errors only ("Unexpected
 * token 'x', ..." has none), so a small scanner finds the offset of the first bad character.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new RangeError(String(i));
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i += 1;
  };
  const str = () => {
    if (text[i] !== '"') fail();
    for (i += 1; i < text.length; i += 1) {
      const c = text.charAt(i);
      if (c === '"') {
        i += 1;
        return;
      }
      if (c === '\\') i += 1;
      else if (c < ' ') fail();
    }
    fail();
  };
  const word = (w: string) => (text.startsWith(w, i) ? (i += w.length) : fail());
  const num = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    i += m?.[0].length ?? 0;
  };
  const list = (close: string, item: () => void) => {
    i += 1;
    ws();
    if (text[i] !== close)
      for (;;) {
        ws();
        item();
        ws();
        if (text[i] === close) break;
        if (text[i] !== ',') fail();
        i += 1;
      }
    i += 1;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      list('}', () => {
        str();
        ws();
        if (text[i] !== ':') fail();
        i += 1;
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') str();
    else if (c === 't') word('true');
    else if (c === 'f') word('false');
    else if (c === 'n') word('null');
    else num();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return -1;
  } catch (e) {
    if (e instanceof RangeError) return Math.min(Number(e.message), text.length);
    throw e;
  }
}
