// What a visitor typed into a painted page's form before the app started, and which of its
// answers they opened (docs/performance.md, "Typing before the app"). The page's inline script
// makes the painted forms typeable and its disclosures (`data-disclosure` buttons) open as soon as
// they show; the app then replaces that markup twice: with the shell's copy while the remote
// loads, and with the live page. Each replacement would drop the text and the caret, and a rider
// on a slow phone would type the e-mail twice. So the markup being replaced is kept here (a
// detached control keeps its value and selection), and what replaces it takes what it holds: the
// shell's copy by copying it in, the live fields by putting it in their form state.
// A singleton (build/module-federation.ts): the shell keeps, a remote's fields take.

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface Kept {
  /** The painted markup (the server's, then the shell's copy). */
  root: Element;
  /** The address it was painted for: a live field of another page takes nothing. */
  path: string;
  /** The control the caret was in, if it still was when the markup went. */
  focused: TextControl | null;
}

export interface TypedValue {
  /** The text typed, or null when the field was only focused. */
  value: string | null;
  focused: boolean;
  /** The caret or selection, where the control has one (an e-mail input has none). */
  selection: [number, number] | null;
}

let kept: Kept | null = null;
let listening: Document | null = null;
/** The live forms that took text typed before the app (the captcha starts as if typed in). */
const formsTyped = new WeakSet<Element>();

const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'hidden',
  'file',
  'image',
  'range',
  'color',
]);

function isTextControl(element: unknown): element is TextControl {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !NOT_TEXT.has(element.type);
}

function textControls(root: ParentNode): TextControl[] {
  return [...root.querySelectorAll('input[name], textarea[name]')].filter(isTextControl);
}

function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (kept && isTextControl(target) && kept.root.contains(target)) kept.focused = target;
}

function onFocusOut(event: FocusEvent): void {
  const current = kept;
  const target = event.target;
  if (!current || target !== current.focused) return;
  // Chrome blurs a control that is removed, too: only a control still on the page after the
  // event was left by the visitor. A removed one takes its caret to what replaces it.
  queueMicrotask(() => {
    if (current.focused === target && (target as Element).isConnected) current.focused = null;
  });
}

function listen(doc: Document): void {
  if (listening === doc) return;
  listening = doc;
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', onFocusOut, true);
}

function selectionOf(control: TextControl): [number, number] | null {
  try {
    return control.selectionStart === null || control.selectionEnd === null
      ? null
      : [control.selectionStart, control.selectionEnd];
  } catch {
    return null;
  }
}

function focusWithSelection(control: TextControl, selection: [number, number] | null): void {
  control.focus({ preventScroll: true });
  if (!selection) return;
  try {
    control.setSelectionRange(selection[0], selection[1]);
  } catch {
    // An input type without a selection (email): the caret stays at the end.
  }
}

const DISCLOSURES = 'button[data-disclosure][aria-controls]';

function disclosure(root: Element, key: string): HTMLElement | null {
  return (
    [...root.querySelectorAll<HTMLElement>(DISCLOSURES)].find(
      (button) => button.dataset.disclosure === key,
    ) ?? null
  );
}

/** As the page's inline script opens one: the button says so, its panel shows. */
function setExpanded(button: HTMLElement, expanded: boolean): void {
  button.setAttribute('aria-expanded', String(expanded));
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel && button.closest('[data-prerendered-slot]')?.contains(panel)) panel.hidden = !expanded;
}

function isExpanded(button: Element): boolean {
  return button.getAttribute('aria-expanded') === 'true';
}

/** The kept markup once what replaces it is on the page, on the page it was painted for; else null. */
function replacedMarkup(): Element | null {
  const from = kept;
  return from && !from.root.isConnected && from.path === window.location.pathname
    ? from.root
    : null;
}

function typedIn(control: TextControl): boolean {
  return control.value !== control.defaultValue;
}

/** Keeps the painted markup a visitor may be typing in (null: nothing painted), before the app replaces it. */
export function keepTypedBeforeStart(root: Element | null, path: string): void {
  if (!root) {
    kept = null;
    return;
  }
  const active = root.ownerDocument.activeElement;
  kept = { root, path, focused: isTextControl(active) && root.contains(active) ? active : null };
  listen(root.ownerDocument);
}

/**
 * The shell's copy of the painted page now stands where the kept markup stood: the text typed
 * there goes into the copy's controls of the same name, the caret too, and the copy is kept in
 * its place (the visitor may go on typing in it).
 */
export function carryTypedInto(copy: Element): void {
  const from = kept;
  if (!from || from.root === copy || from.root.isConnected) return;
  const sources = new Map<string, TextControl>();
  for (const control of textControls(from.root))
    if (!sources.has(control.name)) sources.set(control.name, control);
  let focus: { control: TextControl; selection: [number, number] | null } | null = null;
  for (const control of textControls(copy)) {
    const source = sources.get(control.name);
    if (!source) continue;
    sources.delete(control.name);
    if (typedIn(source)) control.value = source.value;
    if (source === from.focused) focus = { control, selection: selectionOf(source) };
  }
  for (const button of copy.querySelectorAll<HTMLElement>(DISCLOSURES)) {
    const source = disclosure(from.root, button.dataset.disclosure ?? '');
    if (source) setExpanded(button, isExpanded(source));
  }
  kept = { root: copy, path: from.path, focused: null };
  if (focus) focusWithSelection(focus.control, focus.selection);
}

/**
 * Whether the visitor opened the painted disclosure `key` (a `data-disclosure` button), once the
 * painted markup is gone, on the page it was painted for; null when there is nothing to take.
 */
export function takeExpandedBeforeStart(key: string): boolean | null {
  const root = replacedMarkup();
  const source = root ? disclosure(root, key) : null;
  return source ? isExpanded(source) : null;
}

/**
 * What the visitor typed in the painted field named `name`, once the painted markup is gone (the
 * live page has replaced it), on the page it was painted for; null when nothing was typed or
 * focused there. The first live field to take anything ends the hand-over after its render's
 * commit: all the page's fields mount in that one commit.
 */
export function takeTypedBeforeStart(name: string): TypedValue | null {
  const from = kept;
  const root = replacedMarkup();
  const source = root ? textControls(root).find((control) => control.name === name) : undefined;
  if (!from || !source) return null;
  const focused = source === from.focused;
  if (!typedIn(source) && !focused) return null;
  setTimeout(() => {
    if (kept === from) kept = null;
  }, 0);
  return {
    value: typedIn(source) ? source.value : null,
    focused,
    selection: focused ? selectionOf(source) : null,
  };
}

/**
 * Puts a taken value in a live control the app has just drawn, with its caret. Returns whether
 * the visitor had already left the field: then it counts as left in the live form too (its rules
 * checked, a wrong value said under it, as after a blur).
 */
export function placeTypedValue(
  control: TextControl,
  typed: TypedValue,
  change: (value: string) => void,
): boolean {
  if (typed.value !== null) {
    // The text goes into the control first, so the form's own render finds it there and leaves
    // the caret where the visitor had it.
    control.value = typed.value;
    change(typed.value);
    if (control.form) formsTyped.add(control.form);
  }
  if (typed.focused) focusWithSelection(control, typed.selection);
  return typed.value !== null && !typed.focused;
}

/** Whether `form` took text typed into its painted copy: the visitor has been using it. */
export function typedBeforeStartIn(form: Element): boolean {
  return formsTyped.has(form);
}
