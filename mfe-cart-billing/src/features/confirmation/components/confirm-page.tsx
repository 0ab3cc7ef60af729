// Order confirmation (/confirm-order, /user-confirm-order): 'Order Success', the order number,
// the 2-4 business working days estimate and the support contact. Showing it clears the cart.
// Signed in, the number is the API's answer, not the address's: the page asks for the order as
// the order detail page does (scoped to the caller), so another company's or an unknown order
// number shows "not found" instead of being called yours. A guest's order
// can not be read back, so the guest page shows the number it was sent to.
import { useEffect } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { textWithElements } from '@qcard/kit/i18n/text-with-elements';
import { Link } from '@qcard/runtime/navigation/router';
import { bus } from '@qcard/runtime/bus/event-bus';
import { supportEmail } from '@qcard/kit/config/support-email';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { Spinner } from '@qcard/kit/ui/spinner';
import { RecordLoadFailed } from '@qcard/kit/ui/load-failed';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cartActions, cartSaga } from '../../cart/public';
import {
  ordersActions,
  selectOrderDetail,
  selectOrderDetailState,
  ordersSaga,
} from '../../orders/public';
import '../../cart/components/cart-billing.css';

export function ConfirmPage({ variant }: { variant: 'user' | 'unreg' }) {
  const { t } = useTranslation('cartBilling');
  const dispatch = useAppDispatch();
  const orderId = useQueryId('orderId');
  const support = supportEmail();
  const order = useAppSelector(selectOrderDetail);
  const state = useAppSelector(selectOrderDetailState);
  const asksApi = variant === 'user' && orderId !== null;
  const confirmed = orderId !== null && (!asksApi || order?.orderId === orderId);

  useEffect(() => {
    if (asksApi) dispatch(ordersActions.detailRequested(orderId));
  }, [dispatch, asksApi, orderId]);

  useEffect(() => {
    if (!confirmed) return;
    dispatch(cartActions.cleared());
    bus.emit('cart/changed', { count: 0 });
  }, [dispatch, confirmed]);

  if (orderId === null) {
    return (
      <section className="cb-page">
        <PageHeader title={t('confirm.title.none')} />
        <EmptyState
          title={t('confirm.none')}
          action={
            <Link className="qc-btn" to={variant === 'user' ? '/order' : '/'}>
              {variant === 'user' ? t('action.orderHistory') : t('action.home')}
            </Link>
          }
        >
          {t('confirm.none.text')}
        </EmptyState>
      </section>
    );
  }
  if (!confirmed) {
    const history = (
      <Link className="qc-btn" to="/order">
        {t('action.orderHistory')}
      </Link>
    );
    return (
      <section className="cb-page">
        <PageHeader title={t('confirm.title.none')} />
        {state === 'missing' ? (
          <EmptyState title={t('detail.notFound')} action={history} />
        ) : state === 'error' ? (
          <RecordLoadFailed
            title={t('detail.loadFailed')}
            onRetry={() => dispatch(ordersActions.detailRequested(orderId))}
            wayOut={history}
          />
        ) : (
          <Spinner block label={t('detail.loading')} />
        )}
      </section>
    );
  }
  return (
    <section className="cb-page">
      <PageHeader title={t('confirm.title')} />
      <div className="qc-card cb-confirm" role="status">
        <p>{t('confirm.thanks')}</p>
        <p>
          {t('order.number')}{' '}
          <span className="cb-confirm__number" data-testid="order-number">
            {orderId}
          </span>
        </p>
        <p>{t('confirm.processing')}</p>
        <p>
          {textWithElements(t('confirm.contact', { support }), {
            mail: <a href={`mailto:${support}`} />,
          })}
        </p>
        <div className="cb-actions">
          {variant === 'user' ? (
            <>
              <Link className="qc-btn qc-btn--secondary" to={`/order-detail?orderId=${orderId}`}>
                {t('confirm.viewOrder')}
              </Link>
              <Link className="qc-btn" to="/order">
                {t('action.orderHistory')}
              </Link>
            </>
          ) : (
            <Link className="qc-btn" to="/">
              {t('action.home')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

export default ConfirmPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [cartSaga, ordersSaga];
