import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { WeeklyPrize } from '#shared/contracts/leaderboard'
import { products } from '#server/db/schema'
import { expectAdminOnly, expectEvent, readPublic } from '#server/testing/admin-factories'
import { insertProduct } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { clearLeaderboard } from './leaderboard-fixtures'

const shop = useAdminShop({ clearBetweenTests: true })

beforeEach(async () => {
  await clearLeaderboard(shop.database.db)
})

const DAY_MS = 24 * 60 * 60 * 1000
const fromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()
const currentPrize = () => readPublic<WeeklyPrize | null>(shop, '/api/weekly-prize')

async function boosterBox() {
  return insertProduct(shop.database.db, {
    name: 'Booster Box – Nachtvlam (36 packs)',
    imageUrl: '/demo/booster-box.svg',
    priceCents: 14_995,
  })
}

const prizeBody = (productId: number, overrides: Record<string, unknown> = {}) => ({
  productId,
  valueCents: 14_995,
  startDate: fromNow(-1),
  endDate: fromNow(6),
  ...overrides,
})

describe('GET /api/weekly-prize', () => {
  test('answers null while no prize is set', async () => {
    expect(await currentPrize()).toBeNull()
  })
})

describe('POST /api/weekly-prize', () => {
  test('is for the admin only: 401 without a session, and nothing is set', async () => {
    const box = await boosterBox()
    await expectAdminOnly(shop, [['POST', '/api/weekly-prize', prizeBody(box.id)]])
    expect(await currentPrize()).toBeNull()
  })

  test('sets the prize the shop shows, with the product name and image, and announces it', async () => {
    const box = await boosterBox()
    const socket = await shop.subscribe(['leaderboard'])
    const body = prizeBody(box.id)

    const response = await shop.admin('POST', '/api/weekly-prize', body)

    const expected = {
      productId: box.id,
      product: { name: 'Booster Box – Nachtvlam (36 packs)', imageUrl: '/demo/booster-box.svg' },
      value: '149.95',
      valueCents: 14_995,
      startDate: body.startDate,
      endDate: body.endDate,
    }
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual(expected)
    expect(await currentPrize()).toEqual(expected)
    await expectEvent(socket, { channel: 'leaderboard', type: 'weekly_prize_updated', prize: expected })
  })

  test.each([
    ['149,95', '149.95', 14_995],
    ['149.95', '149.95', 14_995],
    [' 25 ', '25.00', 2_500],
    [25, '25.00', 2_500],
    [25.5, '25.50', 2_550],
    ['0', '0.00', 0],
  ])("product.md 3.2's value %j (euros) is taken and answered as value %j, valueCents %i", async (value, answered, cents) => {
    const box = await boosterBox()
    const { valueCents: _alias, ...body } = prizeBody(box.id, { value })

    const response = await shop.admin('POST', '/api/weekly-prize', body)

    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ value: answered, valueCents: cents })
    expect(await currentPrize()).toMatchObject({ value: answered, valueCents: cents })
  })

  test('value and valueCents may come together when they agree; when they differ, 400 and nothing is set', async () => {
    const box = await boosterBox()
    const agreeing = await shop.admin('POST', '/api/weekly-prize', prizeBody(box.id, { value: '149,95', valueCents: 14_995 }))
    expect(agreeing.statusCode, agreeing.body).toBe(200)
    expect(agreeing.json()).toMatchObject({ value: '149.95', valueCents: 14_995 })

    const etb = await insertProduct(shop.database.db, { name: 'Elite Trainer Box – Stormkust' })
    const differing = await shop.admin('POST', '/api/weekly-prize', prizeBody(etb.id, { value: '54,95', valueCents: 14_995 }))
    expect(differing.statusCode).toBe(400)
    expect(differing.json()).toEqual({ message: 'Geef de waarde één keer op: value en valueCents verschillen' })
    expect(await currentPrize()).toMatchObject({ productId: box.id })
  })

  test('a prize set again for the same week replaces the one shown', async () => {
    const box = await boosterBox()
    const etb = await insertProduct(shop.database.db, { name: 'Elite Trainer Box – Stormkust' })
    await shop.admin('POST', '/api/weekly-prize', prizeBody(box.id))
    await shop.admin('POST', '/api/weekly-prize', prizeBody(etb.id, { valueCents: 5_495 }))
    expect(await currentPrize()).toMatchObject({ productId: etb.id, valueCents: 5_495 })
  })

  test("next week's prize is shown while none runs, and does not push this week's aside", async () => {
    const box = await boosterBox()
    const etb = await insertProduct(shop.database.db, { name: 'Elite Trainer Box – Stormkust' })
    await shop.admin('POST', '/api/weekly-prize', prizeBody(etb.id, { startDate: fromNow(2), endDate: fromNow(9) }))
    expect(await currentPrize()).toMatchObject({ productId: etb.id })

    await shop.admin('POST', '/api/weekly-prize', prizeBody(box.id, { endDate: fromNow(2) }))
    await shop.admin('POST', '/api/weekly-prize', prizeBody(etb.id, { startDate: fromNow(2), endDate: fromNow(9) }))
    expect(await currentPrize()).toMatchObject({ productId: box.id })
  })

  test('a prize whose product was deleted since still shows its value, without a product', async () => {
    const box = await boosterBox()
    await shop.admin('POST', '/api/weekly-prize', prizeBody(box.id))
    await shop.database.db.delete(products).where(eq(products.id, box.id))
    expect(await currentPrize()).toMatchObject({ productId: null, product: null, valueCents: 14_995 })
  })

  test.each([
    ['no product', { productId: undefined }, 400, 'Kies een product'],
    ['a negative value', { valueCents: -1 }, 400, 'Ongeldige waarde'],
    ['a value in euros with decimals', { valueCents: 149.95 }, 400, 'Ongeldige waarde'],
    ['no value at all', { valueCents: undefined }, 400, 'Ongeldige waarde'],
    ['a value that is no amount', { valueCents: undefined, value: 'gratis' }, 400, 'Ongeldige waarde'],
    ['a negative value in euros', { valueCents: undefined, value: '-5' }, 400, 'Ongeldige waarde'],
    ['a value with three decimals', { valueCents: undefined, value: 149.955 }, 400, 'Ongeldige waarde'],
    ['a value past 100.000 euros', { valueCents: undefined, value: '100000,01' }, 400, 'Ongeldige waarde'],
    ['a value that is no text or number', { valueCents: undefined, value: true }, 400, 'Ongeldige waarde'],
    ['a start that is no date', { startDate: 'maandag' }, 400, 'Ongeldige startdatum'],
    ['an end before the start', { startDate: fromNow(3), endDate: fromNow(2) }, 400, 'De einddatum moet na de startdatum liggen'],
    ['an end in the past', { startDate: fromNow(-8), endDate: fromNow(-1) }, 400, 'De einddatum ligt in het verleden'],
    ['an unknown product', { productId: 999_999 }, 404, 'Product niet gevonden'],
  ])('%s answers %i with a Dutch message, and sets nothing', async (_name, change, status, message) => {
    const box = await boosterBox()
    const response = await shop.admin('POST', '/api/weekly-prize', prizeBody(box.id, change))
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ message })
    expect(await currentPrize()).toBeNull()
  })
})
