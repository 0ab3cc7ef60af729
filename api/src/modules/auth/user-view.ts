import type { SessionUser } from '@qcard/contracts/domain';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../platform/db/schema';
import { isLanguage } from '../../platform/i18n/request-language';

/** The user as the browser sees it (SessionUser of shared/contracts/domain). */
export async function toSessionUser(ctx: AppContext, user: UserRow): Promise<SessionUser> {
  let companyName: string | null = null;
  if (user.company_id !== null) {
    const c = await ctx.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', user.company_id)
      .executeTakeFirst();
    companyName = c?.name ?? null;
  }
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    address: [user.address1, user.address2].filter((s) => s.trim() !== '').join(', '),
    address1: user.address1,
    address2: user.address2,
    town: user.town,
    state: user.state,
    zipcode: user.zipcode,
    phoneNumber: user.phone,
    sponsor: user.is_sponsor === 1,
    companyName,
    // Only once chosen: absent means the portal follows the visitor's own choice.
    ...(isLanguage(user.language) ? { language: user.language } : {}),
  };
}
