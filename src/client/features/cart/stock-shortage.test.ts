import { describe, expect, test } from 'vitest'
import type { CartLine } from './cart-lines'
import { lineShortages, shortageAction, shortageText } from './stock-shortage'

const line = (id: number, quantity: number): CartLine => ({
  product: { id, name: `Product ${id}`, imageUrl: '/p.svg', price: 599 },
  quantity,
})

describe('a cart line the stock cannot fill (decision 054)', () => {
  test('a line above its live stock is short by what is left; a line within it is not', () => {
    const shortages = lineShortages([line(1, 2), line(2, 3), line(3, 1)], new Map([[1, 1], [2, 3], [3, 0]]))
    expect([...shortages]).toEqual([
      [1, { available: 1, gone: false }],
      [3, { available: 0, gone: false }],
    ])
  })

  test('a product no longer in the shop is gone; while the stock is not known nothing is short', () => {
    expect(lineShortages([line(4, 1)], new Map())).toEqual(new Map([[4, { available: 0, gone: true }]]))
    expect(lineShortages([line(4, 1)], undefined).size).toBe(0)
  })

  test('stock below zero counts as none left', () => {
    expect(lineShortages([line(1, 1)], new Map([[1, -2]])).get(1)).toEqual({ available: 0, gone: false })
  })

  test('says what is left and offers it; with nothing left it offers to take the line out', () => {
    expect(shortageText({ available: 1, gone: false })).toBe('Niet genoeg voorraad: er is nog 1 beschikbaar.')
    expect(shortageText({ available: 3, gone: false })).toBe('Niet genoeg voorraad: er zijn nog 3 beschikbaar.')
    expect(shortageAction({ available: 3, gone: false })).toEqual({ label: 'Zet op 3', quantity: 3 })
    expect(shortageText({ available: 0, gone: false })).toMatch(/^Uitverkocht/)
    expect(shortageAction({ available: 0, gone: false })).toEqual({ label: 'Uit winkelwagen halen', remove: true })
    expect(shortageText({ available: 0, gone: true })).toBe('Dit product is niet meer te koop.')
    expect(shortageAction({ available: 0, gone: true })).toEqual({ label: 'Uit winkelwagen halen', remove: true })
  })
})
