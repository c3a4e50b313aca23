// npm run db:backup [-- <file>]: the embedded database (DATA_DIR) in one file, taken while no shop
// has it open. Default file: backups/packstroom-<date>-<time>.tar.gz. PostgreSQL: use pg_dump
// (README, 'Backups').
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { embeddedPaths } from '#server/platform/database'
import { describeContents, readShopConfig, refuse, withEmbeddedFolder } from './embedded-database-files'

const { positionals } = parseArgs({ allowPositionals: true })
const config = readShopConfig()
if (config.databaseUrl) {
  refuse('DATABASE_URL is set: back up PostgreSQL with pg_dump instead (README, "Backups"). db:backup is for the embedded database.')
}
const stamp = new Date().toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '')
const file = resolve(positionals[0] ?? `backups/packstroom-${stamp}.tar.gz`)
if (existsSync(file)) refuse(`Cannot back up: ${file} already exists; name another file.`)
const { dir, database } = embeddedPaths(config.dataDir)
if (!existsSync(database)) refuse(`Cannot back up: there is no embedded database in ${dir} (DATA_DIR).`)

await withEmbeddedFolder(config.dataDir, 'back up', async (paths) => {
  const client = await PGlite.create(paths.database)
  let archive: Blob
  let contents: string
  try {
    contents = await describeContents(client)
    archive = await client.dumpDataDir('gzip')
  } finally {
    await client.close()
  }
  mkdirSync(dirname(file), { recursive: true })
  // Written beside the target and renamed, so an interrupted backup never looks like a whole one.
  writeFileSync(`${file}.partial`, new Uint8Array(await archive.arrayBuffer()))
  renameSync(`${file}.partial`, file)
  const megabytes = (statSync(file).size / 1_000_000).toFixed(1)
  console.log(`Backed up ${paths.dir} (${contents}) to ${file} (${megabytes} MB).`)
  console.log('It holds buyers\' names and addresses: keep it somewhere safe.')
})
