// Add a card to the account by its serial and the security code printed on it.
// onAdded gets the card as /card lists it, once, when the API has added it; the lost-card flow
// reuses this form to add a replacement. It opens with the focus in its serial field.
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { TextField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { CardSerialField } from '@qcard/kit/forms/card-serial-field';
import { digitsOnly } from '@qcard/kit/forms/input-formats';
import { Spinner } from '@qcard/kit/ui/spinner';
import type { CardView } from '../../cards/public';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cardOwnershipActions, selectAddCard } from '../store/card-ownership-slice';

interface Values {
  cardSerialNo?: string;
  securityCode?: string;
}

export interface AddCardFormProps {
  onAdded: (card: CardView) => void;
  /** A Cancel button next to Add (the form is shown in a panel). */
  onCancel?: () => void;
}

export function AddCardForm({ onAdded, onCancel }: AddCardFormProps) {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const add = useAppSelector(selectAddCard);
  const seqAtMount = useRef(add.seq);
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;

  useEffect(() => {
    dispatch(cardOwnershipActions.reset('add'));
  }, [dispatch]);
  // Both screens open the form from a button that it replaces or disables: the serial field
  // takes the focus, or it would fall to the page and a keyboard user start again from the top.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (add.seq > seqAtMount.current && add.card) {
      seqAtMount.current = add.seq;
      onAddedRef.current(add.card);
    }
  }, [add.seq, add.card]);

  const submitting = add.status === 'submitting';
  return (
    <Form<Values>
      onSubmit={(v) => {
        dispatch(cardOwnershipActions.addRequested(v.cardSerialNo ?? '', v.securityCode ?? ''));
      }}
      render={({ handleSubmit }) => (
        <form
          ref={formRef}
          className="qc-stack"
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          aria-label={t('addCard.formLabel')}
          data-testid="add-card-form"
        >
          <CardSerialField
            name="cardSerialNo"
            label={t('addCard.serial')}
            customError={t('unreg.digitsOnly')}
            hint={t('addCard.serialHint')}
          />
          <TextField
            name="securityCode"
            label={t('addCard.code')}
            required
            inputMode="numeric"
            autoComplete="off"
            parse={(s) => digitsOnly(s, 6)}
            minLength={6}
            maxLength={6}
            pattern="^[0-9]{6}$"
            hint={t('addCard.codeHint')}
          />
          {add.status === 'error' && add.error ? (
            <p className="qc-notice qc-notice--danger" role="alert" data-testid="add-card-error">
              {add.error}
            </p>
          ) : null}
          <div className="qc-form-actions">
            <SubmitButton
              blocked={submitting}
              blockedReason={submitting ? t('addCard.adding') : undefined}
            >
              {t('addCard.submit')}
            </SubmitButton>
            {onCancel ? (
              <button type="button" className="qc-btn qc-btn--secondary" onClick={onCancel}>
                {t('addCard.cancel')}
              </button>
            ) : null}
            {submitting ? <Spinner label={t('addCard.adding')} /> : null}
          </div>
        </form>
      )}
    />
  );
}
