import { and, asc, count, eq, isNotNull, max, ne, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { tikkieNeeded, type addParticipantSchema, type battleFormSchema, type updateBattleSchema } from '#shared/contracts/admin-battles'
import type { Battle, Participant } from '#shared/contracts/battles'
import {
  battleSpotProductName,
  messages,
  refundConfirmationRequired,
  spotCountBelowTaken,
  spotOutOfRange,
  spotTaken,
} from '#shared/contracts/messages'
import { battleFormatFixedMessage } from '#shared/domain/battle-format-texts'
import { parseEuroToCents } from '#shared/domain/money'
import { normalizeTiktokUsername } from '#shared/domain/username'
import type { Db, Tx } from '#server/db/db'
import { packBattleParticipants, packBattles } from '#server/db/schema/battles'
import { isUniqueViolation } from '#server/platform/errors'
import type { Publish } from '#server/platform/events'
import { Refusal } from '#server/platform/refusal'
import { findBattle, recountSpots, toParticipant } from './battles.repo'
import { enqueueBattleWon, enqueuePackOpened, type MailSite } from '#server/modules/mail-content/mail-content.public'
import {
  announceOwed,
  findPaymentAmount,
  owePaymentBack,
  oweWithoutPayment,
  recordOwnPackOrder,
  recordPrizeOrder,
  type Owed,
  type SalesHooks,
} from '#server/modules/sales/sales.public'

type BattleInput = z.output<typeof battleFormSchema>
type BattlePatch = z.output<typeof updateBattleSchema>
type ParticipantInput = z.output<typeof addParticipantSchema>

const ACTIVATION_LOCK_KEY = 7_150_102

async function announce(db: Db, publish: Publish, id: number, type: 'battle_created' | 'battle_updated') {
  const battle = await findBattle(db, id)
  if (battle) await publish({ channel: 'battles', type, battle })
  return battle
}

/** Locks the battle row for the rest of the transaction; refused as not found when gone, as a conflict when completed. */
async function lockOpenBattle(tx: Tx, id: number) {
  const [battle] = await tx.select().from(packBattles).where(eq(packBattles.id, id)).for('update')
  if (!battle) throw new Refusal('not_found', messages.battleNotFound)
  if (battle.isCompleted) throw new Refusal('conflict', messages.battleCompleted)
  return battle
}

/**
 * Two activations at the same moment take turns instead of colliding on the unique index. Taken
 * first in the transaction, before any battle row lock, so it cannot deadlock with one.
 */
async function lockActivation(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK_KEY})`)
}

/** At most one battle is active: activating one stops the one that was (the partial unique index backs this). */
async function deactivateOthers(tx: Tx, id: number): Promise<number[]> {
  const stopped = await tx
    .update(packBattles)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(packBattles.isActive, true), ne(packBattles.id, id)))
    .returning({ id: packBattles.id })
  return stopped.map((b) => b.id)
}

export async function createBattle(db: Db, publish: Publish, input: BattleInput): Promise<Battle> {
  const { id, stopped } = await db.transaction(async (tx) => {
    if (input.isActive) await lockActivation(tx)
    const stoppedIds = input.isActive ? await deactivateOthers(tx, -1) : []
    const [row] = await tx
      .insert(packBattles)
      .values({ ...input, spotsAvailable: input.maxSpots })
      .returning({ id: packBattles.id })
    if (!row) throw new Error('battle insert returned no row')
    return { id: row.id, stopped: stoppedIds }
  })
  for (const other of stopped) await announce(db, publish, other, 'battle_updated')
  const battle = await announce(db, publish, id, 'battle_created')
  if (!battle) throw new Error(`battle ${id} vanished`)
  return battle
}

export async function updateBattle(db: Db, publish: Publish, id: number, patch: BattlePatch): Promise<Battle> {
  const stopped = await db.transaction(async (tx) => {
    if (patch.isActive) await lockActivation(tx)
    const current = await lockOpenBattle(tx, id)
    // The same rule as the form's, on the battle as this PATCH leaves it: without shop payments a Tikkie is needed.
    if (tikkieNeeded({ shopPayments: patch.shopPayments ?? current.shopPayments, tikkieUrl: patch.tikkieUrl ?? current.tikkieUrl })) {
      throw new Refusal('invalid', messages.battleTikkieRequired)
    }
    const [{ taken, highest } = { taken: 0, highest: null }] = await tx
      .select({ taken: count(), highest: max(packBattleParticipants.spotNumber) })
      .from(packBattleParticipants)
      .where(eq(packBattleParticipants.packBattleId, id))
    if (patch.maxSpots !== undefined && highest !== null && patch.maxSpots < highest) {
      throw new Refusal('conflict', spotCountBelowTaken(highest))
    }
    if (patch.format !== undefined && patch.format !== current.format && (await hasSpotPaidOrBeingPaid(tx, id))) {
      throw new Refusal('conflict', battleFormatFixedMessage)
    }
    const stoppedIds = patch.isActive ? await deactivateOthers(tx, id) : []
    await tx
      .update(packBattles)
      .set({
        ...patch,
        ...(patch.maxSpots !== undefined ? { spotsAvailable: patch.maxSpots - taken } : {}),
        updatedAt: new Date(),
      })
      .where(eq(packBattles.id, id))
    return stoppedIds
  })
  for (const other of stopped) await announce(db, publish, other, 'battle_updated')
  const battle = await announce(db, publish, id, 'battle_updated')
  if (!battle) throw new Refusal('not_found', messages.battleNotFound)
  return battle
}

/**
 * Whether a buyer paid for a spot of this battle, or is paying for one in the shop: they chose it under
 * the battle's format, which is then fixed (decision 064). A participant the seller added unpaid is not.
 */
async function hasSpotPaidOrBeingPaid(tx: Tx, battleId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: packBattleParticipants.id })
    .from(packBattleParticipants)
    .where(
      and(
        eq(packBattleParticipants.packBattleId, battleId),
        or(eq(packBattleParticipants.isPaid, true), isNotNull(packBattleParticipants.paymentId)),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * Deleting a battle that was not completed owes back every spot paid in the shop, in the same
 * transaction (decision 028: never silently dropped); a hold still being paid finds no battle when it
 * turns paid and is owed back then (battle_closed). A completed battle's spots were played: nothing is owed.
 */
export async function deleteBattle(db: Db, publish: Publish, hooks: SalesHooks, id: number): Promise<void> {
  const owed = await db.transaction(async (tx) => {
    const [battle] = await tx.select().from(packBattles).where(eq(packBattles.id, id)).for('update')
    if (!battle) throw new Refusal('not_found', messages.battleNotFound)
    const results: Owed[] = []
    if (!battle.isCompleted) {
      const paid = await tx
        .select()
        .from(packBattleParticipants)
        .where(and(eq(packBattleParticipants.packBattleId, id), eq(packBattleParticipants.paidVia, 'shop'), eq(packBattleParticipants.isPaid, true)))
      for (const participant of paid) results.push(await oweSpotBack(tx, hooks, battle, participant, 'battle_deleted'))
    }
    await tx.delete(packBattles).where(eq(packBattles.id, id))
    return results
  })
  await publish({ channel: 'battles', type: 'battle_deleted', battleId: id })
  for (const result of owed) await announceOwed(db, publish, hooks, result)
}

/**
 * A shop-paid spot the battle gives up (its participant removed, the battle deleted): owed back with
 * its payment (decision 028), or, when Reset Data deleted that payment before decision 028, with what
 * the battle says it cost.
 */
async function oweSpotBack(
  tx: Tx,
  hooks: SalesHooks,
  battle: typeof packBattles.$inferSelect,
  participant: typeof packBattleParticipants.$inferSelect,
  reason: 'participant_removed' | 'battle_deleted',
): Promise<Owed> {
  if (participant.paymentId) return owePaymentBack(tx, hooks, { reason, paymentId: participant.paymentId })
  return oweWithoutPayment(tx, {
    key: `${reason}:participant-${participant.id}`,
    reason,
    description: battleSpotProductName(battle.title, participant.spotNumber),
    amountCents: parseEuroToCents(battle.pricePerSpot) ?? 0,
    tiktokUsername: participant.name,
    email: participant.email ?? '',
  })
}

/**
 * A spot is taken at most once (the unique index decides between two admins at the same moment: a
 * conflict), within 1..maxSpots (invalid past it), and spotsAvailable moves in the same transaction.
 */
export async function addParticipant(db: Db, publish: Publish, battleId: number, input: ParticipantInput): Promise<Participant> {
  let participant: Participant
  try {
    participant = await db.transaction(async (tx) => {
      const battle = await lockOpenBattle(tx, battleId)
      // A spot past maxSpots does not exist: wrong input, unlike a spot someone holds (a conflict).
      if (input.spotNumber > battle.maxSpots) {
        throw new Refusal('invalid', spotOutOfRange(input.spotNumber, battle.maxSpots))
      }
      const name = normalizeTiktokUsername(input.name)
      if (!name) throw new Refusal('invalid', messages.participantNameRequired)
      const [row] = await tx
        .insert(packBattleParticipants)
        .values({ packBattleId: battleId, name, spotNumber: input.spotNumber, isPaid: input.isPaid })
        .returning()
      if (!row) throw new Error('participant insert returned no row')
      await recountSpots(tx, battleId)
      return toParticipant(row)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('conflict', spotTaken(input.spotNumber))
    throw error
  }
  await publish({ channel: 'battles', type: 'participant_added', participant })
  await announce(db, publish, battleId, 'battle_updated')
  return participant
}

export async function setParticipantPaid(db: Db, publish: Publish, id: number, isPaid: boolean): Promise<Participant> {
  const participant = await db.transaction(async (tx) => {
    const { existing } = await lockParticipant(tx, id)
    // A spot paid (or being paid) in the shop follows its payment; removing it owes the money back.
    if (existing.paidVia === 'shop' || existing.paymentId) throw new Refusal('conflict', messages.participantPaidInShop)
    const [row] = await tx.update(packBattleParticipants).set({ isPaid }).where(eq(packBattleParticipants.id, id)).returning()
    if (!row) throw new Refusal('not_found', messages.participantNotFound)
    await tx.update(packBattles).set({ updatedAt: new Date() }).where(eq(packBattles.id, row.packBattleId))
    return toParticipant(row)
  })
  await publish({ channel: 'battles', type: 'participant_updated', participant })
  return participant
}

/**
 * Removing a participant frees the spot. One who paid in the shop is removed only when the seller
 * confirms that the money is owed back, and the refund is recorded in the same transaction (decision
 * 023). A hold (a buyer still paying) can be removed too: the spot is free at once, and if that payment
 * still turns paid it finds no hold and is recorded as a refund by the settlement (battle_closed, or
 * late_payment after it expired), so no money is dropped.
 */
export async function removeParticipant(
  db: Db,
  publish: Publish,
  hooks: SalesHooks,
  id: number,
  options: { confirmRefund?: boolean } = {},
): Promise<void> {
  const { battleId, owed } = await db.transaction(async (tx) => {
    const { battle, existing } = await lockParticipant(tx, id)
    let owedBack: Owed | undefined
    if (existing.paidVia === 'shop' && existing.isPaid) {
      const owed = await shopPaymentOf(tx, existing.paymentId, battle.pricePerSpot)
      if (!options.confirmRefund) throw new Refusal('conflict', refundConfirmationRequired(owed))
      owedBack = await oweSpotBack(tx, hooks, battle, existing, 'participant_removed')
    }
    await tx.delete(packBattleParticipants).where(eq(packBattleParticipants.id, id))
    await recountSpots(tx, existing.packBattleId)
    return { battleId: existing.packBattleId, owed: owedBack }
  })
  await announce(db, publish, battleId, 'battle_updated')
  if (owed) await announceOwed(db, publish, hooks, owed)
}

/** What a shop-paid spot cost; without its payment (Reset Data deleted it) the battle's price. */
async function shopPaymentOf(tx: Tx, paymentId: string | null, pricePerSpot: string): Promise<number> {
  const amountCents = paymentId ? await findPaymentAmount(tx, paymentId) : undefined
  return amountCents ?? parseEuroToCents(pricePerSpot) ?? 0
}

/**
 * Completing needs a paid participant of this battle as winner, and cannot be undone. Once per battle:
 * the battle row is locked first, and a completed battle is refused as a conflict. What the spots' cards
 * become follows the battle's format, in the same transaction:
 * - 'winner_takes_all': the winner gets the battle's cards (decision 028): a held order at no charge,
 *   recorded by sales, that they ask to ship on its order page like any held live order (decision 022),
 *   and, when they have an e-mail address, 'Je hebt de Pack Battle gewonnen!' with the link to that page.
 * - 'own_packs' (decision 064): every paid spot's buyer gets the cards of their own pack, a held order at
 *   no charge recorded the same way, and 'Je pack is geopend' with its link, as any live buyer does. The
 *   winner is named for the honour only: no prize, no mail about winning, no points.
 */
export async function completeBattle(db: Db, publish: Publish, battleId: number, winnerId: number, site: MailSite): Promise<Battle> {
  await db.transaction(async (tx) => {
    const battle = await lockOpenBattle(tx, battleId)
    const [winner] = await tx
      .select()
      .from(packBattleParticipants)
      .where(and(eq(packBattleParticipants.id, winnerId), eq(packBattleParticipants.packBattleId, battleId)))
    if (!winner) throw new Refusal('conflict', messages.winnerNotParticipant)
    if (!winner.isPaid) throw new Refusal('conflict', messages.winnerNotPaid)
    await tx
      .update(packBattles)
      .set({ isCompleted: true, isActive: false, winnerId, updatedAt: new Date() })
      .where(eq(packBattles.id, battleId))
    if (battle.format === 'own_packs') await giveEveryoneTheirPack(tx, battle, site)
    else await giveTheWinnerEverything(tx, battle, winner, site)
  })
  const battle = await announce(db, publish, battleId, 'battle_updated')
  if (!battle) throw new Refusal('not_found', messages.battleNotFound)
  // The prize or the own packs are new held orders: the admin's orders and the shipping desk list them.
  await publish({ channel: 'admin', type: 'orders_changed' })
  await publish({ channel: 'admin', type: 'shipments_changed' })
  return battle
}

type BattleRow = typeof packBattles.$inferSelect
type ParticipantRow = typeof packBattleParticipants.$inferSelect

async function giveTheWinnerEverything(tx: Tx, battle: BattleRow, winner: ParticipantRow, site: MailSite): Promise<void> {
  const prize = await recordPrizeOrder(tx, {
    battle,
    tiktokUsername: winner.name,
    spotPaymentId: winner.paymentId,
    participantEmail: winner.email,
  })
  await enqueueBattleWon(tx, site, { paymentId: prize.paymentId, battleTitle: battle.title, productName: battle.productName })
}

/** Decision 064: each paid spot, by spot number, becomes its buyer's held order of their own pack. */
async function giveEveryoneTheirPack(tx: Tx, battle: BattleRow, site: MailSite): Promise<void> {
  const paid = await tx
    .select()
    .from(packBattleParticipants)
    .where(and(eq(packBattleParticipants.packBattleId, battle.id), eq(packBattleParticipants.isPaid, true)))
    .orderBy(asc(packBattleParticipants.spotNumber))
  for (const participant of paid) {
    const pack = await recordOwnPackOrder(tx, {
      battle,
      spotNumber: participant.spotNumber,
      tiktokUsername: participant.name,
      spotPaymentId: participant.paymentId,
      participantEmail: participant.email,
    })
    await enqueuePackOpened(tx, site, pack.orderId)
  }
}

/**
 * A participant and its open battle, both locked for the rest of the transaction, in the order the
 * settlement of a spot's payment takes them (spot-settlement.ts): the battle row first, then the
 * participant. The participant is read again under the lock: read before it, a hold could turn paid in
 * between, and removing it would keep the money with no spot and nothing owed back (decisions 023 and
 * 028). Taking the rows in one order, the seller's change and the settlement wait for each other
 * instead of deadlocking.
 */
async function lockParticipant(tx: Tx, id: number) {
  // Which battle a participant is in never changes: this read only names the row to lock.
  const [named] = await tx
    .select({ battleId: packBattleParticipants.packBattleId })
    .from(packBattleParticipants)
    .where(eq(packBattleParticipants.id, id))
  if (!named) throw new Refusal('not_found', messages.participantNotFound)
  const battle = await lockOpenBattle(tx, named.battleId)
  const [existing] = await tx.select().from(packBattleParticipants).where(eq(packBattleParticipants.id, id)).for('update')
  if (!existing) throw new Refusal('not_found', messages.participantNotFound)
  return { battle, existing }
}

