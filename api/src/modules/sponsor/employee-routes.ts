// Employees of the caller's company (SPEC 'Employees', EMPLOYEE_MANAGEMENT / create_employee,
// which includes card allocation): search, card allocation check, create, update, detail,
// remove. An employee id is unique within the company; a company card belongs to at most one
// employee; the contract is one of that card's contracts.
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MSG } from '@qcard/shared/contracts/envelope';
import type { AppContext } from '../../app-context';
import { registerCall, success } from '../../platform/http/call-routes';
import { ApiError, catalogueText } from '../../platform/http/envelope';
import { requestedSort, sortEcho, type SortOrder } from '../../platform/http/sort-order';
import { text, validateScreen } from '../../platform/validation/validate-screen';
import { lockKey, type Db } from '../../platform/db/database';
import { caseInsensitiveLike, companyOf, containsPattern, countRows, employeeConditionsWith, fieldError, idList, likePattern, listPage, matching, nextVersion, refusedWhenStale, requestedVersion, searchFilter, shownStatus, StaleRecord } from './sponsor-scope';
import { emailHolder } from './employee-email';
import { cachedQueryTemplate } from '../../platform/db/query-template';
import { notFound, positiveId, requiredId } from '../../platform/http/requested-record';
import { type AllocatableCard, type Employee, type EmployeeRemoveResult } from '@qcard/shared/contracts/sponsor-api';
import { CardAllocation, CreateEmployee, EmployeeDetail, EmployeeSearch, RemoveEmployees, UpdateEmployee } from '@qcard/shared/contracts/sponsor-contracts';

export const EMPLOYEE_FILTERS = {
  employeeId: 'Employee Id',
  lastName: 'Last Name',
  firstName: 'First Name',
  cardNumber: 'Card Number',
  groupName: 'Group Name',
} as const;

/** The employee table's sortable columns: the employee's own, each indexed with its company (migration 0011). */
const EMPLOYEE_SORT_COLUMNS = { employeeId: 'e.employee_code', lastName: 'e.last_name', firstName: 'e.first_name' } as const;
const EMPLOYEE_SORTS = Object.keys(EMPLOYEE_SORT_COLUMNS) as Array<keyof typeof EMPLOYEE_SORT_COLUMNS>;

/** Employees with their group, card and contract, of any company: scope it before use. */
function employeeJoins(db: Db) {
  return db
    .selectFrom('employees as e')
    .leftJoin('groups as g', 'g.id', 'e.group_id')
    .leftJoin('cards as c', 'c.id', 'e.card_id')
    .leftJoin('contracts as k', 'k.id', 'e.contract_id');
}

function employeeQuery(db: Db, companyId: number) {
  return employeeJoins(db).where('e.company_id', '=', companyId);
}

function withColumns(q: ReturnType<typeof employeeQuery>) {
  return q.select([
    'e.id',
    'e.employee_code',
    'e.first_name',
    'e.last_name',
    'e.group_id',
    'g.name as group_name',
    'e.address',
    'e.city',
    'e.state',
    'e.zip_code',
    'e.email',
    'e.phone',
    'c.serial',
    'c.status as card_status',
    'e.contract_id',
    'k.contract_name',
    'e.version',
  ]);
}

type EmployeeSelect = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

function view(r: EmployeeSelect): Employee {
  return {
    id: r.id,
    employeeid: r.employee_code,
    employeeId: r.employee_code,
    firstName: r.first_name,
    lastName: r.last_name,
    groupId: r.group_id,
    groupName: r.group_name ?? '',
    employeeaddress: r.address ?? '',
    city: r.city ?? '',
    state: r.state ?? '',
    zipCode: r.zip_code ?? '',
    email: r.email ?? '',
    phonenumber: r.phone ?? '',
    cardNumber: r.serial ?? '',
    contractId: r.contract_id,
    contractName: recordText(r.contract_name) ?? '',
    cardStatus: r.card_status ? shownStatus(r.card_status) : '',
    recordVersion: r.version,
  };
}

/** Which employee condition each filterType of the employee search is. */
const EMPLOYEE_FILTER_CONDITIONS = { employeeId: 'employeeCode', lastName: 'lastName', firstName: 'firstName', cardNumber: 'cardSerial', groupName: 'groupName' } as const;

type ListValue = 'companyId' | 'pattern' | 'limit' | 'offset';

/**
 * The employee search's count and page for one filter and order, built once per shape
 * (db/query-template.ts): Employee Management runs both on every open, search and page change.
 */
function employeeListQueries(db: Db, key: keyof typeof EMPLOYEE_FILTERS | null, escaped: boolean, sort: SortOrder<keyof typeof EMPLOYEE_SORT_COLUMNS>) {
  const filtered: ListValue[] = key === null ? [] : ['pattern'];
  const matchingEmployees = (v: Record<ListValue, never>) =>
    matching(
      db.selectFrom('employees as e').where('e.company_id', '=', v.companyId),
      key === null ? null : employeeConditionsWith(v.companyId, likePattern(caseInsensitiveLike(db), v.pattern, escaped))[EMPLOYEE_FILTER_CONDITIONS[key]],
    );
  const shape = `employee-search|${key ?? ''}|${escaped}|${sort.column}|${sort.direction}`;
  return {
    count: cachedQueryTemplate(db, `${shape}|count`, ['companyId', ...filtered], (v) => matchingEmployees(v).select((eb) => eb.fn.countAll<number>().as('n'))),
    // The page's ids first, from the company's sort index alone (the company's scope is there);
    // then the joins for those 25 rows only. Joined in one query, the rows skipped by OFFSET
    // were joined too: page 100 of 5,000 employees by last name read 2,500 employees' groups,
    // cards and contracts (10 ms on the scale data set instead of under 1 ms). The outer query
    // names no company: with one, SQLite walked the company's whole sort index again to test
    // each row against the ids.
    rows: cachedQueryTemplate(db, `${shape}|rows`, ['companyId', 'limit', 'offset', ...filtered], (v) =>
      withColumns(employeeJoins(db))
        .where(
          'e.id',
          'in',
          matchingEmployees(v)
            .select('e.id')
            .orderBy(EMPLOYEE_SORT_COLUMNS[sort.column], sort.direction)
            .orderBy('e.id', sort.direction)
            .limit(v.limit)
            .offset(v.offset),
        )
        .orderBy(EMPLOYEE_SORT_COLUMNS[sort.column], sort.direction)
        .orderBy('e.id', sort.direction),
    ),
  };
}

/** The form's values, trimmed, under the rule set's property names. */
function employeeValues(body: Record<string, unknown>) {
  return {
    firstName: text(body, 'firstName'),
    lastName: text(body, 'lastName'),
    employeeId: text(body, 'employeeId') || text(body, 'employeeid'),
    cardNumber: text(body, 'cardNumber'),
    groupId: text(body, 'groupId'),
    contractId: text(body, 'contractId') || text(body, 'contractid'),
    employeeaddress: text(body, 'employeeaddress'),
    city: text(body, 'city'),
    state: text(body, 'state').toUpperCase(),
    zipCode: text(body, 'zipCode'),
    email: text(body, 'email'),
    phonenumber: text(body, 'phonenumber'),
  };
}

/**
 * The company card with this serial that the employee (or a new one, exceptEmployee null) may
 * hold. Another company's card answers like a card that does not exist.
 */
async function allocatableCard(db: Db, companyId: number, serial: string, exceptEmployee: number | null) {
  const card = await db.selectFrom('cards').select(['id', 'serial', 'profile_name', 'status', 'company_id']).where('serial', '=', serial).executeTakeFirst();
  if (!card || card.company_id !== companyId) throw fieldError('cardNumber', catalogueText('CARD_NOT_OF_COMPANY', serial), 404);
  const holder = await db.selectFrom('employees').select(['id', 'employee_code']).where('card_id', '=', card.id).executeTakeFirst();
  if (holder && holder.id !== exceptEmployee) {
    throw fieldError('cardNumber', catalogueText('CARD_ALREADY_ALLOCATED', serial, holder.employee_code), 409);
  }
  const contracts = await db.selectFrom('contracts').select(['id', 'contract_name']).where('card_id', '=', card.id).orderBy('id').execute();
  return { card, contracts };
}

/** Saves the form's values; an update names the recordVersion it was made from (null: none sent). */
async function saveEmployee(ctx: AppContext, companyId: number, body: Record<string, unknown>, id: number | null, version: number | null = null): Promise<number> {
  const values = employeeValues(body);
  validateScreen(ctx.config, 'employee', values);
  const groupId = positiveId(values, 'groupId');
  const contractId = positiveId(values, 'contractId');
  if (groupId === null) throw fieldError('groupId', catalogueText('FIELD_INVALID', catalogueText('LABEL_GROUP')));
  if (contractId === null) throw fieldError('contractId', catalogueText('FIELD_INVALID', catalogueText('LABEL_CONTRACT')));
  return ctx.db.transaction().execute(async (trx) => {
    // The duplicate-code and card-allocation checks below hold across instances (PostgreSQL).
    await lockKey(trx, `company:${companyId}:employees`);
    let previousCardId: number | null = null;
    if (id !== null) {
      const own = await trx.selectFrom('employees').select(['id', 'card_id']).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
      if (!own) throw notFound();
      previousCardId = own.card_id;
    }
    const group = await trx.selectFrom('groups').select('id').where('id', '=', groupId).where('company_id', '=', companyId).executeTakeFirst();
    if (!group) throw fieldError('groupId', catalogueText('FIELD_INVALID', catalogueText('LABEL_GROUP')));
    let dup = trx.selectFrom('employees').select('id').where('company_id', '=', companyId).where(sql<string>`lower(employee_code)`, '=', values.employeeId.toLowerCase());
    if (id !== null) dup = dup.where('id', '!=', id);
    if (await dup.executeTakeFirst()) throw fieldError('employeeId', catalogueText('EMPLOYEE_ID_EXISTS', values.employeeId), 409);
    const { card, contracts } = await allocatableCard(trx, companyId, values.cardNumber, id);
    if (!contracts.some((c) => c.id === contractId)) throw fieldError('contractId', catalogueText('CONTRACT_NOT_OF_CARD', card.serial));
    if (values.email !== '') {
      const holder = await emailHolder(trx, companyId, values.email, id);
      if (holder) throw fieldError('email', catalogueText('EMPLOYEE_EMAIL_EXISTS', values.email, holder.employee_code), 409);
    }
    const row = {
      employee_code: values.employeeId,
      first_name: values.firstName,
      last_name: values.lastName,
      group_id: groupId,
      address: values.employeeaddress || null,
      city: values.city || null,
      state: values.state || null,
      zip_code: values.zipCode || null,
      email: values.email || null,
      phone: values.phonenumber || null,
      card_id: card.id,
      contract_id: contractId,
    };
    let savedId: number;
    if (id === null) {
      const created = await trx.insertInto('employees').values({ ...row, company_id: companyId, created_at: ctx.nowIso() }).returning('id').executeTakeFirstOrThrow();
      savedId = created.id;
    } else {
      let update = trx.updateTable('employees').set({ ...row, version: nextVersion }).where('id', '=', id).where('company_id', '=', companyId);
      if (version !== null) update = update.where('version', '=', version);
      const { numUpdatedRows } = await update.executeTakeFirstOrThrow();
      // The employee exists (read above, under the company's lock): no row means another save came first.
      if (Number(numUpdatedRows) === 0) throw new StaleRecord();
      savedId = id;
    }
    // The card's holder is the employee it is allocated to (card details show it).
    await trx.updateTable('cards').set({ holder_name: `${values.firstName} ${values.lastName}` }).where('id', '=', card.id).execute();
    if (previousCardId !== null && previousCardId !== card.id) {
      await trx.updateTable('cards').set({ holder_name: '' }).where('id', '=', previousCardId).where('company_id', '=', companyId).execute();
    }
    return savedId;
  });
}

async function employeeById(db: Db, companyId: number, id: number): Promise<Employee> {
  const row = await withColumns(employeeQuery(db, companyId)).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return view(row);
}

export function registerEmployeeRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, EmployeeSearch, async (req) => {
      const companyId = companyOf(req.auth);
      const filter = searchFilter(req.body, EMPLOYEE_FILTERS);
      const sort = requestedSort(req.body, EMPLOYEE_SORTS, { column: 'employeeId', direction: 'asc' });
      const { pattern, escaped } = containsPattern(filter.value);
      const queries = employeeListQueries(ctx.db, filter.key, escaped, sort);
      const page = await listPage(ctx, req.body, {
        counted: () => countRows(ctx.db, queries.count({ companyId, pattern })),
        rows: async (limit, offset) => (await ctx.db.executeQuery<EmployeeSelect>(queries.rows({ companyId, pattern, limit, offset }))).rows,
        view,
      });
      return success({ ...page, ...sortEcho(sort) });
    });

  registerCall(app, CardAllocation, async (req) => {
      const companyId = companyOf(req.auth);
      const cardNumber = text(req.body, 'cardNumber');
      if (cardNumber === '') throw new ApiError(MSG.CARD_ALLOCATION_MISSING, { httpStatus: 400 });
      validateScreen(ctx.config, 'card_allocation', { cardNumber });
      const exceptEmployee = positiveId(req.body, 'id');
      if (exceptEmployee !== null) await employeeById(ctx.db, companyId, exceptEmployee);
      const { card, contracts } = await allocatableCard(ctx.db, companyId, cardNumber, exceptEmployee);
      const data: AllocatableCard = {
        cardId: card.id,
        cardNumber: card.serial,
        profileName: recordText(card.profile_name),
        status: shownStatus(card.status),
        contracts: contracts.map((c) => ({ id: c.id, contractName: recordText(c.contract_name) })),
      };
      return success(data);
    });

  registerCall(app, EmployeeDetail, async (req) => {
      const companyId = companyOf(req.auth);
      const id = requiredId(req.body, 'id');
      return success(await employeeById(ctx.db, companyId, id));
    });

  registerCall(app, CreateEmployee, async (req) => {
      const companyId = companyOf(req.auth);
      const id = await saveEmployee(ctx, companyId, req.body, null);
      return success(await employeeById(ctx.db, companyId, id), 'SAVED');
    });

  registerCall(app, UpdateEmployee, async (req) => {
      const companyId = companyOf(req.auth);
      const id = requiredId(req.body, 'id');
      const version = requestedVersion(req.body);
      await saveEmployee(ctx, companyId, req.body, id, version).catch(refusedWhenStale('EMPLOYEE_CHANGED', () => employeeById(ctx.db, companyId, id)));
      return success(await employeeById(ctx.db, companyId, id), 'SAVED');
    });

  registerCall(app, RemoveEmployees, async (req) => {
      const companyId = companyOf(req.auth);
      const ids = idList(req.body);
      const result = await ctx.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('employees as e')
          .where('e.company_id', '=', companyId)
          .where('e.id', 'in', ids)
          .select((eb) => [
            'e.id',
            'e.employee_code',
            'e.first_name',
            'e.last_name',
            'e.card_id',
            eb
              .selectFrom('subscriptions as s')
              .whereRef('s.employee_id', '=', 'e.id')
              .where('s.state', '=', 'Active')
              .select((s) => s.fn.countAll<number>().as('n'))
              .as('activeSubscriptions'),
          ])
          .execute();
        const label = (r: (typeof rows)[number]) => `${r.first_name} ${r.last_name} (${r.employee_code})`;
        const removable = rows.filter((r) => Number(r.activeSubscriptions ?? 0) === 0);
        const kept = rows.filter((r) => Number(r.activeSubscriptions ?? 0) > 0);
        const unknown = ids.filter((id) => !rows.some((r) => r.id === id));
        if (removable.length > 0) {
          // Their cards go back to stock; pending cart lines of a removed employee go with it (cart_items cascade).
          const cardIds = removable.map((r) => r.card_id).filter((c): c is number => c !== null);
          if (cardIds.length > 0) await trx.updateTable('cards').set({ holder_name: '' }).where('company_id', '=', companyId).where('id', 'in', cardIds).execute();
          await trx.deleteFrom('employees').where('company_id', '=', companyId).where('id', 'in', removable.map((r) => r.id)).execute();
        }
        const out: EmployeeRemoveResult[] = [];
        if (removable.length > 0) out.push({ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: removable.map(label) });
        if (kept.length > 0) out.push({ status: 'ERROR', msgCode: 'EMPLOYEES_NOT_REMOVED', employeeIds: kept.map(label), reason: say('REASON_CANCEL_SUBSCRIPTION_FIRST', 'An Active subscription must be cancelled first') });
        if (unknown.length > 0) out.push({ status: 'ERROR', msgCode: 'EMPLOYEES_NOT_FOUND', employeeIds: unknown.map((id) => `#${id}`), reason: say('REASON_NOT_FOUND', 'Not found') });
        return out;
      });
      return success(result);
    });
}
