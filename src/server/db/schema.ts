// The one Drizzle schema: every table, for both database drivers.
export * from './schema/admin'
export * from './schema/catalog'
export * from './schema/leaderboard'
export * from './schema/mail'
export * from './schema/orders'
export * from './schema/pack-battles'
export * from './schema/payments'
export * from './schema/shop-settings'
