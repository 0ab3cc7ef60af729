// Name a card: a button opens a one-field form in place; Save sends it, an
// empty name clears it. The API cleans the name and refuses one the rider already uses.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { cleanName, isNothingTyped } from '@qcard/contracts/validation/clean-text';
import { fieldText } from '@qcard/contracts/validation/rule-engine';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cardOwnershipActions, selectNickname } from '../store/card-ownership-slice';
import '@qcard/kit/styles/forms.css';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

const NICKNAME_MAX = 30;

export function CardNicknameForm({
  cardId,
  nickname,
  serial,
}: {
  cardId: number;
  nickname: string | null;
  serial: string;
}) {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectNickname);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(nickname ?? '');
  // Focus goes back to the Name/Rename button once it is on the page again.
  const [refocus, setRefocus] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const seqAtOpen = useRef(step.seq);
  const id = `qc-nick${useId().replace(/:/g, '')}`;
  const mine = step.cardId === cardId;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    setRefocus(true);
  };
  useEffect(() => {
    if (open && mine && step.seq > seqAtOpen.current) close();
  }, [open, mine, step.seq]);
  useEffect(() => {
    if (!open && refocus) {
      openerRef.current?.focus();
      setRefocus(false);
    }
  }, [open, refocus]);

  if (!open) {
    return (
      <button
        type="button"
        ref={openerRef}
        className="qc-btn qc-btn--secondary"
        aria-label={t(nickname ? 'nickname.renameFor' : 'nickname.nameFor', { serial })}
        onClick={() => {
          seqAtOpen.current = step.seq;
          setValue(nickname ?? '');
          dispatch(cardOwnershipActions.reset('nickname'));
          setOpen(true);
        }}
      >
        {t(nickname ? 'nickname.rename' : 'nickname.name')}
      </button>
    );
  }
  const saving = mine && step.status === 'submitting';
  // Judged on the name as the API will store it (the shared cleaner): something typed that leaves
  // nothing visible, such as zero-width characters, is refused there as blank, so it is here.
  const cleaned = cleanName(value);
  const tooLong = [...cleaned].length > NICKNAME_MAX;
  const invisible = cleaned === '' && !isNothingTyped(value);
  const refused = tooLong || invisible;
  const hint = tooLong
    ? t('nickname.tooLong', { max: NICKNAME_MAX })
    : invisible
      ? fieldText('FIELD_BLANK', [t('nickname.label')], PAGE_RULES)
      : t('nickname.hint', { max: NICKNAME_MAX });
  return (
    <form
      className="qc-stack qc-nickname-form"
      noValidate
      aria-label={t('nickname.formLabel', { serial })}
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving && !refused) dispatch(cardOwnershipActions.nicknameRequested(cardId, value));
      }}
    >
      <div className="qc-field">
        <label className="qc-field__label" htmlFor={id}>
          {t('nickname.label')}
        </label>
        <input
          id={id}
          ref={inputRef}
          className="qc-input"
          value={value}
          maxLength={NICKNAME_MAX + 10}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          aria-invalid={refused || (mine && step.status === 'error')}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        />
        <div className="qc-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      </div>
      {mine && step.status === 'error' && step.error ? (
        <p className="qc-notice qc-notice--danger" role="alert" data-testid="nickname-error">
          {step.error}
        </p>
      ) : null}
      <div className="qc-form-actions">
        <button
          type="submit"
          className="qc-btn"
          disabled={saving || refused}
          aria-describedby={`${id}-hint`}
        >
          {saving ? t('nickname.saving') : t('nickname.save')}
        </button>
        <button type="button" className="qc-btn qc-btn--secondary" onClick={close}>
          {t('nickname.cancel')}
        </button>
      </div>
    </form>
  );
}
