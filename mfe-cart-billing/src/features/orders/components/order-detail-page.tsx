// Order detail (/order-detail?orderId=…): number, date, amount, status, payment type; for
// non-sponsors also authorization code, transaction id and payment information; the items.
import { useEffect } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link, useNavigate } from '@qcard/runtime/navigation/router';
import type { OrderItem } from '@qcard/contracts/domain';
import { useSession } from '@qcard/runtime/session/use-session';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { CsvExport } from '@qcard/kit/ui/csv-export';
import { exportBulkReload } from '../api/orders-api';
import { Spinner } from '@qcard/kit/ui/spinner';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { RecordLoadFailed } from '@qcard/kit/ui/load-failed';
import { DefinitionList } from '@qcard/kit/ui/definition-list';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { moneyColumn } from '@qcard/kit/table/money-column';
import { formatMoney } from '@qcard/kit/format/money';
import { formatDateTime } from '@qcard/kit/format/date-time';
import { configValue } from '@qcard/runtime/config/config-store';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ordersActions, selectOrderDetail, selectOrderDetailState } from '../store/orders-slice';
import { orderStatusText } from '@qcard/contracts/format/order-status';
import '../../cart/components/cart-billing.css';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import { ordersSaga } from '../store/orders-saga';

type ItemRow = OrderItem & { key: string };

export function OrderDetailPage() {
  const { t } = useTranslation('cartBilling');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const orderId = useQueryId('orderId');
  const order = useAppSelector(selectOrderDetail);
  const state = useAppSelector(selectOrderDetailState);
  const { user } = useSession();
  const sponsor = !!user?.sponsor;
  const zone = configValue('Time_Zone', 'Time_Zone') ?? 'America/New_York';

  useEffect(() => {
    if (orderId !== null) dispatch(ordersActions.detailRequested(orderId));
  }, [dispatch, orderId]);

  const back = (
    <button
      type="button"
      className="qc-btn qc-btn--secondary"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/order'))}
    >
      {t('detail.back')}
    </button>
  );

  if (orderId === null) {
    return (
      <section className="cb-page">
        <PageHeader title={t('detail.title')} actions={back} />
        <EmptyState
          title={t('detail.none')}
          action={
            <Link className="qc-btn" to="/order">
              {t('action.orderHistory')}
            </Link>
          }
        />
      </section>
    );
  }
  const shown = order && order.orderId === orderId ? order : null;
  let body;
  if (!shown && state === 'missing') {
    body = (
      <EmptyState
        title={t('detail.notFound')}
        action={
          <Link className="qc-btn" to="/order">
            {t('action.orderHistory')}
          </Link>
        }
      />
    );
  } else if (!shown && state === 'error') {
    body = (
      <RecordLoadFailed
        title={t('detail.loadFailed')}
        onRetry={() => dispatch(ordersActions.detailRequested(orderId))}
        wayOut={
          <Link className="qc-btn qc-btn--secondary" to="/order">
            {t('action.orderHistory')}
          </Link>
        }
      />
    );
  } else if (!shown) {
    body = <Spinner block label={t('detail.loading')} />;
  } else {
    const items: ItemRow[] = shown.orderItems.map((i, n) => ({ ...i, key: String(n) }));
    const columns: DataColumn<ItemRow>[] = [
      { id: 'description', header: t('detail.column.description') },
      {
        id: 'status',
        header: t('detail.column.itemStatus'),
        cell: (i) => orderStatusText(i.status, textsIn()),
      },
      moneyColumn('price', t('detail.column.price'), (i) => i.price),
    ];
    body = (
      <>
        <DefinitionList
          columns={2}
          items={[
            { label: t('order.number'), value: shown.orderId },
            { label: t('order.date'), value: formatDateTime(shown.creationDate, zone) },
            { label: t('order.amount'), value: formatMoney(shown.price) },
            { label: t('order.status'), value: orderStatusText(shown.status, textsIn()) },
            { label: t('order.paymentType'), value: shown.methodOfPayment },
            ...(sponsor
              ? []
              : [
                  { label: t('order.authorizationCode'), value: shown.authorizationId },
                  { label: t('order.transactionId'), value: shown.transactionId },
                  { label: t('order.paymentInformation'), value: shown.paymentDescription },
                ]),
          ]}
        />
        <DataTable<ItemRow>
          caption={t('detail.items')}
          showCaption
          columns={columns}
          rows={items}
          getRowId={(i) => i.key}
          emptyText={t('detail.noItems')}
        />
        <p>
          <Link to={`/order-receipt?orderId=${shown.orderId}`}>{t('detail.receipt')}</Link>
        </p>
        {/* A sponsor's order is a bulk reload: its result per employee as a file. */}
        {sponsor ? (
          <CsvExport
            label={t('detail.exportResult')}
            target="/order-detail"
            fetchFile={() => exportBulkReload(shown.orderId)}
          />
        ) : null}
      </>
    );
  }
  return (
    <section className="cb-page">
      <PageHeader title={t('detail.title')} actions={back} />
      {body}
    </section>
  );
}

export default OrderDetailPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [ordersSaga];
