import type { ReactNode } from 'react';
import '../styles/ui.css';

/** Empty list/result message, e.g. 'Your Cart is Empty', with an optional action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="qc-empty">
      <p className="qc-empty__title">{title}</p>
      {children ? <div className="qc-muted">{children}</div> : null}
      {action ? <div className="qc-empty__action">{action}</div> : null}
    </div>
  );
}
