import type { ReactNode } from 'react';
import '../styles/ui.css';

/**
 * A row's status word in a sponsor's table: green while the card or row can be used, red when
 * not; `title` says why, where the row has a reason.
 */
export function StatusTag({
  active,
  title,
  children,
}: {
  active: boolean;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`qc-status-tag qc-status-tag--${active ? 'active' : 'inactive'}`}
      title={title}
    >
      {children}
    </span>
  );
}
