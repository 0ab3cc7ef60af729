// Side panel of the unregistered reload: RELOAD CARD NO. + serial, and BACK HOME (clears
// alerts, revokes and forgets the unregistered token, goes to /).
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { useAppDispatch } from '../../../app/hooks';
import { unregActions } from '../store/unreg-slice';

export function ReloadCardSidePanel({ serial }: { serial: string }) {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <aside className="qc-card" aria-labelledby="reload-card-no">
      <h2 className="qc-section-title" id="reload-card-no">
        {t('unreg.sidePanel.title')}
      </h2>
      <p className="qc-side-panel__serial" data-testid="side-panel-serial">
        {serial}
      </p>
      <button
        type="button"
        className="qc-btn qc-btn--secondary"
        onClick={() => {
          dispatch(unregActions.cleared());
          void navigate('/');
        }}
      >
        {t('unreg.sidePanel.backHome')}
      </button>
    </aside>
  );
}
