// Where each sponsor call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (sponsor-api.ts).
import type * as S from '@qcard/contracts/sponsor-api';
import { call } from '@qcard/contracts/call';

export const EmployeeSearchCall = /* @__PURE__ */ call<
  typeof S.EmployeeSearchBody,
  typeof S.EmployeeSearchAnswer
>()({
  path: '/employee/search',
  action: 'EMPLOYEE_MANAGEMENT',
  functions: ['search_employee'],
  access: 'sponsor',
  summary:
    'filterType employeeId|lastName|firstName|cardNumber|groupName + filterValue (contains; 479 when blank), pageNo, sortBy employeeId|lastName|firstName + sortDir → paged employees in that order (then id)',
});

export const CardAllocationCall = /* @__PURE__ */ call<
  typeof S.CardAllocationBody,
  typeof S.AllocatableCard
>()({
  path: '/employee/cardAllocation',
  action: 'EMPLOYEE_MANAGEMENT',
  functions: ['card_allocation'],
  access: 'sponsor',
  summary:
    'cardNumber (digits; 468 when blank), employee id? → the company card and its contracts, if no other employee holds it',
});

export const EmployeeDetailCall = /* @__PURE__ */ call<
  typeof S.EmployeeDetailBody,
  typeof S.Employee
>()({
  path: '/employee/detail',
  action: 'EMPLOYEE_MANAGEMENT',
  functions: ['employee_detail'],
  access: 'sponsor',
  summary: 'id → employee of the company (485 otherwise)',
});

export const CreateEmployeeCall = /* @__PURE__ */ call<
  typeof S.CreateEmployeeBody,
  typeof S.Employee
>()({
  path: '/employee/create',
  action: 'EMPLOYEE_MANAGEMENT',
  functions: ['create_employee'],
  access: 'sponsor',
  summary:
    'firstName, lastName, employeeId, cardNumber, groupId, contractId (+ address, email unique in the company, phone) → employee; msgCode SAVED',
});

export const UpdateEmployeeCall = /* @__PURE__ */ call<
  typeof S.UpdateEmployeeBody,
  typeof S.Employee
>()({
  path: '/employee/update',
  action: 'EMPLOYEE_MANAGEMENT',
  functions: ['update_employee'],
  access: 'sponsor',
  summary:
    'id, recordVersion (of the employee as the form got it) + the create fields → employee; msgCode SAVED; 507 (HTTP 409) with the current employee when it was saved since',
});

export const RemoveEmployeesCall = /* @__PURE__ */ call<
  typeof S.RemoveEmployeesBody,
  typeof S.RemoveEmployeesAnswer
>()({
  path: '/employee/remove',
  action: 'EMPLOYEE_MANAGEMENT',
  functions: ['remove_employee'],
  access: 'sponsor',
  summary:
    'ids[] → [{status, msgCode, employeeIds}]: removed, kept (Active subscription), not found',
});

export const GroupSearchCall = /* @__PURE__ */ call<
  typeof S.GroupSearchBody,
  typeof S.GroupSearchAnswer
>()({
  path: '/group/search',
  action: 'GROUP_MANAGEMENT',
  functions: ['search_group'],
  access: 'sponsor',
  summary:
    'filterType groupName + filterValue (contains), pageNo → paged groups of the company; all: true → every group in one page',
});

export const GroupDetailsCall = /* @__PURE__ */ call<typeof S.GroupDetailsBody, typeof S.Group>()({
  path: '/group/details',
  action: 'GROUP_MANAGEMENT',
  functions: ['group_details'],
  access: 'sponsor',
  summary: 'id → group of the company (485 otherwise)',
});

export const CreateGroupCall = /* @__PURE__ */ call<typeof S.CreateGroupBody, typeof S.Group>()({
  path: '/group/create',
  action: 'GROUP_MANAGEMENT',
  functions: ['create_group'],
  access: 'sponsor',
  summary: 'groupname (required, unique in the company), groupdetails → group; msgCode SAVED',
});

export const UpdateGroupCall = /* @__PURE__ */ call<typeof S.UpdateGroupBody, typeof S.Group>()({
  path: '/group/update',
  action: 'GROUP_MANAGEMENT',
  functions: ['update_group'],
  access: 'sponsor',
  summary:
    'id, recordVersion (of the group as the form got it), groupname, groupdetails → group; msgCode SAVED; 507 (HTTP 409) with the current group when it was saved since',
});

export const RemoveGroupsCall = /* @__PURE__ */ call<
  typeof S.RemoveGroupsBody,
  typeof S.RemoveGroupsAnswer
>()({
  path: '/group/remove',
  action: 'GROUP_MANAGEMENT',
  functions: ['remove_group'],
  access: 'sponsor',
  summary:
    'ids[] → [{status, msgCode, groupNames}]: removed groups, and groups kept because employees are assigned (or unknown ids)',
});

export const CompanyCardSearchCall = /* @__PURE__ */ call<
  typeof S.CompanyCardSearchBody,
  typeof S.CompanyCardSearchAnswer
>()({
  path: '/companycard/search',
  action: 'COMPANY_CARD_MANAGEMENT',
  functions: ['search_company_card'],
  access: 'sponsor',
  summary:
    'filterType cardNumber|profileName + filterValue (optional), pageNo → paged company cards (Card Number, Profile Name, Status, Expires On)',
});

export const BulkReloadSearchCall = /* @__PURE__ */ call<
  typeof S.BulkReloadSearchBody,
  typeof S.BulkReloadSearchAnswer
>()({
  path: '/recharge/rechargeQCards',
  action: 'CARD_MANAGEMENT',
  functions: ['recharge_q_cards'],
  access: 'sponsor',
  summary:
    'filterType employeeId|name|group|contract|cardNumber + filterValue, pageNo → paged bulk-reload rows (bounds in cents)',
});

export const AddRechargeCardsCall = /* @__PURE__ */ call<
  typeof S.AddRechargeCardsBody,
  typeof S.AddRechargeCardsAnswer
>()({
  path: '/recharge/addRechargeCards',
  action: 'CARD_MANAGEMENT',
  functions: ['add_recharge_cards'],
  access: 'sponsor',
  summary:
    'rechargeCards[] {employeeId, contractid, rechargevalue (cents)} → Recharge cart items of the sponsor; 461 per row out of bounds; data {cartCount, added}',
});

export const DigestReadCall = /* @__PURE__ */ call<
  typeof S.DigestReadBody,
  typeof S.DigestSettings
>()({
  path: '/sponsor/digest',
  action: 'COMPANY_MANAGEMENT',
  functions: ['get_weekly_digest'],
  access: 'sponsor',
  summary:
    "→ the caller's weekly digest setting, the address it goes to and this week's counts (employees without a card, low company cards, failed payments)",
});

export const DigestUpdateCall = /* @__PURE__ */ call<
  typeof S.DigestUpdateBody,
  typeof S.DigestSettings
>()({
  path: '/sponsor/digest/update',
  action: 'COMPANY_MANAGEMENT',
  functions: ['update_weekly_digest'],
  access: 'sponsor',
  summary:
    'weeklyDigest true|false → turns the weekly digest mail on or off for the caller; answers like /sponsor/digest',
});
