// Patron reload (/recharge/default, /recharge/individual; a sponsor's individual reload):
// card, contract, presets, amount, review, PROCEED TO CART.
import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { CardSerialField } from '@qcard/kit/forms/card-serial-field';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { useSession } from '@qcard/runtime/session/use-session';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { isUsableCard } from '@qcard/contracts/usable-card';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  cardsActions,
  selectCardList,
  selectCardListStatus,
  selectLookup,
  selectLookupStatus,
  type CardView,
} from '../../cards/public';
import { ReloadForm, type ReloadValues } from './reload-form';
import { useReloadToCart } from './use-reload-to-cart';
import '@qcard/kit/styles/forms.css';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';

const CART = '/user-cart';

function SerialLookup({ busy, onFind }: { busy: boolean; onFind: (serial: string) => void }) {
  const { t } = useTranslation('cards');
  // The kit's field, with the serial rule every other serial box uses: a serial typed as printed
  // ("3000 0000 01") is found, and a mistyped character gets the field's message instead of
  // vanishing into a shorter serial of some other card.
  return (
    <Form<{ serial?: string }>
      onSubmit={(v) => {
        if (v.serial) onFind(v.serial);
      }}
      render={({ handleSubmit }) => (
        <form
          className="qc-card qc-stack"
          aria-label={t('reload.findCard.label')}
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
        >
          <CardSerialField
            name="serial"
            label={t('reload.findCard.serial')}
            customError={t('unreg.digitsOnly')}
            hint={t('reload.findCard.hint')}
          />
          <div className="qc-form-actions">
            <SubmitButton
              blocked={busy}
              blockedReason={busy ? t('reload.findCard.finding') : undefined}
            >
              {t('reload.findCard.submit')}
            </SubmitButton>
            {busy ? <Spinner label={t('reload.findCard.finding')} /> : null}
          </div>
        </form>
      )}
    />
  );
}

export function PatronReloadPage() {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const sponsor = !!user?.sponsor;
  const list = useAppSelector(selectCardList);
  const listStatus = useAppSelector(selectCardListStatus);
  const lookup = useAppSelector(selectLookup);
  const lookupStatus = useAppSelector(selectLookupStatus);
  const toCart = useReloadToCart(CART);
  const cardId = useQueryId('cardId');
  const contractId = useQueryId('contractId');

  useEffect(() => {
    dispatch(cardsActions.listRequested(false));
  }, [dispatch]);

  // A rider is offered only the cards that can take value (the portal's one rule, isUsableCard);
  // a sponsor's card found by its serial is shown as found, with why it can not be reloaded.
  const usable = useMemo(() => list.filter((c) => isUsableCard(c)), [list]);
  const cards: CardView[] = useMemo(
    () => (sponsor ? (lookup ? [lookup] : []) : usable),
    [sponsor, lookup, usable],
  );

  const initial: ReloadValues = useMemo(() => {
    const card =
      cardId !== null ? cards.find((c) => c.id === cardId) : sponsor ? cards[0] : undefined;
    if (!card) return {};
    const contract =
      contractId !== null
        ? card.contracts.find((c) => c.id === contractId)
        : card.contracts.length === 1
          ? card.contracts[0]
          : undefined;
    return {
      cardSerialNumber: card.serialNumber,
      contractid: contract ? String(contract.id) : undefined,
    };
  }, [cards, cardId, contractId, sponsor]);

  let body;
  if (!sponsor && listStatus !== 'loaded' && list.length === 0) {
    body =
      listStatus === 'error' ? (
        <EmptyState
          title={t('myCards.loadFailed')}
          action={
            <TryAgainButton onRetry={() => dispatch(cardsActions.listRequested(true))}>
              {t('tryAgain')}
            </TryAgainButton>
          }
        />
      ) : (
        <Spinner block label={t('myCards.loading')} />
      );
  } else if (!sponsor && usable.length === 0) {
    body = (
      <EmptyState
        title={list.length === 0 ? t('reload.noCards') : t('reload.noUsableCards')}
        action={
          <Link className="qc-btn" to="/cards">
            {t('myCards.title')}
          </Link>
        }
      >
        {list.length === 0 ? null : t('reload.noUsableCardsHint')}
      </EmptyState>
    );
  } else {
    body = (
      <div className="qc-stack">
        {sponsor ? (
          <SerialLookup
            busy={lookupStatus === 'loading'}
            onFind={(s) => dispatch(cardsActions.lookupRequested(s))}
          />
        ) : null}
        {cards.length > 0 ? (
          <ReloadForm
            key={sponsor ? lookup?.id : 'patron'}
            cards={cards}
            initial={initial}
            sponsor={sponsor}
            submitLabel={t('reload.proceedToCart')}
            {...toCart}
          />
        ) : null}
      </div>
    );
  }
  return (
    <section>
      {/* A sponsor's reload waits in the cart like a rider's but is billed to the company, as the cart says. */}
      <PageHeader
        title={t('reload.title')}
        description={sponsor ? t('reload.sponsorDescription') : t('reload.description')}
      />
      {body}
    </section>
  );
}
