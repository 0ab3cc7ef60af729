// The remote page the server painted in the frame's slot (docs/performance.md, "Landing HTML"):
// the API splices the live remote version's build-time page into the frame's Suspense boundary
// and names the remote on #root. The slot that first renders that remote at that address hydrates
// over it, so what the visitor typed or ticked there is already in the live page.
import { paintedSlotKept } from './painted-style';

let painted: { remote: string; path: string } | null = null;
let settle: () => void = () => undefined;
/** Settles once the painted page is live (hydrated) or gone (the slot's fallback replaced it). */
export const paintedSlotSettled = new Promise<void>((resolve) => (settle = resolve));

/** Notes the painted remote (null: none), at the address the page was served for; call before the first render. */
export function expectPaintedSlot(remote: string | null, path: string): void {
  painted = remote ? { remote, path } : null;
  paintedSlotKept(painted !== null);
  if (!painted) settle();
}

/** Whether this slot stands over the painted page; true once, for the first slot that does. */
export function takePaintedSlot(remote: string, routePath: string): boolean {
  const found = painted;
  if (!found || found.remote !== remote || found.path !== routePath) return false;
  painted = null;
  // From here the slot says how long the painted page is on screen (showingPaintedSlot).
  paintedSlotKept(false);
  return true;
}

/** The slot that took the painted page has hydrated it, or let it go. */
export function paintedSlotDone(): void {
  settle();
}
