import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Battle, Participant } from '#shared/contracts/battles'
import { normalizeDecimalEuros } from '#shared/domain/money'
import type { Db } from '#server/db/db'
import { packBattleParticipants, packBattles } from '#server/db/schema'

type BattleRow = typeof packBattles.$inferSelect
type ParticipantRow = typeof packBattleParticipants.$inferSelect

function toParticipant(row: ParticipantRow): Participant {
  return { id: row.id, battleId: row.packBattleId, name: row.name, spotNumber: row.spotNumber, isPaid: row.isPaid }
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

/** Completed battles, most recently completed first. */
export async function listCompletedBattles(db: Db): Promise<Battle[]> {
  const rows = await db
    .select()
    .from(packBattles)
    .where(eq(packBattles.isCompleted, true))
    .orderBy(desc(packBattles.updatedAt), desc(packBattles.id))
  return withParticipants(db, rows)
}
