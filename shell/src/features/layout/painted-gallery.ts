// The gallery's first slide the server painted before any script ran (docs/performance.md,
// "Landing HTML"). The shell reads it once, before its first render replaces #root, and the
// gallery shows it again until its slides' config has answered: the rider keeps seeing the same
// slide instead of an empty box, and the page's largest text is on screen from the first paint.
import { getLanguage } from '@qcard/shared/i18n/i18n';

let captured: { language: string; html: string } | null = null;

/** Keeps the server's painted gallery (not its empty box); call before the shell renders over it. */
export function capturePaintedGallery(root: ParentNode, language: string | null | undefined): void {
  const element = root.querySelector<HTMLElement>('section.shell-gallery:not(.shell-gallery--pending)');
  captured = element && language ? { language, html: element.innerHTML } : null;
}

/** The painted slide's markup, or null when there is none or it is in another language than the page now shows. */
export function paintedGalleryHtml(): string | null {
  return captured && captured.language === getLanguage() ? captured.html : null;
}

/** The slides are here (or failed): the painted copy is done with. */
export function forgetPaintedGallery(): void {
  captured = null;
}
