// The sponsor subscriptions table's columns: who, which card and contract, its status, the three
// editable amounts and the row's Delete.
import type { DataColumn } from '@qcard/kit/table/data-table';
import { moneyColumn } from '@qcard/kit/table/money-column';
import { Link } from '@qcard/runtime/navigation/router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SponsorSubscriptionRow } from '../../sponsor-subscriptions/api/sponsor-subscriptions-api';

type T = TFunction<'subscriptions'>;

/** A card's status as the API names it (Active, Inactive), in words; an unknown one as it came. */
function statusText(t: T, status: string): string {
  return status === 'Active' || status === 'Inactive' ? t(`status.${status}`) : status;
}

/** A cell's main value over a muted second line (the employee over the id, the card over the contract). */
function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      {main}
      <br />
      <span className="qc-muted">{sub}</span>
    </>
  );
}

/** The columns, in the language shown; Delete asks `onDelete` about its row, disabled while `saving`. */
export function sponsorSubscriptionColumns(
  t: T,
  onDelete: (rows: SponsorSubscriptionRow[]) => void,
  saving: boolean,
): DataColumn<SponsorSubscriptionRow>[] {
  return [
    {
      id: 'empId',
      header: t('sponsor.col.employee'),
      cell: (r) => <TwoLines main={r.employeeName} sub={r.empId} />,
    },
    { id: 'groupName', header: t('sponsor.col.group') },
    {
      id: 'cardNumber',
      header: t('sponsor.col.cardContract'),
      cell: (r) => (
        <>
          <TwoLines main={r.cardNumber} sub={r.contractName} />
          {/* The sponsor path of Single Subscribe (SPEC): one employee's card, straight to the cart. */}
          {r.subscriptionState === 'NoSubscription' &&
          r.status === 'Active' &&
          r.cardId !== null &&
          r.contractId !== null ? (
            <>
              <br />
              <Link
                to={`/single-subscribe?cardId=${r.cardId}&contractId=${r.contractId}`}
                aria-label={t('sponsor.addFor', { name: r.employeeName })}
              >
                {t('sponsor.add')}
              </Link>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      header: t('sponsor.col.status'),
      cell: (r) =>
        r.statusReason ? (
          <span className="qc-inline-error">{r.statusReason}</span>
        ) : (
          statusText(t, r.status)
        ),
    },
    moneyColumn('refreshrate', t('sponsor.col.refresh'), (r) => r.refreshrate, {
      editable: 'money',
    }),
    moneyColumn('trigger', t('sponsor.col.trigger'), (r) => r.trigger, { editable: 'money' }),
    {
      id: 'maxFreq',
      header: t('sponsor.col.maxPerMonth'),
      editable: 'integer',
      align: 'end',
    },
    {
      id: 'delete',
      header: t('sponsor.col.delete'),
      sortable: false,
      cell: (r) =>
        r.subscriptionState === 'Active' ? (
          <button
            type="button"
            className="qc-btn qc-btn--link"
            aria-label={t('sponsor.deleteFor', { name: r.employeeName })}
            onClick={() => onDelete([r])}
            disabled={saving}
          >
            {t('sponsor.delete')}
          </button>
        ) : (
          <span className="qc-muted">{t('sponsor.noSubscription')}</span>
        ),
    },
  ];
}
