// The answer of a sponsor removal (employees, groups): the records removed, the records kept
// because something still depends on them, and the ids not found. Ids that are not the
// company's answer exactly like ids that do not exist.
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';
import type { Db } from '../../platform/db/database';
import type { UserAuth } from '../../platform/http/access';
import { companyOf, idList } from './sponsor-scope';

type RemoveResult<Kind extends string, Names extends string> = {
  status: 'SUCCESS' | 'ERROR';
  msgCode: `${Kind}_REMOVED` | `${Kind}_NOT_REMOVED` | `${Kind}_NOT_FOUND`;
  reason?: string;
} & Record<Names, string[]>;

export interface Removal<R extends { id: number }, Kind extends string, Names extends string> {
  /** The msgCode prefix and the answer's field listing the records. */
  kind: Kind;
  names: Names;
  /** The table the records not in use are deleted from. */
  table: 'employees' | 'groups';
  /** Reads the company's records among the requested ids. */
  rows: (trx: Db, companyId: number, ids: number[]) => Promise<R[]>;
  inUse: (row: R) => boolean;
  /** Why a record in use is kept, in the request's language. */
  keptReason: string;
  label: (row: R) => string;
  /** What goes with the records not in use, before their delete in the same transaction. */
  beforeDelete?: (trx: Db, companyId: number, rows: R[]) => Promise<void>;
}

/** Removes the company's records among the body's ids, in one transaction. */
export async function removeRecords<R extends { id: number }, K extends string, N extends string>(
  db: Db,
  req: { auth: UserAuth; body: Record<string, unknown>; language: Language },
  r: Removal<R, K, N>,
): Promise<Array<RemoveResult<K, N>>> {
  const companyId = companyOf(req.auth);
  const ids = idList(req.body);
  return db.transaction().execute(async (trx) => {
    const rows = await r.rows(trx, companyId, ids);
    const removable = rows.filter((row) => !r.inUse(row));
    const kept = rows.filter(r.inUse);
    const unknown = ids.filter((id) => !rows.some((row) => row.id === id));
    const out: Array<RemoveResult<K, N>> = [];
    const add = (status: 'SUCCESS' | 'ERROR', suffix: string, names: string[], reason?: string) =>
      out.push({
        status,
        msgCode: `${r.kind}_${suffix}`,
        [r.names]: names,
        ...(reason === undefined ? {} : { reason }),
      } as RemoveResult<K, N>);
    if (removable.length > 0) {
      await r.beforeDelete?.(trx, companyId, removable);
      const removed = removable.map((row) => row.id);
      await trx
        .deleteFrom(r.table)
        .where('company_id', '=', companyId)
        .where('id', 'in', removed)
        .execute();
      add('SUCCESS', 'REMOVED', removable.map(r.label));
    }
    if (kept.length > 0) add('ERROR', 'NOT_REMOVED', kept.map(r.label), r.keptReason);
    if (unknown.length > 0)
      add(
        'ERROR',
        'NOT_FOUND',
        unknown.map((id) => `#${id}`),
        say(req.language, 'REASON_NOT_FOUND', 'Not found'),
      );
    return out;
  });
}
