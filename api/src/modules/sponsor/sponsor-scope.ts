// Helpers every sponsor call shares: the caller's company, paging in the PagedList shape,
// search filters (479 when a filter needs a value), id lists and field errors.
import { sql, type CompiledQuery, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { MSG } from '@qcard/contracts/envelope';
import { cardStatusWord } from '@qcard/contracts/format/card-status';
import { isPostgres, type Db } from '../../platform/db/database';
import type { AppContext } from '../../app-context';
import type { UserAuth } from '../../platform/http/access';
import { positiveNumber } from '../../platform/http/request-fields';
import { API_MSG, ApiError, catalogueText, type TextParam } from '../../platform/http/envelope';

/** Page set size of every paged sponsor list (SPEC section 9). */
export const PAGE_SET_SIZE = 10;
/** Most ids one remove call or rows one bulk call may carry. */
export const MAX_BATCH = 1000;

/** The company the sponsor administers (access 'sponsor' guarantees it exists). */
export function companyOf(auth: UserAuth): number {
  const id = auth.user.company_id;
  if (id === null) throw new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
  return id;
}

/** The company's record `id` of `table`, to select from: another company's record reads as none. */
export function ownRecord(db: Db, table: 'employees' | 'groups', companyId: number, id: number) {
  return db.selectFrom(table).where('id', '=', id).where('company_id', '=', companyId);
}

/** 488 with one field's message (same texts as the forms), listed in data.problems. */
export function fieldError(property: string, message: TextParam, httpStatus = 400): ApiError {
  return new ApiError(API_MSG.VALIDATION_FAILED, {
    httpStatus,
    params: [message],
    data: { problems: [{ property, message }] },
  });
}

export function malformed(message: Exclude<TextParam, number>): ApiError {
  return new ApiError(API_MSG.MALFORMED_REQUEST, { message });
}

/** The query with the search's condition, or as it is when the search lists everything. */
export function matching<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  cond: RawBuilder<boolean> | null,
): SelectQueryBuilder<DB, TB, O> {
  return cond ? q.where(cond) : q;
}

export interface ListPage<DB, TB extends keyof DB, R, T> {
  /**
   * The matching rows to count: the list's own table, no joins (the count is on every search);
   * or a function that counts them (a list run from query templates).
   */
  counted: SelectQueryBuilder<DB, TB, object> | (() => Promise<number>);
  /** Reads one page of the matching rows, in the list's order. */
  rows: (limit: number, offset: number) => Promise<R[]>;
  view: (row: R) => T;
  /** Page size and page asked for; by default the portal's page size and the body's pageNo. */
  size?: number;
  page?: number;
}

/**
 * A sponsor list's page: every sponsor search counts the matches, then reads the requested page
 * (a page past the end reads the last), so a change to paging reaches every list.
 */
export async function listPage<DB, TB extends keyof DB, R, T>(
  ctx: AppContext,
  body: Record<string, unknown>,
  list: ListPage<DB, TB, R, T>,
) {
  const total =
    typeof list.counted === 'function'
      ? await list.counted()
      : Number(
          (
            (await list.counted
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()) as { n: number | string | bigint }
          ).n,
        );
  const size = list.size ?? ctx.settings.pageSize;
  // Page numbers past the end answer the last page (a removal can shorten the list).
  const numberOfPages = Math.max(1, Math.ceil(total / size));
  // The page asked for (pageNo or pageNumber, 1-based); anything else is page 1.
  const asked = list.page ?? positiveNumber(body.pageNo ?? body.pageNumber) ?? 1;
  const pageNumber = Math.min(asked, numberOfPages);
  const rows = await list.rows(size, (pageNumber - 1) * size);
  return {
    data: rows.map(list.view),
    numberOfPages,
    pageNumber,
    numberOfRecords: total,
    pageSetSize: PAGE_SET_SIZE,
  };
}

/** The `n` of a compiled `count(*) AS n` query (PostgreSQL answers a count as text). */
export async function countRows(db: Db, query: CompiledQuery): Promise<number> {
  const { rows } = await db.executeQuery<{ n: number | string | bigint }>(query);
  return Number(rows[0]?.n ?? 0);
}

/**
 * filterType / filterValue of a search. No filterType (or 'all') lists everything; a known
 * filterType needs a value (479 with the field's label); an unknown one is malformed.
 */
export function searchFilter<K extends string>(
  body: Record<string, unknown>,
  labels: Record<K, string>,
): { key: K | null; value: string } {
  const type = typeof body.filterType === 'string' ? body.filterType.trim() : '';
  const rawValue = body.filterValue;
  const value =
    typeof rawValue === 'string'
      ? rawValue.trim()
      : typeof rawValue === 'number' && Number.isFinite(rawValue)
        ? String(rawValue)
        : '';
  if (type === '' || type === 'all') return { key: null, value: '' };
  if (!Object.prototype.hasOwnProperty.call(labels, type))
    throw malformed(catalogueText('UNKNOWN_FILTER_TYPE', type));
  const key = type as K;
  if (value === '') throw new ApiError(MSG.SEARCH_VALUE_REQUIRED, { params: [labels[key]] });
  if (value.length > 100) throw malformed(catalogueText('FILTER_VALUE_TOO_LONG'));
  return { key, value };
}

/** ILIKE, or SQLite's LIKE (case-blind for ASCII): lower() would bypass PostgreSQL's trigram index. */
export function caseInsensitiveLike(db: Db): RawBuilder<unknown> {
  return sql.raw(isPostgres(db) ? 'ILIKE' : 'LIKE');
}

/**
 * The right-hand side of "contains value", case-insensitive (`ILIKE '%value%'`), with % and _ in
 * the value taken literally. The ESCAPE clause, which slows SQLite's LIKE, is written only for a
 * value that has something to escape.
 */
export function containsMatch(ilike: RawBuilder<unknown>, value: string): RawBuilder<unknown> {
  const { pattern, escaped } = containsPattern(value);
  return likePattern(ilike, pattern, escaped);
}

/** The LIKE pattern of "contains value" (containsMatch), and whether it needs the ESCAPE clause. */
export function containsPattern(value: string): { pattern: string; escaped: boolean } {
  if (!/[\\%_]/.test(value)) return { pattern: `%${value}%`, escaped: false };
  return { pattern: `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, escaped: true };
}

/** `LIKE pattern`, with the ESCAPE clause when the pattern escapes (a query template passes its pattern's placeholder). */
export function likePattern(
  ilike: RawBuilder<unknown>,
  pattern: string,
  escaped: boolean,
): RawBuilder<unknown> {
  return escaped ? sql`${ilike} ${pattern} ESCAPE '\\'` : sql`${ilike} ${pattern}`;
}

/**
 * "Contains" conditions on the employee row alone (card, group and contract through
 * subqueries), so a search's count needs no joins and its page query joins only for columns.
 * The LIKE clause is given (a query template's, with placeholders).
 */
export function employeeConditionsWith(companyId: number, like: RawBuilder<unknown>) {
  return {
    employeeCode: sql<boolean>`e.employee_code ${like}`,
    firstName: sql<boolean>`e.first_name ${like}`,
    lastName: sql<boolean>`e.last_name ${like}`,
    fullName: sql<boolean>`(e.first_name || ' ' || e.last_name) ${like}`,
    cardSerial: sql<boolean>`e.card_id IN (SELECT c2.id FROM cards c2 WHERE c2.company_id = ${companyId} AND c2.serial ${like})`,
    groupName: sql<boolean>`e.group_id IN (SELECT g2.id FROM groups g2 WHERE g2.company_id = ${companyId} AND g2.name ${like})`,
    contractName: sql<boolean>`e.contract_id IN (SELECT k2.id FROM contracts k2 JOIN cards c2 ON c2.id = k2.card_id WHERE c2.company_id = ${companyId} AND k2.contract_name ${like})`,
  };
}

/** The values of an employee list's query templates (db/query-template.ts). */
export type ListValue = 'companyId' | 'pattern' | 'limit' | 'offset';

/**
 * An employee list's filter for its query templates: the values the count needs, and the
 * condition (a LIKE on the pattern's placeholder), null when the list is not filtered.
 */
export function listFilter(
  db: Db,
  condition: keyof ReturnType<typeof employeeConditionsWith> | null,
  escaped: boolean,
) {
  const filtered: ListValue[] = condition === null ? [] : ['pattern'];
  return {
    filtered,
    condition: (v: Record<ListValue, never>) =>
      condition === null
        ? null
        : employeeConditionsWith(
            v.companyId,
            likePattern(caseInsensitiveLike(db), v.pattern, escaped),
          )[condition],
  };
}

/** ids[]: positive integers, at least one, at most MAX_BATCH; duplicates dropped. */
export function idList(body: Record<string, unknown>): number[] {
  const raw = body.ids;
  if (!Array.isArray(raw) || raw.length === 0)
    throw fieldError('ids', catalogueText('SELECT_AT_LEAST_ONE_ROW'));
  if (raw.length > MAX_BATCH) throw malformed(catalogueText('TOO_MANY_IDS', MAX_BATCH));
  const ids: number[] = [];
  for (const v of raw) {
    const n = typeof v === 'string' && /^[0-9]{1,15}$/.test(v.trim()) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0)
      throw malformed(catalogueText('IDS_NOT_POSITIVE'));
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}

/** Card status as the portal shows it: Active or Inactive by the screen's and the export's one rule. */
export function shownStatus(cardStatus: string): 'Active' | 'Inactive' {
  return cardStatusWord(cardStatus) === 'Active' ? 'Active' : 'Inactive';
}

/**
 * The recordVersion an update was made from (optimistic concurrency), or null
 * when the caller sent none: such a save overwrites as before (docs/decisions.md).
 */
export function requestedVersion(body: Record<string, unknown>): number | null {
  const raw = body.recordVersion;
  if (raw === undefined || raw === null || raw === '') return null;
  const n = positiveNumber(raw);
  if (n === null) throw malformed(catalogueText('RECORD_VERSION_INVALID'));
  return n;
}

/** `version = version + 1`, for the SET of every save of a versioned record. */
export const nextVersion = sql<number>`version + 1`;

/**
 * Thrown inside a save's transaction when its `UPDATE … WHERE version = ?` changed no row of a
 * record that exists: the route rolls back, then answers with the record as it is now.
 */
export class StaleRecord extends Error {
  constructor() {
    super('The record was saved by someone else since this version');
    this.name = 'StaleRecord';
  }
}

/**
 * The save's refusal when it was made from an old version: 507 (HTTP 409) with the record's text
 * and the current record in data, for the form to show. Other errors pass through.
 */
export function refusedWhenStale(message: string, current: () => Promise<unknown>) {
  return async (e: unknown): Promise<never> => {
    if (!(e instanceof StaleRecord)) throw e;
    throw new ApiError(API_MSG.RECORD_CHANGED, {
      httpStatus: 409,
      message: catalogueText(message),
      data: await current(),
    });
  };
}
