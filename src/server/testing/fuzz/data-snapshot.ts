import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '#server/db/db'

/**
 * Every table of the shop, each as its row count and a hash of its content, in one query: taken
 * before and after a refused request, the two must be equal.
 *
 * Bookkeeping that any request may touch is left out: when an admin session was last seen (it is
 * written at most once a minute, refused request or not) and when the access code was last used.
 */
const bookkeeping: Record<string, string[]> = {
  admin_sessions: ['last_seen_at'],
  admin_access: ['last_used'],
}

export type DataSnapshot = Record<string, string>

const queries = new WeakMap<Db, Promise<string>>()

async function snapshotQuery(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  ).map((row) => row.name)
  if (tables.length === 0) throw new Error('no tables to take a snapshot of')
  return tables
    .map((table) => {
      const skipped = (bookkeeping[table] ?? []).map((column) => ` - '${column}'`).join('')
      const row = `(to_jsonb(t)${skipped})::text`
      return `select '${table}' as name, count(*)::text || ':' || md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as state from "${table}" t`
    })
    .join(' union all ')
}

export async function snapshotData(db: Db): Promise<DataSnapshot> {
  let query = queries.get(db)
  if (!query) {
    query = snapshotQuery(db)
    queries.set(db, query)
  }
  const rows = rowsOf<{ name: string; state: string }>(await db.execute(sql.raw(await query)))
  return Object.fromEntries(rows.map((row) => [row.name, row.state]))
}
