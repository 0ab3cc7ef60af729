// /emp_mgmt: search employees (server-paged), CREATE NEW EMPLOYEE (card allocation first) and
// REMOVE SELECTED EMPLOYEES with the delete confirmation; removed and kept employees are
// reported in separate alerts with their names.
import { useMemo } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { SearchBar } from '@qcard/kit/search/search-bar';
import { CsvExport } from '@qcard/kit/ui/csv-export';
import { LoadFailed } from '@qcard/kit/ui/load-failed';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { EMPTY_PAGE, withOrder, type SearchCriteria } from '@qcard/kit/search/paged-search-store';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { useAppDispatch, useAppSelector, useSearchAgainOnShow } from '../../../app/hooks';
import { exportEmployees, type Employee } from '../../employees/api/employees-api';
import {
  employeeSearchActions,
  employeesActions,
  selectEmployeeSearch,
  selectEmployeesRemoving,
} from '../store/employees-slice';
import { RemoveSelectedBar, useRemovalSelection } from '../../company-records/public';
import { EMPLOYEES_SEARCH_SOURCE, employeesSaga } from '../store/employees-saga';
import { WeeklyDigestPanel, weeklyDigestSaga } from '../../weekly-digest/public';
import '../../../app/sponsor.css';

const FROM = encodeURIComponent('/emp_mgmt');

export function EmployeeListPage() {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const { page, status, query } = useAppSelector(selectEmployeeSearch);
  const removing = useAppSelector(selectEmployeesRemoving);
  const selection = useRemovalSelection((ids) => dispatch(employeesActions.removeRequested(ids)));
  useSearchAgainOnShow(page?.pageNumber, employeeSearchActions.searchRequested);

  const filters = useMemo(
    () => [
      { value: 'employeeId', label: t('field.employeeId') },
      { value: 'lastName', label: t('field.lastName') },
      { value: 'firstName', label: t('field.firstName') },
      { value: 'cardNumber', label: t('field.cardNumber') },
      { value: 'groupName', label: t('field.groupName') },
      { value: 'all', label: t('employees.filterAll'), takesValue: false },
    ],
    [t],
  );

  const columns = useMemo<DataColumn<Employee>[]>(
    () => [
      {
        id: 'employeeId',
        header: t('field.employeeId'),
        sortable: true,
        cell: (e) => (
          <Link
            className="sp-link"
            to={`/employee-detail?id=${e.id}&from=${FROM}`}
            aria-label={t('employees.link', {
              employeeId: e.employeeId,
              firstName: e.firstName,
              lastName: e.lastName,
            })}
          >
            {e.employeeId}
          </Link>
        ),
      },
      // Sorted by the API over the whole company (the columns it indexes); the others only page.
      { id: 'firstName', header: t('field.firstName'), sortable: true },
      { id: 'lastName', header: t('field.lastName'), sortable: true },
      { id: 'groupName', header: t('field.group') },
      { id: 'cardNumber', header: t('field.cardNumber') },
      { id: 'contractName', header: t('field.contract') },
    ],
    [t],
  );

  const filtered = query.filterType !== 'all';
  return (
    <>
      <section className="qc-card sp-page">
        <PageHeader
          title={t('page.employees')}
          description={t('employees.description')}
          actions={
            <Link className="qc-btn" to={`/card-allocation?from=${FROM}`}>
              {t('employees.createNew')}
            </Link>
          }
        />
        <SearchBar
          label={t('employees.search')}
          filterTypes={filters}
          // The controls show the criteria the list was searched with, also when the page is shown again after a save.
          criteria={query}
          onSearch={(q) => {
            selection.setSelected([]);
            // A new search keeps the order the table shows.
            dispatch(
              employeeSearchActions.searchRequested(
                withOrder<SearchCriteria>(q, query.sortBy, query.sortDir),
                1,
              ),
            );
          }}
          onInvalid={(msg) =>
            raiseAlert({
              type: 'danger',
              msg,
              target: '/emp_mgmt',
              source: EMPLOYEES_SEARCH_SOURCE,
            })
          }
        />
        {status === 'error' ? (
          <LoadFailed
            what={t('employees.what')}
            onRetry={() => dispatch(employeeSearchActions.searchRequested(null, 1))}
          />
        ) : null}
        <DataTable<Employee>
          caption={t('employees.caption')}
          columns={columns}
          paged={page ?? EMPTY_PAGE}
          onQueryChange={(q) =>
            dispatch(
              employeeSearchActions.searchRequested(
                withOrder(query, q.sortBy, q.sortDir),
                q.pageNumber,
              ),
            )
          }
          getRowId={(e) => String(e.id)}
          rowLabel={(e) => `${e.employeeId} ${e.firstName} ${e.lastName}`}
          {...selection.table}
          // Until the first page is here (the search is requested when the page shows), the table is loading, not empty.
          loading={!page && status !== 'error'}
          emptyText={filtered ? t('employees.noMatch') : t('employees.none')}
        />
        {/* Under the table, it comes with the first rows rather than being pushed down by them (layout shift). */}
        {page ? (
          <RemoveSelectedBar
            label={t('employees.removeSelected')}
            selectHint={t('employees.selectToRemove')}
            selection={selection}
            removing={removing}
            reasonId="employee-remove-reason"
          />
        ) : null}
        {page ? (
          <CsvExport label={t('employees.export')} target="/emp_mgmt" fetchFile={exportEmployees} />
        ) : null}
      </section>
      {/* Below the list, so its load never moves the table. */}
      <WeeklyDigestPanel />
    </>
  );
}

export default EmployeeListPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [employeesSaga, weeklyDigestSaga];
