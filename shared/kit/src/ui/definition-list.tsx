import type { ReactNode } from 'react';
import '../styles/ui.css';

export interface DefinitionItem {
  label: string;
  value: ReactNode;
}

/** What an empty value shows (a dash, in every language). */
const EMPTY_VALUE = '–';

/** Label/value pairs for detail screens; empty values show an en dash. */
export function DefinitionList({
  items,
  columns = 2,
}: {
  items: ReadonlyArray<DefinitionItem>;
  columns?: 1 | 2 | 3;
}) {
  return (
    <dl className={`qc-dl qc-dl--cols-${columns}`}>
      {items.map((it) => (
        <div key={it.label} className="qc-dl__item">
          <dt>{it.label}</dt>
          <dd>
            {it.value === null || it.value === undefined || it.value === ''
              ? EMPTY_VALUE
              : it.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
