import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Battle } from '#shared/contracts/battles'
import { spotTakenMeanwhile, tooManySpotHolds } from '#shared/contracts/messages'
import { packBattleParticipants, packBattles, payments } from '#server/db/schema'
import { checkoutBody, insertBattle, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { atOnce } from '#server/testing/two-instances'
import { useTestShop } from '#server/testing/use-test-shop'
import { SPOT_HOLDS_PER_ADDRESS } from './battle-spots.service'

// Decision 030: what one client address can hold of a Pack Battle without paying, what a refusal tells,
// and whose spot hold a new checkout may release. Each request names its client address the way
// inject does (remoteAddress), as the tests of decision 017 do.

const { shop } = useTestShop({ clearBetweenTests: true })
const db = () => shop.database.db

const SCRIPT = '198.51.100.20'
const HONEST = '203.0.113.5'

const battleOf = (maxSpots: number) => insertBattle(db(), { isActive: true, pricePerSpot: '12.50', maxSpots, spotsAvailable: maxSpots })

function postSpot(battleId: number, spotNumber: number, email: string, address: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/pack-battles/${battleId}/spots`,
    payload: { spotNumber, tiktokUsername: email.split('@')[0], email },
    remoteAddress: address,
  })
}

async function holdSpot(battleId: number, spotNumber: number, email: string, address: string): Promise<string> {
  const response = await postSpot(battleId, spotNumber, email, address)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ paymentId: string }>().paymentId
}

async function readBattle(id: number): Promise<Battle> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/pack-battles' })
  const battle = response.json<Battle[]>().find((b) => b.id === id)
  if (!battle) throw new Error(`battle ${id} is not listed`)
  return battle
}

const heldSpots = async (battleId: number) =>
  (await db().select().from(packBattleParticipants).where(eq(packBattleParticipants.packBattleId, battleId)))
    .map((row) => row.spotNumber)
    .sort((a, b) => a - b)

const statusOf = async (paymentId: string) => (await db().select().from(payments).where(eq(payments.id, paymentId)))[0]?.status

// The demo provider's holds last 15 minutes: a refusal right after the first hold names 15.
const capRefusal = { message: tooManySpotHolds(SPOT_HOLDS_PER_ADDRESS, 15) }

describe('unpaid spot holds of one client address in one battle', () => {
  test('eight purchases with eight e-mail addresses from one address: two hold a spot, six hear 409 what to do; an honest buyer elsewhere still gets one', async () => {
    const battle = await battleOf(8)

    const answers = []
    for (let spot = 1; spot <= 8; spot++) answers.push(await postSpot(battle.id, spot, `leger${spot}@example.nl`, SCRIPT))

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 409, 409, 409, 409, 409, 409])
    for (const answer of answers.slice(SPOT_HOLDS_PER_ADDRESS)) {
      // No spots to pick from: another spot would be refused the same way.
      expect(answer.json()).toEqual(capRefusal)
    }
    expect(await heldSpots(battle.id)).toEqual([1, 2])
    expect((await readBattle(battle.id)).spotsAvailable).toBe(6)

    await holdSpot(battle.id, 5, 'eerlijk@example.nl', HONEST)
    expect(await heldSpots(battle.id)).toEqual([1, 2, 5])
  })

  test('eight purchases at once from one address cannot slip past the limit', async () => {
    const battle = await battleOf(8)

    const answers = await atOnce(8, (i) => postSpot(battle.id, i + 1, `tegelijk${i}@example.nl`, SCRIPT))

    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(SPOT_HOLDS_PER_ADDRESS)
    expect(statuses.filter((status) => status === 409)).toHaveLength(8 - SPOT_HOLDS_PER_ADDRESS)
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json()).toEqual(capRefusal)
    expect(await heldSpots(battle.id)).toHaveLength(SPOT_HOLDS_PER_ADDRESS)
  })

  test('a paid spot no longer counts', async () => {
    const battle = await battleOf(8)
    const first = await holdSpot(battle.id, 1, 'gezin1@example.nl', SCRIPT)
    await holdSpot(battle.id, 2, 'gezin2@example.nl', SCRIPT)
    expect((await postSpot(battle.id, 3, 'gezin3@example.nl', SCRIPT)).statusCode).toBe(409)

    // Paying for a spot makes room for the next buyer behind the address.
    await settleDemoPayment(shop.app, first)
    await holdSpot(battle.id, 3, 'gezin3@example.nl', SCRIPT)
    expect(await heldSpots(battle.id)).toEqual([1, 2, 3])
  })

  test("the limit is per battle: the next battle's spots are not held back by unpaid spots of one stopped", async () => {
    const stopped = await battleOf(8)
    await holdSpot(stopped.id, 1, 'gezin1@example.nl', SCRIPT)
    await holdSpot(stopped.id, 2, 'gezin2@example.nl', SCRIPT)
    expect((await postSpot(stopped.id, 3, 'gezin3@example.nl', SCRIPT)).statusCode).toBe(409)
    // The seller stops it and starts the next one (one battle is active at a time).
    await db().update(packBattles).set({ isActive: false }).where(eq(packBattles.id, stopped.id))
    const next = await battleOf(8)

    await holdSpot(next.id, 1, 'gezin3@example.nl', SCRIPT)
    await holdSpot(next.id, 2, 'gezin4@example.nl', SCRIPT)
    expect(await heldSpots(next.id)).toEqual([1, 2])
  })
})

describe('a refusal tells every requester the same', () => {
  test('the free spots of a refusal are the same whoever asks, the holder of a spot included', async () => {
    const battle = await battleOf(3)
    await holdSpot(battle.id, 1, 'eerste@example.nl', HONEST)
    await holdSpot(battle.id, 2, 'houder@example.nl', SCRIPT)

    const byHolder = await postSpot(battle.id, 1, 'houder@example.nl', SCRIPT)
    const byStranger = await postSpot(battle.id, 1, 'vreemde@example.nl', '192.0.2.9')

    const taken = { message: spotTakenMeanwhile(1), freeSpots: [3] }
    expect([byHolder.statusCode, byHolder.json()]).toEqual([409, taken])
    expect([byStranger.statusCode, byStranger.json()]).toEqual([409, taken])
  })

  test("typing a holder's e-mail address tells nothing about their spot, not even from an address at its limit", async () => {
    const battle = await battleOf(4)
    await holdSpot(battle.id, 1, 'houder@example.nl', HONEST)
    await holdSpot(battle.id, 2, 'leger1@example.nl', SCRIPT)
    await holdSpot(battle.id, 3, 'leger2@example.nl', SCRIPT)

    const asHolder = await postSpot(battle.id, 1, 'houder@example.nl', SCRIPT)
    const asStranger = await postSpot(battle.id, 1, 'vreemde@example.nl', SCRIPT)

    const taken = { message: spotTakenMeanwhile(1), freeSpots: [4] }
    expect([asHolder.statusCode, asHolder.json()]).toEqual([409, taken])
    expect([asStranger.statusCode, asStranger.json()]).toEqual([409, taken])
  })
})

describe("whose spot hold a new checkout releases (decision 017's one open checkout per buyer)", () => {
  test("someone else's e-mail address from another address does not release a spot hold: the spot stays with its buyer", async () => {
    const battle = await battleOf(6)
    const victim = await holdSpot(battle.id, 4, 'koper@example.nl', HONEST)

    const grab = await postSpot(battle.id, 4, 'koper@example.nl', SCRIPT)
    expect([grab.statusCode, grab.json()]).toEqual([409, { message: spotTakenMeanwhile(4), freeSpots: [1, 2, 3, 5, 6] }])
    // Another spot with their e-mail address is the script's own hold, and leaves theirs alone.
    await holdSpot(battle.id, 5, 'koper@example.nl', SCRIPT)
    // So does a cart checkout with it.
    const product = await insertProduct(db(), { stock: 5 })
    const cart = await shop.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: checkoutBody({ items: [{ productId: product.id, quantity: 1 }], shippingDetails: { email: 'koper@example.nl' } }),
      remoteAddress: SCRIPT,
    })
    expect(cart.statusCode, cart.body).toBe(200)

    expect(await statusOf(victim)).toBe('open')
    expect(await heldSpots(battle.id)).toEqual([4])
  })

  test('the buyer from the address of their hold still releases it with a new checkout', async () => {
    const battle = await battleOf(6)
    const first = await holdSpot(battle.id, 4, 'koper@example.nl', HONEST)

    await holdSpot(battle.id, 5, 'Koper@Example.nl', HONEST)

    expect(await statusOf(first)).toBe('canceled')
    expect(await heldSpots(battle.id)).toEqual([5])
  })
})
