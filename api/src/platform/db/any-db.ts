// The database as migrations and schema-blind helpers see it: whatever tables it has then.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations and helpers take any schema
export type AnyDb = Kysely<any>;
