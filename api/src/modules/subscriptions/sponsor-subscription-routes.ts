// Sponsor subscription management (SPEC 2 'Subscription management, sponsor'): the company's
// employees with their contract's subscription, bulk save to the cart, bulk cancel.
// Only the sponsor's own company's employees: another company's employee answers 485 like a
// missing one, and nothing of the request is written.
import type { Language } from '../../platform/i18n/request-language';
import type { FastifyInstance } from 'fastify';
import type { Expression } from 'kysely';
import type { UserAuth } from '../../platform/http/access';
import { registerCall, success } from '../../platform/http/call-routes';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { text } from '../../platform/validation/validate-screen';
import {
  companyEmployeeContract,
  putSubscriptionCartItem,
  subscriptionAllowed,
  type CartItemInput,
  type ScopedContract,
} from './subscription-queries';
import { readSubscriptionParams, wholeNumber, type SubscriptionParams } from './subscription-rules';
import {
  employeeSuffix,
  itemDescription,
  paramsPayload,
  subscriptionItem,
  successWithText,
} from './subscription-cart-items';
import { positiveId } from '../../platform/http/requested-record';
import {
  SponsorAddSubscriptions,
  SponsorAddSubscriptionsShort,
  SponsorDeleteSubscriptions,
  SponsorSubscriptionSearch,
} from '@qcard/contracts/subscriptions-contracts';
import { lockKey } from '../../platform/db/database';
import { companyOf, listPage } from '../sponsor/public';
import { cartCount } from '../cart/public';
import {
  refuseStaleRows,
  refusedWhenRowsStale,
  requestedRowVersion,
  rowView,
  subscriptionRowsFrom,
  withRowColumns,
} from './sponsor-subscription-rows';

/** The column each filterType of the table's search looks in; 'name' looks in both names. */
const SEARCH_COLUMNS = {
  employeeId: 'e.employee_code',
  group: 'g.name',
  contract: 'c.contract_name',
  cardNumber: 'k.serial',
} as const;
const SEARCH_TYPES = ['all', 'name', ...Object.keys(SEARCH_COLUMNS)];

interface SaveRow {
  employeeId: number | null;
  contractId: number | null;
  /** The row's recordVersion as the table got it (null: none sent). */
  version: string | null;
  raw: Record<string, unknown>;
}

function rowsOf(body: Record<string, unknown>): SaveRow[] {
  const list = body.employeeSubscriptions;
  if (!Array.isArray(list) || list.length === 0) {
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [catalogueText('SELECT_EMPLOYEE')],
    });
  }
  if (list.length > 500) throw new ApiError(API_MSG.MALFORMED_REQUEST);
  return list.map((r) => {
    if (!r || typeof r !== 'object' || Array.isArray(r))
      throw new ApiError(API_MSG.MALFORMED_REQUEST);
    const raw = r as Record<string, unknown>;
    return {
      employeeId: positiveId(raw, 'employeeId', 'employeeid'),
      contractId: positiveId(raw, 'contractid', 'contractId'),
      version: requestedRowVersion(raw),
      raw,
    };
  });
}

export function registerSponsorSubscriptionRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, SponsorSubscriptionSearch, async (req) => {
    const companyId = companyOf(req.auth);
    const filterType = text(req.body, 'filterType') || 'all';
    const filterValue = text(req.body, 'filterValue');
    if (!SEARCH_TYPES.includes(filterType))
      throw new ApiError(API_MSG.MALFORMED_REQUEST, {
        message: catalogueText('UNKNOWN_SEARCH_TYPE'),
      });
    if (filterType !== 'all' && filterValue === '')
      throw new ApiError('479', { params: [catalogueText('LABEL_SEARCH_VALUE')] });
    const like = `%${filterValue.replace(/[\\%_]/g, '')}%`;

    let q = subscriptionRowsFrom(ctx.db, companyId);
    if (filterType !== 'all') {
      q = q.where((eb) => {
        // Case-insensitive on both databases (SQLite's LIKE already is for ASCII; PostgreSQL's is not).
        const contains = (e: Expression<unknown>) =>
          eb(eb.fn('lower', [e]), 'like', like.toLowerCase());
        if (filterType !== 'name')
          return contains(eb.ref(SEARCH_COLUMNS[filterType as keyof typeof SEARCH_COLUMNS]));
        const fullName = eb.fn('concat', [
          eb.ref('e.first_name'),
          eb.val(' '),
          eb.ref('e.last_name'),
        ]);
        return eb.or([
          contains(eb.ref('e.first_name')),
          contains(eb.ref('e.last_name')),
          contains(fullName),
        ]);
      });
    }
    const page = await listPage(ctx, req.body, {
      counted: q,
      rows: (limit, offset) =>
        withRowColumns(q, req.auth.user.id)
          .orderBy('e.employee_code')
          .limit(limit)
          .offset(offset)
          .execute(),
      view: (r) => rowView(r, req.language),
    });
    return success(page);
  });

  /**
   * Writes the cart items of table rows in one transaction under the cart's lock, so the rows'
   * versions are checked where the items are written and another tab's save cannot slip between.
   * Versions first: a row whose employee holds another contract now is a changed row, not a
   * missing one. Then scope: one row outside the company refuses the whole request.
   */
  const putRows = async (
    auth: UserAuth,
    rows: SaveRow[],
    language: Language,
    itemOf: (row: SaveRow, s: ScopedContract) => CartItemInput | null,
    nothingToDo: string,
  ): Promise<number[]> => {
    const { user } = auth;
    const companyId = companyOf(auth);
    const now = ctx.nowIso();
    return ctx.db
      .transaction()
      .execute(async (trx) => {
        await lockKey(trx, `cart:user:${user.id}`);
        await refuseStaleRows(trx, companyId, user.id, rows);
        const scoped: Array<[SaveRow, ScopedContract]> = [];
        for (const row of rows)
          scoped.push([
            row,
            await companyEmployeeContract(trx, user, row.employeeId, row.contractId),
          ]);
        const items = scoped.flatMap(([row, s]) => itemOf(row, s) ?? []);
        if (items.length === 0) {
          throw new ApiError(API_MSG.VALIDATION_FAILED, {
            params: [catalogueText(nothingToDo)],
          });
        }
        const ids: number[] = [];
        for (const item of items) ids.push(await putSubscriptionCartItem(trx, user.id, item, now));
        return ids;
      })
      .catch(refusedWhenRowsStale(ctx.db, companyId, user.id, language));
  };

  const save = async (auth: UserAuth, body: Record<string, unknown>, language: Language) => {
    const ids = await putRows(
      auth,
      rowsOf(body),
      language,
      (row, s) => {
        const params = changedParams(row, s, language);
        if (!params) return null;
        const op = s.subscription ? 'update' : 'add';
        const description = itemDescription(op, params, s.card.serial, employeeSuffix(s), language);
        const type = s.subscription ? 'SubscriptionUpdate' : 'Subscription';
        return subscriptionItem(s, type, description, paramsPayload(params));
      },
      'NO_SUBSCRIPTION_CHANGES',
    );
    return successWithText(
      { itemIds: ids, saved: ids.length, cartCount: await cartCount(ctx.db, auth.user.id) },
      (lang) => ctx.config.roleMessage('sponsor', 'ITEMS_ADDED', [], lang),
      language,
    );
  };

  /** A row's checked parameters, or null when it is not to be saved (no refresh rate, or nothing changed). */
  const changedParams = (
    row: SaveRow,
    s: ScopedContract,
    language: Language,
  ): SubscriptionParams | null => {
    const emp = s.employee?.employee_code ?? String(row.employeeId);
    const refresh = wholeNumber(row.raw.refreshrate);
    // SPEC 5: only rows with a refresh rate above zero are saved.
    if (refresh === null || refresh === 0) return null;
    const params = readSubscriptionParams(ctx.config, row.raw, 'table', language, emp);
    const allowed = subscriptionAllowed(
      s,
      s.subscription ? 'manage' : 'add',
      ctx.nowIso(),
      true,
      language,
    );
    if (!allowed.allowed) {
      throw new ApiError(API_MSG.ACCESS_DENIED, {
        httpStatus: 409,
        message: ctx.config.roleMessage(
          'patron',
          'SUBSCRIPTION_NOT_ALLOWED',
          [s.card.serial, allowed.description ?? ''],
          language,
        ),
      });
    }
    const sub = s.subscription;
    // ...and only changed values.
    if (
      sub &&
      sub.threshold === params.threshold &&
      sub.recharge_value === params.recharge &&
      sub.max_per_period === params.maxPerMonth
    )
      return null;
    return params;
  };

  for (const contract of [SponsorAddSubscriptions, SponsorAddSubscriptionsShort]) {
    registerCall(app, contract, async (req) => save(req.auth, req.body, req.language));
  }

  registerCall(app, SponsorDeleteSubscriptions, async (req) => {
    const rows = rowsOf(req.body);
    // A cancel made from a row another tab changed since would throw that change away too.
    const ids = await putRows(
      req.auth,
      rows,
      req.language,
      (_row, s) =>
        s.subscription &&
        subscriptionItem(
          s,
          'CancelSubscription',
          itemDescription('cancel', null, s.card.serial, employeeSuffix(s), req.language),
        ),
      'NO_SUBSCRIPTION_TO_CANCEL',
    );
    return successWithText(
      {
        itemIds: ids,
        cancelled: ids.length,
        skipped: rows.length - ids.length,
        cartCount: await cartCount(ctx.db, req.auth.user.id),
      },
      (lang) => ctx.config.roleMessage('sponsor', 'CANCEL_ADDED', [], lang),
      req.language,
    );
  });
}
