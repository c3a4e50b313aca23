import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Battle, Participant } from '#shared/contracts/battles'
import { DEFAULT_BATTLE_FORMAT, isBattleFormat, type BattleFormat } from '#shared/domain/battle-formats'
import { normalizeDecimalEuros } from '#shared/domain/money'
import type { Db, Tx } from '#server/db/db'
import { packBattleParticipants, packBattles } from '#server/db/schema/battles'
import { listOpenPaymentsOfBuyer } from '#server/modules/sales/sales.public'

type BattleRow = typeof packBattles.$inferSelect
type ParticipantRow = typeof packBattleParticipants.$inferSelect

/**
 * A spot held for a buyer who is paying in the shop is 'Gereserveerd' without the buyer's name until
 * the payment is settled (decision 023): battles are public (home, the widgets, the stream's
 * overlays, the public `battles` channel), and a name there before payment would tell the stream who
 * is buying. Every answer and event builds its participants here, so none carries it.
 */
function toParticipant(row: ParticipantRow): Participant {
  const reserved = row.paymentId !== null && !row.isPaid
  return {
    id: row.id,
    battleId: row.packBattleId,
    name: reserved ? '' : row.name,
    spotNumber: row.spotNumber,
    isPaid: row.isPaid,
    paidVia: row.paidVia === 'shop' ? 'shop' : 'tikkie',
    reserved,
  }
}

function toBattle(row: BattleRow, participants: Participant[]): Battle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    productName: row.productName,
    pricePerSpot: normalizeDecimalEuros(row.pricePerSpot),
    maxSpots: row.maxSpots,
    spotsAvailable: row.spotsAvailable,
    tikkieUrl: row.tikkieUrl,
    shopPayments: row.shopPayments,
    // The column's check allows only the two formats; the fallback only satisfies the type.
    format: isBattleFormat(row.format) ? row.format : DEFAULT_BATTLE_FORMAT,
    isActive: row.isActive,
    isCompleted: row.isCompleted,
    winnerId: row.winnerId,
    updatedAt: row.updatedAt.toISOString(),
    participants,
    winner: participants.find((p) => p.id === row.winnerId) ?? null,
  }
}

/** Battles with their participants (by spot number), in the order given. */
async function withParticipants(db: Db, rows: BattleRow[]): Promise<Battle[]> {
  if (rows.length === 0) return []
  const participantRows = await db
    .select()
    .from(packBattleParticipants)
    .where(inArray(packBattleParticipants.packBattleId, rows.map((r) => r.id)))
    .orderBy(asc(packBattleParticipants.spotNumber))
  return rows.map((row) =>
    toBattle(row, participantRows.filter((p) => p.packBattleId === row.id).map(toParticipant)),
  )
}

export async function findActiveBattle(db: Db): Promise<Battle | null> {
  const rows = await db
    .select()
    .from(packBattles)
    .where(and(eq(packBattles.isActive, true), eq(packBattles.isCompleted, false)))
    .limit(1)
  const [battle] = await withParticipants(db, rows)
  return battle ?? null
}

export async function listBattles(db: Db): Promise<Battle[]> {
  const rows = await db.select().from(packBattles).orderBy(desc(packBattles.createdAt), desc(packBattles.id))
  return withParticipants(db, rows)
}

export async function findBattle(db: Db, id: number): Promise<Battle | undefined> {
  const rows = await db.select().from(packBattles).where(eq(packBattles.id, id)).limit(1)
  const [battle] = await withParticipants(db, rows)
  return battle
}

export { toParticipant }

/** The formats of these battles, by id (decision 064); a deleted battle is left out. */
export async function findBattleFormats(db: Db, battleIds: number[]): Promise<Map<number, BattleFormat>> {
  const rows = await db
    .select({ id: packBattles.id, format: packBattles.format })
    .from(packBattles)
    .where(inArray(packBattles.id, [...new Set(battleIds)]))
  return new Map(rows.flatMap((row) => (isBattleFormat(row.format) ? [[row.id, row.format] as const] : [])))
}

/** Completed battles, most recently completed first. */
export async function listCompletedBattles(db: Db): Promise<Battle[]> {
  const rows = await db
    .select()
    .from(packBattles)
    .where(eq(packBattles.isCompleted, true))
    .orderBy(desc(packBattles.updatedAt), desc(packBattles.id))
  return withParticipants(db, rows)
}

/** spotsAvailable = maxSpots − participants (holds included), computed in the transaction that changed them. */
export async function recountSpots(tx: Tx, battleId: number): Promise<void> {
  await tx
    .update(packBattles)
    .set({
      spotsAvailable: sql`${packBattles.maxSpots} - (select count(*)::int from ${packBattleParticipants} where ${packBattleParticipants.packBattleId} = ${battleId})`,
      updatedAt: new Date(),
    })
    .where(eq(packBattles.id, battleId))
}

/**
 * The spots of a battle nobody holds, in order (for a buyer who lost the one they chose). The same for
 * every requester (decision 030): a spot held by the requester's own open checkout is not listed as
 * free, so a refusal never tells whether an e-mail address holds a spot, or which.
 */
export async function listFreeSpots(db: Db | Tx, battleId: number, maxSpots: number): Promise<number[]> {
  const taken = await db
    .select({ spot: packBattleParticipants.spotNumber })
    .from(packBattleParticipants)
    .where(eq(packBattleParticipants.packBattleId, battleId))
  const takenSpots = new Set(taken.map((row) => row.spot))
  return Array.from({ length: maxSpots }, (_, index) => index + 1).filter((spot) => !takenSpots.has(spot))
}

/**
 * Whether this spot is held by an open checkout of this buyer (`buyerEmail` as normalizeEmail gives
 * it). Such a purchase goes on to the transaction, which releases the hold when it was made from the
 * same client address (decision 030) and otherwise refuses as for anyone else.
 */
export async function isHeldByBuyer(db: Db | Tx, battleId: number, spotNumber: number, buyerEmail: string): Promise<boolean> {
  const [held] = await db
    .select({ paymentId: packBattleParticipants.paymentId })
    .from(packBattleParticipants)
    .where(and(eq(packBattleParticipants.packBattleId, battleId), eq(packBattleParticipants.spotNumber, spotNumber)))
  if (!held?.paymentId) return false
  // The payments are sales' (decision 029).
  return (await listOpenPaymentsOfBuyer(db, [held.paymentId], buyerEmail)).length > 0
}
