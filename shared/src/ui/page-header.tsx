import type { ReactNode } from 'react';
import '../styles/ui.css';

export interface PageHeaderProps {
  title: string;
  /** Short line under the title. */
  description?: ReactNode;
  /** Buttons on the right (wrap below on small screens). */
  actions?: ReactNode;
  /** Back link/button before the title. */
  back?: ReactNode;
}

/** Page title (the page's single h1) with optional description and actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <header className="qc-page-header">
      <div className="qc-page-header__main">
        {back}
        <h1 className="qc-page-title">{title}</h1>
        {description ? <p className="qc-muted qc-page-header__desc">{description}</p> : null}
      </div>
      {actions ? <div className="qc-page-header__actions">{actions}</div> : null}
    </header>
  );
}
