import { eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { packBattleParticipants, packBattles } from '#server/db/schema/battles'
import type { Publish } from '#server/platform/events'
import { findSpotOrderOfPayment } from '#server/modules/sales/sales.public'
import { findBattle, recountSpots } from './battles.repo'

/**
 * What a payment's definitive status does to the Pack Battle spot it holds (decision 023), inside the
 * transaction that settles the payment. Paid: the hold becomes a paid participant, unless the spot can
 * no longer be given (the hold is gone, or its battle was completed, stopped or deleted meanwhile):
 * then `refused`, so the settlement owes the money back (decision 028), and what is left of the hold
 * goes. Failed, cancelled or expired: the hold goes and the spot is free again. Returns the battle that
 * changed, for the event after the commit; undefined for a payment that bought no spot.
 */
export async function settleSpotPayment(
  tx: Tx,
  paymentId: string,
  paid: boolean,
): Promise<{ battleId: number | undefined; refused: boolean } | undefined> {
  const order = await findSpotOrderOfPayment(tx, paymentId)
  if (!order) return undefined
  // The battle row first, as the seller's changes take it: a removal or a completion at the same
  // moment happens wholly before or after this.
  const [battle] =
    order.battleId === null
      ? []
      : await tx.select().from(packBattles).where(eq(packBattles.id, order.battleId)).for('update')
  const [hold] = await tx.select().from(packBattleParticipants).where(eq(packBattleParticipants.paymentId, paymentId))

  if (paid && hold && battle && battle.isActive && !battle.isCompleted) {
    await tx.update(packBattleParticipants).set({ isPaid: true }).where(eq(packBattleParticipants.id, hold.id))
    await tx.update(packBattles).set({ updatedAt: new Date() }).where(eq(packBattles.id, battle.id))
    return { battleId: battle.id, refused: false }
  }
  if (hold && !hold.isPaid) {
    await tx.delete(packBattleParticipants).where(eq(packBattleParticipants.id, hold.id))
    await recountSpots(tx, hold.packBattleId)
  }
  // Money for a spot the battle cannot keep is never dropped silently: the caller owes it back.
  return { battleId: battle?.id, refused: paid }
}

/** Announces the battles a committed settlement changed on the public `battles` channel. */
export async function announceBattles(db: Db, publish: Publish, battleIds: number[]): Promise<void> {
  for (const id of new Set(battleIds)) {
    const battle = await findBattle(db, id)
    if (battle) await publish({ channel: 'battles', type: 'battle_updated', battle })
  }
}
