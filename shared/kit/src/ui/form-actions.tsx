// A form's buttons and, under them, why the main one is disabled: a polite live text that the
// button names as its description (aria-describedby={reasonId}). The remote keeps its layout classes.
import type { ReactNode } from 'react';

export interface FormActionsProps {
  reasonId: string;
  /** Empty when nothing blocks the form. */
  reason: ReactNode;
  /** Class of the button row. */
  className: string;
  reasonClassName: string;
  children: ReactNode;
}

export function FormActions({
  reasonId,
  reason,
  className,
  reasonClassName,
  children,
}: FormActionsProps) {
  return (
    <div>
      <div className={className}>{children}</div>
      <p id={reasonId} className={reasonClassName} aria-live="polite">
        {reason}
      </p>
    </div>
  );
}
