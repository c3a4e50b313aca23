import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { cancelConsequences, cancelledOrderLine, canCancelOrder } from './order-cancel'

const order = (status: AdminOrder['status'], battleSpot: AdminOrder['battleSpot'] = null) => ({ status, battleSpot })

describe("'Annuleren' on an order (decision 028)", () => {
  test('a paid order still in the queue can be cancelled', () => {
    expect(canCancelOrder(order('pending'))).toBe(true)
  })

  test('an opened, failed or already cancelled order cannot', () => {
    expect(canCancelOrder(order('completed'))).toBe(false)
    expect(canCancelOrder(order('failed'))).toBe(false)
    expect(canCancelOrder(order('cancelled'))).toBe(false)
  })

  test('a Pack Battle spot is never cancelled from the orders: it goes with its battle', () => {
    expect(canCancelOrder(order('pending', { battleTitle: 'Zondag', spotNumber: 4 }))).toBe(false)
  })

  test('the server says which orders are spots, not the name: a product named like a battle is an ordinary order', () => {
    // A product's name is the seller's to choose; only battleSpot (orders.spot_number) marks a spot.
    const lookalike = { status: 'pending' as const, battleSpot: null, productName: 'Pack Battle "Zondag", plek 4' }
    expect(canCancelOrder(lookalike)).toBe(true)
  })

  test('the confirmation names the buyer, the quantity and the product', () => {
    expect(cancelledOrderLine({ tiktokUsername: 'anna', quantity: 2, productName: 'Booster Box' })).toBe('anna – 2× Booster Box')
  })

  test('says what happens to this order: queue, stock, its points, the money and the e-mail', () => {
    expect(cancelConsequences({ points: 49, email: 'anna@example.com' })).toBe(
      'De bestelling verdwijnt uit de wachtrij en van de stream, de voorraad gaat terug, de 49 punten vervallen, ' +
        'het bedrag komt klaar te staan onder Terugbetalingen en de koper krijgt een e-mail.',
    )
  })

  test('one point, no points, no e-mail address: said as it is', () => {
    expect(cancelConsequences({ points: 1, email: 'anna@example.com' })).toContain('gaat terug, het punt vervalt, het bedrag')
    expect(cancelConsequences({ points: 0, email: 'anna@example.com' })).toContain('gaat terug, het bedrag')
    expect(cancelConsequences({ points: 5, email: '' })).toMatch(/en de koper krijgt geen e-mail: er is geen e-mailadres\.$/)
  })
})
