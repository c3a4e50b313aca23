import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Battle, Participant } from '#shared/contracts/battles'
import { messages } from '#shared/contracts/messages'
import { packBattleParticipants } from '#server/db/schema'
import { nextMessage, packBattleBody, readPublic } from '#server/testing/admin-factories'
import { insertBattle, insertParticipant } from '#server/testing/factories'
import type { TestSocket } from '#server/testing/test-app'
import { useAdminShop } from '#server/testing/use-test-shop'

const shop = useAdminShop({ clearBetweenTests: true })

async function createBattle(overrides: Record<string, unknown> = {}): Promise<Battle> {
  const response = await shop.admin('POST', '/api/pack-battles', packBattleBody(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Battle>()
}

type ParticipantBody = { name: string; spotNumber: unknown; isPaid?: boolean }
const postParticipant = (battleId: number, body: ParticipantBody) =>
  shop.admin('POST', `/api/pack-battles/${battleId}/participants`, body)

async function addParticipant(battleId: number, body: ParticipantBody) {
  const response = await postParticipant(battleId, body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Participant>()
}

const readBattle = async (id: number) => {
  const battle = (await readPublic<Battle[]>(shop, '/api/pack-battles')).find((b) => b.id === id)
  if (!battle) throw new Error(`battle ${id} is not listed`)
  return battle
}
const activeBattle = () => readPublic<Battle | null>(shop, '/api/pack-battles/active')
const participantRows = (battleId: number) =>
  shop.database.db.select().from(packBattleParticipants).where(eq(packBattleParticipants.packBattleId, battleId))

/** The next event of `type` on the socket for which `about` holds (events of earlier tests may still arrive). */
const nextEventAbout = (socket: TestSocket, type: string, about: (message: Record<string, unknown>) => boolean) =>
  nextMessage(socket, (message) => message.type === type && about(message))

describe('adding a participant', () => {
  test("answers 201 with the name normalised ('@Pieter ' → 'pieter'); spotsAvailable drops by one", async () => {
    const battle = await createBattle({ maxSpots: 6 })

    const response = await postParticipant(battle.id, { name: '@Pieter ', spotNumber: 3 })

    expect(response.statusCode).toBe(201)
    const participant = response.json<Participant>()
    expect(participant).toEqual({
      id: expect.any(Number),
      battleId: battle.id,
      name: 'pieter',
      spotNumber: 3,
      isPaid: false,
      paidVia: 'tikkie',
      reserved: false,
    })
    expect(await readBattle(battle.id)).toMatchObject({ maxSpots: 6, spotsAvailable: 5, participants: [participant] })
  })

  test('a paid participant can be added straight away', async () => {
    const battle = await createBattle()
    const anna = await addParticipant(battle.id, { name: 'anna', spotNumber: 1, isPaid: true })
    expect(anna).toMatchObject({ isPaid: true })
    expect((await readBattle(battle.id)).participants).toEqual([anna])
  })

  test("a spot beyond the battle's maxSpots is invalid input: 400 naming the spots, and adds no one", async () => {
    const battle = await createBattle({ maxSpots: 4 })
    const response = await postParticipant(battle.id, { name: 'anna', spotNumber: 5 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Plek 5 bestaat niet in deze battle: er zijn 4 plekken.' })
    expect(await participantRows(battle.id)).toEqual([])
    expect((await readBattle(battle.id)).spotsAvailable).toBe(4)
  })

  test.each([0, 11, 2.5, 'drie'])("spot %j answers 400 'Plek moet tussen 1 en 10 liggen'", async (spotNumber) => {
    const battle = await createBattle()
    const response = await postParticipant(battle.id, { name: 'anna', spotNumber })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Plek moet tussen 1 en 10 liggen' })
    expect(await participantRows(battle.id)).toEqual([])
  })

  test.each(['  ', '@'])("a participant without a name (%j) answers 400 'TikTok naam is verplicht'", async (name) => {
    const battle = await createBattle()
    const response = await postParticipant(battle.id, { name, spotNumber: 1 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'TikTok naam is verplicht' })
  })

  test.each(['<img src=x onerror=alert(1)>', 'pieter de vries', 'kaart-fan', 'a', 'a'.repeat(25)])(
    'a name TikTok would not give out (%j) answers 400 with the username rule, and adds no one',
    async (name) => {
      const battle = await createBattle()
      const response = await postParticipant(battle.id, { name, spotNumber: 1 })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: messages.invalidTiktokUsername })
      expect(await participantRows(battle.id)).toEqual([])
    },
  )

  test("a battle that does not exist answers 404 'Pack Battle niet gevonden'", async () => {
    const response = await postParticipant(999_999, { name: 'anna', spotNumber: 1 })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Pack Battle niet gevonden' })
  })

  test("a spot that is taken answers 409 'Plek 3 is al bezet.' and changes nothing", async () => {
    const battle = await createBattle()
    const first = await addParticipant(battle.id, { name: 'anna', spotNumber: 3 })
    const response = await postParticipant(battle.id, { name: 'bram', spotNumber: 3 })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'Plek 3 is al bezet.' })
    expect(await readBattle(battle.id)).toMatchObject({ spotsAvailable: 9, participants: [first] })
  })

  test('the same spot taken in another battle is fine', async () => {
    const battle = await createBattle()
    const other = await createBattle({ title: 'Andere' })
    await addParticipant(other.id, { name: 'anna', spotNumber: 3 })
    expect(await addParticipant(battle.id, { name: 'bram', spotNumber: 3 })).toMatchObject({ battleId: battle.id })
  })

  test('twenty admins adding the same spot at the same moment: one gets it, nineteen get 409', async () => {
    const battle = await createBattle({ maxSpots: 8 })

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => postParticipant(battle.id, { name: `koper${n}`, spotNumber: 5 })),
    )

    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: 'Plek 5 is al bezet.' })
    }
    const winner = responses.find((r) => r.statusCode === 201)?.json<Participant>()
    expect(await participantRows(battle.id)).toHaveLength(1)
    expect(await readBattle(battle.id)).toMatchObject({ spotsAvailable: 7, participants: [winner] })
  })

  test('ten admins filling ten different spots at the same moment: all added, spotsAvailable 0', async () => {
    const battle = await createBattle()
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => postParticipant(battle.id, { name: `koper${n}`, spotNumber: n + 1 })),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    const after = await readBattle(battle.id)
    expect(after.spotsAvailable).toBe(0)
    expect(after.participants.map((p) => p.spotNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})

describe('paying and removing a participant', () => {
  test('PATCH {isPaid} toggles paid versus waiting, and GET shows it', async () => {
    const battle = await createBattle()
    const anna = await addParticipant(battle.id, { name: 'anna', spotNumber: 2 })
    const url = `/api/pack-battles/participants/${anna.id}`

    const paid = await shop.admin('PATCH', url, { isPaid: true })
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ ...anna, isPaid: true })
    expect((await readBattle(battle.id)).participants).toEqual([{ ...anna, isPaid: true }])

    expect((await shop.admin('PATCH', url, { isPaid: false })).json()).toEqual(anna)
    expect((await readBattle(battle.id)).participants).toEqual([anna])
  })

  test("PATCH without a boolean isPaid answers 400 'Ongeldige betaalstatus'; an unknown participant 404", async () => {
    const battle = await createBattle()
    const anna = await addParticipant(battle.id, { name: 'anna', spotNumber: 2 })
    const invalid = await shop.admin('PATCH', `/api/pack-battles/participants/${anna.id}`, { isPaid: 'ja' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toEqual({ message: 'Ongeldige betaalstatus' })

    const unknown = await shop.admin('PATCH', '/api/pack-battles/participants/999999', { isPaid: true })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Deelnemer niet gevonden' })
  })

  test('removing answers 204, spotsAvailable goes back up and the spot can be taken again', async () => {
    const battle = await createBattle({ maxSpots: 5 })
    const anna = await addParticipant(battle.id, { name: 'anna', spotNumber: 2 })
    const bram = await addParticipant(battle.id, { name: 'bram', spotNumber: 4 })

    const response = await shop.admin('DELETE', `/api/pack-battles/participants/${anna.id}`)

    expect(response.statusCode).toBe(204)
    expect(await readBattle(battle.id)).toMatchObject({ spotsAvailable: 4, participants: [bram] })
    await addParticipant(battle.id, { name: 'carla', spotNumber: 2 })
    expect((await readBattle(battle.id)).spotsAvailable).toBe(3)

    const again = await shop.admin('DELETE', `/api/pack-battles/participants/${anna.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'Deelnemer niet gevonden' })
  })
})

describe('changing maxSpots with participants', () => {
  test('below the highest taken spot answers 409 and changes nothing', async () => {
    const battle = await createBattle({ maxSpots: 10 })
    await addParticipant(battle.id, { name: 'anna', spotNumber: 2 })
    await addParticipant(battle.id, { name: 'bram', spotNumber: 7 })
    const before = await readBattle(battle.id)

    const response = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { maxSpots: 6, title: 'Kleiner' })

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'Plek 7 is bezet: het aantal plekken kan niet lager dan 7.' })
    expect(await readBattle(battle.id)).toEqual(before)
  })

  test('to exactly the highest taken spot answers 200 with spotsAvailable recomputed', async () => {
    const battle = await createBattle({ maxSpots: 10 })
    await addParticipant(battle.id, { name: 'anna', spotNumber: 2 })
    await addParticipant(battle.id, { name: 'bram', spotNumber: 7 })

    const response = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { maxSpots: 7 })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ maxSpots: 7, spotsAvailable: 5 })
    expect(await readBattle(battle.id)).toMatchObject({ maxSpots: 7, spotsAvailable: 5 })
  })

  test('raising it recomputes spotsAvailable from the participants', async () => {
    const battle = await createBattle({ maxSpots: 3 })
    await addParticipant(battle.id, { name: 'anna', spotNumber: 3 })
    const response = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { maxSpots: 9 })
    expect(response.json()).toMatchObject({ maxSpots: 9, spotsAvailable: 8 })
    expect(await addParticipant(battle.id, { name: 'bram', spotNumber: 9 })).toMatchObject({ spotNumber: 9 })
  })
})

describe('completing a battle', () => {
  async function battleWithParticipants() {
    const battle = await createBattle({ isActive: true, maxSpots: 4 })
    const unpaid = await addParticipant(battle.id, { name: 'anna', spotNumber: 1 })
    const paid = await addParticipant(battle.id, { name: 'bram', spotNumber: 2, isPaid: true })
    return { battle, unpaid, paid }
  }
  const complete = (battleId: number, winnerId: unknown) =>
    shop.admin('POST', `/api/pack-battles/${battleId}/complete`, { winnerId })

  test('with an unpaid participant as winner answers 409 and the battle stays open', async () => {
    const { battle, unpaid } = await battleWithParticipants()
    const response = await complete(battle.id, unpaid.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'Alleen een deelnemer die betaald heeft kan winnen.' })
    expect(await readBattle(battle.id)).toMatchObject({ isCompleted: false, isActive: true, winnerId: null })
  })

  test('with a paid participant of another battle as winner answers 409 and the battle stays open', async () => {
    const { battle } = await battleWithParticipants()
    const other = await createBattle({ title: 'Andere' })
    const stranger = await addParticipant(other.id, { name: 'carla', spotNumber: 1, isPaid: true })

    const response = await complete(battle.id, stranger.id)

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'De winnaar moet een deelnemer van deze Pack Battle zijn.' })
    expect(await readBattle(battle.id)).toMatchObject({ isCompleted: false, winnerId: null })
    expect(await readBattle(other.id)).toMatchObject({ isCompleted: false, winnerId: null })
  })

  test("without a valid winnerId answers 400 'Kies een winnaar'", async () => {
    const { battle } = await battleWithParticipants()
    for (const winnerId of [undefined, 'bram', 0]) {
      const response = await complete(battle.id, winnerId)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: 'Kies een winnaar' })
    }
  })

  test('with a paid participant answers 200: completed, inactive, the winner embedded', async () => {
    const { battle, paid } = await battleWithParticipants()

    const response = await complete(battle.id, paid.id)

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: battle.id,
      isCompleted: true,
      isActive: false,
      winnerId: paid.id,
      winner: paid,
    })
    expect(await activeBattle()).toBeNull()
  })

  test('cannot be undone: completing again, participant changes and PATCH answer 409, nothing changes', async () => {
    const { battle, unpaid, paid } = await battleWithParticipants()
    expect((await complete(battle.id, paid.id)).statusCode).toBe(200)
    const completed = await readBattle(battle.id)
    const frozen = { message: 'Deze Pack Battle is al voltooid en kan niet meer worden gewijzigd.' }

    const refused = [
      await complete(battle.id, unpaid.id),
      await shop.admin('POST', `/api/pack-battles/${battle.id}/participants`, { name: 'laatkomer', spotNumber: 3 }),
      await shop.admin('DELETE', `/api/pack-battles/participants/${unpaid.id}`),
      await shop.admin('PATCH', `/api/pack-battles/participants/${unpaid.id}`, { isPaid: true }),
      await shop.admin('PATCH', `/api/pack-battles/participants/${paid.id}`, { isPaid: false }),
      await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { isActive: true }),
      await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { title: 'Herkansing', maxSpots: 10 }),
    ]

    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json()).toEqual(frozen)
    }
    expect(await readBattle(battle.id)).toEqual(completed)
    expect(completed).toMatchObject({ isCompleted: true, winner: paid, spotsAvailable: 2 })
  })

  test('the completed battle comes first in GET /api/pack-battles/completed, with its winner', async () => {
    const lastMonth = new Date('2026-01-01T20:00:00Z')
    await insertBattle(shop.database.db, { title: 'Vorige maand', isCompleted: true, updatedAt: lastMonth })
    const { battle, paid } = await battleWithParticipants()
    await complete(battle.id, paid.id)

    const completed = await readPublic<Battle[]>(shop, '/api/pack-battles/completed')

    expect(completed.map((b) => b.title)).toEqual(['Vrijdagavond Battle', 'Vorige maand'])
    expect(completed[0]).toMatchObject({ id: battle.id, winnerId: paid.id, winner: paid })
  })
})

describe("realtime on 'battles'", () => {
  test('each change is published with the item, and no event carries a participant e-mail', async () => {
    const socket = await shop.subscribe(['battles'])
    const received: Record<string, unknown>[] = []
    const expectNext = async (type: string, about: (m: Record<string, unknown>) => boolean) => {
      const message = await nextEventAbout(socket, type, about)
      received.push(message)
      return message
    }
    type Message = Record<string, unknown>
    const aboutBattle = (id: number) => (m: Message) => (m.battle as Battle | undefined)?.id === id
    const aboutParticipant = (id: number) => (m: Message) => (m.participant as Participant | undefined)?.id === id

    const previous = await createBattle({ title: 'Vorige', isActive: true })
    await expectNext('battle_created', aboutBattle(previous.id))
    const battle = await createBattle({ isActive: true })
    expect(await expectNext('battle_updated', aboutBattle(previous.id))).toMatchObject({ battle: { isActive: false } })
    expect(await expectNext('battle_created', aboutBattle(battle.id))).toEqual({
      channel: 'battles',
      type: 'battle_created',
      battle,
    })

    const withEmail = await insertParticipant(shop.database.db, battle.id, {
      name: 'geheim',
      spotNumber: 9,
      email: 'geheim.adres@example.nl',
    })
    const added = await addParticipant(battle.id, { name: '@Pieter ', spotNumber: 3 })
    expect(await expectNext('participant_added', aboutParticipant(added.id))).toEqual({
      channel: 'battles',
      type: 'participant_added',
      participant: added,
    })
    expect(await expectNext('battle_updated', aboutBattle(battle.id))).toMatchObject({
      battle: { participants: [added, { id: withEmail.id, name: 'geheim' }] },
    })

    const paid = await shop.admin('PATCH', `/api/pack-battles/participants/${withEmail.id}`, { isPaid: true })
    expect(await expectNext('participant_updated', aboutParticipant(withEmail.id))).toEqual({
      channel: 'battles',
      type: 'participant_updated',
      participant: paid.json(),
    })

    const renamed = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { title: 'Nieuwe titel' })
    expect(await expectNext('battle_updated', aboutBattle(battle.id))).toEqual({
      channel: 'battles',
      type: 'battle_updated',
      battle: renamed.json(),
    })

    expect((await shop.admin('DELETE', `/api/pack-battles/participants/${added.id}`)).statusCode).toBe(204)
    expect(await expectNext('battle_updated', aboutBattle(battle.id))).toMatchObject({
      battle: { spotsAvailable: 9, participants: [{ id: withEmail.id, isPaid: true }] },
    })

    await shop.admin('DELETE', `/api/pack-battles/${battle.id}`)
    expect(await expectNext('battle_deleted', (m) => m.battleId === battle.id)).toEqual({
      channel: 'battles',
      type: 'battle_deleted',
      battleId: battle.id,
    })

    const everything = JSON.stringify(received)
    expect(everything).not.toContain('geheim.adres@example.nl')
    expect(everything).not.toContain('email')
  })
})

