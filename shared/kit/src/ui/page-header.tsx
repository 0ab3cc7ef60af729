import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusLost } from '@qcard/kit/ui/focus-return';
import '../styles/ui.css';

export interface PageHeaderProps {
  title: string;
  /** Short line under the title. */
  description?: ReactNode;
  /** Buttons on the right (wrap below on small screens). */
  actions?: ReactNode;
  /** Back link/button before the title. */
  back?: ReactNode;
  /**
   * A view that replaces the page's content after an action, on the same address (sign-up's
   * "Check your e-mail"): the button pressed is gone, so the new title takes focus when it is
   * drawn, as the shell's title does after a navigation. Only if focus is on nothing.
   */
  takeFocus?: boolean;
}

/** Page title (the page's single h1) with optional description and actions. */
export function PageHeader({ title, description, actions, back, takeFocus }: PageHeaderProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (takeFocus && focusLost()) titleRef.current?.focus();
  }, [takeFocus]);
  return (
    <header className="qc-page-header">
      <div className="qc-page-header__main">
        {back}
        <h1 ref={titleRef} className="qc-page-title" tabIndex={takeFocus ? -1 : undefined}>
          {title}
        </h1>
        {description ? <p className="qc-muted qc-page-header__desc">{description}</p> : null}
      </div>
      {actions ? <div className="qc-page-header__actions">{actions}</div> : null}
    </header>
  );
}
