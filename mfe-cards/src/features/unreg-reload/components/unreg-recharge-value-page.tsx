// /unreg-recharge-value: read-only serial, contract, presets, amount, review subtotal,
// CHECKOUT → the unregistered cart (/unreg-cart).
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link, Navigate } from '@qcard/runtime/navigation/router';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { RecordLoadFailed } from '@qcard/kit/ui/load-failed';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ReloadForm, useReloadToCart, type ReloadValues, reloadSaga } from '../../reload/public';
import { selectUnreg, unregActions } from '../store/unreg-slice';
import { ReloadCardSidePanel } from './reload-card-side-panel';
import { useAnonymousSerial } from './use-anonymous-serial';
import { unregSaga } from '../store/unreg-saga';
import { cardsSaga } from '../../cards/public';

const CART = '/unreg-cart';

export function UnregRechargeValuePage() {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const serial = useAnonymousSerial();
  const unreg = useAppSelector(selectUnreg);
  const toCart = useReloadToCart(CART);
  const card = unreg.card && unreg.card.serialNumber === serial ? unreg.card : null;

  // For each serial, once: load the card unless it is here or on its way. An effect event, so a
  // failed load is not asked again by the state change it causes (Start again does that).
  const loadCard = useEffectEvent((forSerial: string) => {
    if (!card && unreg.cardStatus !== 'loading') dispatch(unregActions.cardRequested(forSerial));
  });
  useEffect(() => {
    if (serial) loadCard(serial);
  }, [serial]);

  const initial: ReloadValues = useMemo(
    () => ({
      cardSerialNumber: serial ?? undefined,
      contractid: card && card.contracts.length === 1 ? String(card.contracts[0]?.id) : undefined,
    }),
    [serial, card],
  );

  if (!serial) return <Navigate to="/unreg-recharge" replace />;

  let body;
  if (card) {
    body = (
      <ReloadForm
        cards={[card]}
        lockedSerial={serial}
        initial={initial}
        sponsor={false}
        submitLabel={t('unreg.value.checkout')}
        {...toCart}
        aside={<ReloadCardSidePanel serial={serial} />}
      />
    );
  } else if (unreg.cardStatus === 'error') {
    // The connection or the server, not the session: the card is likely there, so Try again.
    body = (
      <RecordLoadFailed
        title={t('unreg.value.loadFailed')}
        onRetry={() => dispatch(unregActions.cardRequested(serial))}
        wayOut={
          <Link className="qc-btn qc-btn--secondary" to="/unreg-recharge">
            {t('unreg.value.startAgain')}
          </Link>
        }
      />
    );
  } else if (unreg.cardStatus === 'missing') {
    body = (
      <EmptyState
        title={t('unreg.value.loadFailed')}
        action={
          <Link className="qc-btn" to="/unreg-recharge">
            {t('unreg.value.startAgain')}
          </Link>
        }
      >
        {t('unreg.value.sessionEnded')}
      </EmptyState>
    );
  } else {
    body = <Spinner block label={t('card.loading')} />;
  }
  return (
    <section>
      <PageHeader title={t('unreg.value.title')} />
      {body}
    </section>
  );
}

export default UnregRechargeValuePage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [unregSaga, cardsSaga, reloadSaga];
