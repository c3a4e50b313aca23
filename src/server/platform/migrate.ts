import { resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { seedNewDatabase } from '#server/db/seed'
import type { AccessCodeCost } from './access-code'
import { ensureAdminAccess, type AdminAccessResult } from './admin-access'
import { rowsOf, type Db } from '#server/db/db'
import type { Database } from './database'

const migrationsFolder = resolve(import.meta.dirname, '../db/migrations')

export type PrepareResult = AdminAccessResult & { isNew: boolean }

/**
 * Brings a database up to date: migrations, the seed on a new database, the admin access code.
 * Holds the cross-instance lock, so several instances starting together migrate once.
 */
export function prepareDatabase(
  database: Database,
  options: { seedDemoProducts: boolean; adminAccessCode: string | undefined; accessCodeCost: AccessCodeCost },
): Promise<PrepareResult> {
  return database.withExclusiveLock(async (db) => {
    const isNew = !(await hasMigrations(db))
    await migrate(database.kind, db)
    if (isNew) await seedNewDatabase(db, { demoProducts: options.seedDemoProducts })
    const access = await ensureAdminAccess(db, options.adminAccessCode, options.accessCodeCost)
    return { ...access, isNew }
  })
}

/** How many migrations the database has applied: 0 for a new one. */
export async function countAppliedMigrations(db: Db): Promise<number> {
  if (!(await hasMigrations(db))) return 0
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
  return rowsOf<{ applied: number }>(result)[0]?.applied ?? 0
}

async function hasMigrations(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`)
  return Boolean(rowsOf<{ found: string | null }>(result)[0]?.found)
}

function migrate(kind: Database['kind'], db: Db): Promise<void> {
  // Both migrators run the same SQL files; each wants its own driver's database type.
  return kind === 'pglite'
    ? migratePglite(db as unknown as PgliteDatabase, { migrationsFolder })
    : migratePg(db as unknown as NodePgDatabase, { migrationsFolder })
}
