import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { memoryStorage } from '#client/lib/memory-storage-fixture'

const booster = { id: 1, name: 'Booster', imageUrl: '/b.png', price: 499 }
let store: typeof import('./cart-store')

beforeAll(async () => {
  const storage = memoryStorage()
  storage.setItem(
    'cart-storage',
    JSON.stringify({
      version: 1,
      state: { lines: [{ product: booster, quantity: 99 }, { product: { id: 'x' }, quantity: 1 }, 'junk'] },
    }),
  )
  vi.stubGlobal('localStorage', storage)
  // The store reads the stored cart when its module loads: a fresh copy, whatever file of the
  // worker (unit files share one, decision 035) loaded it before.
  vi.resetModules()
  store = await import('./cart-store')
})

describe('the cart store', () => {
  test('restores a stored cart, dropping broken lines and clamping quantities', () => {
    expect(store.useCartStore.getState().lines).toEqual([{ product: booster, quantity: 24 }])
  })

  describe('actions', () => {
    beforeEach(() => store.useCartStore.getState().clear())

    test('add, update, count, total, remove and clear', () => {
      const cart = () => store.useCartStore.getState()
      expect(cart().addItem(booster)).toBeUndefined()
      cart().addItem(booster)
      expect(store.selectCartCount(cart())).toBe(2)
      cart().updateQuantity(1, 30)
      expect(cart().lines[0]?.quantity).toBe(24)
      expect(store.selectCartTotal(cart())).toBe(24 * 499)
      expect(cart().addItem(booster)).toBe('line-limit')
      cart().removeItem(1)
      expect(cart().lines).toEqual([])
    })

    test('refuses to pass the stock it is given', () => {
      const cart = () => store.useCartStore.getState()
      cart().addItem(booster, 1)
      expect(cart().addItem(booster, 1)).toBe('stock-limit')
      expect(cart().lines[0]?.quantity).toBe(1)
    })

    test('writes the cart to local storage under cart-storage', () => {
      store.useCartStore.getState().addItem(booster)
      const saved = JSON.parse(localStorage.getItem('cart-storage') ?? '{}') as { state?: unknown }
      expect(saved.state).toEqual({ lines: [{ product: booster, quantity: 1 }] })
    })
  })
})
