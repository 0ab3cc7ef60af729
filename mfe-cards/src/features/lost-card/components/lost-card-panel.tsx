// Card Details' "Report lost or stolen" (docs/lost-card.md): a confirmation that says the
// block is at once and for good, then the choice of a replacement among the holder's other usable
// cards, then what moved. A blocked card still holding value offers "Move its value" until it has
// been moved. Riders act on their own cards, sponsors on their company's (the saga picks the call).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { formatMoney } from '@qcard/kit/format/money';
import { ModalDialog } from '@qcard/kit/ui/dialog';
import { Spinner } from '@qcard/kit/ui/spinner';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CardView } from '../../cards/public';
import { AddCardForm } from '../../add-card/public';
import { cardLabel } from '@qcard/kit/format/card-label';
import type { Holder } from '../api/lost-card-api';
import { lostCardActions, selectLostCard } from '../store/lost-card-slice';
import '@qcard/kit/styles/forms.css';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import './lost-card.css';

/** Value a blocked card still holds: a balance or an autoload that has not been moved yet. */
export function holdsValue(card: CardView): boolean {
  return card.contracts.some((c) => c.unitsLeft > 0 || c.subscriptionInfo?.state === 'Active');
}

function ReplacementChooser({ holder, card }: { holder: Holder; card: CardView }) {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectLostCard);
  const [chosen, setChosen] = useState<number | null>(null);
  const [serial, setSerial] = useState('');
  const [adding, setAdding] = useState(false);
  // Where the focus goes when the add form closes: back to its button, or to the card it added
  // once that card's choice is drawn (the list is asked for again).
  const focusAfterAdd = useRef<'opener' | number | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const addOpenerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const wanted = focusAfterAdd.current;
    if (wanted === null || adding) return;
    const target =
      wanted === 'opener'
        ? addOpenerRef.current
        : sectionRef.current?.querySelector<HTMLInputElement>(
            `input[name="replacement"][value="${wanted}"]`,
          );
    if (!target) return;
    target.focus();
    focusAfterAdd.current = null;
  }, [adding, flow.options]);
  useEffect(() => {
    if (flow.optionsStatus === 'idle')
      dispatch(lostCardActions.optionsRequested(holder, card.id, ''));
  }, [dispatch, flow.optionsStatus, holder, card.id]);
  const moving = flow.step === 'moving';
  const options = flow.options ?? [];
  const reason = chosen === null ? t('lostCard.chooseFirst') : null;
  return (
    <section
      ref={sectionRef}
      className="qc-card qc-lost-card"
      aria-labelledby="lost-card-choose-title"
      data-testid="lost-card-chooser"
    >
      <h2 id="lost-card-choose-title">
        {t('lostCard.chooseTitle', { serial: card.serialNumber })}
      </h2>
      <p>{t('lostCard.chooseIntro')}</p>
      {holder === 'sponsor' ? (
        <div className="qc-lost-card__search">
          <label className="qc-field__label" htmlFor="lost-card-serial">
            {t('lostCard.searchSerial')}
          </label>
          <input
            id="lost-card-serial"
            className="qc-input"
            inputMode="numeric"
            value={serial}
            onChange={(e) => setSerial(e.target.value.replace(/\D/g, ''))}
          />
          <button
            type="button"
            className="qc-btn qc-btn--secondary"
            onClick={() => dispatch(lostCardActions.optionsRequested(holder, card.id, serial))}
          >
            {t('lostCard.search')}
          </button>
        </div>
      ) : null}
      {flow.optionsStatus === 'loading' ? <Spinner label={t('lostCard.loadingCards')} /> : null}
      {flow.optionsStatus === 'error' ? (
        <p role="alert">
          {t('lostCard.cardsFailed')}{' '}
          <TryAgainButton
            variant="link"
            onRetry={() => dispatch(lostCardActions.optionsRequested(holder, card.id, serial))}
          />
        </p>
      ) : null}
      {flow.optionsStatus === 'loaded' && options.length === 0 ? (
        <p>{t('lostCard.noOtherCard')}</p>
      ) : null}
      {options.length > 0 ? (
        <fieldset className="qc-lost-card__options">
          <legend>{t('lostCard.replacement')}</legend>
          {options.map((o) => (
            <label key={o.id} className="qc-lost-card__option">
              <input
                type="radio"
                name="replacement"
                value={o.id}
                checked={chosen === o.id}
                onChange={() => setChosen(o.id)}
              />
              {o.nickname ? cardLabel(o) : t('lostCard.cardName', { serial: o.serialNumber })}
            </label>
          ))}
        </fieldset>
      ) : null}
      {holder === 'rider' && !moving ? (
        adding ? (
          <div className="qc-lost-card__add" data-testid="lost-card-add">
            <h3>{t('lostCard.addTitle')}</h3>
            <AddCardForm
              onAdded={(added) => {
                // The new card joins the choices and is the one chosen: the rider added it for this.
                focusAfterAdd.current = added.id;
                setAdding(false);
                setChosen(added.id);
                dispatch(lostCardActions.optionsRequested(holder, card.id, ''));
              }}
              onCancel={() => {
                focusAfterAdd.current = 'opener';
                setAdding(false);
              }}
            />
          </div>
        ) : (
          <button
            type="button"
            ref={addOpenerRef}
            className="qc-btn qc-btn--secondary"
            onClick={() => setAdding(true)}
          >
            {t('lostCard.addBySerial')}
          </button>
        )
      ) : null}
      <div className="qc-contract-actions">
        <button
          type="button"
          className="qc-btn"
          disabled={chosen === null || moving}
          aria-describedby={reason ? 'lost-card-choose-why' : undefined}
          onClick={() =>
            chosen !== null && dispatch(lostCardActions.transferRequested(holder, card.id, chosen))
          }
        >
          {moving ? t('lostCard.moving') : t('lostCard.move')}
        </button>
        <button
          type="button"
          className="qc-btn qc-btn--secondary"
          onClick={() => dispatch(lostCardActions.cancelled())}
          disabled={moving}
        >
          {t('lostCard.later')}
        </button>
      </div>
      {reason ? (
        <p className="qc-reason" id="lost-card-choose-why">
          {reason}
        </p>
      ) : null}
    </section>
  );
}

export function LostCardPanel({ card, holder }: { card: CardView; holder: Holder }) {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectLostCard);
  const [reason, setReason] = useState<'Lost' | 'Stolen'>('Lost');
  const mine = flow.cardId === card.id;
  const blocked = card.status === 'Blocked';

  if (mine && flow.step === 'done' && flow.result) {
    const moved = flow.result.moved;
    const replacement = flow.result.replacementSerialNumber ?? '';
    return (
      <section
        className="qc-card qc-lost-card"
        aria-labelledby="lost-card-done-title"
        data-testid="lost-card-result"
        role="status"
      >
        <h2 id="lost-card-done-title">{t('lostCard.doneTitle')}</h2>
        <p>{t('lostCard.doneText', { serial: card.serialNumber, replacement })}</p>
        {moved ? (
          <ul>
            <li>
              {t('lostCard.movedValue', { amount: formatMoney(moved.cents) })}
              {/* Where each balance went: a fare type's stored value lands in the replacement's own product. */}
              {moved.values.length > 0 ? (
                <ul data-testid="lost-card-moved-values">
                  {moved.values.map((v, i) => (
                    <li key={i}>
                      {t('lostCard.movedLine', {
                        amount: formatMoney(v.cents),
                        from: v.fromProduct,
                        to: v.toProduct,
                        serial: replacement,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
            <li>{t('lostCard.movedReloads', { count: moved.reloads })}</li>
            <li>{t('lostCard.movedSubscriptions', { count: moved.subscriptions })}</li>
          </ul>
        ) : null}
        {flow.result.transferredToCardId !== null ? (
          <Link
            className="qc-btn"
            to={`/home/mycard-details?cardId=${flow.result.transferredToCardId}`}
          >
            {t('lostCard.openReplacement')}
          </Link>
        ) : null}
      </section>
    );
  }
  if (mine && (flow.step === 'choose' || flow.step === 'moving'))
    return <ReplacementChooser holder={holder} card={card} />;
  if (blocked) {
    return (
      <section className="qc-card qc-lost-card" aria-label={t('lostCard.blockedTitle')}>
        <p>{t('lostCard.blockedText')}</p>
        {holdsValue(card) ? (
          <button
            type="button"
            className="qc-btn"
            onClick={() => dispatch(lostCardActions.moveOpened(card.id))}
          >
            {t('lostCard.moveValue')}
          </button>
        ) : null}
      </section>
    );
  }
  const busy = mine && flow.step === 'blocking';
  return (
    <>
      <div className="qc-form-actions">
        <button
          type="button"
          className="qc-btn qc-btn--danger"
          onClick={() => dispatch(lostCardActions.reportOpened(card.id))}
        >
          {t('lostCard.report')}
        </button>
      </div>
      <ModalDialog
        open={mine && (flow.step === 'confirm' || busy)}
        role="alertdialog"
        title={t('lostCard.confirmTitle', { serial: card.serialNumber })}
        onClose={() => dispatch(lostCardActions.cancelled())}
        actions={
          <>
            <button
              type="button"
              className="qc-btn qc-btn--danger"
              disabled={busy}
              onClick={() => dispatch(lostCardActions.blockRequested(holder, card.id, reason))}
            >
              {busy ? t('lostCard.blocking') : t('lostCard.confirmBlock')}
            </button>
            <button
              type="button"
              className="qc-btn qc-btn--secondary"
              disabled={busy}
              onClick={() => dispatch(lostCardActions.cancelled())}
            >
              {t('lostCard.cancel')}
            </button>
          </>
        }
      >
        <p>{t('lostCard.confirmText')}</p>
        <fieldset className="qc-lost-card__options">
          <legend>{t('lostCard.reason')}</legend>
          <label className="qc-lost-card__option">
            <input
              type="radio"
              name="lost-reason"
              checked={reason === 'Lost'}
              onChange={() => setReason('Lost')}
            />
            {t('lostCard.reasonLost')}
          </label>
          <label className="qc-lost-card__option">
            <input
              type="radio"
              name="lost-reason"
              checked={reason === 'Stolen'}
              onChange={() => setReason('Stolen')}
            />
            {t('lostCard.reasonStolen')}
          </label>
        </fieldset>
      </ModalDialog>
    </>
  );
}
