// The exports calls' contracts: each call (exports-calls.ts) joined to its body and answer schemas
// (exports-api.ts). The API registers a route from each.
import { contract } from '@qcard/contracts/schema-parts';
import {
  ActivityExportBody,
  CsvFile,
  OrdersExportBody,
  EmployeesExportBody,
  CompanyCardsExportBody,
  BulkReloadExportBody,
} from '@qcard/contracts/exports-api';
import {
  ActivityExportCall,
  OrdersExportCall,
  EmployeesExportCall,
  CompanyCardsExportCall,
  BulkReloadExportCall,
} from '@qcard/contracts/exports-calls';

export const ActivityExport = contract(ActivityExportCall, ActivityExportBody, CsvFile);
export const OrdersExport = contract(OrdersExportCall, OrdersExportBody, CsvFile);
export const EmployeesExport = contract(EmployeesExportCall, EmployeesExportBody, CsvFile);
export const CompanyCardsExport = contract(CompanyCardsExportCall, CompanyCardsExportBody, CsvFile);
export const BulkReloadExport = contract(BulkReloadExportCall, BulkReloadExportBody, CsvFile);
