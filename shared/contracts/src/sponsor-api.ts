// Contracts of the sponsor calls (employees, groups, company cards, bulk reload): request body
// and SUCCESS data of each (docs/api-contracts.md). Money in cents. The sponsor subscription
// table's calls are in subscriptions-api.ts.
import {
  Body,
  Cents,
  Checked,
  IdIn,
  Nullable,
  Paged,
  PagedSearchFields,
  Row,
  TextIn,
  Type,
  type Static,
} from '@qcard/contracts/schema-parts';
import type { TArray, TString } from '@sinclair/typebox';

const ShownStatus = Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]);
const IdsIn = Checked(
  Type.Array(Type.Integer({ minimum: 1 })),
  'Row ids; 488 when none is selected, 491 when one is not an id',
);

/**
 * One row of a removal's answer, alike for employees and groups: removed or not, the record
 * kind's msgCode, the records it names (the list's own field) and why they were kept.
 */
function RemoveResult<Kind extends string, Names extends string>(kind: Kind, names: Names) {
  const listed = { [names]: Type.Array(Type.String()) } as Record<Names, TArray<TString>>;
  return Row({
    status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('ERROR')]),
    msgCode: Type.Union([
      Type.Literal(`${kind}_REMOVED` as `${Kind}_REMOVED`),
      Type.Literal(`${kind}_NOT_REMOVED` as `${Kind}_NOT_REMOVED`),
      Type.Literal(`${kind}_NOT_FOUND` as `${Kind}_NOT_FOUND`),
    ]),
    ...listed,
    /** Why the listed records were not removed. */
    reason: Type.Optional(Type.String()),
  });
}

/**
 * The version of a record a sponsor edits, raised by every save; an update sends back the one it
 * was made from and is refused (507, HTTP 409, the current record in data) when the record moved
 * on. Not `version`: every call body's `version` is the call protocol's (always 1).
 */
const RecordVersion = Type.Integer({ minimum: 1 });
/** An update's recordVersion; a save without it overwrites whatever is there (docs/decisions.md). */
const RecordVersionIn = Type.Optional(
  Checked(
    Type.Integer({ minimum: 1 }),
    'The recordVersion the form was opened with; 491 when not a positive integer',
  ),
);

/** An employee of the sponsor's company (/employee/search, /employee/detail). */
export const Employee = Row({
  id: Type.Integer(),
  employeeid: Type.String(),
  employeeId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  groupId: Nullable(Type.Integer()),
  groupName: Type.String(),
  employeeaddress: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  cardNumber: Type.String(),
  contractId: Nullable(Type.Integer()),
  contractName: Type.String(),
  cardStatus: Type.String(),
  recordVersion: RecordVersion,
});
export type Employee = Static<typeof Employee>;

export const EmployeeSearchBody = Body(PagedSearchFields);
export const EmployeeSearchAnswer = Paged(Employee);
export type SearchQuery = Required<
  Pick<Static<typeof EmployeeSearchBody>, 'filterType' | 'filterValue'>
>;

export const AllocatableCard = Row({
  cardId: Type.Integer(),
  cardNumber: Type.String(),
  profileName: Type.String(),
  status: ShownStatus,
  contracts: Type.Array(Row({ id: Type.Integer(), contractName: Type.String() })),
});
export type AllocatableCard = Static<typeof AllocatableCard>;
export const CardAllocationBody = Body({ cardNumber: TextIn, id: Type.Optional(IdIn) });

export const EmployeeDetailBody = Body({ id: IdIn });

const EmployeeFields = {
  firstName: TextIn,
  lastName: TextIn,
  employeeId: TextIn,
  cardNumber: TextIn,
  /** '' when none is chosen (the form's select). */
  groupId: Checked(Type.Union([Type.Integer(), Type.Literal('')])),
  contractId: Checked(Type.Union([Type.Integer(), Type.Literal('')])),
  employeeaddress: TextIn,
  city: TextIn,
  state: TextIn,
  zipCode: TextIn,
  email: TextIn,
  phonenumber: TextIn,
};
export const CreateEmployeeBody = Body(EmployeeFields);
export const UpdateEmployeeBody = Body({
  id: IdIn,
  recordVersion: RecordVersionIn,
  ...EmployeeFields,
});
export type EmployeePayload = Static<typeof CreateEmployeeBody>;

export const EmployeeRemoveResult = RemoveResult('EMPLOYEES', 'employeeIds');
export type EmployeeRemoveResult = Static<typeof EmployeeRemoveResult>;
export const RemoveEmployeesBody = Body({ ids: IdsIn });
export const RemoveEmployeesAnswer = Type.Array(EmployeeRemoveResult);

export const Group = Row({
  id: Type.Integer(),
  groupname: Type.String(),
  groupdetails: Type.String(),
  employeeCount: Type.Integer(),
  recordVersion: RecordVersion,
});
export type Group = Static<typeof Group>;
export const GroupSearchBody = Body({
  ...PagedSearchFields,
  all: Type.Optional(Checked(Type.Boolean(), 'true: every group in one page')),
});
export const GroupSearchAnswer = Paged(Group);
export const GroupDetailsBody = Body({ id: IdIn });
const GroupFields = { groupname: TextIn, groupdetails: TextIn };
export const CreateGroupBody = Body(GroupFields);
export const UpdateGroupBody = Body({ id: IdIn, recordVersion: RecordVersionIn, ...GroupFields });
export type GroupPayload = Static<typeof CreateGroupBody>;
export const GroupRemoveResult = RemoveResult('GROUPS', 'groupNames');
export type GroupRemoveResult = Static<typeof GroupRemoveResult>;
export const RemoveGroupsBody = Body({ ids: IdsIn });
export const RemoveGroupsAnswer = Type.Array(GroupRemoveResult);

export const CompanyCard = Row({
  cardId: Type.Integer(),
  cardNumber: Type.String(),
  profileName: Type.String(),
  status: ShownStatus,
  cardStatus: Type.String(),
  expiresOn: Type.String(),
  employeeId: Nullable(Type.String()),
  employeeName: Nullable(Type.String()),
});
export type CompanyCard = Static<typeof CompanyCard>;
export const CompanyCardSearchBody = Body(PagedSearchFields);
export const CompanyCardSearchAnswer = Paged(CompanyCard);

/** A row of the sponsor bulk reload table (SPEC section 3). */
export const BulkReloadRow = Row({
  /** employees.id: what /recharge/addRechargeCards takes. */
  employeeId: Type.Integer(),
  /** The company's employee id (E1001). */
  empId: Type.String(),
  empName: Type.String(),
  groupName: Type.String(),
  contract: Type.String(),
  contractId: Type.Integer(),
  cardNumber: Type.String(),
  status: ShownStatus,
  /** Why an Inactive row can not be reloaded. */
  reason: Nullable(Type.String()),
  amount: Cents,
  minValue: Cents,
  maxValue: Cents,
});
export type BulkReloadRow = Static<typeof BulkReloadRow>;
export const BulkReloadSearchBody = Body(PagedSearchFields);
export const BulkReloadSearchAnswer = Paged(BulkReloadRow);

const RechargeCard = Row({
  employeeId: Type.Integer(),
  contractid: Type.Integer(),
  rechargevalue: Cents,
});
export type RechargeCard = Static<typeof RechargeCard>;
export const AddRechargeCardsBody = Body({
  rechargeCards: Checked(
    Type.Array(RechargeCard),
    'Checked row by row by the handler; 461 names the employee whose amount is out of bounds',
  ),
});
export const AddRechargeCardsAnswer = Row({ cartCount: Type.Integer(), added: Type.Integer() });
export type AddRechargeCardsResult = Static<typeof AddRechargeCardsAnswer>;

/** A refused row, in data.rows of an ERROR answer of /recharge/addRechargeCards (461, or a card that can not be reloaded). */
export const RowProblem = Row({
  employeeId: Type.Integer(),
  empId: Nullable(Type.String()),
  msgCode: Type.String(),
  message: Type.String(),
});
export type RowProblem = Static<typeof RowProblem>;
export interface AddRechargeCardsRefusal {
  rows: RowProblem[];
}

/** What the next weekly digest would report: counts over the whole company. */
export const DigestSummary = Row({
  employeesWithoutCard: Type.Integer(),
  lowBalanceCards: Type.Integer(),
  failedPayments: Type.Integer(),
  /** Balance under which a company card counts as low, cents. */
  lowBalanceCents: Cents,
});

/** The sponsor administrator's weekly digest setting, the address it goes to and what it would say now. */
export const DigestSettings = Row({
  weeklyDigest: Type.Boolean(),
  email: Type.String(),
  summary: DigestSummary,
});

/** /sponsor/digest: the caller's setting and this week's figures. */
export const DigestReadBody = Body({});
/** /sponsor/digest/update: weeklyDigest true or false (anything else is 491). */
export const DigestUpdateBody = Body({ weeklyDigest: Checked(Type.Boolean()) });
export type DigestSettingsView = Static<typeof DigestSettings>;
