// 'Warning: Session Expiry' (SPEC section 4): No / Yes, focus on Yes. Escape means "continue":
// a rider who is there to press a key wants to stay signed in (WCAG 2.2.1, enough time to extend).
import { useDispatch } from 'react-redux';
import { ModalDialog } from '@qcard/shared/ui/dialog';
import { idleActions } from './idle-saga';
import { warningText } from './idle-settings';
import { useIdleWarning } from './idle-warning-state';

export const IDLE_WARNING_TITLE = 'Warning: Session Expiry';

export function IdleWarningDialog() {
  const { open, minutes } = useIdleWarning();
  const dispatch = useDispatch();
  const yes = () => dispatch(idleActions.continued());
  const no = () => dispatch(idleActions.ended());
  return (
    <ModalDialog
      open={open}
      title={IDLE_WARNING_TITLE}
      role="alertdialog"
      onClose={yes}
      initialFocus="[data-idle-yes]"
      actions={
        <>
          <button type="button" className="qc-btn qc-btn--secondary" onClick={no}>
            No
          </button>
          <button type="button" className="qc-btn" data-idle-yes="" onClick={yes}>
            Yes
          </button>
        </>
      }
    >
      <p>{warningText(minutes)}</p>
    </ModalDialog>
  );
}
