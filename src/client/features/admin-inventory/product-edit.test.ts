import { describe, expect, test } from 'vitest'
import { draftFromProduct, productUpdateFromDraft } from './product-edit'

const started = draftFromProduct({ price: 1499, stock: 7 })

describe('inline edit of price and stock', () => {
  test('starts from the euro price with a comma and the stock', () => {
    expect(started).toEqual({ price: '14,99', stock: '7' })
  })

  test('sends the price in cents when only the price changed', () => {
    expect(productUpdateFromDraft(started, { price: '12,50', stock: '7' })).toEqual({ ok: true, update: { price: 1250 } })
  })

  test('sends the stock when only the stock changed', () => {
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '3' })).toEqual({ ok: true, update: { stock: 3 } })
  })

  test('sends both when both changed', () => {
    expect(productUpdateFromDraft(started, { price: '10', stock: '0' })).toEqual({ ok: true, update: { price: 1000, stock: 0 } })
  })

  test('floors the stock at 0 and at whole units', () => {
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '-4' })).toEqual({ ok: true, update: { stock: 0 } })
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '2.7' })).toEqual({ ok: true, update: { stock: 2 } })
  })

  test('nothing changed, nothing to send (a re-typed equal price counts as unchanged)', () => {
    expect(productUpdateFromDraft(started, { ...started })).toEqual({ ok: true, update: undefined })
    expect(productUpdateFromDraft(started, { price: '14.99', stock: '7' })).toEqual({ ok: true, update: undefined })
  })

  test('refuses a price or stock that is not a number', () => {
    expect(productUpdateFromDraft(started, { price: 'veel', stock: '7' })).toEqual({ ok: false, message: 'Ongeldige prijs' })
    expect(productUpdateFromDraft(started, { price: '14,99', stock: '' })).toEqual({ ok: false, message: 'Ongeldige voorraad' })
    expect(productUpdateFromDraft(started, { price: '14,99', stock: 'abc' })).toEqual({ ok: false, message: 'Ongeldige voorraad' })
  })
})
