// /company_mgmt: the company's cards, paged on the server. Card Number opens the card's details
// (/home/mycard-details of the cards remote, which shows a sponsor its company's cards).
import { useMemo } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { CsvExport } from '@qcard/kit/ui/csv-export';
import { SearchBar } from '@qcard/kit/search/search-bar';
import { LoadFailed } from '@qcard/kit/ui/load-failed';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { StatusTag } from '@qcard/kit/ui/status-tag';
import { EMPTY_PAGE } from '@qcard/kit/search/paged-search-store';
import { formatDateTime } from '@qcard/kit/format/date-time';
import { cardStatusWord } from '@qcard/contracts/format/card-status';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { useAppDispatch, useAppSelector, useSearchAgainOnShow } from '../../../app/hooks';
import { exportCompanyCards, type CompanyCard } from '../../company-cards/api/company-cards-api';
import { companyCardsActions, selectCompanyCards } from '../store/company-cards-slice';
import { COMPANY_CARDS_SEARCH_SOURCE, companyCardsSaga } from '../store/company-cards-saga';
import '../../../app/sponsor.css';

/** Active, Inactive, or Blocked (reported lost or stolen, for good): the words the CSV export uses too. */
export function StatusPill({ cardStatus }: { cardStatus: string }) {
  const { t } = useTranslation('common');
  const word = cardStatusWord(cardStatus);
  return <StatusTag active={word === 'Active'}>{t(`cardStatus.${word}`)}</StatusTag>;
}

export function CompanyCardsPage() {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const { page, status, query } = useAppSelector(selectCompanyCards);
  useSearchAgainOnShow(page?.pageNumber, companyCardsActions.searchRequested);

  const filters = useMemo(
    () => [
      { value: 'cardNumber', label: t('field.cardNumber') },
      { value: 'profileName', label: t('field.profileName') },
      { value: 'all', label: t('companyCards.filterAll'), takesValue: false },
    ],
    [t],
  );

  const columns = useMemo<DataColumn<CompanyCard>[]>(
    () => [
      {
        id: 'cardNumber',
        header: t('field.cardNumber'),
        cell: (c) => (
          <Link
            className="sp-link"
            to={`/home/mycard-details?cardId=${c.cardId}`}
            aria-label={t('companyCards.cardLink', { cardNumber: c.cardNumber })}
          >
            {c.cardNumber}
          </Link>
        ),
      },
      { id: 'profileName', header: t('field.profileName') },
      {
        id: 'status',
        header: t('companyCards.status'),
        cell: (c) => <StatusPill cardStatus={c.cardStatus} />,
      },
      {
        id: 'expiresOn',
        header: t('companyCards.expiresOn'),
        cell: (c) => formatDateTime(c.expiresOn),
      },
      {
        id: 'employeeName',
        header: t('companyCards.allocatedTo'),
        cell: (c) =>
          c.employeeName
            ? `${c.employeeName} (${c.employeeId ?? ''})`
            : t('companyCards.notAllocated'),
      },
    ],
    [t],
  );

  const filtered = query.filterType !== 'all';
  return (
    <section className="qc-card sp-page">
      <PageHeader title={t('page.companyCards')} description={t('companyCards.description')} />
      <SearchBar
        label={t('companyCards.search')}
        filterTypes={filters}
        // The controls show the criteria the list was searched with, also when the page is shown again.
        criteria={query}
        onSearch={(q) => dispatch(companyCardsActions.searchRequested(q, 1))}
        onInvalid={(msg) =>
          raiseAlert({
            type: 'danger',
            msg,
            target: '/company_mgmt',
            source: COMPANY_CARDS_SEARCH_SOURCE,
          })
        }
      />
      {status === 'error' ? (
        <LoadFailed
          what={t('companyCards.what')}
          onRetry={() => dispatch(companyCardsActions.searchRequested(null, 1))}
        />
      ) : null}
      <DataTable<CompanyCard>
        caption={t('companyCards.caption')}
        columns={columns}
        paged={page ?? EMPTY_PAGE}
        onPageChange={(n) => dispatch(companyCardsActions.searchRequested(null, n))}
        getRowId={(c) => String(c.cardId)}
        rowLabel={(c) => c.cardNumber}
        loading={status === 'loading' && !page}
        emptyText={filtered ? t('companyCards.noMatch') : t('companyCards.none')}
      />
      {page ? (
        <CsvExport
          label={t('companyCards.export')}
          target="/company_mgmt"
          fetchFile={exportCompanyCards}
        />
      ) : null}
    </section>
  );
}

export default CompanyCardsPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [companyCardsSaga];
