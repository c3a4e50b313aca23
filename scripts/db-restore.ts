// npm run db:restore -- <file> [--force]: a db:backup file back into DATA_DIR. Refuses while a shop
// has the folder open, and refuses a folder that already holds a database unless --force, which
// keeps that database aside as pglite.replaced-<date>-<time>. PostgreSQL: use pg_restore (README).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { describeContents, readShopConfig, refuse, withEmbeddedFolder } from './embedded-database-files'

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } })
const config = readShopConfig()
if (config.databaseUrl) {
  refuse('DATABASE_URL is set: restore PostgreSQL with pg_restore instead (README, "Backups"). db:restore is for the embedded database.')
}
if (!positionals[0]) refuse('Usage: npm run db:restore -- <backup file> [--force]')
const file = resolve(positionals[0])
if (!existsSync(file)) refuse(`Cannot restore: ${file} does not exist.`)
const archive = new Blob([new Uint8Array(readFileSync(file))])

mkdirSync(resolve(config.dataDir), { recursive: true })
await withEmbeddedFolder(config.dataDir, 'restore', async (paths) => {
  let keptAside: string | undefined
  if (existsSync(paths.database) && readdirSync(paths.database).length > 0) {
    if (!values.force) {
      refuse(
        `Cannot restore: ${paths.dir} already holds a database. To replace it, run again with --force ` +
          '(the current one is then kept aside in the same folder).',
      )
    }
    keptAside = `${paths.database}.replaced-${new Date().toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '')}`
    renameSync(paths.database, keptAside)
  }
  try {
    const client = await PGlite.create(paths.database, { loadDataDir: archive })
    try {
      console.log(`Restored ${file} into ${paths.dir}: ${await describeContents(client)}.`)
    } finally {
      await client.close()
    }
  } catch (error) {
    // Leave the folder as it was: no half-restored database, the replaced one back in its place.
    rmSync(paths.database, { recursive: true, force: true })
    if (keptAside) renameSync(keptAside, paths.database)
    refuse(`Cannot restore ${file}: ${(error as Error).message}`)
  }
  if (keptAside) console.log(`The database that was there is kept in ${keptAside}; delete it once you no longer need it.`)
})
