// An employee's e-mail is unique within the company: the employee save asks
// who else holds an address before it stores one.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * Another employee of the company with this e-mail, compared trimmed and case-insensitive:
 * addresses stored before the rule may carry spaces or capitals. `email` comes trimmed.
 */
export async function emailHolder(
  db: Db,
  companyId: number,
  email: string,
  exceptEmployee: number | null,
) {
  let q = db
    .selectFrom('employees')
    .select(['id', 'employee_code'])
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(trim(email))`, '=', email.toLowerCase());
  if (exceptEmployee !== null) q = q.where('id', '!=', exceptEmployee);
  return q.executeTakeFirst();
}
