// Order history (/order): search and the table of the caller's orders (patron: own; sponsor: company's).
import { useEffect, useRef } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import type { Order } from '@qcard/contracts/domain';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { CsvExport } from '@qcard/kit/ui/csv-export';
import { exportOrders } from '../api/orders-api';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { moneyColumn } from '@qcard/kit/table/money-column';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { formatDateTime, timeZoneName } from '@qcard/kit/format/date-time';
import { configValue } from '@qcard/runtime/config/config-store';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { withOrder, EMPTY_PAGE } from '@qcard/kit/search/paged-search-store';
import { ordersActions, selectOrderSearch } from '../store/orders-slice';
import { orderStatusText } from '@qcard/contracts/format/order-status';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { OrderSearchForm } from './order-search-form';
import { SEARCH_SOURCE, ordersSaga } from '../store/orders-saga';
import '../../cart/components/cart-billing.css';
import { textsIn } from '@qcard/runtime/i18n/i18n';

export function OrderHistoryPage() {
  const { t } = useTranslation('cartBilling');
  const dispatch = useAppDispatch();
  const {
    page: result,
    status: listState,
    noResults,
    query,
    pageNo,
  } = useAppSelector(selectOrderSearch);
  const zone = configValue('Time_Zone', 'Time_Zone') ?? 'America/New_York';

  // Entering the page searches again with the criteria and page of the last visit (all orders
  // on the first); later searches come from the form and the table.
  const pageOnEntry = useRef(pageNo);
  useEffect(() => {
    dispatch(ordersActions.searchRequested(null, pageOnEntry.current));
  }, [dispatch]);

  // Every column is sorted by the API over all the caller's orders (/order/search sortBy).
  const columns: DataColumn<Order>[] = [
    {
      id: 'orderId',
      header: t('order.number'),
      sortable: true,
      cell: (o) => <Link to={`/order-detail?orderId=${o.orderId}`}>{o.orderId}</Link>,
    },
    moneyColumn('price', t('order.amount'), (o) => o.price, { sortable: true }),
    {
      id: 'status',
      header: t('order.status'),
      sortable: true,
      cell: (o) => orderStatusText(o.status, textsIn()),
    },
    {
      id: 'creationDate',
      header: t('order.date'),
      sortable: true,
      cell: (o) => formatDateTime(o.creationDate, zone),
    },
  ];

  let body;
  if (listState === 'error' && !result) {
    body = (
      <EmptyState
        title={t('history.loadFailed')}
        action={
          <TryAgainButton onRetry={() => dispatch(ordersActions.searchRequested(null, pageNo))}>
            {t('action.tryAgain')}
          </TryAgainButton>
        }
      />
    );
  } else if (noResults && listState === 'loaded') {
    body = <EmptyState title={noResults}>{t('history.changeSearch')}</EmptyState>;
  } else {
    body = (
      <DataTable<Order>
        caption={t('history.caption')}
        columns={columns}
        paged={result ?? EMPTY_PAGE}
        onQueryChange={(q) =>
          dispatch(
            ordersActions.searchRequested(withOrder(query, q.sortBy, q.sortDir), q.pageNumber),
          )
        }
        getRowId={(o) => String(o.orderId)}
        loading={listState === 'loading'}
        emptyText={listState === 'loading' ? t('history.loading') : t('history.empty')}
      />
    );
  }

  return (
    <section className="cb-page">
      <PageHeader
        title={t('history.title')}
        description={t('history.zone', { zone: timeZoneName(zone) })}
      />
      <OrderSearchForm
        busy={listState === 'loading'}
        // A new search keeps the order the table shows.
        onSearch={(q) =>
          dispatch(ordersActions.searchRequested(withOrder(q, query.sortBy, query.sortDir)))
        }
        onInvalid={(words) => raiseAlert({ type: 'danger', ...words, source: SEARCH_SOURCE })}
      />
      {body}
      {/* Below the table, so it comes with the first page of orders: drawn before it, it was
          pushed down (off a phone's screen) when the rows arrived. */}
      {result || listState === 'error' ? (
        <details className="cb-export">
          <summary>{t('history.exportTitle')}</summary>
          <CsvExport
            dated
            shown={result?.data.map((o) => o.creationDate)}
            label={t('history.export')}
            target="/order"
            fetchFile={(range) => exportOrders(range ?? { from: '', to: '' })}
          />
        </details>
      ) : null}
    </section>
  );
}

export default OrderHistoryPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [ordersSaga];
