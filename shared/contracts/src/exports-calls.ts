// Where each exports call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (exports-api.ts).
import type * as S from '@qcard/contracts/exports-api';
import { call } from '@qcard/contracts/call';

export const ActivityExportCall = /* @__PURE__ */ call<
  typeof S.ActivityExportBody,
  typeof S.CsvFile
>()({
  path: '/export/activity',
  action: 'CARD_MANAGEMENT',
  functions: ['export_activity'],
  access: 'authenticated',
  summary:
    "contractId, fromDate, toDate (YYYY-MM-DD) → CSV of the contract's activity in that range (own card, or the company's for its sponsor)",
});

export const OrdersExportCall = /* @__PURE__ */ call<typeof S.OrdersExportBody, typeof S.CsvFile>()(
  {
    path: '/export/orders',
    action: 'ORDER_MANAGEMENT',
    functions: ['export_orders'],
    access: 'authenticated',
    summary:
      "fromDate, toDate (YYYY-MM-DD) → CSV of the caller's orders created in that range (patron: own; sponsor: the company's, no payment details)",
  },
);

export const EmployeesExportCall = /* @__PURE__ */ call<
  typeof S.EmployeesExportBody,
  typeof S.CsvFile
>()({
  path: '/export/employees',
  action: 'EMPLOYEE_MANAGEMENT',
  functions: ['export_employees'],
  access: 'sponsor',
  summary: "→ CSV of every employee of the sponsor's company with group, card and contract",
});

export const CompanyCardsExportCall = /* @__PURE__ */ call<
  typeof S.CompanyCardsExportBody,
  typeof S.CsvFile
>()({
  path: '/export/companyCards',
  action: 'COMPANY_CARD_MANAGEMENT',
  functions: ['export_company_cards'],
  access: 'sponsor',
  summary: "→ CSV of every card of the sponsor's company with its status, expiry and employee",
});

export const BulkReloadExportCall = /* @__PURE__ */ call<
  typeof S.BulkReloadExportBody,
  typeof S.CsvFile
>()({
  path: '/export/bulkReload',
  action: 'ORDER_MANAGEMENT',
  functions: ['export_bulk_reload'],
  access: 'sponsor',
  summary:
    "orderId → CSV of one of the company's bulk reload orders: each employee's row, card, amount and status",
});
