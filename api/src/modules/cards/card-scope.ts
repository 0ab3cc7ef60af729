// The caller's scope over cards and the single-record reads that honour it. A record outside
// the scope is indistinguishable from one that does not exist (both answer 485).
import type { AuthInfo } from '../../platform/http/access';
import { CompiledQuery } from 'kysely';
import type { CardRow, ContractRow } from '../../platform/db/schema';
import type { DbOrTrx } from './contract-balance';
import { API_MSG, ApiError } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/requested-record';
import { isPostgres } from '../../platform/db/database';

/** Who is asking: a registered user (with the company a sponsor administers) or the unregistered-reload card. */
export type CardScope =
  | { kind: 'user'; userId: number; sponsor: boolean; companyId: number | null }
  | { kind: 'anonymous'; serial: string };

export function scopeOf(auth: AuthInfo): CardScope {
  if (auth.user) {
    return {
      kind: 'user',
      userId: auth.user.id,
      sponsor: auth.user.is_sponsor === 1,
      companyId: auth.user.is_sponsor === 1 ? auth.user.company_id : null,
    };
  }
  if (auth.anonymousSerial) return { kind: 'anonymous', serial: auth.anonymousSerial };
  throw new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
}

/** Whether a card is within the scope: own cards; a sponsor also the company's cards; the anonymous session its one card. */
export function cardInScope(
  card: Pick<CardRow, 'serial' | 'company_id' | 'owner_user_id'>,
  scope: CardScope,
): boolean {
  // A rider's card stays reloadable by serial without an account (SPEC 1); a company's does not.
  if (scope.kind === 'anonymous') return card.serial === scope.serial && card.company_id === null;
  if (card.owner_user_id === scope.userId) return true;
  return scope.sponsor && scope.companyId !== null && card.company_id === scope.companyId;
}

const CARD_BY_ID = {
  postgres: 'SELECT * FROM cards WHERE id = $1',
  sqlite: 'SELECT * FROM cards WHERE id = ?',
};

export async function cardById(db: DbOrTrx, scope: CardScope, cardId: number): Promise<CardRow> {
  const [card] = await runFixed<CardRow>(db, CARD_BY_ID, cardId);
  if (!card || !cardInScope(card, scope)) throw notFound();
  return card;
}

const CARD_BY_SERIAL = {
  postgres: 'SELECT * FROM cards WHERE serial = $1',
  sqlite: 'SELECT * FROM cards WHERE serial = ?',
};

export async function cardBySerial(
  db: DbOrTrx,
  scope: CardScope,
  serial: string,
): Promise<CardRow> {
  const [card] = await runFixed<CardRow>(db, CARD_BY_SERIAL, serial);
  if (!card || !cardInScope(card, scope)) throw notFound();
  return card;
}

const CONTRACT_BY_ID = {
  postgres: 'SELECT * FROM contracts WHERE id = $1',
  sqlite: 'SELECT * FROM contracts WHERE id = ?',
};

export async function contractById(
  db: DbOrTrx,
  scope: CardScope,
  contractId: number,
): Promise<{ card: CardRow; contract: ContractRow }> {
  const [contract] = await runFixed<ContractRow>(db, CONTRACT_BY_ID, contractId);
  if (!contract) throw notFound();
  const [card] = await runFixed<CardRow>(db, CARD_BY_ID, contract.card_id);
  if (!card || !cardInScope(card, scope)) throw notFound();
  return { card, contract };
}

/** One fixed statement (its text per dialect) with one parameter: nothing is built per call. */
export async function runFixed<R>(
  db: DbOrTrx,
  text: { postgres: string; sqlite: string },
  param: number | string,
): Promise<R[]> {
  const { rows } = await db.executeQuery<R>(
    CompiledQuery.raw(isPostgres(db) ? text.postgres : text.sqlite, [param]),
  );
  return rows;
}
