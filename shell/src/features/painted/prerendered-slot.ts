// The remote page the server painted. The API splices the live remote version's build-time HTML
// into the page as <div data-prerendered-slot="<remote>" data-route data-lang> (not data-remote,
// which marks the live remote's area only). The shell shows it again in the slot while the remote
// loads: the rider keeps seeing the same login panel instead of a spinner, so nothing moves when
// the live page takes its place. Its forms take typing already (the page's inline script lifts
// their `inert`, and holds back a submit); what is typed follows the markup to the copy and then
// to the live page (typed-before-start.ts).
import { keepTypedBeforeStart } from '@qcard/runtime/forms/typed-before-start';
import { paintedMarkup } from './painted-markup';
import { paintedSlotKept } from './painted-style';

const slot = paintedMarkup<{ remote: string; route: string }>();

/** Keeps the server's slot markup; call before the shell renders over it. */
export function capturePrerenderedSlot(root: ParentNode): void {
  const element = root.querySelector<HTMLElement>('[data-prerendered-slot]');
  slot.keep(
    element
      ? {
          html: element.innerHTML,
          language: element.dataset.lang ?? '',
          where: {
            remote: element.dataset.prerenderedSlot ?? '',
            route: element.dataset.route ?? '',
          },
        }
      : null,
  );
  paintedSlotKept(element !== null);
  keepTypedBeforeStart(element, window.location.pathname);
}

/** The painted markup of this remote's route, or null when there is none or it no longer fits (another route or language). */
export function prerenderedSlotHtml(remote: string, routePath: string): string | null {
  return slot.html((where) => where.remote === remote && where.route === routePath);
}

/** The remote answered (its page) or failed (its fallback). */
export function forgetPrerenderedSlot(): void {
  slot.forget();
  paintedSlotKept(false);
}
