// The painted footer's language list works before the app does: a visitor on a slow phone can
// pick Español there. The painted copy is replaced, not hydrated, so without this the choice was
// lost when the live page took over (the list went back to the painted language).
import { isLanguage, setLanguage, type Language } from '@qcard/runtime/i18n/i18n';

let chosen: Language | null = null;
let stopWatching: (() => void) | null = null;

/** Remembers the language picked on the painted footer (so far and from now); call before the shell renders over it. */
export function watchPaintedLanguageChoice(root: ParentNode, paintedLanguage: string): void {
  const select = root.querySelector<HTMLSelectElement>('.shell-footer select');
  if (!select) return;
  const onChange = () => {
    if (isLanguage(select.value)) chosen = select.value;
  };
  // Picked before this script ran: no event came, but the list no longer shows the painted
  // language. (Showing it is no choice: the rider's saved language may differ from it.)
  if (select.value !== paintedLanguage) onChange();
  select.addEventListener('change', onChange);
  stopWatching = () => select.removeEventListener('change', onChange);
}

/** Once the live page is on screen: switches to the language picked on the painted one, if any. */
export async function applyPaintedLanguageChoice(current: string): Promise<void> {
  stopWatching?.();
  stopWatching = null;
  const choice = chosen;
  chosen = null;
  if (choice && choice !== current) await setLanguage(choice);
}
