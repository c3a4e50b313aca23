import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** One Drizzle type for both drivers, PGlite and node-postgres (docs/architecture.md, Toolchain notes). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** The rows of a raw `db.execute()`: both drivers answer with `{ rows }`, typed differently. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows
}

/** The handle a `db.transaction(…)` callback receives; repositories take it to join a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
