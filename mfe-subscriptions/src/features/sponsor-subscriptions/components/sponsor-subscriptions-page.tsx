// Sponsor subscription management (/subscribe/default for sponsors): search the company's
// employees, apply one refresh amount / max per month / trigger to every Active row, edit
// rows, delete one or REMOVE SELECTED, SAVE TO CART, then Continue or Stay Back.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { TFunction } from 'i18next';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { DataTable } from '@qcard/kit/table/data-table';
import { SearchBar } from '@qcard/kit/search/search-bar';
import { ConfirmDialog, ContinueStayDialog } from '@qcard/kit/ui/dialog';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { ALL_QUERY, EMPTY_PAGE } from '@qcard/kit/search/paged-search-store';
import {
  checkSubscription,
  type SubscriptionBounds,
  type SubscriptionField,
} from '@qcard/contracts/validation/rule-engine';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { readBounds } from '../../subscriptions/public';
import type {
  SaveRow,
  SponsorSubscriptionRow,
} from '../../sponsor-subscriptions/api/sponsor-subscriptions-api';
import {
  isChanged,
  selectSponsorSubscriptions,
  sponsorSubscriptionsActions as A,
  type EditableField,
  type RowEdit,
} from '../store/sponsor-subscriptions-slice';
import { SUBSCRIPTIONS_SEARCH_SOURCE } from '../store/sponsor-subscriptions-saga';
import { ApplyToAllForm } from './apply-to-all-form';
import { sponsorSubscriptionColumns } from './sponsor-subscription-columns';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

type T = TFunction<'subscriptions'>;

/** What the employee search can search by, named in the language shown. */
export function filterTypes(t: T) {
  return [
    { value: 'all', label: t('sponsor.filter.all'), takesValue: false },
    { value: 'employeeId', label: t('sponsor.filter.employeeId') },
    { value: 'name', label: t('sponsor.filter.name') },
    { value: 'group', label: t('sponsor.filter.group') },
    { value: 'contract', label: t('sponsor.filter.contract') },
    { value: 'cardNumber', label: t('sponsor.filter.cardNumber') },
  ];
}

/**
 * The dialog after cancellations went to the cart (SPEC 8, default messages). Other rows' unsaved
 * edits survive the cancel and Stay Back, not a move to the cart: the dialog says so.
 */
export function cancelledToCart(t: T, unsavedRows = 0) {
  const message = t('sponsor.cancelledMessage');
  return {
    title: t('sponsor.cancelledTitle'),
    message:
      unsavedRows > 0 ? `${message} ${t('sponsor.unsavedKept', { count: unsavedRows })}` : message,
  };
}

const FIELD_OF: Record<EditableField, SubscriptionField> = {
  refreshrate: 'refresh',
  trigger: 'trigger',
  maxFreq: 'frequency',
};

const EDITABLE: ReadonlyArray<EditableField> = ['refreshrate', 'trigger', 'maxFreq'];

/**
 * Problems of an edited row (table codes 455/456/457); a row with no refresh rate is simply not
 * saved. A cell whose text is no amount or count (NaN: "-10", "0.5") always has its message.
 */
export function rowProblems(
  e: RowEdit,
  bounds: SubscriptionBounds,
): Partial<Record<EditableField, string>> {
  if (!isChanged(e)) return {};
  const unreadable = EDITABLE.filter((f) => Number.isNaN(e[f]));
  if (unreadable.length === 0 && !e.refreshrate) return {};
  const found = checkSubscription(
    { refresh: e.refreshrate, trigger: e.trigger, frequency: e.maxFreq },
    bounds,
    'table',
    PAGE_RULES,
  );
  const out: Partial<Record<EditableField, string>> = {};
  for (const f of e.refreshrate ? EDITABLE : unreadable) {
    const p = found[FIELD_OF[f]];
    if (p) out[f] = p.message;
  }
  return out;
}

export function SponsorSubscriptionsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('subscriptions');
  const state = useAppSelector(selectSponsorSubscriptions);
  const { page, status, pageNo } = state.search;
  const bounds = useMemo(readBounds, []);
  const [dialog, setDialog] = useState(false);
  const [toDelete, setToDelete] = useState<SponsorSubscriptionRow[] | null>(null);
  const savedAtMount = useRef(state.savedSeq);

  useEffect(() => {
    dispatch(A.editsCleared());
    dispatch(A.searchRequested(ALL_QUERY));
  }, [dispatch]);

  useEffect(() => {
    if (state.savedSeq > savedAtMount.current) {
      savedAtMount.current = state.savedSeq;
      setDialog(true);
    }
  }, [state.savedSeq]);

  const rows: SponsorSubscriptionRow[] = useMemo(
    () =>
      (page?.data ?? []).map((r) => {
        const e = state.edits[String(r.employeeId)];
        return e ? { ...r, refreshrate: e.refreshrate, trigger: e.trigger, maxFreq: e.maxFreq } : r;
      }),
    [page, state.edits],
  );

  const changed = Object.values(state.edits).filter(isChanged);
  const problems = new Map(changed.map((e) => [e.row.employeeId, rowProblems(e, bounds)]));
  const invalid = changed.filter(
    (e) => Object.keys(problems.get(e.row.employeeId) ?? {}).length > 0,
  );
  const toSave: SaveRow[] = changed
    .filter(
      (e) =>
        (e.refreshrate ?? 0) > 0 &&
        e.row.contractId !== null &&
        Object.keys(problems.get(e.row.employeeId) ?? {}).length === 0,
    )
    // Each row names the version it was edited from: a row changed elsewhere since is refused (507) and shown as it is now.
    .map((e) => ({
      employeeId: e.row.employeeId,
      contractid: e.row.contractId as number,
      recordVersion: e.row.recordVersion,
      refreshrate: e.refreshrate as number,
      trigger: e.trigger as number,
      maxRecharges: e.maxFreq as number,
    }));
  const saveReason =
    invalid.length > 0
      ? t('sponsor.fixRows', { count: invalid.length })
      : toSave.length === 0
        ? t('sponsor.nothingToSave')
        : null;

  const selectedRows = rows.filter(
    (r) =>
      state.selected.includes(String(r.employeeId)) &&
      r.subscriptionState === 'Active' &&
      r.contractId !== null,
  );
  const removeReason = selectedRows.length === 0 ? t('sponsor.nothingToRemove') : null;

  const cellError = (row: SponsorSubscriptionRow, columnId: string) =>
    problems.get(row.employeeId)?.[columnId as EditableField];

  return (
    <section>
      <PageHeader title={t('sponsor.title')} description={t('sponsor.description')} />
      <div className="qc-stack">
        <div className="qc-card qc-stack">
          <SearchBar
            label={t('sponsor.search')}
            filterTypes={filterTypes(t)}
            // The controls show the criteria the list was searched with, also when the page is shown again.
            criteria={state.search.query}
            onSearch={({ filterType, filterValue }) =>
              dispatch(A.searchRequested({ filterType, filterValue }))
            }
            onInvalid={(msg) =>
              raiseAlert({ type: 'danger', msg, source: SUBSCRIPTIONS_SEARCH_SOURCE })
            }
          />
          <ApplyToAllForm
            bounds={bounds}
            disabled={!page || rows.every((r) => r.status !== 'Active')}
          />
        </div>
        {status === 'error' && !page ? (
          <EmptyState
            title={t('sponsor.loadError')}
            action={
              <TryAgainButton onRetry={() => dispatch(A.searchRequested(null, pageNo))}>
                {t('tryAgain')}
              </TryAgainButton>
            }
          />
        ) : (
          <div className="qc-card qc-stack">
            <DataTable<SponsorSubscriptionRow>
              caption={t('sponsor.caption')}
              paged={page ? { ...page, data: rows } : EMPTY_PAGE}
              onPageChange={(n) => dispatch(A.searchRequested(null, n))}
              loading={status === 'loading' || status === 'idle'}
              getRowId={(r) => String(r.employeeId)}
              rowLabel={(r) => `${r.employeeName} (${r.empId})`}
              selectable
              isRowSelectable={(r) => r.subscriptionState === 'Active'}
              selectedIds={state.selected}
              onSelectionChange={(ids) => dispatch(A.selectionChanged(ids))}
              onCellChange={(row, columnId, value) =>
                dispatch(
                  A.cellChanged(
                    row,
                    columnId as EditableField,
                    typeof value === 'number' ? value : null,
                  ),
                )
              }
              cellError={cellError}
              emptyText={t('sponsor.empty')}
              columns={sponsorSubscriptionColumns(t, setToDelete, state.saving)}
            />
            <div className="qc-form-actions qc-row">
              <button
                type="button"
                className="qc-btn qc-btn--secondary"
                disabled={!!removeReason || state.saving}
                aria-describedby="rs-remove-why"
                onClick={() => setToDelete(selectedRows)}
              >
                {t('sponsor.removeSelected')}
              </button>
              <button
                type="button"
                className="qc-btn"
                disabled={!!saveReason || state.saving}
                aria-describedby="rs-save-why"
                onClick={() => dispatch(A.saveRequested(toSave))}
              >
                {t('sponsor.saveToCart')}
              </button>
            </div>
            <p className="qc-muted" id="rs-save-why">
              {saveReason ?? t('sponsor.readyToSave', { count: toSave.length })}
            </p>
            <p className="qc-muted" id="rs-remove-why">
              {removeReason ?? t('sponsor.selected', { count: selectedRows.length })}
            </p>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('sponsor.cancelTitle')}
        message={t('sponsor.cancelMessage', {
          names: toDelete?.map((r) => r.employeeName).join(', ') ?? '',
        })}
        onNo={() => setToDelete(null)}
        onYes={() => {
          const list = (toDelete ?? [])
            .filter((r) => r.contractId !== null)
            .map((r) => ({
              employeeId: r.employeeId,
              contractid: r.contractId as number,
              recordVersion: r.recordVersion,
            }));
          setToDelete(null);
          if (list.length > 0) dispatch(A.removeRequested(list));
        }}
      />
      {/* REMOVE SELECTED and Delete put cancellations in the cart: the dialog says so. */}
      <ContinueStayDialog
        open={dialog}
        {...(state.savedKind === 'remove' ? cancelledToCart(t, changed.length) : {})}
        onContinue={() => {
          setDialog(false);
          void navigate('/user-cart');
        }}
        onStay={() => {
          setDialog(false);
          dispatch(A.reset());
        }}
      />
    </section>
  );
}
