// The caller's scope over cards and the single-record reads that honour it. A record outside
// the scope is indistinguishable from one that does not exist (both answer 485).
import type { AuthInfo } from '../../platform/http/access';
import { CompiledQuery } from 'kysely';
import type { CardRow, ContractRow } from '../../platform/db/schema';
import { API_MSG, ApiError } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/requested-record';
import { isPostgres, type Db } from '../../platform/db/database';

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

/** A fixed statement's text for both dialects, from the PostgreSQL one with its one `$1`. */
export function fixedText(postgres: string): { postgres: string; sqlite: string } {
  return { postgres, sqlite: postgres.replace('$1', '?') };
}

const CARD_BY_ID = fixedText('SELECT * FROM cards WHERE id = $1');
const CARD_BY_SERIAL = fixedText('SELECT * FROM cards WHERE serial = $1');
const CONTRACT_BY_ID = fixedText('SELECT * FROM contracts WHERE id = $1');

async function cardInScopeBy(
  db: Db,
  scope: CardScope,
  text: { postgres: string; sqlite: string },
  param: number | string,
): Promise<CardRow> {
  const [card] = await runFixed<CardRow>(db, text, param);
  if (!card || !cardInScope(card, scope)) throw notFound();
  return card;
}

export const cardById = (db: Db, scope: CardScope, cardId: number) =>
  cardInScopeBy(db, scope, CARD_BY_ID, cardId);

export const cardBySerial = (db: Db, scope: CardScope, serial: string) =>
  cardInScopeBy(db, scope, CARD_BY_SERIAL, serial);

export async function contractById(
  db: Db,
  scope: CardScope,
  contractId: number,
): Promise<{ card: CardRow; contract: ContractRow }> {
  const [contract] = await runFixed<ContractRow>(db, CONTRACT_BY_ID, contractId);
  if (!contract) throw notFound();
  return { card: await cardInScopeBy(db, scope, CARD_BY_ID, contract.card_id), contract };
}

/** One fixed statement (its text per dialect) with one parameter: nothing is built per call. */
export async function runFixed<R>(
  db: Db,
  text: { postgres: string; sqlite: string },
  param: number | string,
): Promise<R[]> {
  const { rows } = await db.executeQuery<R>(
    CompiledQuery.raw(isPostgres(db) ? text.postgres : text.sqlite, [param]),
  );
  return rows;
}
