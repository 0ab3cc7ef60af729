// Back: to the previous page when there is one in this tab, else to a sensible parent.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useNavigate } from '@qcard/runtime/navigation/router';

export function BackButton({ fallback, label }: { fallback: string; label?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="qc-btn qc-btn--secondary"
      onClick={() => {
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) void navigate(-1);
        else void navigate(fallback);
      }}
    >
      {label ?? t('ui.back')}
    </button>
  );
}
