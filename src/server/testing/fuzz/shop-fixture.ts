import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '#server/db/db'
import { seedNewDatabase } from '#server/db/seed'
import {
  getCollection,
  insertBattle,
  insertParticipant,
  insertPayment,
  insertProduct,
  setLiveStatus,
  setShopLink,
} from '../factories'

/**
 * A shop with something in every table the routes read and write: the seeded collections and
 * categories, products (one in a collection),
 * an active Pack Battle with participants, an open and a paid checkout, links and a live status.
 * So a generated request with a real id reaches the code behind the 404.
 */
export async function seedFuzzShop(db: Db): Promise<void> {
  // The requests before may have deleted anything: start from the seed again. Ids restart at 1, so
  // the small ids the generators favour name real rows.
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'
      and tablename not in ('admin_access', 'admin_sessions') order by tablename`),
  )
  await db.execute(sql.raw(`truncate table ${tables.map((t) => `"${t.name}"`).join(', ')} restart identity cascade`))
  await seedNewDatabase(db, { demoProducts: false })
  const collection = await getCollection(db, 'booster-packs')
  const booster = await insertProduct(db, { stock: 20, collectionId: collection.id })
  const tin = await insertProduct(db, { name: 'Tin – Zonnegloed', priceCents: 1299, stock: 3 })
  const battle = await insertBattle(db, { isActive: true })
  await insertParticipant(db, battle.id, { name: 'kaartfan', spotNumber: 1, isPaid: true })
  await insertParticipant(db, battle.id, { name: 'boosterbaas', spotNumber: 2 })
  // Written straight, as every row here: the seed runs between requests on the database alone, and the
  // Mollie ids name payments a generated webhook or return can find.
  await insertPayment(db, [{ productId: booster.id, quantity: 2 }], { providerPaymentId: 'tr_fuzzopen' })
  await insertPayment(db, [{ productId: tin.id, quantity: 1, status: 'pending', paidAt: new Date() }], {
    status: 'paid',
    providerPaymentId: 'tr_fuzzpaid',
  })
  await setLiveStatus(db, true)
  await setShopLink(db, 'tikkie', { url: 'https://tikkie.me/pay/fuzz', label: 'Betaal via Tikkie' })
}

/**
 * Values that name real rows, for path parameters and query strings: ids of every table with an
 * `id` column (`perTable` of each), slugs, TikTok usernames and category names. Read from the
 * database, so a new table's rows take part without a change here.
 */
export async function listRealValues(db: Db, perTable = 3): Promise<string[]> {
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and column_name in ('id', 'slug', 'tiktok_username')
      order by table_name, column_name`),
  )
  const values = new Set<string>()
  for (const { table, column } of columns) {
    const rows = rowsOf<{ value: string }>(
      await db.execute(sql.raw(`select distinct "${column}"::text as value from "${table}" order by 1 limit ${perTable}`)),
    )
    for (const row of rows) values.add(row.value)
  }
  const categories = await db.execute(sql`select name as value from categories order by name limit ${perTable}`)
  for (const row of rowsOf<{ value: string }>(categories)) values.add(row.value)
  return [...values]
}
