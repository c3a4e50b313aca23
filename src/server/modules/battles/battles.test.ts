import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { packBattles } from '#server/db/schema'
import { insertBattle, insertParticipant } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'

const { database, shop } = useTestShop({ clearBetweenTests: true })

const get = (url: string) => shop.app.inject({ method: 'GET', url })
const participant = (row: Awaited<ReturnType<typeof insertParticipant>>) => ({
  id: row.id,
  battleId: row.packBattleId,
  name: row.name,
  spotNumber: row.spotNumber,
  isPaid: row.isPaid,
  paidVia: 'tikkie',
  reserved: false,
})

describe('GET /api/pack-battles/active', () => {
  test('answers null without an active battle', async () => {
    await insertBattle(database.db, { title: 'Gestopt', isActive: false })
    await insertBattle(database.db, { title: 'Voltooid', isActive: false, isCompleted: true })

    const response = await get('/api/pack-battles/active')

    expect(response.statusCode).toBe(200)
    expect(response.json()).toBeNull()
  })

  test('answers the active battle with its participants by spot, the price as two decimals and no e-mail', async () => {
    await insertBattle(database.db, { title: 'Gestopt', isActive: false })
    const battle = await insertBattle(database.db, {
      title: 'Vrijdagavond Battle',
      isActive: true,
      pricePerSpot: '15',
      maxSpots: 4,
      spotsAvailable: 1,
    })
    const join = (overrides: Parameters<typeof insertParticipant>[2]) =>
      insertParticipant(database.db, battle.id, overrides)
    const spot3 = await join({ name: 'bram', spotNumber: 3, email: 'bram.geheim@example.nl' })
    const spot1 = await join({ name: 'pieter', spotNumber: 1, isPaid: true })
    const spot2 = await join({ name: 'anna', spotNumber: 2, email: 'anna.geheim@example.nl' })

    const response = await get('/api/pack-battles/active')

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: battle.id,
      title: 'Vrijdagavond Battle',
      description: battle.description,
      imageUrl: battle.imageUrl,
      productName: battle.productName,
      pricePerSpot: '15.00',
      maxSpots: 4,
      spotsAvailable: 1,
      tikkieUrl: battle.tikkieUrl,
      shopPayments: true,
      format: 'own_packs',
      isActive: true,
      isCompleted: false,
      winnerId: null,
      updatedAt: battle.updatedAt.toISOString(),
      participants: [participant(spot1), participant(spot2), participant(spot3)],
      winner: null,
    })
    expect(response.body).not.toContain('geheim@example.nl')
    expect(response.body).not.toContain('email')
  })
})

describe('GET /api/pack-battles/completed', () => {
  test('lists the completed battles, most recent first, with the winner embedded', async () => {
    const completedOn = (title: string, date: string) =>
      insertBattle(database.db, { title, isCompleted: true, updatedAt: new Date(`${date}T20:00:00Z`) })
    const older = await completedOn('Maart', '2026-03-01')
    const newer = await completedOn('April', '2026-04-01')
    await insertBattle(database.db, { title: 'Nog bezig', isActive: true })
    const olderWinner = await insertParticipant(database.db, older.id, { name: 'anna', spotNumber: 2, isPaid: true })
    const newerWinner = await insertParticipant(database.db, newer.id, {
      name: 'bram',
      spotNumber: 7,
      isPaid: true,
      email: 'b@example.nl',
    })
    await database.db.update(packBattles).set({ winnerId: olderWinner.id }).where(eq(packBattles.id, older.id))
    await database.db.update(packBattles).set({ winnerId: newerWinner.id }).where(eq(packBattles.id, newer.id))

    const response = await get('/api/pack-battles/completed')

    expect(response.statusCode).toBe(200)
    const battles = response.json()
    expect(battles.map((b: { title: string }) => b.title)).toEqual(['April', 'Maart'])
    expect(battles).toMatchObject([
      { id: newer.id, isCompleted: true, winnerId: newerWinner.id, winner: participant(newerWinner) },
      { id: older.id, isCompleted: true, winnerId: olderWinner.id, winner: participant(olderWinner) },
    ])
    expect(response.body).not.toContain('b@example.nl')
  })

  test('a completed battle without a winner has winner null', async () => {
    await insertBattle(database.db, { title: 'Zonder winnaar', isCompleted: true })
    const response = await get('/api/pack-battles/completed')
    expect(response.json()).toMatchObject([{ title: 'Zonder winnaar', winnerId: null, winner: null }])
  })

  test('answers an empty list when no battle is completed', async () => {
    await insertBattle(database.db, { isActive: true })
    const response = await get('/api/pack-battles/completed')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })
})
