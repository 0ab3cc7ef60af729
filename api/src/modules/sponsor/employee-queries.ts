// The employee table's reads: the search page (filter, sort, page) and one employee, each
// with its group, card and contract, always within the caller's company.
import type { Language } from '../../platform/i18n/request-language';
import { recordText } from '../../platform/i18n/record-texts';
import type { SortOrder } from '../../platform/http/sort-order';
import type { Db } from '../../platform/db/database';
import { listFilter, matching, type ListValue, shownStatus } from './sponsor-scope';
import { cachedQueryTemplate } from '../../platform/db/query-template';
import { notFound } from '../../platform/http/requested-record';
import type { Employee } from '@qcard/contracts/sponsor-api';

export const EMPLOYEE_FILTERS = {
  employeeId: 'Employee Id',
  lastName: 'Last Name',
  firstName: 'First Name',
  cardNumber: 'Card Number',
  groupName: 'Group Name',
} as const;

/** The employee table's sortable columns: the employee's own, each indexed with its company (migration 0011). */
const EMPLOYEE_SORT_COLUMNS = {
  employeeId: 'e.employee_code',
  lastName: 'e.last_name',
  firstName: 'e.first_name',
} as const;
export const EMPLOYEE_SORTS = Object.keys(EMPLOYEE_SORT_COLUMNS) as Array<
  keyof typeof EMPLOYEE_SORT_COLUMNS
>;

/** Employees with their group, card and contract, of any company: scope it before use. */
export function employeeJoins(db: Db) {
  return db
    .selectFrom('employees as e')
    .leftJoin('groups as g', 'g.id', 'e.group_id')
    .leftJoin('cards as c', 'c.id', 'e.card_id')
    .leftJoin('contracts as k', 'k.id', 'e.contract_id');
}

export function employeeQuery(db: Db, companyId: number) {
  return employeeJoins(db).where('e.company_id', '=', companyId);
}

export function withColumns(q: ReturnType<typeof employeeQuery>) {
  return q.select([
    'e.id',
    'e.employee_code',
    'e.first_name',
    'e.last_name',
    'e.group_id',
    'g.name as group_name',
    'e.address',
    'e.city',
    'e.state',
    'e.zip_code',
    'e.email',
    'e.phone',
    'c.serial',
    'c.status as card_status',
    'e.contract_id',
    'k.contract_name',
    'e.version',
  ]);
}

export type EmployeeSelect = Awaited<
  ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>
>;

export function view(r: EmployeeSelect, language: Language): Employee {
  return {
    id: r.id,
    employeeid: r.employee_code,
    employeeId: r.employee_code,
    firstName: r.first_name,
    lastName: r.last_name,
    groupId: r.group_id,
    groupName: r.group_name ?? '',
    employeeaddress: r.address ?? '',
    city: r.city ?? '',
    state: r.state ?? '',
    zipCode: r.zip_code ?? '',
    email: r.email ?? '',
    phonenumber: r.phone ?? '',
    cardNumber: r.serial ?? '',
    contractId: r.contract_id,
    contractName: recordText(r.contract_name, language) ?? '',
    cardStatus: r.card_status ? shownStatus(r.card_status) : '',
    recordVersion: r.version,
  };
}

/** Which employee condition each filterType of the employee search is. */
const EMPLOYEE_FILTER_CONDITIONS = {
  employeeId: 'employeeCode',
  lastName: 'lastName',
  firstName: 'firstName',
  cardNumber: 'cardSerial',
  groupName: 'groupName',
} as const;

/**
 * The employee search's count and page for one filter and order, built once per shape
 * (db/query-template.ts): Employee Management runs both on every open, search and page change.
 */
export function employeeListQueries(
  db: Db,
  key: keyof typeof EMPLOYEE_FILTERS | null,
  escaped: boolean,
  sort: SortOrder<keyof typeof EMPLOYEE_SORT_COLUMNS>,
) {
  const { filtered, condition } = listFilter(db, key && EMPLOYEE_FILTER_CONDITIONS[key], escaped);
  const matchingEmployees = (v: Record<ListValue, never>) =>
    matching(db.selectFrom('employees as e').where('e.company_id', '=', v.companyId), condition(v));
  const shape = `employee-search|${key ?? ''}|${escaped}|${sort.column}|${sort.direction}`;
  return {
    count: cachedQueryTemplate(db, `${shape}|count`, ['companyId', ...filtered], (v) =>
      matchingEmployees(v).select((eb) => eb.fn.countAll<number>().as('n')),
    ),
    // The page's ids first, from the company's sort index alone, then the joins for those rows
    // only: in one query the rows skipped by OFFSET were joined too. The outer query names no
    // company, or SQLite walks the company's sort index again to test each row against the ids.
    rows: cachedQueryTemplate(
      db,
      `${shape}|rows`,
      ['companyId', 'limit', 'offset', ...filtered],
      (v) =>
        withColumns(employeeJoins(db))
          .where(
            'e.id',
            'in',
            matchingEmployees(v)
              .select('e.id')
              .orderBy(EMPLOYEE_SORT_COLUMNS[sort.column], sort.direction)
              .orderBy('e.id', sort.direction)
              .limit(v.limit)
              .offset(v.offset),
          )
          .orderBy(EMPLOYEE_SORT_COLUMNS[sort.column], sort.direction)
          .orderBy('e.id', sort.direction),
    ),
  };
}

export async function employeeById(
  db: Db,
  companyId: number,
  id: number,
  language: Language,
): Promise<Employee> {
  const row = await withColumns(employeeQuery(db, companyId))
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return view(row, language);
}
