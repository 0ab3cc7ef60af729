// The painted page's inline <style>: the server's cut of the apps' own stylesheets for that page
// (docs/performance.md, "Landing HTML"). It sits after the stylesheets the app loads, so while it
// stays in the document its rules beat the app's later rules of the same weight: once the rider
// had moved on, the login page's `.qc-input` padding beat the reload page's `.qc-input--money`,
// and the "$" sat on the amount's first digit. It goes once nothing painted is on screen: the
// live frame is committed, and the painted copy of the remote's page (if the server sent one) has
// left its slot for the live page or the fallback. Until then it is what styles the painted copy.
import { PAINTED_STYLE_ATTRIBUTE } from '@qcard/contracts/painted-pages';

const state = { frameLive: false, slotKept: false, slotsShowing: 0 };

function releaseWhenDone(): void {
  if (!state.frameLive || state.slotKept || state.slotsShowing > 0) return;
  for (const style of document.querySelectorAll(`style[${PAINTED_STYLE_ATTRIBUTE}]`))
    style.remove();
}

/** The shell's live frame replaced the painted one (its first commit). */
export function paintedFrameReplaced(): void {
  state.frameLive = true;
  releaseWhenDone();
}

/** Whether the painted remote page is kept for a slot to show (prerendered-slot.ts). */
export function paintedSlotKept(kept: boolean): void {
  state.slotKept = kept;
  releaseWhenDone();
}

/** A slot shows the painted copy; the function returned says it no longer does. */
export function showingPaintedSlot(): () => void {
  state.slotsShowing += 1;
  let shown = true;
  return () => {
    if (!shown) return;
    shown = false;
    state.slotsShowing -= 1;
    releaseWhenDone();
  };
}

/** For tests: the state of a fresh page. */
export function resetPaintedStyle(): void {
  Object.assign(state, { frameLive: false, slotKept: false, slotsShowing: 0 });
}
