// The company's cards (SPEC 'Company cards', /company_mgmt): paged, with the employee each card
// is allocated to. Card details open through the cards API (/card/details), which lets a
// sponsor read the company's cards.
import type { FastifyInstance } from 'fastify';
import { recordText } from '../../platform/i18n/record-texts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { registerCall, success } from '../../platform/http/call-routes';
import {
  caseInsensitiveLike,
  companyOf,
  containsMatch,
  listPage,
  matching,
  searchFilter,
  shownStatus,
} from './sponsor-scope';
import { type CompanyCard } from '@qcard/contracts/sponsor-api';
import { CompanyCardSearch } from '@qcard/contracts/sponsor-contracts';

const CARD_FILTERS = { cardNumber: 'Card Number', profileName: 'Profile Name' } as const;
const CARD_FILTER_COLUMNS = { cardNumber: 'c.serial', profileName: 'c.profile_name' } as const;

/** The company's cards by serial, each with the employee it is allocated to (the export's columns). */
export function companyCards(db: Db, companyId: number) {
  return db
    .selectFrom('cards as c')
    .leftJoin('employees as e', 'e.card_id', 'c.id')
    .where('c.company_id', '=', companyId)
    .select([
      'c.serial',
      'c.profile_name',
      'c.status',
      'c.expiration_date',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
    ])
    .orderBy('c.serial');
}

export function registerCompanyCardRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, CompanyCardSearch, async (req) => {
    const companyId = companyOf(req.auth);
    const filter = searchFilter(req.body, CARD_FILTERS);
    const column = filter.key && sql.ref(CARD_FILTER_COLUMNS[filter.key]);
    const ilike = caseInsensitiveLike(ctx.db);
    const cond = column && sql<boolean>`${column} ${containsMatch(ilike, filter.value)}`;
    const page = await listPage(ctx, req.body, {
      // A card has at most one employee, so the count needs no join.
      counted: matching(
        ctx.db.selectFrom('cards as c').where('c.company_id', '=', companyId),
        cond,
      ),
      rows: (limit, offset) =>
        matching(companyCards(ctx.db, companyId), cond)
          .select('c.id')
          .limit(limit)
          .offset(offset)
          .execute(),
      view: (r): CompanyCard => ({
        cardId: r.id,
        cardNumber: r.serial,
        profileName: recordText(r.profile_name, req.language),
        status: shownStatus(r.status),
        cardStatus: r.status,
        expiresOn: r.expiration_date,
        employeeId: r.employee_code,
        employeeName: r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
      }),
    });
    return success(page);
  });
}
