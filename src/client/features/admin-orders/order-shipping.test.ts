import { describe, expect, test } from 'vitest'
import type { AdminOrderShipping } from '#shared/contracts/admin-shipments'
import { shippingStatusLine } from './order-shipping'

const shipping = (overrides: Partial<AdminOrderShipping>): AdminOrderShipping => ({
  state: 'held',
  lastDay: null,
  reference: null,
  trackingUrl: null,
  ...overrides,
})

const trackingUrl = 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1234AB'

describe("an order's shipping line (decision 022)", () => {
  test('a held live order shows its last day', () => {
    expect(shippingStatusLine(shipping({ state: 'held', lastDay: '2026-07-16' }))).toEqual({
      text: 'Bewaard tot 16 juli 2026',
      trackingUrl: null,
    })
  })

  test('a requested order waits for the payment of its shipping', () => {
    expect(shippingStatusLine(shipping({ state: 'requested', lastDay: '2026-07-16' })).text).toBe('Verzending aangevraagd')
  })

  test('a parcel being packed and one shipped name their reference; only the shipped one links', () => {
    expect(shippingStatusLine(shipping({ state: 'to_pack', reference: 'V1042' }))).toEqual({
      text: 'Wordt ingepakt (V1042)',
      trackingUrl: null,
    })
    expect(shippingStatusLine(shipping({ state: 'shipped', reference: 'V1042', trackingUrl }))).toEqual({
      text: 'Verzonden (V1042)',
      trackingUrl,
    })
  })

  test('a lapsed order shows the day its window ended', () => {
    expect(shippingStatusLine(shipping({ state: 'lapsed', lastDay: '2026-01-05' })).text).toBe('Vervallen op 5 januari 2026')
  })

  test('missing details leave the line short rather than half filled', () => {
    expect(shippingStatusLine(shipping({ state: 'held' })).text).toBe('Bewaard')
    expect(shippingStatusLine(shipping({ state: 'to_pack' })).text).toBe('Wordt ingepakt')
    expect(shippingStatusLine(shipping({ state: 'lapsed' })).text).toBe('Vervallen')
  })
})
