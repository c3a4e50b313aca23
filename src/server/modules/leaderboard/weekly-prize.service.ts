import type { SetWeeklyPrize, WeeklyPrize } from '#shared/contracts/leaderboard'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import { findProductRow } from '#server/modules/catalog/catalog.public'
import { findCurrentPrize, insertPrize } from './weekly-prize.repo'

/**
 * The admin sets the weekly prize: a product of the catalogue, its value and the period it is
 * played for. The shop then shows the prize running now (this one, or one that runs while it waits).
 */
export async function setWeeklyPrize(db: Db, publish: Publish, input: SetWeeklyPrize, now = new Date()): Promise<WeeklyPrize> {
  const product = await findProductRow(db, input.productId)
  if (!product) throw new Refusal('not_found', messages.adminProductNotFound)
  if (Date.parse(input.endDate) <= now.getTime()) throw new Refusal('invalid', messages.prizeEndsInPast)

  const saved = await insertPrize(db, input)
  await publish({ channel: 'leaderboard', type: 'weekly_prize_updated', prize: await findCurrentPrize(db, now) })
  return saved
}
