// Employees of the caller's company (SPEC 'Employees', EMPLOYEE_MANAGEMENT / create_employee,
// which includes card allocation): search, card allocation check, create, update, detail,
// remove. An employee id is unique within the company; a company card belongs to at most one
// employee; the contract is one of that card's contracts.
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@qcard/contracts/envelope';
import { registerCall, success } from '../../platform/http/call-routes';
import { ApiError } from '../../platform/http/envelope';
import { requestedSort, sortEcho } from '../../platform/http/sort-order';
import { text, validateScreen } from '../../platform/validation/validate-screen';
import {
  companyOf,
  containsPattern,
  countRows,
  listPage,
  refusedWhenStale,
  requestedVersion,
  searchFilter,
  shownStatus,
} from './sponsor-scope';
import { requiredId, positiveId } from '../../platform/http/requested-record';
import { type AllocatableCard } from '@qcard/contracts/sponsor-api';
import { removeRecords } from './remove-records';
import {
  CardAllocation,
  CreateEmployee,
  EmployeeDetail,
  EmployeeSearch,
  RemoveEmployees,
  UpdateEmployee,
} from '@qcard/contracts/sponsor-contracts';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SORTS,
  employeeById,
  employeeListQueries,
  view,
  type EmployeeSelect,
} from './employee-queries';
import { allocatableCard, saveEmployee } from './employee-save';

export function registerEmployeeRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, EmployeeSearch, async (req) => {
    const companyId = companyOf(req.auth);
    const filter = searchFilter(req.body, EMPLOYEE_FILTERS);
    const sort = requestedSort(req.body, EMPLOYEE_SORTS, {
      column: 'employeeId',
      direction: 'asc',
    });
    const { pattern, escaped } = containsPattern(filter.value);
    const queries = employeeListQueries(ctx.db, filter.key, escaped, sort);
    const page = await listPage(ctx, req.body, {
      counted: () => countRows(ctx.db, queries.count({ companyId, pattern })),
      rows: async (limit, offset) =>
        (
          await ctx.db.executeQuery<EmployeeSelect>(
            queries.rows({ companyId, pattern, limit, offset }),
          )
        ).rows,
      view: (r) => view(r, req.language),
    });
    return success({ ...page, ...sortEcho(sort) });
  });

  registerCall(app, CardAllocation, async (req) => {
    const companyId = companyOf(req.auth);
    const cardNumber = text(req.body, 'cardNumber');
    if (cardNumber === '') throw new ApiError(MSG.CARD_ALLOCATION_MISSING);
    validateScreen(ctx.config, 'card_allocation', { cardNumber }, req.language);
    const exceptEmployee = positiveId(req.body, 'id');
    if (exceptEmployee !== null)
      await employeeById(ctx.db, companyId, exceptEmployee, req.language);
    const { card, contracts } = await allocatableCard(
      ctx.db,
      companyId,
      cardNumber,
      exceptEmployee,
    );
    const data: AllocatableCard = {
      cardId: card.id,
      cardNumber: card.serial,
      profileName: recordText(card.profile_name, req.language),
      status: shownStatus(card.status),
      contracts: contracts.map((c) => ({
        id: c.id,
        contractName: recordText(c.contract_name, req.language),
      })),
    };
    return success(data);
  });

  registerCall(app, EmployeeDetail, async (req) => {
    const companyId = companyOf(req.auth);
    const id = requiredId(req.body, 'id');
    return success(await employeeById(ctx.db, companyId, id, req.language));
  });

  registerCall(app, CreateEmployee, async (req) => {
    const companyId = companyOf(req.auth);
    const id = await saveEmployee(ctx, companyId, req.body, null, req.language);
    return success(await employeeById(ctx.db, companyId, id, req.language), 'SAVED');
  });

  registerCall(app, UpdateEmployee, async (req) => {
    const companyId = companyOf(req.auth);
    const id = requiredId(req.body, 'id');
    const version = requestedVersion(req.body);
    await saveEmployee(ctx, companyId, req.body, id, req.language, version).catch(
      refusedWhenStale('EMPLOYEE_CHANGED', () => employeeById(ctx.db, companyId, id, req.language)),
    );
    return success(await employeeById(ctx.db, companyId, id, req.language), 'SAVED');
  });

  registerCall(app, RemoveEmployees, async (req) =>
    success(
      await removeRecords(ctx.db, req, {
        kind: 'EMPLOYEES',
        names: 'employeeIds',
        table: 'employees',
        rows: (trx, companyId, ids) =>
          trx
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
            .execute(),
        inUse: (r) => Number(r.activeSubscriptions ?? 0) > 0,
        keptReason: say(
          req.language,
          'REASON_CANCEL_SUBSCRIPTION_FIRST',
          'An Active subscription must be cancelled first',
        ),
        label: (r) => `${r.first_name} ${r.last_name} (${r.employee_code})`,
        beforeDelete: async (trx, companyId, removable) => {
          // Their cards go back to stock; pending cart lines of a removed employee go with it (cart_items cascade).
          const cardIds = removable.map((r) => r.card_id).filter((c): c is number => c !== null);
          if (cardIds.length > 0)
            await trx
              .updateTable('cards')
              .set({ holder_name: '' })
              .where('company_id', '=', companyId)
              .where('id', 'in', cardIds)
              .execute();
        },
      }),
    ),
  );
}
