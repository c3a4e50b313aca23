// npm run db:migrate: brings the configured database (the embedded one in DATA_DIR, or PostgreSQL
// through DATABASE_URL) up to date as the shop's start does (platform/migrate.ts): the migrations,
// the seed on a new database and the admin access code, under the lock that lets several instances
// start together. `npm start` does the same; this is for migrating before a new version starts.
import { countAppliedMigrations, prepareDatabase } from '#server/platform/migrate'
import { describeDatabase, withConfiguredDatabase } from './shop-database'

await withConfiguredDatabase(async (database, config) => {
  const before = await countAppliedMigrations(database.db)
  const prepared = await prepareDatabase(database, {
    seedDemoProducts: config.seedDemoProducts,
    adminAccessCode: config.adminAccessCode,
    accessCodeCost: config.accessCodeCost,
  })
  const after = await countAppliedMigrations(database.db)
  const seeded = prepared.isNew ? '; a new database, seeded' : ''
  // As the start prints it: a generated code is stored as a hash, so this is the only time it shows.
  const code = prepared.generatedCode ? `; admin access code (shown only now, stored as a hash): ${prepared.generatedCode}` : ''
  console.log(`Migrated ${describeDatabase(config)}: ${after} migrations, ${after - before} of them applied now${seeded}${code}`)
})
