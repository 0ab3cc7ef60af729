// /subscribe/default for patrons: the Active subscriptions of the rider's cards.
import { useEffect } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { DataTable } from '@qcard/shared/table/data-table';
import { formatMoney } from '@qcard/shared/format/money';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { PatronSubscriptionRow } from '../../subscriptions/api/subscriptions-api';
import { selectSubscriptionList, subscriptionsActions as A } from '../store/subscriptions-slice';

export const EMPTY_TEXT = 'You have no subscriptions yet. Click Add Subscription to reload a card automatically when its balance runs low.';

export function PatronSubscriptionsPage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSubscriptionList);

  useEffect(() => {
    dispatch(A.listRequested());
  }, [dispatch]);

  const add = (
    <Link className="qc-btn" to="/single-subscribe">
      Add Subscription
    </Link>
  );

  return (
    <section>
      <PageHeader title="Subscriptions" description="Automatic reloads of your Q Cards." actions={add} />
      {list.status === 'error' ? (
        <EmptyState title="Your subscriptions could not be loaded" action={<button type="button" className="qc-btn" onClick={() => dispatch(A.listRequested())}>Try again</button>} />
      ) : (
        <div className="qc-card">
          <DataTable<PatronSubscriptionRow>
            caption="Your subscriptions"
            rows={list.rows}
            loading={list.status === 'loading' || list.status === 'idle'}
            getRowId={(r) => String(r.subscriptionId)}
            rowLabel={(r) => r.serialNumber}
            isRowEditable={() => false}
            emptyText={EMPTY_TEXT}
            columns={[
              {
                id: 'serialNumber',
                header: 'Serial #',
                cell: (r) => <Link to={`/single-subscribe?cardId=${r.cardId}&contractId=${r.contractId}`} aria-label={`Manage subscription of Q Card ${r.serialNumber}`}>{r.serialNumber}</Link>,
              },
              { id: 'contractType', header: 'Contract Type', cell: (r) => r.contractType },
              { id: 'maxNumberOfRecharges', header: 'Max Recharges', align: 'end' },
              { id: 'threshold', header: 'Threshold Amount', align: 'end', cell: (r) => formatMoney(r.threshold) },
              { id: 'rechargeValue', header: 'Recharge Amount', align: 'end', cell: (r) => formatMoney(r.rechargeValue) },
              {
                id: 'statusReason',
                header: 'Status',
                sortable: false,
                cell: (r) => (r.statusReason ? <span className="qc-inline-error">{r.statusReason}</span> : `Active${r.cardLast4 ? ` · ${r.cardBrand ?? 'card'} ending ${r.cardLast4}` : ''}`),
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}
