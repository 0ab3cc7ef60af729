// Employees of the sponsor's company and card allocation (SPEC 'Employees', EMPLOYEE_MANAGEMENT
// / create_employee, which includes card allocation).
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { EmployeesExportCall } from '@qcard/contracts/exports-calls';
import {
  CardAllocationCall,
  CreateEmployeeCall,
  EmployeeDetailCall,
  EmployeeSearchCall,
  RemoveEmployeesCall,
  UpdateEmployeeCall,
} from '@qcard/contracts/sponsor-calls';
import type { PagedList } from '@qcard/contracts/domain';
import type { CsvFile } from '@qcard/contracts/exports-api';

import type {
  AllocatableCard,
  Employee,
  EmployeePayload,
  EmployeeRemoveResult,
  SearchQuery,
} from '@qcard/contracts/sponsor-api';

export type {
  AllocatableCard,
  Employee,
  EmployeeRemoveResult,
  SearchQuery,
} from '@qcard/contracts/sponsor-api';

/** Form values (react-final-form): ids as select strings. */
export type EmployeeValues = {
  firstName?: string;
  lastName?: string;
  employeeId?: string;
  cardNumber?: string;
  groupId?: string;
  contractId?: string;
  employeeaddress?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  email?: string;
  phonenumber?: string;
  /** The version the form was opened with (no field shows it): the update sends it back. */
  recordVersion?: number;
};

export function searchEmployees(
  query: SearchQuery,
  pageNo: number,
): Promise<CallResult<PagedList<Employee>>> {
  return callContract(EmployeeSearchCall, { ...query, pageNo });
}

export function fetchEmployee(id: number): Promise<CallResult<Employee>> {
  return callContract(EmployeeDetailCall, { id });
}

/** The company card with this serial, if no other employee holds it (employeeId: the one being edited). */
export function checkCardAllocation(
  cardNumber: string,
  employeeId: number | null,
): Promise<CallResult<AllocatableCard>> {
  return callContract(CardAllocationCall, {
    cardNumber,
    ...(employeeId ? { id: employeeId } : {}),
  });
}

export function toEmployeePayload(values: EmployeeValues): EmployeePayload {
  const t = (v: string | undefined) => (v ?? '').trim();
  return {
    firstName: t(values.firstName),
    lastName: t(values.lastName),
    employeeId: t(values.employeeId),
    cardNumber: t(values.cardNumber),
    groupId: values.groupId ? Number(values.groupId) : '',
    contractId: values.contractId ? Number(values.contractId) : '',
    employeeaddress: t(values.employeeaddress),
    city: t(values.city),
    state: t(values.state),
    zipCode: t(values.zipCode),
    email: t(values.email),
    phonenumber: t(values.phonenumber),
  };
}

export function saveEmployee(
  id: number | null,
  values: EmployeeValues,
): Promise<CallResult<Employee>> {
  const body = toEmployeePayload(values);
  return id === null
    ? callContract(CreateEmployeeCall, body)
    : callContract(UpdateEmployeeCall, { id, recordVersion: values.recordVersion, ...body });
}

export function removeEmployees(ids: number[]): Promise<CallResult<EmployeeRemoveResult[]>> {
  return callContract(RemoveEmployeesCall, { ids });
}

export function employeeToValues(e: Employee): EmployeeValues {
  return {
    firstName: e.firstName,
    lastName: e.lastName,
    employeeId: e.employeeId,
    cardNumber: e.cardNumber,
    groupId: e.groupId ? String(e.groupId) : undefined,
    contractId: e.contractId ? String(e.contractId) : undefined,
    employeeaddress: e.employeeaddress || undefined,
    city: e.city || undefined,
    state: e.state || undefined,
    zipCode: e.zipCode || undefined,
    email: e.email || undefined,
    phonenumber: e.phonenumber || undefined,
    recordVersion: e.recordVersion,
  };
}

/** Every employee of the company as a CSV file. */
export function exportEmployees(): Promise<CallResult<CsvFile>> {
  return callContract(EmployeesExportCall, {});
}
