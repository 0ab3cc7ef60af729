// /emp_mgmt: search employees (server-paged), CREATE NEW EMPLOYEE (card allocation first) and
// REMOVE SELECTED EMPLOYEES with the delete confirmation; removed and kept employees are
// reported in separate alerts with their names.
import { useMemo } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { SearchBar } from '@qcard/shared/search/search-bar';
import { LoadFailed } from '@qcard/shared/ui/load-failed';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { EMPTY_PAGE, withOrder, type SearchCriteria } from '@qcard/shared/search/paged-search-store';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { useAppDispatch, useAppSelector, useSearchAgainOnShow } from '../../../app/hooks';
import type { Employee } from '../../employees/api/employees-api';
import { employeeSearchActions, employeesActions, selectEmployeeSearch, selectEmployeesRemoving } from '../store/employees-slice';
import { RemoveSelectedBar, useRemovalSelection } from '../../company-records/public';
import { EMPLOYEES_SEARCH_SOURCE } from '../store/employees-saga';
import '../../../app/sponsor.css';

const FROM = encodeURIComponent('/emp_mgmt');

export const EMPLOYEE_FILTERS = [
  { value: 'employeeId', label: 'Employee Id' },
  { value: 'lastName', label: 'Last Name' },
  { value: 'firstName', label: 'First Name' },
  { value: 'cardNumber', label: 'Card Number' },
  { value: 'groupName', label: 'Group Name' },
  { value: 'all', label: 'All Employees', requiresValue: false },
];

export function EmployeeListPage() {
  const dispatch = useAppDispatch();
  const { page, status, query } = useAppSelector(selectEmployeeSearch);
  const removing = useAppSelector(selectEmployeesRemoving);
  const selection = useRemovalSelection((ids) => dispatch(employeesActions.removeRequested(ids)));
  useSearchAgainOnShow(page?.pageNumber, employeeSearchActions.searchRequested);

  const columns = useMemo<DataColumn<Employee>[]>(
    () => [
      {
        id: 'employeeId',
        header: 'Employee Id',
        sortable: true,
        cell: (e) => (
          <Link className="sp-link" to={`/employee-detail?id=${e.id}&from=${FROM}`} aria-label={`Employee ${e.employeeId}, ${e.firstName} ${e.lastName}`}>
            {e.employeeId}
          </Link>
        ),
      },
      // Sorted by the API over the whole company (the columns it indexes); the others only page.
      { id: 'firstName', header: 'First Name', sortable: true },
      { id: 'lastName', header: 'Last Name', sortable: true },
      { id: 'groupName', header: 'Group' },
      { id: 'cardNumber', header: 'Card Number' },
      { id: 'contractName', header: 'Contract' },
    ],
    [],
  );

  const filtered = query.filterType !== 'all';
  return (
    <section className="qc-card sp-page">
      <PageHeader
        title="Employee Management"
        description="Your company's employees and the Q Card allocated to each."
        actions={
          <Link className="qc-btn" to={`/card-allocation?from=${FROM}`}>
            CREATE NEW EMPLOYEE
          </Link>
        }
      />
      <SearchBar
        label="Search employees"
        filterTypes={EMPLOYEE_FILTERS}
        onSearch={(q) => {
          selection.setSelected([]);
          // A new search keeps the order the table shows.
          dispatch(employeeSearchActions.searchRequested(withOrder<SearchCriteria>(q, query.sortBy, query.sortDir), 1));
        }}
        onInvalid={(msg) => raiseAlert({ type: 'danger', msg, target: '/emp_mgmt', source: EMPLOYEES_SEARCH_SOURCE })}
      />
      {status === 'error' ? <LoadFailed what="The employees" onRetry={() => dispatch(employeeSearchActions.searchRequested(null, 1))} /> : null}
      <DataTable<Employee>
        caption="Employees"
        columns={columns}
        paged={page ?? EMPTY_PAGE}
        onQueryChange={(q) => dispatch(employeeSearchActions.searchRequested(withOrder(query, q.sortBy, q.sortDir), q.pageNumber))}
        getRowId={(e) => String(e.id)}
        rowLabel={(e) => `${e.employeeId} ${e.firstName} ${e.lastName}`}
        {...selection.table}
        loading={status === 'loading' && !page}
        emptyText={filtered ? 'No employees match this search.' : 'No employees yet. Use CREATE NEW EMPLOYEE to add one.'}
      />
      <RemoveSelectedBar label="REMOVE SELECTED EMPLOYEES" noun="employees" selection={selection} removing={removing} reasonId="employee-remove-reason" />
    </section>
  );
}

