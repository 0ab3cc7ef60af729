// Demo data of DESIGN section 5, written once into an empty database: the companies and users
// here, the patrons' cards in seed-patrons.ts, the companies' staff in seed-companies.ts.
// Deterministic: no randomness; dates relative to a base date that follows the app's clock on the
// day it seeds (seed-dates.ts), so the demo data is as recent whatever the day.
import type { AppContext } from '../app-context';
import { hashPassword } from '../modules/auth/passwords';
import { lockKey } from '../platform/db/database';
import { insertUser } from './seed-records';
import { SEED_ACCOUNTS_OFFSET, seedBaseDate, seedDays } from './seed-dates';
import { seedPatronCards } from './seed-patrons';
import { seedCompany, seedStockCards } from './seed-companies';

export const DEMO_LOGINS = [
  { who: 'patron Riley Rider', email: 'rider@example.com', password: 'Rider#2026' },
  {
    who: 'sponsor administrator of Acme Transit Benefits',
    email: 'sponsor@example.com',
    password: 'Sponsor#2026',
  },
  {
    who: 'sponsor administrator of Globex Commuter Program',
    email: 'sponsor2@example.com',
    password: 'Sponsor#2026',
  },
  { who: 'second patron Pat Second', email: 'patron2@example.com', password: 'Rider#2026' },
] as const;

/** Seeds the demo data when the database has no users. Returns true when it seeded. */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const existing = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const riderHash = await hashPassword('Rider#2026');
  const sponsorHash = await hashPassword('Sponsor#2026');
  const day = seedDays(seedBaseDate(ctx.clock(), ctx.settings.timeZone));
  const created = day(SEED_ACCOUNTS_OFFSET);
  return ctx.db.transaction().execute(async (trx) => {
    const seed = { trx, day };
    // Several instances starting at once on one PostgreSQL database seed it once.
    await lockKey(trx, 'seed-demo-data');
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    const company = async (name: string, contactEmail: string) =>
      (
        await trx
          .insertInto('companies')
          .values({ name, contact_email: contactEmail, created_at: created })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const acme = await company('Acme Transit Benefits', 'benefits@acme.example');
    const globex = await company('Globex Commuter Program', 'commute@globex.example');

    const rider = await insertUser(seed, created, {
      email: 'rider@example.com',
      hash: riderHash,
      name: ['Riley', 'Rider'],
      address: ['42 Elm Street', 'Apt 3B', 'Springfield', '10001'],
      phone: '+1 212 555 0142',
    });
    const patron2 = await insertUser(seed, created, {
      email: 'patron2@example.com',
      hash: riderHash,
      name: ['Pat', 'Second'],
      address: ['7 Oak Avenue', '', 'Albany', '12207'],
      phone: '+1 518 555 0107',
    });
    const sponsor = await insertUser(seed, created, {
      email: 'sponsor@example.com',
      hash: sponsorHash,
      name: ['Sam', 'Sponsor'],
      address: ['1 Acme Plaza', 'Floor 12', 'New York', '10004'],
      phone: '+1 212 555 0100',
      companyId: acme,
    });
    const sponsor2 = await insertUser(seed, created, {
      email: 'sponsor2@example.com',
      hash: sponsorHash,
      name: ['Gina', 'Globex'],
      address: ['500 Globex Way', '', 'Buffalo', '14202'],
      phone: '+1 716 555 0150',
      companyId: globex,
    });

    await seedPatronCards(seed, { rider, patron2 });

    await seedCompany(seed, {
      companyId: acme,
      sponsorUserId: sponsor,
      groups: [
        ['Operations', 'Depot and field operations staff'],
        ['Headquarters', 'Head office staff'],
      ],
      employees: 34,
      codePrefix: 'E',
      codeStart: 1001,
      serialStart: 2000000001,
    });
    await seedCompany(seed, {
      companyId: globex,
      sponsorUserId: sponsor2,
      groups: [
        ['Engineering', 'Engineering department'],
        ['Sales', 'Sales department'],
      ],
      employees: 4,
      codePrefix: 'G',
      codeStart: 2001,
      serialStart: 2100000001,
    });
    // Company cards in stock (not yet allocated to an employee), so card allocation can be used.
    await seedStockCards(seed, acme, 2000000501, 12);
    await seedStockCards(seed, globex, 2100000501, 3);
    return true;
  });
}
