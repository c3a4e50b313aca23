import { beforeAll, describe, expect, test, vi } from 'vitest'
import { memoryStorage } from '#client/lib/memory-storage-fixture'

const typed = {
  tiktokUsername: '@noor',
  firstName: 'Noor',
  lastName: 'van Dijk',
  email: 'noor@example.nl',
  street: 'Lange Nieuwstraat',
  houseNumber: '7b',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'belgie',
  shippingMethod: 'postnl',
} as const

let draft: typeof import('./checkout-draft-store')
let cart: typeof import('./cart-store')

beforeAll(async () => {
  const storage = memoryStorage()
  // What the tab kept from before the payment page: a new page load reads it back (decision 042).
  storage.setItem('checkout-draft', JSON.stringify({ version: 1, state: { values: { ...typed, shippingCost: 995, extra: 'x' } } }))
  vi.stubGlobal('sessionStorage', storage)
  vi.stubGlobal('localStorage', memoryStorage())
  // The stores read storage when their modules load: fresh copies (unit files share modules, decision 035).
  vi.resetModules()
  draft = await import('./checkout-draft-store')
  cart = await import('./cart-store')
})

describe('the checkout draft', () => {
  test('comes back from the tab’s storage after a page load, with the form’s fields only', () => {
    expect(draft.useCheckoutDraftStore.getState().values).toEqual(typed)
  })

  test('keeps what was typed in sessionStorage', () => {
    draft.useCheckoutDraftStore.getState().save({ ...typed, city: 'Gent' })
    const stored = JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}') as { state?: { values?: unknown } }
    expect(stored.state?.values).toEqual({ ...typed, city: 'Gent' })
  })

  test('drops stored data that is not a draft', () => {
    expect(draft.sanitizeDraft(undefined)).toEqual({})
    expect(draft.sanitizeDraft({ values: 'junk' })).toEqual({})
    expect(draft.sanitizeDraft({ values: { firstName: 3, country: 'duitsland', shippingMethod: 'drone', city: 'Gent' } })).toEqual({
      city: 'Gent',
    })
  })

  test('goes with the cart once the checkout is paid (the cart’s clear, on /payment/success)', async () => {
    cart.useCartStore.getState().clear()
    await vi.waitFor(() => expect(draft.useCheckoutDraftStore.getState().values).toEqual({}))
    expect(draft.useCheckoutDraftStore.getState().values).toEqual({})
    const stored = JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}') as { state?: { values?: unknown } }
    expect(stored.state?.values).toEqual({})
  })
})
