import { describe, expect, test } from 'vitest'
import { draftFromProduct, productUpdateFromDraft } from './product-edit'

const started = draftFromProduct({ price: 1499, stock: 7 })

describe('inline edit of price and stock', () => {
  test('starts from the euro price with a comma and the stock', () => {
    expect(started).toEqual({ price: '14,99', stock: '7', maxPerBuyer: '' })
  })

  test('sends the price in cents when only the price changed', () => {
    expect(productUpdateFromDraft(started, { price: '12,50', stock: '7', maxPerBuyer: '' })).toEqual({ ok: true, update: { price: 1250 } })
  })

  test('sends the stock when only the stock changed', () => {
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '3', maxPerBuyer: '' })).toEqual({ ok: true, update: { stock: 3 } })
  })

  test('sends both when both changed', () => {
    expect(productUpdateFromDraft(started, { price: '10', stock: '0', maxPerBuyer: '' })).toEqual({ ok: true, update: { price: 1000, stock: 0 } })
  })

  test('floors the stock at 0 and at whole units', () => {
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '-4', maxPerBuyer: '' })).toEqual({ ok: true, update: { stock: 0 } })
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '2.7', maxPerBuyer: '' })).toEqual({ ok: true, update: { stock: 2 } })
  })

  test('nothing changed, nothing to send (a re-typed equal price counts as unchanged)', () => {
    expect(productUpdateFromDraft(started, { ...started })).toEqual({ ok: true, update: undefined })
    expect(productUpdateFromDraft(started, { price: '14.99', stock: '7', maxPerBuyer: '' })).toEqual({ ok: true, update: undefined })
  })

  test('refuses a price or stock that is not a number', () => {
    expect(productUpdateFromDraft(started, { price: 'veel', stock: '7', maxPerBuyer: '' })).toEqual({ ok: false, message: 'Ongeldige prijs' })
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '', maxPerBuyer: '' })).toEqual({ ok: false, message: 'Ongeldige voorraad' })
    expect(productUpdateFromDraft(started, { price: '14,99', stock: 'abc', maxPerBuyer: '' })).toEqual({ ok: false, message: 'Ongeldige voorraad' })
  })
})

describe("inline edit of 'Max per koper' (decision 017)", () => {
  test('starts blank without a limit and with the number when there is one', () => {
    expect(draftFromProduct({ price: 4995, stock: 10, maxPerBuyer: 2 }).maxPerBuyer).toBe('2')
  })

  test('sends the limit when set, null when emptied, nothing when unchanged', () => {
    expect(productUpdateFromDraft(started, { ...started, maxPerBuyer: '2' })).toEqual({ ok: true, update: { maxPerBuyer: 2 } })
    const limited = draftFromProduct({ price: 1499, stock: 7, maxPerBuyer: 2 })
    expect(productUpdateFromDraft(limited, { ...limited, maxPerBuyer: ' ' })).toEqual({ ok: true, update: { maxPerBuyer: null } })
    expect(productUpdateFromDraft(limited, { ...limited })).toEqual({ ok: true, update: undefined })
  })

  test('refuses 0, a fraction or a word, in Dutch', () => {
    for (const typed of ['0', '1.5', 'twee', '1001']) {
      expect(productUpdateFromDraft(started, { ...started, maxPerBuyer: typed })).toEqual({
        ok: false,
        message: 'Max per koper is een heel getal van 1 tot 1000, of leeg',
      })
    }
  })
})
