// Remove a card from the account, after a confirmation. The API refuses a
// card with an automatic reload, or a blocked one still holding value; its text says what to do.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { ConfirmDialog } from '@qcard/kit/ui/dialog';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cardOwnershipActions, selectRemoveCard } from '../store/card-ownership-slice';

export function RemoveCardButton({
  cardId,
  label,
  onRemoved,
}: {
  cardId: number;
  label: string;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectRemoveCard);
  const [confirming, setConfirming] = useState(false);
  const seqAtMount = useRef(step.seq);
  const mine = step.cardId === cardId;
  const onRemovedRef = useRef(onRemoved);
  onRemovedRef.current = onRemoved;

  useEffect(() => {
    if (mine && step.seq > seqAtMount.current) {
      seqAtMount.current = step.seq;
      onRemovedRef.current?.();
    }
  }, [mine, step.seq]);

  const removing = mine && step.status === 'submitting';
  return (
    <>
      <button
        type="button"
        className="qc-btn qc-btn--secondary"
        disabled={removing}
        aria-label={t('removeCard.buttonFor', { card: label })}
        onClick={() => setConfirming(true)}
      >
        {removing ? t('removeCard.removing') : t('removeCard.button')}
      </button>
      {mine && step.status === 'error' && step.error ? (
        <p className="qc-notice qc-notice--danger" role="alert" data-testid="remove-card-error">
          {step.error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('removeCard.title')}
        message={t('removeCard.message', { card: label })}
        yesLabel={t('removeCard.confirm')}
        noLabel={t('removeCard.keep')}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          dispatch(cardOwnershipActions.removeRequested(cardId));
        }}
      />
    </>
  );
}
