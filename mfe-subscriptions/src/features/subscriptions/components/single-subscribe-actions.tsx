// The buttons of /single-subscribe: in manage mode UPDATE SUBSCRIPTION, UPDATE PAYMENT (riders
// only), cancel and a way to choose another; in add mode PROCEED TO PAYMENT; always the way back.
// The page decides when each is usable.
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';

export interface SingleSubscribeActionsProps {
  manage: boolean;
  sponsor: boolean;
  updateBlocked: boolean;
  /** Why UPDATE SUBSCRIPTION waits, when only a change would enable it. */
  unchanged: string | undefined;
  paymentDisabled: boolean | undefined;
  cancelDisabled: boolean;
  proceedBlocked: boolean;
  /** The page's reason for a disabled submit button, when it has one. */
  describedBy: string | undefined;
  onUpdatePayment: () => void;
  onCancel: () => void;
}

export function SingleSubscribeActions({
  manage,
  sponsor,
  updateBlocked,
  unchanged,
  paymentDisabled,
  cancelDisabled,
  proceedBlocked,
  describedBy,
  onUpdatePayment,
  onCancel,
}: SingleSubscribeActionsProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <div className="qc-form-actions qc-row">
      {manage ? (
        <>
          <SubmitButton
            blocked={updateBlocked}
            blockedReason={unchanged}
            aria-describedby={describedBy}
          >
            {t('single.update')}
          </SubmitButton>
          {!sponsor ? (
            <button
              type="button"
              className="qc-btn qc-btn--secondary"
              disabled={paymentDisabled}
              onClick={onUpdatePayment}
            >
              {t('single.updatePayment')}
            </button>
          ) : null}
          <button
            type="button"
            className="qc-btn qc-btn--danger"
            disabled={cancelDisabled}
            onClick={onCancel}
          >
            {t('single.cancel')}
          </button>
        </>
      ) : (
        <SubmitButton blocked={proceedBlocked} aria-describedby={describedBy}>
          {t('single.proceed')}
        </SubmitButton>
      )}
      {manage ? (
        <Link className="qc-btn qc-btn--link" to="/single-subscribe" state={{ picked: true }}>
          {t('single.chooseAnother')}
        </Link>
      ) : null}
      <Link className="qc-btn qc-btn--link" to="/subscribe/default">
        {t('single.back')}
      </Link>
    </div>
  );
}
