import { describe, expect, test } from 'vitest'
import { refund } from './refund-fixture'
import { checkRefundAmount, refundAmountInput } from './refund-amount'

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ')
const message = (check: ReturnType<typeof checkRefundAmount>) => (check.ok ? undefined : nbsp(check.message))

/** € 12,50 owed, nothing started: all of it remains. */
const owed = refund(1)
/** € 154,90 owed, € 50,50 paid back: € 104,40 remains. */
const partlyPaid = refund(2, { amountCents: 15490, refundedCents: 5050, remainingCents: 10440 })

describe("the amount of 'Terugbetalen' (decisions 028, 052)", () => {
  test('starts as all that remains owed, in euros with a comma', () => {
    expect(refundAmountInput(owed)).toBe('12,50')
    expect(refundAmountInput(refund(3, { amountCents: 1500, remainingCents: 1500 }))).toBe('15,00')
  })

  test('after a part was paid back, starts as the rest, not as the whole', () => {
    expect(refundAmountInput(partlyPaid)).toBe('104,40')
  })

  test('the whole amount or a part is read as cents, typed either way', () => {
    expect(checkRefundAmount('12,50', owed)).toEqual({ ok: true, cents: 1250 })
    expect(checkRefundAmount('5', owed)).toEqual({ ok: true, cents: 500 })
    expect(checkRefundAmount('€ 7,5', owed)).toEqual({ ok: true, cents: 750 })
    expect(checkRefundAmount(' 0.01 ', owed)).toEqual({ ok: true, cents: 1 })
  })

  test('nothing, or € 0,00, is refused', () => {
    expect(message(checkRefundAmount('', owed))).toBe('Vul het bedrag in dat je terugbetaalt')
    expect(message(checkRefundAmount('0', owed))).toBe('Het bedrag moet meer dan € 0,00 zijn')
    expect(message(checkRefundAmount('0,00', owed))).toBe('Het bedrag moet meer dan € 0,00 zijn')
  })

  test('more than is owed is refused with the server’s words', () => {
    expect(message(checkRefundAmount('12,51', owed))).toBe('Je kunt hier hoogstens € 12,50 terugbetalen.')
  })

  test('after a part was paid back, more than the rest is refused, though less than the whole', () => {
    expect(checkRefundAmount('104,40', partlyPaid)).toEqual({ ok: true, cents: 10440 })
    expect(message(checkRefundAmount('104,41', partlyPaid))).toBe('Je kunt hier hoogstens € 104,40 terugbetalen.')
    expect(message(checkRefundAmount('154,90', partlyPaid))).toBe('Je kunt hier hoogstens € 104,40 terugbetalen.')
  })

  test('what is not an amount is refused', () => {
    for (const text of ['twaalf', '-5', '12,505', '1e3']) {
      expect(message(checkRefundAmount(text, owed))).toBe('Vul een bedrag in euro in, bijvoorbeeld 12,50')
    }
  })
})
