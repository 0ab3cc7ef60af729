// Pager: First / Previous / page numbers in sets of 10 with ellipsis / Next / Last.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import '../styles/table.css';

export interface PagerProps {
  /** 0-based current page. */
  pageIndex: number;
  pageCount: number;
  onPage: (pageIndex: number) => void;
  pageSetSize?: number;
  label?: string;
}

/** The buttons' glyphs; their accessible names are the translated aria-labels. */
const GLYPHS = { first: '«', previous: '‹', more: '…', next: '›', last: '»' } as const;

/** Page indexes of the current set plus whether an ellipsis precedes/follows it. */
export function pageSet(pageIndex: number, pageCount: number, pageSetSize = 10) {
  const size = Math.max(1, pageSetSize);
  const start = Math.floor(pageIndex / size) * size;
  const end = Math.min(start + size, pageCount);
  const pages: number[] = [];
  for (let i = start; i < end; i += 1) pages.push(i);
  return { pages, before: start > 0 ? start - 1 : null, after: end < pageCount ? end : null };
}

export function Pager({ pageIndex, pageCount, onPage, pageSetSize = 10, label }: PagerProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const { pages, before, after } = pageSet(pageIndex, pageCount, pageSetSize);
  const first = pageIndex <= 0;
  const last = pageIndex >= pageCount - 1;
  const btn = (text: string, aria: string, target: number, disabled: boolean, current = false) => (
    <li key={aria}>
      <button
        type="button"
        className={`qc-pager__btn${current ? ' qc-pager__btn--current' : ''}`}
        aria-label={aria}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => onPage(target)}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav className="qc-pager" aria-label={label ?? t('pager.label')}>
      <ul>
        {btn(GLYPHS.first, t('pager.first'), 0, first)}
        {btn(GLYPHS.previous, t('pager.previous'), pageIndex - 1, first)}
        {before !== null
          ? btn(GLYPHS.more, t('pager.previousSet', { page: before + 1 }), before, false)
          : null}
        {pages.map((p) =>
          btn(String(p + 1), t('pager.page', { page: p + 1 }), p, false, p === pageIndex),
        )}
        {after !== null
          ? btn(GLYPHS.more, t('pager.nextSet', { page: after + 1 }), after, false)
          : null}
        {btn(GLYPHS.next, t('pager.next'), pageIndex + 1, last)}
        {btn(GLYPHS.last, t('pager.last'), pageCount - 1, last)}
      </ul>
    </nav>
  );
}
