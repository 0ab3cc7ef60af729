// The answer of a sponsor removal (employees, groups): the records removed, the records kept
// because something still depends on them, and the ids not found. Ids that are not the
// company's answer exactly like ids that do not exist.
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';

type RemoveResult<Kind extends string, Names extends string> = {
  status: 'SUCCESS' | 'ERROR';
  msgCode: `${Kind}_REMOVED` | `${Kind}_NOT_REMOVED` | `${Kind}_NOT_FOUND`;
  reason?: string;
} & Record<Names, string[]>;

export interface Removal<R extends { id: number }, Kind extends string, Names extends string> {
  /** The msgCode prefix and the answer's field listing the records. */
  kind: Kind;
  names: Names;
  /** The company's records among the requested ids. */
  rows: R[];
  inUse: (row: R) => boolean;
  /** Why a record in use is kept, in the request's language. */
  keptReason: string;
  label: (row: R) => string;
  /** Removes the records not in use, inside the caller's transaction. */
  remove: (rows: R[]) => Promise<void>;
}

export async function removeRecords<R extends { id: number }, K extends string, N extends string>(
  ids: number[],
  r: Removal<R, K, N>,
  language: Language,
): Promise<Array<RemoveResult<K, N>>> {
  const removable = r.rows.filter((row) => !r.inUse(row));
  const kept = r.rows.filter(r.inUse);
  const unknown = ids.filter((id) => !r.rows.some((row) => row.id === id));
  const out: Array<RemoveResult<K, N>> = [];
  const add = (status: 'SUCCESS' | 'ERROR', suffix: string, names: string[], reason?: string) =>
    out.push({
      status,
      msgCode: `${r.kind}_${suffix}`,
      [r.names]: names,
      ...(reason === undefined ? {} : { reason }),
    } as RemoveResult<K, N>);
  if (removable.length > 0) {
    await r.remove(removable);
    add('SUCCESS', 'REMOVED', removable.map(r.label));
  }
  if (kept.length > 0) add('ERROR', 'NOT_REMOVED', kept.map(r.label), r.keptReason);
  if (unknown.length > 0)
    add(
      'ERROR',
      'NOT_FOUND',
      unknown.map((id) => `#${id}`),
      say(language, 'REASON_NOT_FOUND', 'Not found'),
    );
  return out;
}
