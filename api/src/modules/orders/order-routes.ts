// Order calls: /order/submit, /order/search, /order/getOrdersDetails.
import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { AppContext } from '../../app-context';
import type { Language } from '../../platform/i18n/request-language';
import type { UserAuth } from '../../platform/http/access';
import { registerCall } from '../../platform/http/call-routes';
import { API_MSG, ApiError, success, catalogueText } from '../../platform/http/envelope';
import { fieldLabel, text, validateScreen } from '../../platform/validation/validate-screen';
import { idField, pageNumberOf } from '../../platform/http/request-fields';
import { registerItemFulfiller } from './fulfilment-registry';
import { fulfilRecharge } from './recharge-fulfiller';
import { submitOrder } from './order-submit';
import { fieldInvalid } from './payment-input';
import { orderView, SEARCHABLE_STATUSES, visibleOrders } from './order-view';
import { requestedSort, sortEcho } from '../../platform/http/sort-order';
import { OrderDetails, OrderSearch, SubmitOrder } from '@qcard/contracts/orders-contracts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export const MSG_BOTH_DATES = '466';
export const MSG_FROM_AFTER_TO = '467';
export const MSG_NO_RESULTS = '469';

/** filterType values: order number or status (a few spellings are accepted). */
export function normaliseFilterType(raw: string): 'orderNumber' | 'status' | '' {
  const t = raw.replace(/[\s_-]/g, '').toLowerCase();
  if (t === '') return '';
  if (t === 'ordernumber' || t === 'orderid' || t === 'ordernum' || t === 'id')
    return 'orderNumber';
  if (t === 'status' || t === 'orderstatus') return 'status';
  throw fieldInvalid(catalogueText('LABEL_SEARCH_BY'));
}

/** A DD-MM-YYYY date field of the search, as the start of that day in the portal's zone. */
function dayStart(ctx: AppContext, value: string, field: string, language: Language): dayjs.Dayjs {
  const d = dayjs(value, 'DD-MM-YYYY', true);
  if (!d.isValid()) {
    const label = fieldLabel(ctx.config, 'order_search', field, language);
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [catalogueText('FIELD_DATE_FORMAT', label)],
    });
  }
  return dayjs.tz(d.format('YYYY-MM-DD'), ctx.settings.timeZone);
}

/** The order history table's sortable columns and the indexed columns behind them (migration 0011). */
const ORDER_SORT_COLUMNS = {
  orderId: 'id',
  price: 'price',
  status: 'status',
  creationDate: 'creation_date',
} as const;
const ORDER_SORTS = Object.keys(ORDER_SORT_COLUMNS) as Array<keyof typeof ORDER_SORT_COLUMNS>;

export function registerOrderRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerItemFulfiller('Recharge', fulfilRecharge);

  registerCall(app, SubmitOrder, async ({ body, auth, request, language }) => {
    const result = await submitOrder(ctx, auth, body, request.headers['idempotency-key'], language);
    return success(result);
  });

  registerCall(app, OrderSearch, async ({ body, auth, language }) => {
    validateScreen(ctx.config, 'order_search', body, language);
    const sort = requestedSort(body, ORDER_SORTS, { column: 'creationDate', direction: 'desc' });
    const filterType = normaliseFilterType(text(body, 'filterType'));
    const filterValue = text(body, 'filterValue');
    const fromText = text(body, 'fromDate');
    const toText = text(body, 'toDate');
    if ((fromText === '') !== (toText === '')) throw new ApiError(MSG_BOTH_DATES);
    let query = visibleOrders(ctx.db, auth);
    if (fromText !== '') {
      const from = dayStart(ctx, fromText, 'fromDate', language);
      const to = dayStart(ctx, toText, 'toDate', language);
      if (from.isAfter(to)) throw new ApiError(MSG_FROM_AFTER_TO);
      query = query
        .where('creation_date', '>=', from.toISOString())
        .where('creation_date', '<', to.add(1, 'day').toISOString());
    }
    if (filterValue !== '' && filterType === 'orderNumber') {
      if (!/^\d{1,12}$/.test(filterValue)) throw fieldInvalid(catalogueText('LABEL_ORDER_NUMBER'));
      query = query.where('id', '=', Number(filterValue));
    } else if (filterValue !== '' && filterType === 'status') {
      const status = SEARCHABLE_STATUSES.find((s) => s.toLowerCase() === filterValue.toLowerCase());
      if (!status) throw fieldInvalid(catalogueText('LABEL_ORDER_STATUS'));
      query = query.where('status', '=', status);
    } else if (filterValue !== '') {
      throw new ApiError('479', { params: [catalogueText('LABEL_SEARCH_BY')] });
    }
    const countRow = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const numberOfRecords = Number(countRow?.n ?? 0);
    const pageSize = ctx.settings.pageSize;
    const numberOfPages = Math.max(1, Math.ceil(numberOfRecords / pageSize));
    const pageNumber = Math.min(pageNumberOf(body), numberOfPages);
    const rows = await query
      .selectAll()
      .orderBy(ORDER_SORT_COLUMNS[sort.column], sort.direction)
      .orderBy('id', sort.direction)
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute();
    const sponsor = !!auth.user.is_sponsor;
    const data = rows.map((r) => orderView(r, [], sponsor, language));
    return success(
      { data, numberOfPages, pageNumber, numberOfRecords, ...sortEcho(sort) },
      numberOfRecords === 0 ? MSG_NO_RESULTS : null,
    );
  });

  registerCall(app, OrderDetails, async ({ body, auth, language }) => {
    const orderId = idField(body, ['orderId', 'id'], catalogueText('LABEL_ORDER_NUMBER'));
    const row = await visibleOrders(ctx.db, auth as UserAuth)
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!row) throw new ApiError(API_MSG.NOT_FOUND, { httpStatus: 404 });
    const items = await ctx.db
      .selectFrom('order_items')
      .select(['description', 'status', 'price'])
      .where('order_id', '=', row.id)
      .orderBy('id')
      .execute();
    return success(orderView(row, items, !!auth.user.is_sponsor, language));
  });
}
