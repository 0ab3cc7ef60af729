// Accounts are found by e-mail, compared in one normal form.
import type { AppContext } from '../../app-context';
import type { UserRow } from '../db/schema';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  ctx: AppContext,
  email: string,
): Promise<UserRow | undefined> {
  return ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}
