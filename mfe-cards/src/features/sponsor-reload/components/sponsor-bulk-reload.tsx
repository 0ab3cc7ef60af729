// Reload card, sponsor (/recharge/default for sponsors): search the company's employees, fill an
// amount per Active row (or populate all Active rows at once), SAVE TO CART, then Continue to
// the cart or Stay Back. Amounts are checked against each row's bounds (461 with the employee id).
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { TFunction } from 'i18next';
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@qcard/runtime/navigation/router';
import { useDispatch, useSelector } from 'react-redux';
import { MoneyField } from '@qcard/kit/forms/money-field';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { SearchBar } from '@qcard/kit/search/search-bar';
import { ContinueStayDialog } from '@qcard/kit/ui/dialog';
import { LoadFailed } from '@qcard/kit/ui/load-failed';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { StatusTag } from '@qcard/kit/ui/status-tag';
import { EMPTY_PAGE } from '@qcard/kit/search/paged-search-store';
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { formatMoney } from '@qcard/kit/format/money';
import type { BulkReloadRow } from '../../sponsor-reload/api/sponsor-reload-api';
import { RELOAD_PATH, RELOAD_SEARCH_SOURCE } from '../../sponsor-reload/store/sponsor-reload-saga';
import {
  pendingReloads,
  rowError,
  selectSponsorReload,
  sponsorReloadActions,
  type SponsorReloadState,
} from '../../sponsor-reload/store/sponsor-reload-slice';
import './sponsor-reload.css';

type T = TFunction<'cards'>;

const reloadFilters = (t: T) => [
  { value: 'employeeId', label: t('sponsorReload.filter.employeeId') },
  { value: 'name', label: t('sponsorReload.filter.name') },
  { value: 'group', label: t('sponsorReload.filter.group') },
  { value: 'contract', label: t('sponsorReload.filter.contract') },
  { value: 'cardNumber', label: t('sponsorReload.filter.cardNumber') },
  { value: 'all', label: t('sponsorReload.filter.all'), takesValue: false },
];

/** The populate-all amount's alert: a populate that runs ends it. */
const POPULATE_SOURCE = 'sponsorReload/populate';

function PopulateBar({ rows }: { rows: BulkReloadRow[] }) {
  const { t } = useTranslation('cards');
  const blank = t('sponsorReload.populate.blank');
  const dispatch = useDispatch();
  const activeRows = rows.filter((r) => r.status === 'Active');
  return (
    <Form<{ reloadAmount?: number }>
      onSubmit={(values) => {
        if (!values.reloadAmount || !Number.isFinite(values.reloadAmount))
          return { reloadAmount: blank };
        dispatch(sponsorReloadActions.populateAll(activeRows, values.reloadAmount));
        settleAlerts(POPULATE_SOURCE);
        return undefined;
      }}
      render={({ handleSubmit, values, form }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="sr-populate"
          aria-label={t('sponsorReload.populate.label')}
        >
          <MoneyField
            name="reloadAmount"
            label={t('sponsorReload.populate.amount')}
            required
            validate={(v) => (v === 0 ? blank : undefined)}
            hint={t('sponsorReload.populate.hint')}
          />
          <div className="sr-populate__actions">
            <button
              type="submit"
              className="qc-btn"
              disabled={activeRows.length === 0}
              onClick={(e) => {
                // An amount typed, valid or not (NaN): the form's own check speaks for it.
                if (values.reloadAmount !== undefined && values.reloadAmount !== 0) return;
                // SPEC 5: the populate-all amount is required and nonzero.
                e.preventDefault();
                raiseAlert({
                  type: 'danger',
                  msg: blank,
                  target: RELOAD_PATH,
                  source: POPULATE_SOURCE,
                });
                void form.submit();
              }}
            >
              {t('sponsorReload.populate.submit')}
            </button>
            <button
              type="button"
              className="qc-btn qc-btn--secondary"
              onClick={() => dispatch(sponsorReloadActions.clearAll())}
            >
              {t('sponsorReload.clearAll')}
            </button>
          </div>
        </form>
      )}
    />
  );
}

function StatusCell({ row }: { row: BulkReloadRow }) {
  const { t } = useTranslation('cards');
  const active = row.status === 'Active';
  return (
    <StatusTag active={active} title={row.reason ?? undefined}>
      {active ? t('sponsorReload.status.active') : t('sponsorReload.status.inactive')}
    </StatusTag>
  );
}

function saveReason(t: T, state: SponsorReloadState, count: number, invalid: number): string {
  if (state.saving) return t('sponsorReload.reason.adding');
  if (invalid > 0) return t('sponsorReload.reason.invalid', { count: invalid });
  if (count === 0) return t('sponsorReload.reason.noAmount');
  return '';
}

export function SponsorBulkReload() {
  const { t } = useTranslation('cards');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const state = useSelector(selectSponsorReload);
  const { page, status, query } = state;
  // Coming back to the list shows the page it was on, searched again.
  const returnPage = useRef(page?.pageNumber ?? 1);
  useEffect(() => {
    dispatch(sponsorReloadActions.searchRequested(null, returnPage.current));
  }, [dispatch]);

  const pending = pendingReloads(state);
  const count = pending.entries.length;
  const reason = saveReason(t, state, count, pending.invalidCount);
  const filters = useMemo(() => reloadFilters(t), [t]);

  const columns = useMemo<DataColumn<BulkReloadRow>[]>(
    () => [
      { id: 'empId', header: t('sponsorReload.filter.employeeId') },
      { id: 'empName', header: t('sponsorReload.filter.name') },
      { id: 'groupName', header: t('sponsorReload.filter.group') },
      {
        id: 'contract',
        header: t('sponsorReload.filter.contract'),
        cell: (r) => (
          <>
            {r.contract}
            <br />
            <span className="qc-muted sr-range">{`${formatMoney(r.minValue)} – ${formatMoney(r.maxValue)}`}</span>
          </>
        ),
      },
      { id: 'cardNumber', header: t('sponsorReload.filter.cardNumber') },
      { id: 'status', header: t('sponsorReload.col.status'), cell: (r) => <StatusCell row={r} /> },
      {
        id: 'amount',
        header: t('sponsorReload.col.amount'),
        editable: 'money',
        align: 'end',
        cell: (r) => (
          <span className="qc-muted">
            {r.reason
              ? t('sponsorReload.notReloadableWith', { reason: r.reason })
              : t('sponsorReload.notReloadable')}
          </span>
        ),
      },
    ],
    [t],
  );
  // The table reads each row's value from the row itself, so the entered amounts go into the rows
  // (null shows an empty cell).
  const amounts = state.amounts;
  const shownPage = useMemo(
    () =>
      page
        ? {
            ...page,
            data: page.data.map((r) => ({
              ...r,
              amount: (amounts[r.employeeId] ?? null) as number,
            })),
          }
        : EMPTY_PAGE,
    [page, amounts],
  );

  const filtered = query.filterType !== 'all';
  return (
    <section className="qc-card sr-page">
      <PageHeader
        title={t('sponsorReload.title')}
        description={t('sponsorReload.description')}
        actions={
          <Link className="qc-btn qc-btn--secondary" to="/recharge/individual">
            {t('sponsorReload.reloadOne')}
          </Link>
        }
      />
      <SearchBar
        label={t('sponsorReload.search')}
        filterTypes={filters}
        // The controls show the criteria the list was searched with, also when the page is shown again.
        criteria={query}
        onSearch={(q) => dispatch(sponsorReloadActions.searchRequested(q, 1))}
        onInvalid={(msg) =>
          raiseAlert({ type: 'danger', msg, target: RELOAD_PATH, source: RELOAD_SEARCH_SOURCE })
        }
      />
      <PopulateBar rows={page?.data ?? []} />
      {status === 'error' ? (
        <LoadFailed
          what={t('sponsorReload.employees')}
          onRetry={() => dispatch(sponsorReloadActions.searchRequested(null, 1))}
        />
      ) : null}
      <DataTable<BulkReloadRow>
        caption={t('sponsorReload.caption')}
        columns={columns}
        paged={shownPage}
        onPageChange={(n) => dispatch(sponsorReloadActions.searchRequested(null, n))}
        getRowId={(r) => String(r.employeeId)}
        rowLabel={(r) => `${r.empName} (${r.empId})`}
        onCellChange={(row, _col, value) =>
          dispatch(
            sponsorReloadActions.amountChanged(row, typeof value === 'number' ? value : null),
          )
        }
        cellError={(row) => rowError(state, row)}
        loading={status === 'loading' && !page}
        emptyText={filtered ? t('sponsorReload.noMatch') : t('sponsorReload.noEmployees')}
      />
      <div className="sr-save">
        <p className="sr-save__summary" aria-live="polite">
          {/* Counted and summed: the amounts SAVE TO CART would send, never one to correct. */}
          {pending.enteredCount === 0
            ? t('sponsorReload.noneEntered')
            : t('sponsorReload.summary', { count, total: formatMoney(pending.total) })}
        </p>
        <button
          type="button"
          className="qc-btn"
          disabled={count === 0 || pending.invalidCount > 0 || state.saving}
          aria-describedby="sr-save-reason"
          onClick={() => dispatch(sponsorReloadActions.saveRequested())}
        >
          {t('sponsorReload.save')}
        </button>
        <p id="sr-save-reason" className="qc-muted sr-save__reason" aria-live="polite">
          {reason}
        </p>
      </div>
      <ContinueStayDialog
        open={state.savedDialogOpen}
        onContinue={() => {
          dispatch(sponsorReloadActions.dialogClosed());
          void navigate('/user-cart');
        }}
        onStay={() => {
          dispatch(sponsorReloadActions.dialogClosed());
          dispatch(sponsorReloadActions.searchRequested(null, page?.pageNumber ?? 1));
        }}
      />
    </section>
  );
}
