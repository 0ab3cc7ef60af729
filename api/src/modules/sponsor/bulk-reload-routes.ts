// Sponsor bulk reload (SPEC 'Reload card, sponsor'): the company's employees with their card
// contract and bounds, and adding reloads of several employees to the sponsor's cart at once.
// Each row is checked within its contract's bounds (461 with the employee id); only Active rows
// (card in circulation, contract rechargeable, not expired) can be reloaded. All rows or none.
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MSG } from '@qcard/contracts/envelope';
import {
  centsToPlainDollars as dollars,
  checkSponsorRowAmount,
} from '@qcard/contracts/validation/rule-engine';
import { registerCall, success } from '../../platform/http/call-routes';
import { ApiError, catalogueText } from '../../platform/http/envelope';
import type { Db } from '../../platform/db/database';
import { assertCartLimits, cartCount, lockCart } from '../cart/public';
import {
  companyOf,
  containsPattern,
  countRows,
  fieldError,
  listFilter,
  listPage,
  malformed,
  matching,
  MAX_BATCH,
  searchFilter,
} from './sponsor-scope';
import { cachedQueryTemplate } from '../../platform/db/query-template';
import { notFound, positiveId } from '../../platform/http/requested-record';
import { cardBlockReason } from '../cards/public';
import { type BulkReloadRow, type RowProblem } from '@qcard/contracts/sponsor-api';
import { AddRechargeCards, BulkReloadSearch } from '@qcard/contracts/sponsor-contracts';
import { engineOptions } from '../../platform/validation/engine-options';

const RELOAD_FILTERS = {
  employeeId: 'Employee Id',
  name: 'Name',
  group: 'Group',
  contract: 'Contract',
  cardNumber: 'Card Number',
} as const;

function rowsQuery(db: Db, companyId: number) {
  return db
    .selectFrom('employees as e')
    .innerJoin('cards as c', 'c.id', 'e.card_id')
    .innerJoin('contracts as k', 'k.id', 'e.contract_id')
    .leftJoin('groups as g', 'g.id', 'e.group_id')
    .where('e.company_id', '=', companyId)
    .whereRef('k.card_id', '=', 'c.id');
}

function withColumns(q: ReturnType<typeof rowsQuery>) {
  return q.select([
    'e.id',
    'e.employee_code',
    'e.first_name',
    'e.last_name',
    'g.name as group_name',
    'k.id as contract_id',
    'k.contract_name',
    'k.rechargeable',
    'k.recharge_reason',
    'k.min_input_value',
    'k.maximum_allowed',
    'c.serial',
    'c.status as card_status',
    'c.expiration_date',
  ]);
}

type RowSelect = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** Why a row can not be reloaded now, or null when it is Active. */
function blockReason(r: RowSelect, nowIso: string, language: Language): string | null {
  const blocked = cardBlockReason(
    { status: r.card_status, expiration_date: r.expiration_date },
    nowIso,
    language,
  );
  if (blocked) return blocked;
  if (r.rechargeable !== 1)
    return (
      recordText(r.recharge_reason, language) ??
      say(language, 'REASON_NOT_RECHARGEABLE', 'Contract is not rechargeable')
    );
  return null;
}

function toRow(r: RowSelect, nowIso: string, language: Language): BulkReloadRow {
  const reason = blockReason(r, nowIso, language);
  return {
    employeeId: r.id,
    empId: r.employee_code,
    empName: `${r.first_name} ${r.last_name}`,
    groupName: r.group_name ?? '',
    contract: recordText(r.contract_name, language),
    contractId: r.contract_id,
    cardNumber: r.serial,
    status: reason === null ? 'Active' : 'Inactive',
    reason,
    amount: 0,
    minValue: r.min_input_value,
    maxValue: r.maximum_allowed,
  };
}

/** Which employee condition each filterType of the bulk-reload search is. */
const RELOAD_FILTER_CONDITIONS = {
  employeeId: 'employeeCode',
  name: 'fullName',
  group: 'groupName',
  contract: 'contractName',
  cardNumber: 'cardSerial',
} as const;

/**
 * Rows are employees with a card and one of that card's contracts. Saving an employee only
 * accepts a contract of the allocated card, and a contract never moves to another card, so the
 * count reads employees_allocation_idx alone; the rows query still joins on the pair.
 */
const HAS_CARD_CONTRACT = sql<boolean>`e.contract_id IS NOT NULL AND e.card_id IS NOT NULL`;

interface RequestedReload {
  employeeId: number;
  contractId: number;
  cents: unknown;
}

function requestedReloads(body: Record<string, unknown>): RequestedReload[] {
  const raw = body.rechargeCards;
  if (!Array.isArray(raw) || raw.length === 0)
    throw fieldError('rechargeCards', catalogueText('RELOAD_AMOUNT_REQUIRED'));
  if (raw.length > MAX_BATCH) throw malformed(catalogueText('TOO_MANY_ROWS', MAX_BATCH));
  const out: RequestedReload[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      throw malformed(catalogueText('ROWS_NOT_OBJECTS'));
    const o = item as Record<string, unknown>;
    const employeeId = positiveId(o, 'employeeId');
    const contractId = positiveId(o, 'contractid', 'contractId');
    if (employeeId === null || contractId === null) throw notFound();
    if (out.some((r) => r.employeeId === employeeId))
      throw malformed(catalogueText('EMPLOYEE_LISTED_TWICE', employeeId));
    out.push({ employeeId, contractId, cents: o.rechargevalue });
  }
  return out;
}

/**
 * The bulk-reload list's count and page for one filter, built once per shape (db/query-template.ts):
 * every open of Reload Cards and every page change runs both.
 */
function reloadListQueries(db: Db, key: keyof typeof RELOAD_FILTERS | null, escaped: boolean) {
  const { filtered, condition } = listFilter(db, key && RELOAD_FILTER_CONDITIONS[key], escaped);
  const shape = `bulk-reload|${key ?? ''}|${escaped}`;
  return {
    count: cachedQueryTemplate(db, `${shape}|count`, ['companyId', ...filtered], (v) =>
      matching(
        db
          .selectFrom('employees as e')
          .where('e.company_id', '=', v.companyId)
          .where(HAS_CARD_CONTRACT),
        condition(v),
      ).select((eb) => eb.fn.countAll<number>().as('n')),
    ),
    rows: cachedQueryTemplate(
      db,
      `${shape}|rows`,
      ['companyId', 'limit', 'offset', ...filtered],
      (v) =>
        withColumns(matching(rowsQuery(db, v.companyId), condition(v)))
          .orderBy('e.employee_code')
          .limit(v.limit)
          .offset(v.offset),
    ),
  };
}

export function registerBulkReloadRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;

  registerCall(app, BulkReloadSearch, async (req) => {
    const companyId = companyOf(req.auth);
    const filter = searchFilter(req.body, RELOAD_FILTERS);
    const { pattern, escaped } = containsPattern(filter.value);
    const queries = reloadListQueries(ctx.db, filter.key, escaped);
    const now = ctx.nowIso();
    const page = await listPage(ctx, req.body, {
      counted: () => countRows(ctx.db, queries.count({ companyId, pattern })),
      rows: async (limit, offset) =>
        (await ctx.db.executeQuery<RowSelect>(queries.rows({ companyId, pattern, limit, offset })))
          .rows,
      view: (r: RowSelect) => toRow(r, now, req.language),
    });
    return success(page);
  });

  registerCall(app, AddRechargeCards, async (req) => {
    const companyId = companyOf(req.auth);
    const userId = req.auth.user.id;
    const wanted = requestedReloads(req.body);
    const now = ctx.nowIso();
    const rows = await withColumns(rowsQuery(ctx.db, companyId))
      .where(
        'e.id',
        'in',
        wanted.map((w) => w.employeeId),
      )
      .execute();
    const problems: RowProblem[] = [];
    const accepted: Array<{ row: RowSelect; cents: number }> = [];
    for (const w of wanted) {
      const row = rows.find((r) => r.id === w.employeeId);
      // Another company's employee, or a contract that is not the employee's, answers as not found.
      if (!row || row.contract_id !== w.contractId) throw notFound();
      const cents = typeof w.cents === 'number' && Number.isSafeInteger(w.cents) ? w.cents : null;
      const reason = blockReason(row, now, req.language);
      const err =
        reason !== null
          ? {
              code: 'NOT_RELOADABLE',
              message: ctx.config.roleMessage(
                'patron',
                'NOT_RELOADABLE',
                [row.serial, reason],
                req.language,
              ),
            }
          : checkSponsorRowAmount(
              cents,
              row.min_input_value,
              row.maximum_allowed,
              row.employee_code,
              engineOptions(ctx.config, req.language),
            );
      if (!err) accepted.push({ row, cents: cents as number });
      else
        problems.push({
          employeeId: row.id,
          empId: row.employee_code,
          msgCode: err.code,
          message: err.message,
        });
    }
    const first = problems[0];
    if (first) {
      if (first.msgCode === MSG.SPONSOR_ROW_RANGE) {
        const r = rows.find((x) => x.id === first.employeeId);
        throw new ApiError(MSG.SPONSOR_ROW_RANGE, {
          params: [
            dollars(r?.min_input_value ?? 0),
            dollars(r?.maximum_allowed ?? 0),
            first.empId ?? '',
          ],
          data: { rows: problems },
        });
      }
      throw new ApiError(MSG.SPONSOR_ROW_RANGE, {
        httpStatus: 409,
        message: first.message,
        data: { rows: problems },
      });
    }
    const count = await ctx.db.transaction().execute(async (trx) => {
      // The whole cart within its limits (count, each contract's maximum), under the cart's lock.
      const cart = { kind: 'user' as const, id: String(userId) };
      await lockCart(trx, cart);
      await assertCartLimits(
        trx,
        cart,
        ctx.settings.cartMaxItems,
        accepted.map(({ row, cents }) => ({
          contractId: row.contract_id as number,
          cents,
          maximum: row.maximum_allowed,
        })),
      );
      for (const { row, cents } of accepted) {
        await trx
          .insertInto('cart_items')
          .values({
            owner_kind: 'user',
            owner_id: String(userId),
            item_type: 'Recharge',
            description: say(
              req.language,
              'ITEM_RELOAD_EMPLOYEE',
              'Reload ${0} · {1} ({2}) · Q Card {3}',
              dollars(cents),
              `${row.first_name} ${row.last_name}`,
              row.employee_code,
              row.serial,
            ),
            price: cents,
            contract_id: row.contract_id,
            employee_id: row.id,
            payload: JSON.stringify({ rechargevalue: cents }),
            created_at: now,
          })
          .execute();
      }
      return cartCount(trx, userId);
    });
    return success({ cartCount: count, added: accepted.length }, 'ITEMS_ADDED');
  });
}
