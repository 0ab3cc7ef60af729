// A translated sentence with an element inside ("... <manage>Manage that subscription</manage>
// or ..."): each tag of the text becomes the element the page gives for it, so a translation can
// move it within the sentence. react-i18next's <Trans> does the same with an HTML parser, 7 KB
// gzip of the landing page for three sentences with one tag each.
import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

export function textWithElements(text: string, elements: Record<string, ReactElement>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = elements[name];
    // A tag the page does not know is shown as its words: never as markup, never lost.
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
