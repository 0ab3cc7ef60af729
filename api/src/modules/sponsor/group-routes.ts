// Groups of the caller's company (SPEC 'Groups', GROUP_MANAGEMENT / create_group): search,
// create, update, details, remove. Names are unique within the company (case-insensitive);
// a group that still has employees is not removed, and the answer says so per group.
import { say } from '../../platform/config/texts';
import { catalogueText } from '../../platform/http/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config/app-config';
import type { Language } from '../../platform/i18n/request-language';
import { sql } from 'kysely';
import { registerCall, success } from '../../platform/http/call-routes';
import { text, validateScreen } from '../../platform/validation/validate-screen';
import { isUniqueViolation, lockKey, type Db } from '../../platform/db/database';
import {
  caseInsensitiveLike,
  companyOf,
  containsMatch,
  fieldError,
  listPage,
  matching,
  nextVersion,
  ownRecord,
  refusedWhenStale,
  requestedVersion,
  searchFilter,
  StaleRecord,
} from './sponsor-scope';
import { notFound, requiredId } from '../../platform/http/requested-record';
import { cleanFreeText, cleanName } from '@qcard/contracts/validation/clean-text';
import { type Group } from '@qcard/contracts/sponsor-api';
import { removeRecords } from './remove-records';
import {
  CreateGroup,
  GroupDetails,
  GroupSearch,
  RemoveGroups,
  UpdateGroup,
} from '@qcard/contracts/sponsor-contracts';

const GROUP_FILTERS = { groupName: 'Group Name' } as const;
/** The employee form's group select asks for every group at once. */
const MAX_ALL_GROUPS = 1000;

function groupQuery(db: Db, companyId: number) {
  return db
    .selectFrom('groups as g')
    .where('g.company_id', '=', companyId)
    .select((eb) => [
      'g.id',
      'g.name',
      'g.details',
      'g.version',
      eb
        .selectFrom('employees as e')
        .whereRef('e.group_id', '=', 'g.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('employeeCount'),
    ]);
}

function view(row: {
  id: number;
  name: string;
  details: string | null;
  employeeCount: number | null;
  version: number;
}): Group {
  return {
    id: row.id,
    groupname: row.name,
    groupdetails: row.details ?? '',
    employeeCount: Number(row.employeeCount ?? 0),
    recordVersion: row.version,
  };
}

async function groupById(db: Db, companyId: number, id: number): Promise<Group> {
  const row = await groupQuery(db, companyId).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return view(row);
}

/** The form's values, checked by the group rules and stored cleaned (docs/security.md). */
function groupValues(config: AppConfig, body: Record<string, unknown>, language: Language) {
  const values = {
    groupname: cleanName(text(body, 'groupname')),
    groupdetails: cleanFreeText(text(body, 'groupdetails')),
  };
  validateScreen(config, 'group', values, language);
  return values;
}

/** The unique constraint is the last guard: its violation answers like the check above. */
function duplicateName(name: string) {
  return (e: unknown): never => {
    if (isUniqueViolation(e))
      throw fieldError('groupname', catalogueText('GROUP_NAME_EXISTS', name), 409);
    throw e;
  };
}

async function assertNameFree(
  db: Db,
  companyId: number,
  name: string,
  exceptId: number | null,
): Promise<void> {
  // Called in the saving transaction: the check holds until it commits, across instances (PostgreSQL).
  await lockKey(db, `company:${companyId}:groups`);
  let q = db
    .selectFrom('groups')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst())
    throw fieldError('groupname', catalogueText('GROUP_NAME_EXISTS', name), 409);
}

export function registerGroupRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, GroupSearch, async (req) => {
    const companyId = companyOf(req.auth);
    const filter = searchFilter(req.body, GROUP_FILTERS);
    const cond =
      filter.key === 'groupName'
        ? sql<boolean>`g.name ${containsMatch(caseInsensitiveLike(ctx.db), filter.value)}`
        : null;
    const all = req.body.all === true;
    const page = await listPage(ctx, req.body, {
      counted: matching(
        ctx.db.selectFrom('groups as g').where('g.company_id', '=', companyId),
        cond,
      ),
      rows: (limit, offset) =>
        matching(groupQuery(ctx.db, companyId), cond)
          .orderBy(sql`lower(g.name)`)
          .orderBy('g.id')
          .limit(limit)
          .offset(offset)
          .execute(),
      view,
      ...(all ? { size: MAX_ALL_GROUPS, page: 1 } : {}),
    });
    return success(page);
  });

  registerCall(app, GroupDetails, async (req) => {
    const companyId = companyOf(req.auth);
    const id = requiredId(req.body, 'id', 'groupId');
    return success(await groupById(ctx.db, companyId, id));
  });

  registerCall(app, CreateGroup, async (req) => {
    const companyId = companyOf(req.auth);
    const values = groupValues(ctx.config, req.body, req.language);
    const created = await ctx.db
      .transaction()
      .execute(async (trx) => {
        await assertNameFree(trx, companyId, values.groupname, null);
        return trx
          .insertInto('groups')
          .values({
            company_id: companyId,
            name: values.groupname,
            details: values.groupdetails || null,
            created_at: ctx.nowIso(),
          })
          .returning(['id', 'name', 'details', 'version'])
          .executeTakeFirstOrThrow();
      })
      .catch(duplicateName(values.groupname));
    return success(view({ ...created, employeeCount: 0 }), 'SAVED');
  });

  registerCall(app, UpdateGroup, async (req) => {
    const companyId = companyOf(req.auth);
    const id = requiredId(req.body, 'id', 'groupId');
    const version = requestedVersion(req.body);
    const values = groupValues(ctx.config, req.body, req.language);
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        const found = await ownRecord(trx, 'groups', companyId, id).select('id').executeTakeFirst();
        if (!found) throw notFound();
        await assertNameFree(trx, companyId, values.groupname, id);
        let update = trx
          .updateTable('groups')
          .set({
            name: values.groupname,
            details: values.groupdetails || null,
            version: nextVersion,
          })
          .where('id', '=', id)
          .where('company_id', '=', companyId);
        if (version !== null) update = update.where('version', '=', version);
        const { numUpdatedRows } = await update.executeTakeFirstOrThrow();
        // The group exists (read above, under the company's lock): no row means another save came first.
        if (Number(numUpdatedRows) === 0) throw new StaleRecord();
      })
      .catch(duplicateName(values.groupname))
      .catch(refusedWhenStale('GROUP_CHANGED', () => groupById(ctx.db, companyId, id)));
    return success(await groupById(ctx.db, companyId, id), 'SAVED');
  });

  registerCall(app, RemoveGroups, async (req) =>
    success(
      await removeRecords(ctx.db, req, {
        kind: 'GROUPS',
        names: 'groupNames',
        table: 'groups',
        rows: (trx, companyId, ids) =>
          groupQuery(trx, companyId).where('g.id', 'in', ids).execute(),
        inUse: (r) => Number(r.employeeCount ?? 0) > 0,
        keptReason: say(
          req.language,
          'REASON_EMPLOYEES_ASSIGNED',
          'Employees are assigned to them',
        ),
        label: (r) => r.name,
      }),
    ),
  );
}
