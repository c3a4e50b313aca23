import { and, asc, desc, eq, gt, gte, lt, lte } from 'drizzle-orm'
import type { SetWeeklyPrize, WeeklyPrize } from '#shared/contracts/leaderboard'
import { centsToDecimalEuros } from '#shared/domain/money'
import type { Db, Tx } from '#server/db/db'
import { weeklyPrize } from '#server/db/schema/leaderboard'
import { listCurrentProducts } from '#server/modules/catalog/catalog.public'

type Prize = typeof weeklyPrize.$inferSelect
type Row = { prize: Prize; product: { name: string; imageUrl: string } | null }

function toWeeklyPrize({ prize, product }: Row): WeeklyPrize {
  return {
    productId: prize.productId,
    product,
    value: centsToDecimalEuros(prize.valueCents),
    valueCents: prize.valueCents,
    startDate: prize.startDate.toISOString(),
    endDate: prize.endDate.toISOString(),
  }
}

const selectPrizes = (db: Db | Tx) => db.select().from(weeklyPrize)

/** The prize with its product as the catalogue has it now (null once the product is deleted). */
async function withProduct(db: Db | Tx, prize: Prize): Promise<Row> {
  const product = prize.productId === null ? undefined : (await listCurrentProducts(db, [prize.productId])).get(prize.productId)
  return { prize, product: product ? { name: product.name, imageUrl: product.imageUrl } : null }
}

/**
 * The prize the shop shows: the one running now (the most recently set, if periods overlap), else
 * the next one to start; null when none is set.
 */
export async function findCurrentPrize(db: Db, now: Date): Promise<WeeklyPrize | null> {
  const [running] = await selectPrizes(db)
    .where(and(lte(weeklyPrize.startDate, now), gt(weeklyPrize.endDate, now)))
    .orderBy(desc(weeklyPrize.id))
    .limit(1)
  if (running) return toWeeklyPrize(await withProduct(db, running))
  const [upcoming] = await selectPrizes(db)
    .where(gt(weeklyPrize.startDate, now))
    .orderBy(asc(weeklyPrize.startDate), desc(weeklyPrize.id))
    .limit(1)
  return upcoming ? toWeeklyPrize(await withProduct(db, upcoming)) : null
}

/** The prize a week ending at `weekEnd` was played for, as the archive keeps it; null without one. */
export async function findPrizeOfWeekEnding(tx: Tx, weekEnd: Date) {
  const [prize] = await selectPrizes(tx)
    .where(and(lt(weeklyPrize.startDate, weekEnd), gte(weeklyPrize.endDate, weekEnd)))
    .orderBy(desc(weeklyPrize.id))
    .limit(1)
  if (!prize) return null
  const { product } = await withProduct(tx, prize)
  return product ? { productName: product.name, valueCents: prize.valueCents } : null
}

/** Records a prize; earlier ones stay, so the shop shows the most recent for each period. */
export async function insertPrize(db: Db, input: SetWeeklyPrize): Promise<WeeklyPrize> {
  const [row] = await db
    .insert(weeklyPrize)
    .values({
      productId: input.productId,
      valueCents: input.valueCents,
      startDate: new Date(input.startDate),
      endDate: new Date(input.endDate),
    })
    .returning({ id: weeklyPrize.id })
  if (!row) throw new Error('prize insert returned no row')
  const [saved] = await selectPrizes(db).where(eq(weeklyPrize.id, row.id))
  if (!saved) throw new Error(`prize ${row.id} vanished`)
  return toWeeklyPrize(await withProduct(db, saved))
}
