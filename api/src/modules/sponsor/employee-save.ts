// Creating and updating an employee (SPEC 'Employees', create_employee, which includes card
// allocation). An employee id is unique within the company; a company card belongs to at most
// one employee; the contract is one of that card's contracts.
import type { Language } from '../../platform/i18n/request-language';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { catalogueText } from '../../platform/http/envelope';
import { text, validateScreen } from '../../platform/validation/validate-screen';
import { lockKey, type Db } from '../../platform/db/database';
import { fieldError, nextVersion, ownRecord, StaleRecord } from './sponsor-scope';
import { emailHolder } from './employee-email';
import { notFound, positiveId } from '../../platform/http/requested-record';

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
export async function allocatableCard(
  db: Db,
  companyId: number,
  serial: string,
  exceptEmployee: number | null,
) {
  const card = await db
    .selectFrom('cards')
    .select(['id', 'serial', 'profile_name', 'status', 'company_id'])
    .where('serial', '=', serial)
    .executeTakeFirst();
  if (!card || card.company_id !== companyId)
    throw fieldError('cardNumber', catalogueText('CARD_NOT_OF_COMPANY', serial), 404);
  const holder = await db
    .selectFrom('employees')
    .select(['id', 'employee_code'])
    .where('card_id', '=', card.id)
    .executeTakeFirst();
  if (holder && holder.id !== exceptEmployee) {
    throw fieldError(
      'cardNumber',
      catalogueText('CARD_ALREADY_ALLOCATED', serial, holder.employee_code),
      409,
    );
  }
  const contracts = await db
    .selectFrom('contracts')
    .select(['id', 'contract_name'])
    .where('card_id', '=', card.id)
    .orderBy('id')
    .execute();
  return { card, contracts };
}

/** Saves the form's values; an update names the recordVersion it was made from (null: none sent). */
export async function saveEmployee(
  ctx: AppContext,
  companyId: number,
  body: Record<string, unknown>,
  id: number | null,
  language: Language,
  version: number | null = null,
): Promise<number> {
  const values = employeeValues(body);
  validateScreen(ctx.config, 'employee', values, language);
  const groupId = positiveId(values, 'groupId');
  const contractId = positiveId(values, 'contractId');
  const groupInvalid = () =>
    fieldError('groupId', catalogueText('FIELD_INVALID', catalogueText('LABEL_GROUP')));
  if (groupId === null) throw groupInvalid();
  if (contractId === null)
    throw fieldError('contractId', catalogueText('FIELD_INVALID', catalogueText('LABEL_CONTRACT')));
  return ctx.db.transaction().execute(async (trx) => {
    // The duplicate-code and card-allocation checks below hold across instances (PostgreSQL).
    await lockKey(trx, `company:${companyId}:employees`);
    let previousCardId: number | null = null;
    if (id !== null) {
      const own = await ownRecord(trx, 'employees', companyId, id)
        .select(['id', 'card_id'])
        .executeTakeFirst();
      if (!own) throw notFound();
      previousCardId = own.card_id;
    }
    const group = await ownRecord(trx, 'groups', companyId, groupId)
      .select('id')
      .executeTakeFirst();
    if (!group) throw groupInvalid();
    let dup = trx
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where(sql<string>`lower(employee_code)`, '=', values.employeeId.toLowerCase());
    if (id !== null) dup = dup.where('id', '!=', id);
    if (await dup.executeTakeFirst())
      throw fieldError('employeeId', catalogueText('EMPLOYEE_ID_EXISTS', values.employeeId), 409);
    const { card, contracts } = await allocatableCard(trx, companyId, values.cardNumber, id);
    if (!contracts.some((c) => c.id === contractId))
      throw fieldError('contractId', catalogueText('CONTRACT_NOT_OF_CARD', card.serial));
    if (values.email !== '') {
      const holder = await emailHolder(trx, companyId, values.email, id);
      if (holder)
        throw fieldError(
          'email',
          catalogueText('EMPLOYEE_EMAIL_EXISTS', values.email, holder.employee_code),
          409,
        );
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
      const created = await trx
        .insertInto('employees')
        .values({ ...row, company_id: companyId, created_at: ctx.nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      savedId = created.id;
    } else {
      let update = trx
        .updateTable('employees')
        .set({ ...row, version: nextVersion })
        .where('id', '=', id)
        .where('company_id', '=', companyId);
      if (version !== null) update = update.where('version', '=', version);
      const { numUpdatedRows } = await update.executeTakeFirstOrThrow();
      // The employee exists (read above, under the company's lock): no row means another save came first.
      if (Number(numUpdatedRows) === 0) throw new StaleRecord();
      savedId = id;
    }
    // The card's holder is the employee it is allocated to (card details show it).
    await trx
      .updateTable('cards')
      .set({ holder_name: `${values.firstName} ${values.lastName}` })
      .where('id', '=', card.id)
      .execute();
    if (previousCardId !== null && previousCardId !== card.id) {
      await trx
        .updateTable('cards')
        .set({ holder_name: '' })
        .where('id', '=', previousCardId)
        .where('company_id', '=', companyId)
        .execute();
    }
    return savedId;
  });
}
