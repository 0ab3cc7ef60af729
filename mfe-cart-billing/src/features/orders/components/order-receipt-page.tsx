// A printable receipt per order (/order-receipt?orderId=…): the authority, the
// order number, date, status, items, total and, for a patron, the card's brand and last four
// (never the number). Print CSS shows only the receipt; the Print button opens the browser's dialog.
import { useEffect } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { RecordLoadFailed } from '@qcard/kit/ui/load-failed';
import { formatMoney } from '@qcard/kit/format/money';
import { formatDateTime } from '@qcard/kit/format/date-time';
import { configValue } from '@qcard/runtime/config/config-store';
import { supportEmail } from '@qcard/kit/config/support-email';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { orderStatusText } from '@qcard/contracts/format/order-status';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ordersActions, selectOrderDetail, selectOrderDetailState } from '../store/orders-slice';
import './order-receipt.css';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import { ordersSaga } from '../store/orders-saga';

/**
 * Orders whose reloads are still on their way: their receipt gives the confirmation page's
 * estimate. A completed, cancelled or rejected order's receipt promises nothing.
 */
const STILL_PROCESSING: ReadonlySet<string> = new Set(['ProcessingOrder', 'PaymentPending']);

export function OrderReceiptPage() {
  const { t } = useTranslation('cartBilling');
  const dispatch = useAppDispatch();
  const orderId = useQueryId('orderId');
  const order = useAppSelector(selectOrderDetail);
  const state = useAppSelector(selectOrderDetailState);
  const { user } = useSession();
  const sponsor = !!user?.sponsor;
  const zone = configValue('Time_Zone', 'Time_Zone') ?? 'America/New_York';
  const support = supportEmail();

  useEffect(() => {
    if (orderId !== null) dispatch(ordersActions.detailRequested(orderId));
  }, [dispatch, orderId]);

  const shown = order && orderId !== null && order.orderId === orderId ? order : null;
  const history = (
    <Link className="qc-btn" to="/order">
      {t('action.orderHistory')}
    </Link>
  );
  if (orderId === null || (!shown && state === 'missing')) {
    return (
      <section className="cb-page">
        <PageHeader title={t('receipt.title')} />
        <EmptyState
          title={orderId === null ? t('detail.none') : t('detail.notFound')}
          action={history}
        />
      </section>
    );
  }
  if (!shown && state === 'error') {
    return (
      <section className="cb-page">
        <PageHeader title={t('receipt.title')} />
        <RecordLoadFailed
          title={t('detail.loadFailed')}
          onRetry={() => dispatch(ordersActions.detailRequested(orderId))}
          wayOut={
            <Link className="qc-btn qc-btn--secondary" to="/order">
              {t('action.orderHistory')}
            </Link>
          }
        />
      </section>
    );
  }
  if (!shown) {
    return (
      <section className="cb-page">
        <PageHeader title={t('receipt.title')} />
        <Spinner block label={t('detail.loading')} />
      </section>
    );
  }
  return (
    <section className="cb-page">
      <PageHeader
        title={t('receipt.title')}
        actions={
          <div className="cb-receipt__actions">
            <Link
              className="qc-btn qc-btn--secondary"
              to={`/order-detail?orderId=${shown.orderId}`}
            >
              {t('receipt.back')}
            </Link>
            <button type="button" className="qc-btn" onClick={() => window.print()}>
              {t('receipt.print')}
            </button>
          </div>
        }
      />
      <article className="cb-receipt" aria-labelledby="receipt-heading" data-testid="receipt">
        <header className="cb-receipt__head">
          <p className="cb-receipt__authority">{t('receipt.authority')}</p>
          <p className="cb-receipt__address">{t('receipt.address')}</p>
          <h2 id="receipt-heading">{t('receipt.heading', { orderId: shown.orderId })}</h2>
        </header>
        <dl className="cb-receipt__facts">
          <dt>{t('order.number')}</dt>
          <dd>{shown.orderId}</dd>
          <dt>{t('order.date')}</dt>
          <dd>{formatDateTime(shown.creationDate, zone)}</dd>
          <dt>{t('order.status')}</dt>
          <dd>{orderStatusText(shown.status, textsIn())}</dd>
          <dt>{t('order.paymentType')}</dt>
          <dd>{shown.methodOfPayment ?? ''}</dd>
          {!sponsor && shown.paymentDescription ? (
            <>
              <dt>{t('order.paymentInformation')}</dt>
              <dd>{shown.paymentDescription}</dd>
            </>
          ) : null}
          {!sponsor && shown.authorizationId ? (
            <>
              <dt>{t('order.authorizationCode')}</dt>
              <dd>{shown.authorizationId}</dd>
            </>
          ) : null}
        </dl>
        <table className="cb-receipt__items">
          <caption className="qc-visually-hidden">{t('detail.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.column.description')}</th>
              <th scope="col">{t('detail.column.itemStatus')}</th>
              <th scope="col" className="cb-receipt__money">
                {t('detail.column.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.orderItems.map((i, n) => (
              <tr key={n}>
                <td>{i.description}</td>
                <td>{orderStatusText(i.status, textsIn())}</td>
                <td className="cb-receipt__money">{formatMoney(i.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('receipt.total')}
              </th>
              <td className="cb-receipt__money" data-testid="receipt-total">
                {formatMoney(shown.price)}
              </td>
            </tr>
          </tfoot>
        </table>
        {STILL_PROCESSING.has(shown.status) ? (
          <p className="cb-receipt__note">{t('receipt.processing')}</p>
        ) : null}
        <p className="cb-receipt__note">
          {t('receipt.contact', { support, orderId: shown.orderId })}
        </p>
      </article>
    </section>
  );
}

export default OrderReceiptPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [ordersSaga];
