// Reload card, sponsor (/recharge/default for sponsors): search the company's employees, fill an
// amount per Active row (or populate all Active rows at once), SAVE TO CART, then Continue to
// the cart or Stay Back. Amounts are checked against each row's bounds (461 with the employee id).
import { useEffect, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@qcard/shared/navigation/router';
import { useDispatch, useSelector } from 'react-redux';
import { MoneyField } from '@qcard/shared/forms/money-field';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { SearchBar } from '@qcard/shared/search/search-bar';
import { ContinueStayDialog } from '@qcard/shared/ui/dialog';
import { LoadFailed } from '@qcard/shared/ui/load-failed';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { EMPTY_PAGE } from '@qcard/shared/search/paged-search-store';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { formatMoney } from '@qcard/shared/format/money';
import type { BulkReloadRow } from '../../sponsor-reload/api/sponsor-reload-api';
import { RELOAD_PATH } from '../../sponsor-reload/store/sponsor-reload-saga';
import {
  pendingReloads,
  rowError,
  selectSponsorReload,
  sponsorReloadActions,
  type SponsorReloadState,
} from '../../sponsor-reload/store/sponsor-reload-slice';
import './sponsor-reload.css';

export const RELOAD_FILTERS = [
  { value: 'employeeId', label: 'Employee Id' },
  { value: 'name', label: 'Name' },
  { value: 'group', label: 'Group' },
  { value: 'contract', label: 'Contract' },
  { value: 'cardNumber', label: 'Card Number' },
  { value: 'all', label: 'All Employees', requiresValue: false },
];

export const POPULATE_BLANK = 'Reload Amount can not be blank';

function PopulateBar({ rows }: { rows: BulkReloadRow[] }) {
  const dispatch = useDispatch();
  const activeRows = rows.filter((r) => r.status === 'Active');
  return (
    <Form<{ reloadAmount?: number }>
      onSubmit={(values) => {
        if (!values.reloadAmount) return { reloadAmount: POPULATE_BLANK };
        dispatch(sponsorReloadActions.populateAll(activeRows, values.reloadAmount));
        return undefined;
      }}
      render={({ handleSubmit, values, form }) => (
        <form onSubmit={handleSubmit} noValidate className="sr-populate" aria-label="Populate all">
          <MoneyField
            name="reloadAmount"
            label="Reload Amount"
            required
            validate={(v) => (v === 0 ? POPULATE_BLANK : undefined)}
            hint="Fills the amount of every Active row on this page."
          />
          <div className="sr-populate__actions">
            <button
              type="submit"
              className="qc-btn"
              disabled={activeRows.length === 0}
              onClick={(e) => {
                if (values.reloadAmount) return;
                // SPEC 5: the populate-all amount is required and nonzero.
                e.preventDefault();
                raiseAlert({ type: 'danger', msg: POPULATE_BLANK, target: RELOAD_PATH });
                void form.submit();
              }}
            >
              POPULATE ALL
            </button>
            <button type="button" className="qc-btn qc-btn--secondary" onClick={() => dispatch(sponsorReloadActions.clearAll())}>
              CLEAR ALL
            </button>
          </div>
        </form>
      )}
    />
  );
}

function StatusCell({ row }: { row: BulkReloadRow }) {
  const active = row.status === 'Active';
  return (
    <span className={`sr-pill sr-pill--${active ? 'active' : 'inactive'}`} title={row.reason ?? undefined}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

function saveReason(state: SponsorReloadState, count: number, invalid: number): string {
  if (state.saving) return 'Adding to the cart…';
  if (count === 0) return 'Enter a Reload Amount for at least one Active employee to save.';
  if (invalid > 0) return `Correct the ${invalid === 1 ? 'amount' : `${invalid} amounts`} outside the allowed range to save.`;
  return '';
}

export function SponsorBulkReload() {
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
  const reason = saveReason(state, count, pending.invalidCount);

  const columns = useMemo<DataColumn<BulkReloadRow>[]>(
    () => [
      { id: 'empId', header: 'Employee Id' },
      { id: 'empName', header: 'Name' },
      { id: 'groupName', header: 'Group' },
      {
        id: 'contract',
        header: 'Contract',
        cell: (r) => (
          <>
            {r.contract}
            <br />
            <span className="qc-muted sr-range">{`${formatMoney(r.minValue)} – ${formatMoney(r.maxValue)}`}</span>
          </>
        ),
      },
      { id: 'cardNumber', header: 'Card Number' },
      { id: 'status', header: 'Status', cell: (r) => <StatusCell row={r} /> },
      {
        id: 'amount',
        header: 'Reload Amount',
        editable: 'money',
        align: 'end',
        cell: (r) => <span className="qc-muted">{r.reason ? `Not reloadable: ${r.reason}` : 'Not reloadable'}</span>,
      },
    ],
    [],
  );
  // The table reads each row's value from the row itself, so the entered amounts go into the rows
  // (null shows an empty cell).
  const amounts = state.amounts;
  const shownPage = useMemo(
    () => (page ? { ...page, data: page.data.map((r) => ({ ...r, amount: (amounts[r.employeeId] ?? null) as number })) } : EMPTY_PAGE),
    [page, amounts],
  );

  const filtered = query.filterType !== 'all';
  return (
    <section className="qc-card sr-page">
      <PageHeader
        title="Reload Q Card"
        description="Reload your employees' company Q Cards. Reloads are billed to your company account when you submit the order."
        actions={
          <Link className="qc-btn qc-btn--secondary" to="/recharge/individual">
            Reload one card
          </Link>
        }
      />
      <SearchBar
        label="Search employees to reload"
        filterTypes={RELOAD_FILTERS}
        onSearch={(q) => dispatch(sponsorReloadActions.searchRequested(q, 1))}
        onInvalid={(msg) => raiseAlert({ type: 'danger', msg, target: RELOAD_PATH })}
      />
      <PopulateBar rows={page?.data ?? []} />
      {status === 'error' ? <LoadFailed what="The employees" onRetry={() => dispatch(sponsorReloadActions.searchRequested(null, 1))} /> : null}
      <DataTable<BulkReloadRow>
        caption="Employees to reload"
        columns={columns}
        paged={shownPage}
        onPageChange={(n) => dispatch(sponsorReloadActions.searchRequested(null, n))}
        getRowId={(r) => String(r.employeeId)}
        rowLabel={(r) => `${r.empName} (${r.empId})`}
        onCellChange={(row, _col, value) => dispatch(sponsorReloadActions.amountChanged(row, typeof value === 'number' ? value : null))}
        cellError={(row) => rowError(state, row)}
        loading={status === 'loading' && !page}
        emptyText={filtered ? 'No employees match this search.' : 'No employee has a company Q Card to reload yet.'}
      />
      <div className="sr-save">
        <p className="sr-save__summary" aria-live="polite">
          {count === 0 ? 'No reloads entered yet.' : `${count} ${count === 1 ? 'reload' : 'reloads'} · Total ${formatMoney(pending.total)}`}
        </p>
        <button
          type="button"
          className="qc-btn"
          disabled={count === 0 || pending.invalidCount > 0 || state.saving}
          aria-describedby="sr-save-reason"
          onClick={() => dispatch(sponsorReloadActions.saveRequested())}
        >
          SAVE TO CART
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
