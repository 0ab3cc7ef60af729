// /subscribe/default for patrons: the Active subscriptions of the rider's cards.
import { cardLabel } from '@qcard/kit/format/card-label';
import { brandLabel } from '@qcard/contracts/payment/card-number';
import { useEffect } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { TFunction } from 'i18next';
import { Link } from '@qcard/runtime/navigation/router';
import { DataTable } from '@qcard/kit/table/data-table';
import { moneyColumn } from '@qcard/kit/table/money-column';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { PatronSubscriptionRow } from '../../subscriptions/api/subscriptions-api';
import { selectSubscriptionList, subscriptionsActions as A } from '../store/subscriptions-slice';

/** An Active row's status: the card that pays its reloads, when the server says which. */
function activeText(t: TFunction<'subscriptions'>, r: PatronSubscriptionRow): string {
  if (!r.cardLast4) return t('patron.active');
  return r.cardBrand
    ? t('patron.activeWithCard', { brand: brandLabel(r.cardBrand), last4: r.cardLast4 })
    : t('patron.activeWithUnknownCard', { last4: r.cardLast4 });
}

export function PatronSubscriptionsPage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSubscriptionList);
  const { t } = useTranslation('subscriptions');

  useEffect(() => {
    dispatch(A.listRequested());
  }, [dispatch]);

  const add = (
    <Link className="qc-btn" to="/single-subscribe">
      {t('addSubscription')}
    </Link>
  );

  return (
    <section>
      <PageHeader title={t('patron.title')} description={t('patron.description')} actions={add} />
      {list.status === 'error' ? (
        <EmptyState
          title={t('patron.loadError')}
          action={
            <TryAgainButton onRetry={() => dispatch(A.listRequested())}>
              {t('tryAgain')}
            </TryAgainButton>
          }
        />
      ) : (
        <div className="qc-card">
          <DataTable<PatronSubscriptionRow>
            caption={t('patron.caption')}
            rows={list.rows}
            loading={list.status === 'loading' || list.status === 'idle'}
            getRowId={(r) => String(r.subscriptionId)}
            rowLabel={(r) => cardLabel(r)}
            isRowEditable={() => false}
            emptyText={t('patron.empty')}
            columns={[
              {
                id: 'serialNumber',
                header: t('patron.col.serial'),
                cell: (r) => (
                  <Link
                    to={`/single-subscribe?cardId=${r.cardId}&contractId=${r.contractId}`}
                    aria-label={t('patron.manage', { serial: cardLabel(r) })}
                  >
                    {cardLabel(r)}
                  </Link>
                ),
              },
              {
                id: 'contractType',
                header: t('patron.col.contractType'),
                cell: (r) => r.contractType,
              },
              { id: 'maxNumberOfRecharges', header: t('patron.col.maxRecharges'), align: 'end' },
              moneyColumn('threshold', t('field.threshold'), (r) => r.threshold),
              moneyColumn('rechargeValue', t('field.recharge'), (r) => r.rechargeValue),
              {
                id: 'statusReason',
                header: t('patron.col.status'),
                sortable: false,
                cell: (r) =>
                  r.statusReason ? (
                    <span className="qc-inline-error">{r.statusReason}</span>
                  ) : (
                    activeText(t, r)
                  ),
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}
