import { describe, expect, test } from 'vitest'
import type { BuyerShipment } from '#shared/contracts/shipping'
import {
  heldOrderNote,
  orderShippingNote,
  selectedOrderIds,
  shipmentNote,
  shipmentStateText,
  shipmentTitle,
  shipmentTone,
  shippingReturnState,
  shopDay,
  shopTime,
  waitsForOpening,
} from './shipping-format'

describe('the orders a request ships', () => {
  const held = [{ orderId: 7 }, { orderId: 3 }, { orderId: 12 }]

  test('every held order, in the page’s order, while none is unticked', () => {
    expect(selectedOrderIds(held, new Set())).toEqual([7, 3, 12])
  })

  test('without the unticked ones; none at all when every one is unticked', () => {
    expect(selectedOrderIds(held, new Set([3]))).toEqual([7, 12])
    expect(selectedOrderIds(held, new Set([7, 3, 12]))).toEqual([])
  })

  test('an order that became held since is ticked; one no longer held drops out', () => {
    expect(selectedOrderIds([{ orderId: 7 }, { orderId: 20 }], new Set([3]))).toEqual([7, 20])
  })
})

test('a held order says until when it is kept, and whether its pack is still to open', () => {
  expect(heldOrderNote({ lastDay: '2026-07-16', opened: true })).toEqual(['Bewaard tot 16 juli 2026'])
  expect(heldOrderNote({ lastDay: '2026-07-16', opened: false })).toEqual([
    'Bewaard tot 16 juli 2026',
    'Nog niet geopend: we openen je pack eerst live',
  ])
})

test('times and days are Amsterdam’s, whatever the browser’s zone', () => {
  expect(shopTime('2026-01-15T13:35:00.000Z')).toBe('14:35')
  expect(shopTime('2026-07-15T13:35:00.000Z')).toBe('15:35')
  expect(shopDay('2026-03-02T23:30:00.000Z')).toBe('3 maart 2026')
  expect(shopTime('not a time')).toBeUndefined()
})

describe('a shipment in the buyer’s words', () => {
  const request = {
    kind: 'request',
    reference: 'V1042',
    status: 'awaiting_payment',
    paymentStatus: 'open',
    paymentExpiresAt: '2026-01-15T13:35:00.000Z',
    shippedAt: null,
  } satisfies Partial<BuyerShipment>

  test('a request waiting for payment says until when its orders stay reserved', () => {
    expect(shipmentTitle(request)).toBe('Verzending V1042')
    expect(shipmentNote(request)).toBe(
      'We wachten op je betaling. Je bestellingen blijven tot 14:35 voor deze verzending gereserveerd; daarna kun je de verzending opnieuw aanvragen.',
    )
    expect(shipmentNote({ ...request, paymentExpiresAt: null })).toBe('We wachten op je betaling.')
    expect(shipmentTone('awaiting_payment')).toBe('waiting')
  })

  test('paid, it is being packed; sent, it says when', () => {
    expect(shipmentNote({ ...request, status: 'to_pack', paymentStatus: 'paid' })).toContain('Je verzending is betaald.')
    expect(shipmentNote({ ...request, kind: 'checkout', status: 'to_pack', paymentStatus: null })).toMatch(
      /^We pakken je bestelling in/,
    )
    expect(shipmentNote({ ...request, status: 'shipped', paymentStatus: 'paid', shippedAt: '2026-03-03T10:00:00.000Z' })).toBe(
      'Verzonden op 3 maart 2026 met PostNL.',
    )
    expect(shipmentTitle({ kind: 'checkout', reference: 'V7' })).toBe('Pakket V7')
    expect(shipmentTone('to_pack')).toBe('queued')
    expect(shipmentTone('shipped')).toBe('done')
  })

  // Decision 043: paid before its packs are opened, a parcel is not being packed yet.
  test('paid while a pack in it still waits in the queue, it waits for the opening, not packed', () => {
    const paid = { ...request, status: 'to_pack', paymentStatus: 'paid', stateText: 'Wordt ingepakt' } as const
    const withOrders = { ...paid, orders: [{ orderId: 5, productName: 'Nachtvlam', quantity: 1 }] }
    expect(waitsForOpening(withOrders, new Set([5, 9]))).toBe(true)
    expect(waitsForOpening(withOrders, new Set([9]))).toBe(false)
    expect(waitsForOpening({ ...withOrders, status: 'shipped' }, new Set([5]))).toBe(false)
    expect(shipmentStateText(paid, true)).toBe('Wacht op de live opening')
    expect(shipmentStateText(paid, false)).toBe('Wordt ingepakt')
    expect(shipmentNote(paid, true)).toBe(
      'Je verzending is betaald. We openen eerst je packs live; daarna pakken we je kaarten in en krijg je een e-mail met de track & trace code.',
    )
    expect(shipmentNote({ ...paid, kind: 'checkout', paymentStatus: null }, true)).toMatch(/^We openen eerst je packs live/)
    expect(shipmentNote(paid, true)).not.toContain('We pakken je kaarten in')
  })

  test('a request whose payment did not go through says why, and that it may be asked again', () => {
    const cancelled = { ...request, status: 'cancelled' } as const
    expect(shipmentNote({ ...cancelled, paymentStatus: 'failed' })).toBe(
      'De betaling is mislukt. Je bestellingen blijven bewaard; je kunt de verzending opnieuw aanvragen.',
    )
    expect(shipmentNote({ ...cancelled, paymentStatus: 'canceled' })).toMatch(/^De betaling is geannuleerd\./)
    expect(shipmentNote({ ...cancelled, paymentStatus: 'expired' })).toMatch(/^De betaling is verlopen/)
    expect(shipmentNote({ ...cancelled, paymentStatus: null })).toBe('Deze verzending is geannuleerd.')
    expect(shipmentTone('cancelled')).toBe('stopped')
  })
})

test('the return page’s words for each state of a request', () => {
  expect(shippingReturnState('awaiting_payment')).toMatchObject({
    kind: 'waiting',
    text: 'We wachten op de bevestiging van je betaling.',
  })
  // It cannot tell whether every pack was opened, so it promises the packing after the opening (decision 043).
  expect(shippingReturnState('to_pack')).toMatchObject({
    kind: 'paid',
    text: 'Je verzending is betaald. We pakken je kaarten in zodra al je packs live zijn geopend.',
  })
  expect(shippingReturnState('shipped').kind).toBe('shipped')
  expect(shippingReturnState('cancelled')).toMatchObject({
    kind: 'failed',
    text: 'De betaling van je verzending is niet gelukt. Je bestellingen blijven bewaard; je kunt de verzending opnieuw aanvragen.',
  })
})

describe('what an order line says once the shipping part knows more', () => {
  const shipment = (status: BuyerShipment['status'], orderIds: number[]) =>
    ({
      kind: 'request',
      reference: 'V12',
      status,
      stateText: { awaiting_payment: 'Wacht op betaling', to_pack: 'Wordt ingepakt', shipped: 'Verzonden', cancelled: 'Betaling mislukt' }[status],
      orders: orderIds.map((orderId) => ({ orderId, productName: 'Nachtvlam', quantity: 1 })),
    }) as BuyerShipment

  test('a lapsed order says so; an order in a shipment names it', () => {
    const page = { lapsed: [{ orderId: 1, productName: 'Nachtvlam', quantity: 1, lastDay: '2026-01-01' }], shipments: [shipment('shipped', [2])] }
    expect(orderShippingNote(1, page)).toBe('Vervallen: de 45 dagen zijn voorbij')
    expect(orderShippingNote(2, page)).toBe('Je kaarten gaan mee in verzending V12')
  })

  test('a held order, one of a cancelled request, or no answer yet: nothing, the held-until day stays', () => {
    const page = { lapsed: [], shipments: [shipment('cancelled', [3])] }
    expect(orderShippingNote(3, page)).toBeUndefined()
    expect(orderShippingNote(4, page)).toBeUndefined()
    expect(orderShippingNote(3, undefined)).toBeUndefined()
  })
})
