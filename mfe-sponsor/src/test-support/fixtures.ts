// Records of the sponsor's screens as the API answers them, for the page tests of this remote
// (English and Spanish tests build the same company from here).
import type { Employee } from '../features/employees/api/employees-api';

/** One employee of the test company; `over` changes what a test needs. */
export function employee(id: number, over: Partial<Employee> = {}): Employee {
  return {
    id,
    employeeid: `E${id}`,
    employeeId: `E${id}`,
    firstName: 'Ann',
    lastName: `Person${id}`,
    groupId: 1,
    groupName: 'Operations',
    employeeaddress: '',
    city: '',
    state: '',
    zipCode: '',
    email: '',
    phonenumber: '',
    cardNumber: `20000000${id}`,
    contractId: 70 + id,
    contractName: 'Commuter Benefit',
    cardStatus: 'Active',
    recordVersion: 1,
    ...over,
  };
}

/** A company card, held by `employee` (its id) or by nobody. */
export function companyCard(n: number, status: 'Active' | 'Inactive', employeeId: string | null) {
  return {
    cardId: n,
    cardNumber: `200000000${n}`,
    profileName: 'Commuter Benefit',
    status,
    cardStatus: status === 'Active' ? 'InCirculation' : 'Blocked',
    expiresOn: '2029-09-15T15:00:00.000Z',
    employeeId,
    employeeName: employeeId ? 'Avery Adams' : null,
  };
}

/** The company's two groups: one with employees (cannot be removed), one empty. */
export const GROUPS = [
  {
    id: 1,
    groupname: 'Operations',
    groupdetails: 'Depot staff',
    employeeCount: 17,
    recordVersion: 1,
  },
  { id: 2, groupname: 'Night Crew', groupdetails: '', employeeCount: 0, recordVersion: 1 },
];

/** One page of a paged search holding every row given. */
export function onePage<T>(data: T[]) {
  return {
    status: 'SUCCESS' as const,
    data: { data, numberOfPages: 1, pageNumber: 1, numberOfRecords: data.length },
  };
}
