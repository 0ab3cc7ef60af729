// CSV exports: a contract's activity and the order history for the chosen
// date range, and for sponsors the employee list, the company cards and a bulk reload's result.
// Statuses are in the words the screens show (shared/contracts/src/format), never the stored codes.
// Every export is scoped to the caller like the screen it comes from (card-scope.ts,
// visibleOrders, the sponsor's company); dates are the portal's days; headers in the caller's language.
import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { AppContext } from '../../app-context';
import { registerCall, success } from '../../platform/http/call-routes';
import { notFound } from '../../platform/http/requested-record';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { fieldLabel, text } from '../../platform/validation/validate-screen';
import type { Language } from '../../platform/i18n/request-language';
import { recordText } from '../../platform/i18n/record-texts';
import { contractById, scopeOf } from '../cards/public';
import { visibleOrders } from '../orders/public';
import { companyCards, companyOf, employeeQuery } from '../sponsor/public';
import { fieldInvalid, MSG_BOTH_DATES, MSG_FROM_AFTER_TO } from '../orders/public';
import type { CsvFile } from '@qcard/contracts/exports-api';
import { EXPORT_MAX_DAYS } from '@qcard/contracts/export-limits';
import {
  ActivityExport,
  BulkReloadExport,
  CompanyCardsExport,
  EmployeesExport,
  OrdersExport,
} from '@qcard/contracts/exports-contracts';
import { cardStatusText } from '@qcard/contracts/format/card-status';
import { orderStatusText } from '@qcard/contracts/format/order-status';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import { toCsv, type CsvCell } from './csv';
import { headersOf, type ExportKind } from './export-texts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);

/** fromDate/toDate as YYYY-MM-DD days of the portal's zone: both, in order, at most EXPORT_MAX_DAYS. */
function readRange(ctx: AppContext, body: Record<string, unknown>, language: Language) {
  const from = text(body, 'fromDate');
  const to = text(body, 'toDate');
  if (from === '' || to === '') throw new ApiError(MSG_BOTH_DATES);
  const zone = ctx.settings.timeZone;
  const day = (value: string, field: 'fromDate' | 'toDate') => {
    const d = dayjs(value, 'YYYY-MM-DD', true);
    if (!d.isValid()) throw fieldInvalid(fieldLabel(ctx.config, 'order_search', field, language));
    return dayjs.tz(d.format('YYYY-MM-DD'), zone);
  };
  const start = day(from, 'fromDate');
  const end = day(to, 'toDate');
  if (start.isAfter(end)) throw new ApiError(MSG_FROM_AFTER_TO);
  if (end.diff(start, 'day') + 1 > EXPORT_MAX_DAYS)
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [catalogueText('EXPORT_RANGE', EXPORT_MAX_DAYS)],
    });
  return { fromIso: start.toISOString(), toIso: end.add(1, 'day').toISOString(), from, to };
}

function csvAnswer(kind: ExportKind, fileName: string, rows: CsvCell[][], language: Language) {
  const csv = toCsv(headersOf(kind, language), rows);
  const file: CsvFile = { fileName, csv, rows: rows.length };
  return success(file);
}

export function registerExportRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  const when = (iso: string | null) =>
    iso ? dayjs(iso).tz(ctx.settings.timeZone).format('YYYY-MM-DD HH:mm') : null;
  const today = () => dayjs(ctx.nowIso()).tz(ctx.settings.timeZone).format('YYYY-MM-DD');

  registerCall(app, ActivityExport, async (req) => {
    const body = req.body as Record<string, unknown>;
    const range = readRange(ctx, body, req.language);
    const contractId = Number(body.contractId ?? body.contractid);
    if (!Number.isInteger(contractId) || contractId < 1) throw notFound();
    const { card } = await contractById(ctx.db, scopeOf(req.auth), contractId);
    const rows = await ctx.db
      .selectFrom('contract_activities')
      .select(['date', 'activity_type', 'description', 'units_before', 'units_after', 'order_id'])
      .where('contract_id', '=', contractId)
      .where('date', '>=', range.fromIso)
      .where('date', '<', range.toIso)
      .orderBy('date')
      .orderBy('id')
      .execute();
    return csvAnswer(
      'activity',
      `qcard-activity-${card.serial.slice(-4)}-${range.from}-to-${range.to}.csv`,
      rows.map((r) => [
        when(r.date),
        recordText(r.activity_type, req.language),
        recordText(r.description, req.language),
        dollars(r.units_after - r.units_before),
        dollars(r.units_before),
        dollars(r.units_after),
        r.order_id,
      ]),
      req.language,
    );
  });

  registerCall(app, OrdersExport, async (req) => {
    const range = readRange(ctx, req.body as Record<string, unknown>, req.language);
    const sponsor = req.auth.user.is_sponsor === 1;
    const orders = await visibleOrders(ctx.db, req.auth)
      .select(['id', 'creation_date', 'status', 'price', 'payment_description'])
      .where('creation_date', '>=', range.fromIso)
      .where('creation_date', '<', range.toIso)
      .orderBy('creation_date')
      .orderBy('id')
      .execute();
    const orderIds = orders.map((o) => o.id);
    const items =
      orderIds.length === 0
        ? []
        : await ctx.db
            .selectFrom('order_items')
            .select(['order_id', 'description'])
            .where('order_id', 'in', orderIds)
            .orderBy('id')
            .execute();
    const itemsOf = new Map<number, string[]>();
    for (const i of items)
      itemsOf.set(i.order_id, [
        ...(itemsOf.get(i.order_id) ?? []),
        recordText(i.description, req.language),
      ]);
    return csvAnswer(
      'orders',
      `qcard-orders-${range.from}-to-${range.to}.csv`,
      orders.map((o) => [
        o.id,
        when(o.creation_date),
        orderStatusText(o.status, textsIn(req.language)),
        dollars(o.price),
        sponsor ? null : recordText(o.payment_description, req.language),
        (itemsOf.get(o.id) ?? []).join('; '),
      ]),
      req.language,
    );
  });

  registerCall(app, EmployeesExport, async (req) => {
    const companyId = companyOf(req.auth);
    const rows = await employeeQuery(ctx.db, companyId)
      .select([
        'e.employee_code',
        'e.first_name',
        'e.last_name',
        'g.name as group_name',
        'c.serial',
        'k.contract_name',
        'e.email',
        'e.phone',
        'e.address',
        'e.city',
        'e.state',
        'e.zip_code',
      ])
      .orderBy('e.employee_code')
      .execute();
    return csvAnswer(
      'employees',
      `qcard-employees-${today()}.csv`,
      // The columns are the select's, in its order.
      rows.map((r) =>
        Object.values({ ...r, contract_name: recordText(r.contract_name, req.language) }),
      ),
      req.language,
    );
  });

  registerCall(app, CompanyCardsExport, async (req) => {
    const companyId = companyOf(req.auth);
    const rows = await companyCards(ctx.db, companyId).execute();
    return csvAnswer(
      'companyCards',
      `qcard-company-cards-${today()}.csv`,
      rows.map((r) => [
        r.serial,
        recordText(r.profile_name, req.language),
        cardStatusText(r.status, textsIn(req.language)),
        dayjs(r.expiration_date).tz(ctx.settings.timeZone).format('YYYY-MM-DD'),
        r.employee_code,
        r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
      ]),
      req.language,
    );
  });

  registerCall(app, BulkReloadExport, async (req) => {
    const companyId = companyOf(req.auth);
    const orderId = Number((req.body as Record<string, unknown>).orderId);
    const order = Number.isInteger(orderId)
      ? await ctx.db
          .selectFrom('orders')
          .select(['id'])
          .where('id', '=', orderId)
          .where('company_id', '=', companyId)
          .executeTakeFirst()
      : undefined;
    if (!order) throw notFound();
    const rows = await ctx.db
      .selectFrom('order_items as i')
      .leftJoin('employees as e', 'e.id', 'i.employee_id')
      .leftJoin('contracts as k', 'k.id', 'i.contract_id')
      .leftJoin('cards as c', 'c.id', 'k.card_id')
      .select([
        'e.employee_code',
        'e.first_name',
        'e.last_name',
        'c.serial',
        'i.description',
        'i.price',
        'i.status',
      ])
      .where('i.order_id', '=', order.id)
      .orderBy('i.id')
      .execute();
    return csvAnswer(
      'bulkReload',
      `qcard-bulk-reload-${order.id}.csv`,
      rows.map((r) => [
        r.employee_code,
        r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
        r.serial,
        recordText(r.description, req.language),
        dollars(r.price),
        orderStatusText(r.status, textsIn(req.language)),
      ]),
      req.language,
    );
  });
}
