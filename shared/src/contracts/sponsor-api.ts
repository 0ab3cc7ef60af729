// Records of the sponsor calls as both the API and the remotes see them. Money in cents.

/** An employee of the sponsor's company (/employee/search, /employee/detail). */
export interface Employee {
  id: number;
  employeeid: string;
  employeeId: string;
  firstName: string;
  lastName: string;
  groupId: number | null;
  groupName: string;
  employeeaddress: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phonenumber: string;
  cardNumber: string;
  contractId: number | null;
  contractName: string;
  cardStatus: string;
}

/** A row of the sponsor subscription table (/rssubscription/search). */
export interface SponsorSubscriptionRow {
  employeeId: number;
  empId: string;
  employeeName: string;
  groupName: string | null;
  contractName: string | null;
  contractId: number | null;
  /** The employee's Q Card (opens Single Subscribe for it), or null without a card. */
  cardId: number | null;
  cardNumber: string | null;
  /** Card status as the tables show it: Active (InCirculation) or Inactive. */
  status: 'Active' | 'Inactive';
  subscriptionState: 'Active' | 'NoSubscription';
  refreshrate: number | null;
  trigger: number | null;
  maxFreq: number | null;
  statusReason: string | null;
}
