// 'Warning: Session Expiry' (SPEC section 4): No / Yes, focus on Yes. Escape means "continue":
// a rider who is there to press a key wants to stay signed in (WCAG 2.2.1, enough time to extend).
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { ModalDialog } from '@qcard/kit/ui/dialog';
import { idleActions } from './idle-actions';
import { useIdleWarning } from './idle-warning-state';

export function IdleWarningDialog() {
  const { t } = useTranslation('shell');
  const { open, minutes } = useIdleWarning();
  const dispatch = useDispatch();
  const yes = () => dispatch(idleActions.continued());
  const no = () => dispatch(idleActions.ended());
  return (
    <ModalDialog
      open={open}
      title={t('idle.title')}
      role="alertdialog"
      onClose={yes}
      initialFocus="[data-idle-yes]"
      actions={
        <>
          <button type="button" className="qc-btn qc-btn--secondary" onClick={no}>
            {t('idle.no')}
          </button>
          <button type="button" className="qc-btn" data-idle-yes="" onClick={yes}>
            {t('idle.yes')}
          </button>
        </>
      }
    >
      <p>{t('idle.text', { count: minutes })}</p>
    </ModalDialog>
  );
}
