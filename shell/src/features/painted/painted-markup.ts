// Markup the server painted before any script ran (docs/performance.md, "Landing HTML"), kept
// from before the shell's first render replaces #root until the live view is ready to take its
// place. It is shown again only in the language the page shows now: a rider whose saved choice
// the server could not know never sees two languages at once.
import { getLanguage } from '@qcard/runtime/i18n/i18n';

export interface PaintedMarkup<Where> {
  /** Keeps what was found (null: nothing painted). */
  keep(found: { html: string; language: string; where: Where } | null): void;
  /** The kept markup when it is for `fits` and in the page's language, else null. */
  html(fits?: (where: Where) => boolean): string | null;
  /** The live view has answered (or failed): the painted copy is done with. */
  forget(): void;
}

export function paintedMarkup<Where>(): PaintedMarkup<Where> {
  let kept: { html: string; language: string; where: Where } | null = null;
  return {
    keep: (found) => {
      kept = found;
    },
    html: (fits) =>
      kept && kept.language === getLanguage() && (!fits || fits(kept.where)) ? kept.html : null,
    forget: () => {
      kept = null;
    },
  };
}
