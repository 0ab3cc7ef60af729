// The gallery's first slide as the server painted it. The gallery shows it again until its
// slides' config has answered: the rider keeps seeing the same slide instead of an empty box,
// and the page's largest text is on screen from the first paint.
import { paintedMarkup } from './painted-markup';

const gallery = paintedMarkup<null>();

/** Keeps the server's painted gallery (not its empty box); call before the shell renders over it. */
export function capturePaintedGallery(root: ParentNode, language: string | null | undefined): void {
  const element = root.querySelector<HTMLElement>(
    'section.shell-gallery:not(.shell-gallery--pending)',
  );
  gallery.keep(element && language ? { language, html: element.innerHTML, where: null } : null);
}

/** The painted slide's markup, or null when there is none or it is in another language than the page now shows. */
export function paintedGalleryHtml(): string | null {
  return gallery.html();
}

/** The slides are here (or failed). */
export function forgetPaintedGallery(): void {
  gallery.forget();
}
