// Every table, for what needs the whole schema: the database drivers and the Db type (db/db.ts,
// platform/database.ts), the seed, test set-up and tests (decision 049). Shop code imports the one
// schema file its owner has, src/server/db/schema/<owner>.ts (scripts/eslint/table-owners.js).
export * from './schema/auth'
export * from './schema/battles'
export * from './schema/catalog'
export * from './schema/leaderboard'
export * from './schema/mail'
export * from './schema/mail-content'
export * from './schema/openings'
export * from './schema/order-page'
export * from './schema/platform'
export * from './schema/sales'
export * from './schema/shipping'
export * from './schema/shop-settings'
export * from './schema/withdrawals'
