import { describe, expect, test } from 'vitest'
import { checkRefundAmount, refundAmountInput } from './refund-amount'

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ')
const message = (check: ReturnType<typeof checkRefundAmount>) => (check.ok ? undefined : nbsp(check.message))

describe("the amount of 'Terugbetalen' (decision 028)", () => {
  test('starts as the whole amount owed, in euros with a comma', () => {
    expect(refundAmountInput(1250)).toBe('12,50')
    expect(refundAmountInput(1500)).toBe('15,00')
  })

  test('the whole amount or a part is read as cents, typed either way', () => {
    expect(checkRefundAmount('12,50', 1250)).toEqual({ ok: true, cents: 1250 })
    expect(checkRefundAmount('5', 1250)).toEqual({ ok: true, cents: 500 })
    expect(checkRefundAmount('€ 7,5', 1250)).toEqual({ ok: true, cents: 750 })
    expect(checkRefundAmount(' 0.01 ', 1250)).toEqual({ ok: true, cents: 1 })
  })

  test('nothing, or € 0,00, is refused', () => {
    expect(message(checkRefundAmount('', 1250))).toBe('Vul het bedrag in dat je terugbetaalt')
    expect(message(checkRefundAmount('0', 1250))).toBe('Het bedrag moet meer dan € 0,00 zijn')
    expect(message(checkRefundAmount('0,00', 1250))).toBe('Het bedrag moet meer dan € 0,00 zijn')
  })

  test('more than is owed is refused with the server’s words', () => {
    expect(message(checkRefundAmount('12,51', 1250))).toBe('Je kunt hier hoogstens € 12,50 terugbetalen.')
  })

  test('what is not an amount is refused', () => {
    for (const text of ['twaalf', '-5', '12,505', '1e3']) {
      expect(message(checkRefundAmount(text, 1250))).toBe('Vul een bedrag in euro in, bijvoorbeeld 12,50')
    }
  })
})
