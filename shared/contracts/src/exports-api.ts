// Contracts of the CSV exports. The server writes the whole file (UTF-8 with a
// byte-order mark, formula-safe); the browser only saves it under the given name.
import { Body, IdIn, Row, TextIn, Type, type Static } from '@qcard/contracts/schema-parts';

export const CsvFile = Row({
  fileName: Type.String(),
  csv: Type.String({
    description: 'The file: UTF-8 text starting with a byte-order mark, CRLF rows',
  }),
  rows: Type.Integer(),
});
export type CsvFile = Static<typeof CsvFile>;

const Range = { fromDate: TextIn, toDate: TextIn };

/** A contract's activity (own card, or a company card for its sponsor), dates YYYY-MM-DD in the portal's zone. */
export const ActivityExportBody = Body({ contractId: IdIn, ...Range });
/** The caller's orders (patron: own; sponsor: the company's). */
export const OrdersExportBody = Body(Range);
/** Sponsor: every employee of the company. */
export const EmployeesExportBody = Body({});
/** Sponsor: every company card. */
export const CompanyCardsExportBody = Body({});
/** Sponsor: one bulk reload order's rows and their status. */
export const BulkReloadExportBody = Body({ orderId: IdIn });
