// PostgreSQL parses and plans every unnamed statement anew, and Kysely sends each query as text
// (docs/performance.md, "Orders on PostgreSQL"). This client names a statement after its text, so
// each connection parses it once and then only binds and executes it.
import pg from 'pg';

/**
 * How many different statement texts get a name. The API's hot statements are a few dozen fixed
 * texts; texts built with lists (`in (...)`) vary with the list's length, and past this bound
 * they run unnamed, so a connection never keeps an unbounded number of prepared statements.
 */
export const MAX_NAMED_STATEMENTS = 400;

const names = new Map<string, string>();

/** The statement's name, the same for a text in every connection; undefined once the bound is reached. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED_STATEMENTS) return undefined;
  const name = `qcard_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * The result type of a prepared `select *` changes when a migration run by another instance adds
 * a column; PostgreSQL then refuses the cached plan (0A000) until the statement is prepared again.
 */
function isStalePlan(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/** pg.Client whose parameterised text queries run as named (prepared) statements. */
export class PreparingClient extends pg.Client {
  /** Texts whose shared name went stale on this connection, and the name they use here instead. */
  private readonly renamed = new Map<string, string>();

  /** The server's transaction status after the last answer: 'I' idle, 'T' in one, 'E' in a failed one. */
  private transactionStatus(): string | null {
    return (
      (
        this as unknown as { getTransactionStatus?: () => string | null }
      ).getTransactionStatus?.() ?? null
    );
  }

  // pg's query() has many overloads; only (text, values) with values and no callback is rewritten.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (
      typeof config !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      callback !== undefined
    ) {
      return super.query(config, values, callback);
    }
    const name = this.renamed.get(config) ?? statementName(config);
    if (name === undefined) return super.query(config, values);
    // Read before sending: the status the server sends after an error ('E') may arrive after pg
    // rejects the query, so afterwards it can still read 'T'.
    const statusBefore = this.transactionStatus();
    return super.query({ name, text: config, values }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      // The stale statement is left as it is (DEALLOCATE would fail inside an aborted
      // transaction); this connection prepares the text again under a new name. Outside a
      // transaction the call is retried at once; inside one (the error aborted it) the caller's
      // transaction rolls back with this error, and its next call uses the new name.
      this.renamed.set(config, `${name}_${this.renamed.size + 1}`);
      if (statusBefore === 'T' || statusBefore === 'E' || this.transactionStatus() === 'E')
        throw error;
      return this.query(config, values);
    });
  }
}
