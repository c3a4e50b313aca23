import { describe, expect, test } from 'vitest'
import { setWeeklyPrizeSchema } from '#shared/contracts/leaderboard'
import { newPrizeValues, toPrizeRequest, weeklyPrizeFormSchema } from './weekly-prize-form-values'

describe('the weekly prize form', () => {
  test('a new prize runs this week, Monday to Sunday in Amsterdam', () => {
    expect(newPrizeValues(new Date('2025-03-27T10:00:00Z'))).toEqual({
      productId: '',
      value: '',
      startDay: '2025-03-24',
      endDay: '2025-03-30',
    })
  })

  test("the current prize's product and value are offered again", () => {
    const prize = {
      productId: 7,
      product: { name: 'Booster Box', imageUrl: '/demo/booster-box.svg' },
      value: '149.95',
      valueCents: 14_995,
      startDate: '2025-03-16T23:00:00Z',
      endDate: '2025-03-23T23:00:00Z',
    }
    expect(newPrizeValues(new Date('2025-03-27T10:00:00Z'), prize)).toMatchObject({ productId: '7', value: '149,95' })
  })

  test("becomes product.md 3.2's value in euros ('149.95') and Amsterdam midnights, the last day included", () => {
    const values = weeklyPrizeFormSchema.parse({ productId: '7', value: '€ 149,95', startDay: '2025-03-24', endDay: '2025-03-30' })
    expect(toPrizeRequest(values)).toEqual({
      productId: 7,
      value: '149.95',
      startDate: '2025-03-23T23:00:00.000Z',
      endDate: '2025-03-30T22:00:00.000Z',
    })
    // The server reads it as the same cents the seller typed.
    expect(setWeeklyPrizeSchema.parse(toPrizeRequest(values)).valueCents).toBe(14_995)
  })

  test.each([
    [{ productId: '' }, 'productId', 'Kies een product'],
    [{ value: 'gratis' }, 'value', 'Ongeldige waarde'],
    [{ value: '-5' }, 'value', 'Ongeldige waarde'],
    [{ startDay: '' }, 'startDay', 'Ongeldige startdatum'],
    [{ startDay: '2025-03-31' }, 'endDay', 'De einddatum moet na de startdatum liggen'],
  ])('%j is refused: %s says %j', (change, field, message) => {
    const result = weeklyPrizeFormSchema.safeParse({
      productId: '7',
      value: '10',
      startDay: '2025-03-24',
      endDay: '2025-03-30',
      ...change,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message)
  })
})
