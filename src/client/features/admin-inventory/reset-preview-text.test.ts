import { describe, expect, test } from 'vitest'
import type { ResetPreview } from '#shared/contracts/admin-orders'
import { resetPreviewText, resetRuleText } from './reset-preview-text'

const nothing: ResetPreview = {
  deletes: { orders: 0, payments: 0, shipments: 0, mails: 0, points: 0 },
  keeps: { paidOrders: 0, queuedOrders: 0, openCheckouts: 0, watchedForLatePayment: 0, refunds: 0, parcels: 0 },
}
const preview = (deletes: Partial<ResetPreview['deletes']>, keeps: Partial<ResetPreview['keeps']> = {}): ResetPreview => ({
  deletes: { ...nothing.deletes, ...deletes },
  keeps: { ...nothing.keeps, ...keeps },
})

describe('the Reset Data confirmation says what goes and what stays (decision 028)', () => {
  test('a demo shop: everything of the sales goes, the catalogue stays', () => {
    expect(resetPreviewText(preview({ orders: 3, payments: 2, shipments: 1, mails: 2, points: 5 }))).toEqual({
      deletes:
        'Dit wordt verwijderd: 3 bestellingen uit 2 afrekeningen zonder echte betaling (testbestellingen, demo-betalingen en ' +
        'afrekeningen die niet betaald zijn), 1 verzending, 2 e-mails en de punten van deze week (5 kopers).',
      keeps: 'Dit blijft bewaard: alle producten, categorieën, collecties en Pack Battles.',
    })
  })

  test('orders paid at Mollie stay, and the confirmation says those in the queue stay in it', () => {
    const text = resetPreviewText(preview({ orders: 1, payments: 1, points: 1 }, { paidOrders: 4, queuedOrders: 2, refunds: 1, parcels: 3 }))
    expect(text.deletes).toBe(
      'Dit wordt verwijderd: 1 bestelling uit 1 afrekening zonder echte betaling (testbestellingen, demo-betalingen en ' +
        'afrekeningen die niet betaald zijn) en de punten van deze week (1 koper).',
    )
    expect(text.keeps).toBe(
      'Dit blijft bewaard: 4 betaalde bestellingen (2 staan nog in de wachtrij), 1 terugbetaling, 3 verzendingen en ' +
        'alle producten, categorieën, collecties en Pack Battles.',
    )
  })

  test('one paid order in the queue, one checkout still open at Mollie: said in the singular', () => {
    expect(resetPreviewText(preview({}, { paidOrders: 1, queuedOrders: 1, openCheckouts: 1 })).keeps).toBe(
      'Dit blijft bewaard: 1 betaalde bestelling (1 staat nog in de wachtrij), 1 afrekening die nog openstaat bij Mollie en ' +
        'alle producten, categorieën, collecties en Pack Battles.',
    )
    expect(resetPreviewText(preview({}, { openCheckouts: 2 })).keeps).toContain('2 afrekeningen die nog openstaan bij Mollie')
  })

  test('checkouts let go that Mollie may still report paid are named next to the open ones (decision 051)', () => {
    expect(resetPreviewText(preview({}, { openCheckouts: 1, watchedForLatePayment: 1 })).keeps).toBe(
      'Dit blijft bewaard: 1 afrekening die nog openstaat bij Mollie, 1 niet-betaalde afrekening bij Mollie van de afgelopen ' +
        '30 dagen (een koper kan die nog te laat betalen) en alle producten, categorieën, collecties en Pack Battles.',
    )
    expect(resetPreviewText(preview({}, { watchedForLatePayment: 3 })).keeps).toContain(
      '3 niet-betaalde afrekeningen bij Mollie van de afgelopen 30 dagen (een koper kan die nog te laat betalen)',
    )
    expect(resetPreviewText(nothing).keeps).not.toContain('niet-betaalde')
  })

  test('nothing to delete is said as such', () => {
    expect(resetPreviewText(nothing).deletes).toBe('Dit wordt verwijderd: niets.')
  })

  test('a payment left without orders is still counted', () => {
    expect(resetPreviewText(preview({ payments: 2 })).deletes).toMatch(/^Dit wordt verwijderd: 2 afrekeningen zonder echte betaling/)
  })

  test('without the counts, the rule itself is said: paid orders, refunds and parcels stay', () => {
    expect(resetRuleText.deletes).toMatch(/^Dit wordt verwijderd: bestellingen zonder echte betaling/)
    expect(resetRuleText.keeps).toMatch(/^Dit blijft bewaard: betaalde bestellingen \(ook in de wachtrij\)/)
    expect(resetRuleText.keeps).toContain('niet-betaalde afrekeningen bij Mollie van de afgelopen 30 dagen')
  })
})
