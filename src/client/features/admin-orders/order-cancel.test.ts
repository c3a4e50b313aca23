import { describe, expect, test } from 'vitest'
import { battleSpotProductName } from '#shared/contracts/messages'
import { cancelConsequences, cancelledOrderLine, canCancelOrder, isBattleSpotOrder } from './order-cancel'

const order = (status: 'pending' | 'completed' | 'failed' | 'cancelled', productName = 'Booster Box – Nachtvlam') => ({
  status,
  productName,
})

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
    const spot = battleSpotProductName('Zondag', 4)
    expect(isBattleSpotOrder({ productName: spot })).toBe(true)
    expect(canCancelOrder(order('pending', spot))).toBe(false)
  })

  test('a product that merely mentions a battle is an ordinary order', () => {
    expect(isBattleSpotOrder({ productName: 'Pack Battle Box' })).toBe(false)
    expect(canCancelOrder(order('pending', 'Pack Battle Box'))).toBe(true)
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
