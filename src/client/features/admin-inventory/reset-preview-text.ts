import type { ResetPreview } from '#shared/contracts/admin-orders'
import { LATE_PAYMENT_WATCH_DAYS } from '#shared/domain/late-payment'

/**
 * The confirmation of Reset Data (product.md 2.10 and 6) after product.md 8's question: what it deletes
 * and what it keeps, counted by GET /api/reset/preview. Reset Data never deletes a money record
 * (decision 028): an order paid at Mollie stays, also while it waits in the queue, and so does a
 * checkout let go that Mollie may still report paid (decision 051); the confirmation says so.
 */
export type ResetPreviewText = { deletes: string; keeps: string }

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** 'a', 'a en b', 'a, b en c'. */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`
}

/** What never took real money, in the seller's words. */
const withoutMoney = 'zonder echte betaling (testbestellingen, demo-betalingen en afrekeningen die niet betaald zijn)'

/**
 * Checkouts let go that Mollie may still report paid, kept for that late payment (decision 051): 'die'
 * serves one and many.
 */
const watched = `bij Mollie van de afgelopen ${LATE_PAYMENT_WATCH_DAYS} dagen (een koper kan die nog te laat betalen)`

/** What always stays, whatever the counts. */
const catalogue = 'alle producten, categorieën, collecties en Pack Battles'

export function resetPreviewText({ deletes, keeps }: ResetPreview): ResetPreviewText {
  const gone: string[] = []
  if (deletes.orders > 0) {
    gone.push(`${count(deletes.orders, 'bestelling', 'bestellingen')} uit ${count(deletes.payments, 'afrekening', 'afrekeningen')} ${withoutMoney}`)
  } else if (deletes.payments > 0) {
    gone.push(`${count(deletes.payments, 'afrekening', 'afrekeningen')} ${withoutMoney}`)
  }
  if (deletes.shipments > 0) gone.push(count(deletes.shipments, 'verzending', 'verzendingen'))
  if (deletes.mails > 0) gone.push(count(deletes.mails, 'e-mail', 'e-mails'))
  if (deletes.points > 0) gone.push(`de punten van deze week (${count(deletes.points, 'koper', 'kopers')})`)

  const kept: string[] = []
  if (keeps.paidOrders > 0) {
    const queued =
      keeps.queuedOrders === 0
        ? ''
        : keeps.queuedOrders === 1
          ? ' (1 staat nog in de wachtrij)'
          : ` (${keeps.queuedOrders} staan nog in de wachtrij)`
    kept.push(`${count(keeps.paidOrders, 'betaalde bestelling', 'betaalde bestellingen')}${queued}`)
  }
  if (keeps.openCheckouts > 0) {
    kept.push(
      keeps.openCheckouts === 1
        ? '1 afrekening die nog openstaat bij Mollie'
        : `${keeps.openCheckouts} afrekeningen die nog openstaan bij Mollie`,
    )
  }
  if (keeps.watchedForLatePayment > 0) {
    kept.push(`${count(keeps.watchedForLatePayment, 'niet-betaalde afrekening', 'niet-betaalde afrekeningen')} ${watched}`)
  }
  if (keeps.refunds > 0) kept.push(count(keeps.refunds, 'terugbetaling', 'terugbetalingen'))
  if (keeps.parcels > 0) kept.push(count(keeps.parcels, 'verzending', 'verzendingen'))
  kept.push(catalogue)

  return {
    deletes: `Dit wordt verwijderd: ${gone.length === 0 ? 'niets' : list(gone)}.`,
    keeps: `Dit blijft bewaard: ${list(kept)}.`,
  }
}

/** The rule in words, for when the counts could not be read: the reset applies it all the same. */
export const resetRuleText: ResetPreviewText = {
  deletes: `Dit wordt verwijderd: bestellingen ${withoutMoney}, met hun verzendingen en e-mails, en de punten van deze week.`,
  keeps: `Dit blijft bewaard: betaalde bestellingen (ook in de wachtrij), afrekeningen die nog openstaan bij Mollie, niet-betaalde afrekeningen ${watched}, terugbetalingen, betaalde of verzonden verzendingen en ${catalogue}.`,
}
