// Order detail (/order-detail?orderId=…): number, date, amount, status, payment type; for
// non-sponsors also authorization code, transaction id and payment information; the items.
import { useEffect } from 'react';
import { Link, useNavigate } from '@qcard/shared/navigation/router';
import type { OrderItem } from '@qcard/shared/contracts/domain';
import { useSession } from '@qcard/shared/session/use-session';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { Spinner } from '@qcard/shared/ui/spinner';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { DefinitionList } from '@qcard/shared/ui/definition-list';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { formatMoney } from '@qcard/shared/format/money';
import { formatDateTime } from '@qcard/shared/format/dates';
import { configValue } from '@qcard/shared/config/config-store';
import { useQueryId } from '@qcard/shared/navigation/use-query-id';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ordersActions, selectOrderDetail, selectOrderDetailState } from '../store/orders-slice';
import { orderStatusText } from '@qcard/shared/format/order-status';
import '../../cart/components/cart-billing.css';

type ItemRow = OrderItem & { key: string };

export function OrderDetailPage() {
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
    <button type="button" className="qc-btn qc-btn--secondary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/order'))}>
      Back
    </button>
  );

  if (orderId === null) {
    return (
      <section className="cb-page">
        <PageHeader title="Order Detail" actions={back} />
        <EmptyState title="No order selected" action={<Link className="qc-btn" to="/order">Order History</Link>} />
      </section>
    );
  }
  const shown = order && order.orderId === orderId ? order : null;
  let body;
  if (!shown && state === 'error') {
    body = <EmptyState title="This order could not be found" action={<Link className="qc-btn" to="/order">Order History</Link>} />;
  } else if (!shown) {
    body = <Spinner block label="Loading the order" />;
  } else {
    const items: ItemRow[] = shown.orderItems.map((i, n) => ({ ...i, key: String(n) }));
    const columns: DataColumn<ItemRow>[] = [
      { id: 'description', header: 'Description' },
      { id: 'status', header: 'Item Status', cell: (i) => orderStatusText(i.status) },
      { id: 'price', header: 'Price', align: 'end', cell: (i) => formatMoney(i.price) },
    ];
    body = (
      <>
        <DefinitionList
          columns={2}
          items={[
            { label: 'Order Number', value: shown.orderId },
            { label: 'Order Date', value: formatDateTime(shown.creationDate, zone) },
            { label: 'Order Amount', value: formatMoney(shown.price) },
            { label: 'Order Status', value: orderStatusText(shown.status) },
            { label: 'Payment Type', value: shown.methodOfPayment },
            ...(sponsor
              ? []
              : [
                  { label: 'Authorization Code', value: shown.authorizationId },
                  { label: 'Transaction Id', value: shown.transactionId },
                  { label: 'Payment Information', value: shown.paymentDescription },
                ]),
          ]}
        />
        <DataTable<ItemRow> caption="Order items" showCaption columns={columns} rows={items} getRowId={(i) => i.key} emptyText="This order has no items" />
      </>
    );
  }
  return (
    <section className="cb-page">
      <PageHeader title="Order Detail" actions={back} />
      {body}
    </section>
  );
}
