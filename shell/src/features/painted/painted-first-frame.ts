// Over a painted public page, the app's code waits for the browser to have shown that page
// (docs/performance.md, "Paint before the code runs"). The shell's entry runs this before any
// shared module is negotiated: it imports only a contract, which each app bundles itself.
import { PAINTED_ROOT_ATTRIBUTE, SESSION_CLASS } from '@qcard/contracts/painted-pages';

/** The longest wait, for a tab that draws no frame (one opened in the background). */
export const FIRST_FRAME_TIMEOUT_MS = 100;

/**
 * True when #root holds a painted page this browser shows: a visitor's. A session's painted page
 * stays hidden until the app has drawn it (the server's inline CSS), so nothing is gained there by
 * waiting.
 */
export function showsPaintedPage(doc: Document): boolean {
  return (
    doc.getElementById('root')?.hasAttribute(PAINTED_ROOT_ATTRIBUTE) === true &&
    !doc.documentElement.classList.contains(SESSION_CLASS)
  );
}

/**
 * Resolves after the next frame has been produced (a task after its animation frame callback), or
 * after FIRST_FRAME_TIMEOUT_MS, whichever comes first; at once when no painted page is shown.
 */
export function afterPaintedFirstFrame(win: Window = window): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!showsPaintedPage(win.document)) return resolve();
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    win.setTimeout(resolve, FIRST_FRAME_TIMEOUT_MS);
  });
}
