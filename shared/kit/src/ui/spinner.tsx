import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import '../styles/ui.css';

/** Loading indicator with an accessible name; `block` centres it in its area. */
export function Spinner({ label, block }: { label?: string; block?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={block ? 'qc-spinner-block' : 'qc-spinner-inline'} role="status">
      <span className="qc-spinner" aria-hidden="true" />
      <span className="qc-visually-hidden">{label ?? t('ui.loading')}</span>
    </div>
  );
}
