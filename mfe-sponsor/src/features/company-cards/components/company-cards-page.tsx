// /company_mgmt: the company's cards, paged on the server. Card Number opens the card's details
// (/home/mycard-details of the cards remote, which shows a sponsor its company's cards).
import { useMemo } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { SearchBar } from '@qcard/shared/search/search-bar';
import { LoadFailed } from '@qcard/shared/ui/load-failed';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { EMPTY_PAGE } from '@qcard/shared/search/paged-search-store';
import { formatDateTime } from '@qcard/shared/format/dates';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { useAppDispatch, useAppSelector, useSearchAgainOnShow } from '../../../app/hooks';
import type { CompanyCard } from '../../company-cards/api/company-cards-api';
import { companyCardsActions, selectCompanyCards } from '../store/company-cards-slice';
import '../../../app/sponsor.css';

const FILTERS = [
  { value: 'cardNumber', label: 'Card Number' },
  { value: 'profileName', label: 'Profile Name' },
  { value: 'all', label: 'All Cards', requiresValue: false },
];

export function StatusPill({ status }: { status: string }) {
  return <span className={`sp-pill sp-pill--${status === 'Active' ? 'active' : 'inactive'}`}>{status}</span>;
}

export function CompanyCardsPage() {
  const dispatch = useAppDispatch();
  const { page, status, query } = useAppSelector(selectCompanyCards);
  useSearchAgainOnShow(page?.pageNumber, companyCardsActions.searchRequested);

  const columns = useMemo<DataColumn<CompanyCard>[]>(
    () => [
      {
        id: 'cardNumber',
        header: 'Card Number',
        cell: (c) => (
          <Link className="sp-link" to={`/home/mycard-details?cardId=${c.cardId}`} aria-label={`Card ${c.cardNumber} details`}>
            {c.cardNumber}
          </Link>
        ),
      },
      { id: 'profileName', header: 'Profile Name' },
      { id: 'status', header: 'Status', cell: (c) => <StatusPill status={c.status} /> },
      { id: 'expiresOn', header: 'Expires On', cell: (c) => formatDateTime(c.expiresOn) },
      { id: 'employeeName', header: 'Allocated To', cell: (c) => (c.employeeName ? `${c.employeeName} (${c.employeeId ?? ''})` : 'Not allocated') },
    ],
    [],
  );

  const filtered = query.filterType !== 'all';
  return (
    <section className="qc-card sp-page">
      <PageHeader title="Company Card Management" description="The Q Cards of your company and the employee each one is allocated to." />
      <SearchBar
        label="Search company cards"
        filterTypes={FILTERS}
        onSearch={(q) => dispatch(companyCardsActions.searchRequested(q, 1))}
        onInvalid={(msg) => raiseAlert({ type: 'danger', msg, target: '/company_mgmt' })}
      />
      {status === 'error' ? <LoadFailed what="The company cards" onRetry={() => dispatch(companyCardsActions.searchRequested(null, 1))} /> : null}
      <DataTable<CompanyCard>
        caption="Company cards"
        columns={columns}
        paged={page ?? EMPTY_PAGE}
        onPageChange={(n) => dispatch(companyCardsActions.searchRequested(null, n))}
        getRowId={(c) => String(c.cardId)}
        rowLabel={(c) => c.cardNumber}
        loading={status === 'loading' && !page}
        emptyText={filtered ? 'No company cards match this search.' : 'Your company has no Q Cards yet.'}
      />
    </section>
  );
}

