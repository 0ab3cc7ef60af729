// The company's cards (SPEC 'Company cards', /company_mgmt): paged, with the employee each card
// is allocated to. Card details open through the cards API (/card/details), which lets a
// sponsor read the company's cards.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { defineAction, success } from '../http/define-action';
import { caseInsensitiveLike, companyOf, containsPattern, paged, pageSize, pageWindow, requestedPage, searchFilter, shownStatus } from './sponsor-scope';
import { CompanyCardSearch, type CompanyCard } from '@qcard/shared/contracts/sponsor-api';

const CARD_FILTERS = { cardNumber: 'Card Number', profileName: 'Profile Name' } as const;

export function registerCompanyCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineAction(app, ctx, {
    path: '/companycard/search',
    action: 'COMPANY_CARD_MANAGEMENT',
    fn: 'search_company_card',
    access: 'sponsor',
    summary: 'filterType cardNumber|profileName + filterValue (optional), pageNo → paged company cards (Card Number, Profile Name, Status, Expires On)',
    schema: CompanyCardSearch,
    handler: async (req) => {
      const companyId = companyOf(req.auth);
      const filter = searchFilter(req.body, CARD_FILTERS);
      const ilike = caseInsensitiveLike(ctx.db);
      const cond =
        filter.key === 'cardNumber'
          ? sql<boolean>`c.serial ${ilike} ${containsPattern(filter.value)} ESCAPE '\\'`
          : filter.key === 'profileName'
            ? sql<boolean>`c.profile_name ${ilike} ${containsPattern(filter.value)} ESCAPE '\\'`
            : null;
      // A card has at most one employee, so the count needs no join.
      let counted = ctx.db.selectFrom('cards as c').where('c.company_id', '=', companyId);
      if (cond) counted = counted.where(cond);
      const total = Number((await counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      let base = ctx.db.selectFrom('cards as c').leftJoin('employees as e', 'e.card_id', 'c.id').where('c.company_id', '=', companyId);
      if (cond) base = base.where(cond);
      const size = pageSize(ctx);
      const win = pageWindow(total, requestedPage(req.body), size);
      const rows = await base
        .select(['c.id', 'c.serial', 'c.profile_name', 'c.status', 'c.expiration_date', 'e.employee_code', 'e.first_name', 'e.last_name'])
        .orderBy('c.serial')
        .limit(size)
        .offset(win.offset)
        .execute();
      const data: CompanyCard[] = rows.map((r) => ({
        cardId: r.id,
        cardNumber: r.serial,
        profileName: r.profile_name,
        status: shownStatus(r.status),
        cardStatus: r.status,
        expiresOn: r.expiration_date,
        employeeId: r.employee_code,
        employeeName: r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
      }));
      return success(paged(data, total, win));
    },
  });
}
