// Help icon with a tooltip ('Minimum: $x Maximum: $y'); focusable, Escape hides it (WCAG 1.4.13).
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { i18n } from '@qcard/runtime/i18n/i18n';
import { formatMoney } from '@qcard/kit/format/money';
import '../styles/forms.css';

export interface HelpTipProps {
  /** Accessible name of the icon button, e.g. "Help for Threshold Amount". */
  label: string;
  children?: ReactNode;
  /** Range in cents (money) or plain numbers (money=false). */
  min?: number;
  max?: number;
  money?: boolean;
}

/** "Minimum: $5.00 Maximum: $50.00" (or plain numbers), in the page's language. */
export function rangeHelpText(min: number, max: number, money = true): string {
  const f = (n: number) => (money ? formatMoney(n) : String(n));
  return i18n.t('common:form.helpRange', { min: f(min), max: f(max) });
}

export function HelpTip({ label, children, min, max, money = true }: HelpTipProps) {
  // Renders again in a new language (rangeHelpText reads it).
  useTranslation('common');
  const tipId = `qc-tip${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useState(false);
  const text =
    children ?? (min !== undefined && max !== undefined ? rangeHelpText(min, max, money) : null);
  return (
    <span
      className="qc-help"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="qc-help__icon"
        aria-label={label}
        aria-describedby={tipId}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        ?
      </button>
      <span
        id={tipId}
        role="tooltip"
        className={`qc-help__tip${open ? ' qc-help__tip--open' : ''}`}
      >
        {text}
      </span>
    </span>
  );
}
