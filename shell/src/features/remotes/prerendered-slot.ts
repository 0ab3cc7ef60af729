// The remote page the server painted before any script ran (docs/performance.md, "Landing
// HTML"). The API splices the live remote version's build-time HTML into the page as
// <div data-prerendered-slot="<remote>" data-route data-lang> (not data-remote, which marks
// the live remote's area only). The shell reads it once, before
// its first render replaces #root, and shows it again in the slot while the remote loads: the
// rider keeps seeing the same login panel instead of a spinner, so nothing moves when the live
// page takes its place. Its forms stay inert (the server marks them): they only look ready.
import { getLanguage } from '@qcard/shared/i18n/i18n';

interface PrerenderedSlot {
  remote: string;
  route: string;
  language: string;
  html: string;
}

let captured: PrerenderedSlot | null = null;

/** Keeps the server's slot markup; call before the shell renders over it. */
export function capturePrerenderedSlot(root: ParentNode): void {
  const element = root.querySelector<HTMLElement>('[data-prerendered-slot]');
  captured = element
    ? {
        remote: element.dataset.prerenderedSlot ?? '',
        route: element.dataset.route ?? '',
        language: element.dataset.lang ?? '',
        html: element.innerHTML,
      }
    : null;
}

/**
 * The painted markup of this remote's route, or null when there is none or it no longer fits:
 * another route, or another language than the page now shows (a rider whose saved choice the
 * server could not know gets the spinner, then their language, never two languages at once).
 */
export function prerenderedSlotHtml(remote: string, routePath: string): string | null {
  if (!captured || captured.remote !== remote || captured.route !== routePath) return null;
  return captured.language === getLanguage() ? captured.html : null;
}

/** The remote answered (its page) or failed (its fallback): the painted copy is done with. */
export function forgetPrerenderedSlot(): void {
  captured = null;
}
