// /emp_mgmt: search employees (server-paged), CREATE NEW EMPLOYEE (card allocation first) and
// REMOVE SELECTED EMPLOYEES with the delete confirmation; removed and kept employees are
// reported in separate alerts with their names.
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { SearchBar } from '@qcard/shared/search/search-bar';
import { ConfirmDialog } from '@qcard/shared/ui/dialog';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SponsorOnly } from '../../../app/sponsor-only';
import type { Employee } from '../../employees/api/employees-api';
import { employeeSearchActions, employeesActions, selectEmployeeSearch, selectEmployeesRemoving } from '../store/employees-slice';
import { withOrder } from '../../../app/paged-search';
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

function EmployeeList() {
  const dispatch = useAppDispatch();
  const { page, status, query } = useAppSelector(selectEmployeeSearch);
  const removing = useAppSelector(selectEmployeesRemoving);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    dispatch(employeeSearchActions.searchRequested(null, page?.pageNumber ?? 1));
  }, [dispatch]);

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
  const reason = removing ? 'Removing…' : selected.length === 0 ? 'Select one or more employees to remove them.' : `${selected.length} selected.`;
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
          setSelected([]);
          // A new search keeps the order the table shows.
          dispatch(employeeSearchActions.searchRequested(withOrder(q, query.sortBy ?? null, query.sortDir ?? 'asc'), 1));
        }}
        onInvalid={(msg) => raiseAlert({ type: 'danger', msg, target: '/emp_mgmt', source: EMPLOYEES_SEARCH_SOURCE })}
      />
      {status === 'error' ? (
        <p className="qc-inline-error" role="alert">
          The employees could not be loaded.{' '}
          <button type="button" className="qc-btn qc-btn--link" onClick={() => dispatch(employeeSearchActions.searchRequested(null, 1))}>
            Try again
          </button>
        </p>
      ) : null}
      <DataTable<Employee>
        caption="Employees"
        columns={columns}
        paged={page ?? { data: [], numberOfPages: 1, pageNumber: 1, numberOfRecords: 0 }}
        onQueryChange={(q) => dispatch(employeeSearchActions.searchRequested(withOrder(query, q.sortBy, q.sortDir), q.pageNumber))}
        getRowId={(e) => String(e.id)}
        rowLabel={(e) => `${e.employeeId} ${e.firstName} ${e.lastName}`}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        loading={status === 'loading' && !page}
        emptyText={filtered ? 'No employees match this search.' : 'No employees yet. Use CREATE NEW EMPLOYEE to add one.'}
      />
      <div className="sp-toolbar">
        <button type="button" className="qc-btn qc-btn--danger" disabled={selected.length === 0 || removing} aria-describedby="employee-remove-reason" onClick={() => setConfirming(true)}>
          REMOVE SELECTED EMPLOYEES
        </button>
        <p id="employee-remove-reason" className="qc-muted sp-toolbar__reason" aria-live="polite">
          {reason}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          dispatch(employeesActions.removeRequested(selected.map(Number)));
          setSelected([]);
        }}
      />
    </section>
  );
}

export function EmployeeListPage() {
  return (
    <SponsorOnly title="Employee Management">
      <EmployeeList />
    </SponsorOnly>
  );
}
