import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { packBattleParticipants, packBattles } from '#server/db/schema'
import { insertBattle } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { atOnce } from '#server/testing/two-instances'
import { useTwoInstances } from '#server/testing/use-test-shop'

/**
 * Races (docs/reliability.md), Pack Battles: twenty admins (sessions of their own, on two instances sharing PostgreSQL,
 * or one PGlite) put a different viewer on the same spot at the same moment. One gets the spot; the
 * nineteen others hear that it is taken.
 */
const ROUNDS = 5
const ADMINS = 20

const shop = useTwoInstances()
let cookies: string[]

beforeAll(async () => {
  cookies = await atOnce(ADMINS, (i) => loginAsAdmin(shop.pick(i).app))
})

const db = () => shop.database.db

function takeSpot(i: number, battleId: number, spotNumber: number) {
  return injectAsAdmin(shop.pick(i).app, cookies[i] ?? '', {
    method: 'POST',
    url: `/api/pack-battles/${battleId}/participants`,
    payload: { name: `@kijker${i}`, spotNumber, isPaid: false },
  })
}

test(`${ADMINS} admins take spot 3 at once: one participant, ${ADMINS - 1} clear 409s (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const battle = await insertBattle(db(), { maxSpots: 10, spotsAvailable: 10 })

    const answers = await atOnce(ADMINS, (i) => takeSpot(i, battle.id, 3))

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(ADMINS - 1).fill(409)])
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: 'Plek 3 is al bezet.' })
    }
    const winner = answers.find((answer) => answer.statusCode === 201)?.json<{ name: string }>()
    const participants = await db().select().from(packBattleParticipants).where(eq(packBattleParticipants.packBattleId, battle.id))
    expect(participants).toHaveLength(1)
    expect(participants[0]).toMatchObject({ spotNumber: 3, name: winner?.name })
    const [row] = await db().select().from(packBattles).where(eq(packBattles.id, battle.id))
    expect(row?.spotsAvailable).toBe(9)
  }
})

test(`${ADMINS} admins fill a battle of 10 spots at once, two per spot: ten participants, one per spot, none left`, async () => {
  const battle = await insertBattle(db(), { maxSpots: 10, spotsAvailable: 10 })

  const answers = await atOnce(ADMINS, (i) => takeSpot(i, battle.id, (i % 10) + 1))

  expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10)
  expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(10)
  const spots = await db()
    .select({ spot: packBattleParticipants.spotNumber })
    .from(packBattleParticipants)
    .where(eq(packBattleParticipants.packBattleId, battle.id))
  expect(spots.map((s) => s.spot).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  const [row] = await db().select().from(packBattles).where(eq(packBattles.id, battle.id))
  expect(row?.spotsAvailable).toBe(0)
})
