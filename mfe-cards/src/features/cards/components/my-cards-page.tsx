// My Cards (/cards): one tile per card of the signed-in patron.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { useItemFocus, type ItemFocusShape } from '@qcard/kit/ui/item-focus';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  cardsActions,
  selectCardList,
  selectCardListStatus,
  selectLiveNote,
} from '../store/cards-slice';
import { cardLabel } from '@qcard/kit/format/card-label';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { AddCardForm, cardOwnershipSaga } from '../../add-card/public';
import { CardTile } from './card-tile';
import './cards.css';
import { cardsSaga } from '../store/cards-saga';

/**
 * A removed card's tile takes focus with it: focus goes to the tile now in its place (or the last
 * one), which a screen reader names by its card, or to the empty list's Add a card when none is left.
 */
const CARD_TILES: ItemFocusShape<HTMLUListElement> = {
  items: (list) => list.children,
  target: (item) => item.querySelector<HTMLElement>('article'),
  revealTop: true,
};

/** Tiles as tall as a card's tile take their places while the list loads; screen readers hear the label. */
const SKELETON_TILES = 2;

function CardTilesSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="qc-visually-hidden" role="status">
        {label}
      </p>
      <ul className="qc-cards-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i}>
            <div className="qc-card qc-card-tile qc-card-tile--skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MyCardsPage() {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const cards = useAppSelector(selectCardList);
  const status = useAppSelector(selectCardListStatus);
  const live = useAppSelector(selectLiveNote);
  const sponsor = !!user?.sponsor;
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const emptyAddRef = useRef<HTMLButtonElement>(null);
  const tileFocus = useItemFocus(
    cards.map((c) => String(c.id)),
    CARD_TILES,
    emptyAddRef,
  );

  useEffect(() => {
    dispatch(cardsActions.listRequested(false));
  }, [dispatch]);

  const openAdd = () => {
    setAdded(null);
    setAdding(true);
  };
  // Closing the form gives the focus back to "Add a card", once it is enabled again (a disabled
  // button does not take it).
  const closing = useRef(false);
  const closeAdd = () => {
    closing.current = true;
    setAdding(false);
  };
  useEffect(() => {
    if (!closing.current || adding) return;
    closing.current = false;
    addButtonRef.current?.focus();
  }, [adding]);
  const addButton = (
    <button
      type="button"
      ref={addButtonRef}
      className="qc-btn"
      onClick={openAdd}
      aria-expanded={adding}
      aria-controls="add-card-panel"
      disabled={adding}
    >
      {t('addCard.open')}
    </button>
  );
  const refresh = (
    <>
      {sponsor ? null : addButton}
      <button
        type="button"
        className="qc-btn qc-btn--secondary"
        onClick={() => dispatch(cardsActions.listRequested(true))}
        disabled={status === 'loading' || sponsor}
      >
        {t('myCards.refresh')}
      </button>
    </>
  );
  const addPanel =
    adding && !sponsor ? (
      <section className="qc-card qc-add-card" id="add-card-panel" aria-labelledby="add-card-title">
        <h2 className="qc-section-title" id="add-card-title">
          {t('addCard.title')}
        </h2>
        <p className="qc-muted">{t('addCard.description')}</p>
        <AddCardForm
          onAdded={(card) => {
            setAdded(cardLabel(card));
            closeAdd();
          }}
          onCancel={closeAdd}
        />
      </section>
    ) : null;

  let body;
  if (sponsor) {
    body = (
      <EmptyState
        title={t('myCards.sponsorTitle')}
        action={
          <Link className="qc-btn" to="/company_mgmt">
            {t('myCards.sponsorLink')}
          </Link>
        }
      />
    );
  } else if ((status === 'loading' || status === 'idle') && cards.length === 0) {
    body = <CardTilesSkeleton label={t('myCards.loading')} />;
  } else if (status === 'error' && cards.length === 0) {
    body = (
      <EmptyState
        title={t('myCards.loadFailed')}
        action={
          <TryAgainButton onRetry={() => dispatch(cardsActions.listRequested(true))}>
            {t('tryAgain')}
          </TryAgainButton>
        }
      >
        {t('myCards.checkConnection')}
      </EmptyState>
    );
  } else if (status === 'loaded' && cards.length === 0) {
    // While the add form is open it is the page: the empty state under it only said again
    // what the form asks for.
    body = adding ? null : (
      <EmptyState
        title={t('myCards.empty')}
        action={
          <button type="button" ref={emptyAddRef} className="qc-btn" onClick={openAdd}>
            {t('addCard.open')}
          </button>
        }
      >
        {t('addCard.emptyHint')}
      </EmptyState>
    );
  } else {
    body = (
      <ul
        ref={tileFocus.containerRef}
        onFocus={tileFocus.onFocus}
        onBlur={tileFocus.onBlur}
        className="qc-cards-grid"
        aria-label={t('myCards.listLabel')}
        aria-busy={status === 'loading'}
      >
        {cards.map((c) => (
          <li key={c.id}>
            <CardTile card={c} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section>
      <PageHeader
        title={t('myCards.title')}
        description={t('myCards.description')}
        actions={refresh}
      />
      {added ? (
        <p className="qc-notice qc-notice--success" role="status" data-testid="card-added">
          {t('addCard.added', { card: added })}
        </p>
      ) : null}
      {/* Live status: polite, so it never interrupts what the rider is doing. */}
      <p className="qc-live-note" role="status" aria-live="polite" data-testid="live-note">
        {live
          ? t(`live.${live.kind}.${live.status === 'Honoured' ? 'done' : 'failed'}`, {
              orderId: live.orderId,
            })
          : ''}
      </p>
      {addPanel}
      {body}
    </section>
  );
}

export default MyCardsPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [cardsSaga, cardOwnershipSaga];
