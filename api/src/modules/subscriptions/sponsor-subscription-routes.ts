// Sponsor subscription management (SPEC 2 'Subscription management, sponsor'): the company's
// employees with their contract's subscription, bulk save to the cart, bulk cancel.
// Only the sponsor's own company's employees: another company's employee answers 485 like a
// missing one, and nothing of the request is written.
import type { Language } from '../../platform/i18n/request-language';
import type { SponsorSubscriptionRow } from '@qcard/shared/contracts/subscriptions-api';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../platform/db/schema';
import { registerCall, success } from '../../platform/http/call-routes';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { text } from '../../platform/validation/validate-screen';
import {
  companyEmployeeContract,
  cartCount,
  putSubscriptionCartItem,
  subscriptionAllowed,
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
} from '@qcard/shared/contracts/subscriptions-contracts';
import { lockKey } from '../../platform/db/database';
import {
  refuseStaleRows,
  refusedWhenRowsStale,
  requestedRowVersion,
  rowView,
  subscriptionRowsFrom,
  withRowColumns,
} from './sponsor-subscription-rows';

export const SPONSOR_SEARCH_TYPES = [
  'all',
  'employeeId',
  'name',
  'group',
  'contract',
  'cardNumber',
] as const;

export type { SponsorSubscriptionRow } from '@qcard/shared/contracts/subscriptions-api';

function companyOf(user: UserRow): number {
  if (user.company_id === null) throw new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
  return user.company_id;
}

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
      httpStatus: 400,
      params: [catalogueText('SELECT_EMPLOYEE')],
    });
  }
  if (list.length > 500) throw new ApiError(API_MSG.MALFORMED_REQUEST, { httpStatus: 400 });
  return list.map((r) => {
    if (!r || typeof r !== 'object' || Array.isArray(r))
      throw new ApiError(API_MSG.MALFORMED_REQUEST, { httpStatus: 400 });
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
    const companyId = companyOf(req.auth.user);
    const filterType = text(req.body, 'filterType') || 'all';
    const filterValue = text(req.body, 'filterValue');
    if (!(SPONSOR_SEARCH_TYPES as readonly string[]).includes(filterType))
      throw new ApiError(API_MSG.MALFORMED_REQUEST, {
        httpStatus: 400,
        message: catalogueText('UNKNOWN_SEARCH_TYPE'),
      });
    if (filterType !== 'all' && filterValue === '')
      throw new ApiError('479', { httpStatus: 400, params: [catalogueText('LABEL_SEARCH_VALUE')] });
    const pageNo = wholeNumber(req.body.pageNo ?? req.body.pageNumber);
    const pageNumber = typeof pageNo === 'number' && pageNo > 0 ? pageNo : 1;
    const pageSize = ctx.settings.pageSize;
    const like = `%${filterValue.replace(/[\\%_]/g, '')}%`;

    let q = subscriptionRowsFrom(ctx.db, companyId);
    if (filterType !== 'all' && filterValue !== '') {
      q = q.where((eb) => {
        // Case-insensitive on both databases (SQLite's LIKE already is for ASCII; PostgreSQL's is not).
        const esc = (col: Parameters<typeof eb.ref>[0]) =>
          eb(eb.fn('lower', [eb.ref(col)]), 'like', eb.val(like.toLowerCase()));
        switch (filterType) {
          case 'employeeId':
            return esc('e.employee_code');
          case 'name':
            return eb.or([
              esc('e.first_name'),
              esc('e.last_name'),
              eb(
                eb.fn('lower', [
                  eb.fn('concat', [eb.ref('e.first_name'), eb.val(' '), eb.ref('e.last_name')]),
                ]),
                'like',
                like.toLowerCase(),
              ),
            ]);
          case 'group':
            return esc('g.name');
          case 'contract':
            return esc('c.contract_name');
          default:
            return esc('k.serial');
        }
      });
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const numberOfRecords = Number(total?.n ?? 0);
    const numberOfPages = Math.max(1, Math.ceil(numberOfRecords / pageSize));
    const page = Math.min(pageNumber, numberOfPages);
    const rows = await withRowColumns(q, req.auth.user.id)
      .orderBy('e.employee_code')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const data: SponsorSubscriptionRow[] = rows.map((r) => rowView(r, req.language));
    return success({ data, numberOfPages, pageNumber: page, numberOfRecords, pageSetSize: 10 });
  });

  const save = async (user: UserRow, body: Record<string, unknown>, language: Language) => {
    const companyId = companyOf(user);
    const rows = rowsOf(body);
    const now = ctx.nowIso();
    // One transaction under the cart's lock: the rows' versions are checked where the items are
    // written, so another tab's save of the same rows cannot slip between.
    const ids = await ctx.db
      .transaction()
      .execute(async (trx) => {
        await lockKey(trx, `cart:user:${user.id}`);
        // Versions first: a row whose employee holds another contract now is a changed row, not a missing one.
        await refuseStaleRows(trx, companyId, user.id, rows);
        // Then scope: one row outside the company refuses the whole request.
        const scoped: Array<{ row: SaveRow; s: ScopedContract }> = [];
        for (const row of rows)
          scoped.push({
            row,
            s: await companyEmployeeContract(trx, user, row.employeeId, row.contractId),
          });
        const items: Array<{ s: ScopedContract; params: SubscriptionParams }> = [];
        for (const { row, s } of scoped) {
          const params = changedParams(row, s, language);
          if (params) items.push({ s, params });
        }
        if (items.length === 0) {
          throw new ApiError(API_MSG.VALIDATION_FAILED, {
            httpStatus: 400,
            params: [catalogueText('NO_SUBSCRIPTION_CHANGES')],
          });
        }
        const out: number[] = [];
        for (const { s, params } of items) {
          const description = itemDescription(
            s.subscription ? 'update' : 'add',
            params,
            s.card.serial,
            employeeSuffix(s),
            language,
          );
          out.push(
            await putSubscriptionCartItem(
              trx,
              user.id,
              subscriptionItem(
                s,
                s.subscription ? 'SubscriptionUpdate' : 'Subscription',
                description,
                paramsPayload(params),
              ),
              now,
            ),
          );
        }
        return out;
      })
      .catch(refusedWhenRowsStale(ctx.db, companyId, user.id, language));
    return successWithText(
      { itemIds: ids, saved: ids.length, cartCount: await cartCount(ctx.db, user.id) },
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
    const params = readSubscriptionParams(
      ctx.config,
      {
        trigger: row.raw.trigger,
        refresh: row.raw.refreshrate,
        frequency: row.raw.maxRecharges ?? row.raw.maxFreq,
      },
      'table',
      { trigger: 'trigger', refresh: 'refreshrate', frequency: 'maxRecharges' },
      language,
      emp,
    );
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
    registerCall(app, contract, async (req) => save(req.auth.user, req.body, req.language));
  }

  registerCall(app, SponsorDeleteSubscriptions, async (req) => {
    const user = req.auth.user;
    const companyId = companyOf(user);
    const rows = rowsOf(req.body);
    const now = ctx.nowIso();
    const { ids, scoped } = await ctx.db
      .transaction()
      .execute(async (trx) => {
        await lockKey(trx, `cart:user:${user.id}`);
        // A cancel made from a row another tab changed since would throw that change away too.
        await refuseStaleRows(trx, companyId, user.id, rows);
        const scoped: ScopedContract[] = [];
        for (const row of rows)
          scoped.push(await companyEmployeeContract(trx, user, row.employeeId, row.contractId));
        const withSub = scoped.filter((s) => s.subscription !== null);
        if (withSub.length === 0) {
          throw new ApiError(API_MSG.VALIDATION_FAILED, {
            httpStatus: 400,
            params: [catalogueText('NO_SUBSCRIPTION_TO_CANCEL')],
          });
        }
        const ids: number[] = [];
        for (const s of withSub) {
          ids.push(
            await putSubscriptionCartItem(
              trx,
              user.id,
              subscriptionItem(
                s,
                'CancelSubscription',
                itemDescription('cancel', null, s.card.serial, employeeSuffix(s), req.language),
              ),
              now,
            ),
          );
        }
        return { ids, scoped };
      })
      .catch(refusedWhenRowsStale(ctx.db, companyId, user.id, req.language));
    return successWithText(
      {
        itemIds: ids,
        cancelled: ids.length,
        skipped: scoped.length - ids.length,
        cartCount: await cartCount(ctx.db, user.id),
      },
      (lang) => ctx.config.roleMessage('sponsor', 'CANCEL_ADDED', [], lang),
      req.language,
    );
  });
}
