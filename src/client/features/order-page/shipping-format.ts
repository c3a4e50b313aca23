import type { BuyerShipment, HeldOrder, LapsedOrder, ShipmentStatus, ShippingPage } from '#shared/contracts/shipping'
import type { PaymentStatus } from '#shared/domain/order-status'
import { formatInShopTime, formatShopDay } from '#shared/domain/shop-time'
import type { StateTone } from './order-page-format'

/** The order page's shipping part in the buyer's words (product.md 2.13, decision 022). */

/** decision 022: what the page says of an order whose 45 days are over. */
export const LAPSED_TEXT = 'De 45 dagen zijn voorbij: deze kaarten kunnen niet meer worden verzonden.'

/** decision 022: a checkout's browser link reaches only that checkout's orders. */
export const PAYMENT_SCOPE_TEXT = 'Wil je ook andere bestellingen meesturen? Open deze pagina via de link in je e-mail.'

/** Why 'Verzending betalen' is disabled; the server's words for an empty choice. */
export const NOTHING_CHOSEN_TEXT = 'Kies minstens één bestelling om te verzenden.'

/**
 * The orders the request ships: every held order but the ones the buyer unticked, in the page's
 * order. Kept as the unticked ones, so an order that becomes held while the page is open is ticked
 * by default, and one that is no longer held (requested elsewhere, lapsed) drops out by itself.
 */
export function selectedOrderIds(held: readonly Pick<HeldOrder, 'orderId'>[], unticked: ReadonlySet<number>): number[] {
  return held.filter((order) => !unticked.has(order.orderId)).map((order) => order.orderId)
}

/** A held order's lines under its name: until when it is kept, and whether its pack is still to open. */
export function heldOrderNote(order: Pick<HeldOrder, 'lastDay' | 'opened'>): string[] {
  const kept = `Bewaard tot ${formatShopDay(order.lastDay)}`
  return order.opened ? [kept] : [kept, 'Nog niet geopend: we openen je pack eerst live']
}

export function lapsedOrderNote(order: Pick<LapsedOrder, 'lastDay'>): string {
  return `Bewaard tot ${formatShopDay(order.lastDay)}`
}

/** An instant as the buyer's clock in Amsterdam (or Brussels) shows it: '14:35'. */
export function shopTime(iso: string): string | undefined {
  const instant = new Date(iso)
  return Number.isNaN(instant.getTime()) ? undefined : formatInShopTime(instant, 'time')
}

/** An instant's calendar day in Amsterdam: '3 maart 2026'. */
export function shopDay(iso: string): string | undefined {
  const instant = new Date(iso)
  return Number.isNaN(instant.getTime()) ? undefined : formatInShopTime(instant, 'date')
}

export function shipmentTitle(shipment: Pick<BuyerShipment, 'kind' | 'reference'>): string {
  return shipment.kind === 'request' ? `Verzending ${shipment.reference}` : `Pakket ${shipment.reference}`
}

/** The badge colour of a shipment's state, in the order lines' colours. */
export function shipmentTone(status: ShipmentStatus): StateTone {
  switch (status) {
    case 'awaiting_payment':
      return 'waiting'
    case 'to_pack':
      return 'queued'
    case 'shipped':
      return 'done'
    case 'cancelled':
      return 'stopped'
  }
}

const notPaidText: Partial<Record<PaymentStatus, string>> = {
  failed: 'De betaling is mislukt.',
  canceled: 'De betaling is geannuleerd.',
  expired: 'De betaling is verlopen: er is niet op tijd betaald.',
}

const againText = 'Je bestellingen blijven bewaard; je kunt de verzending opnieuw aanvragen.'

/**
 * A paid parcel that still holds a pack waiting in the live queue is not being packed: the desk ships
 * it once every pack in it was opened (decision 022). Its state says so (decision 043).
 */
export const WAITS_FOR_OPENING_TEXT = 'Wacht op de live opening'

/** Whether a parcel to pack holds an order still in the live queue (`queuedOrderIds`), so it waits for the opening. */
export function waitsForOpening(
  shipment: Pick<BuyerShipment, 'status' | 'orders'>,
  queuedOrderIds: ReadonlySet<number>,
): boolean {
  return shipment.status === 'to_pack' && shipment.orders.some((order) => queuedOrderIds.has(order.orderId))
}

/** A shipment's state in the buyer's words: the server's ('Wordt ingepakt', 'Verzonden', …), unless it waits for the opening. */
export function shipmentStateText(shipment: Pick<BuyerShipment, 'stateText'>, waiting: boolean): string {
  return waiting ? WAITS_FOR_OPENING_TEXT : shipment.stateText
}

/** What a shipment's state means for the buyer, under its badge ('Wacht op betaling', 'Verzonden', …). */
export function shipmentNote(
  shipment: Pick<BuyerShipment, 'kind' | 'status' | 'paymentStatus' | 'paymentExpiresAt' | 'shippedAt'>,
  waiting = false,
): string {
  switch (shipment.status) {
    case 'awaiting_payment': {
      const until = shipment.paymentExpiresAt ? shopTime(shipment.paymentExpiresAt) : undefined
      return until
        ? `We wachten op je betaling. Je bestellingen blijven tot ${until} voor deze verzending gereserveerd; daarna kun je de verzending opnieuw aanvragen.`
        : 'We wachten op je betaling.'
    }
    case 'to_pack':
      if (waiting) {
        return shipment.kind === 'request'
          ? 'Je verzending is betaald. We openen eerst je packs live; daarna pakken we je kaarten in en krijg je een e-mail met de track & trace code.'
          : 'We openen eerst je packs live; daarna pakken we je bestelling in en krijg je een e-mail met de track & trace code.'
      }
      return shipment.kind === 'request'
        ? 'Je verzending is betaald. We pakken je kaarten in; zodra het pakket onderweg is, krijg je een e-mail met de track & trace code.'
        : 'We pakken je bestelling in; zodra het pakket onderweg is, krijg je een e-mail met de track & trace code.'
    case 'shipped': {
      const day = shipment.shippedAt ? shopDay(shipment.shippedAt) : undefined
      return day ? `Verzonden op ${day} met PostNL.` : 'Verzonden met PostNL.'
    }
    case 'cancelled': {
      const why = shipment.paymentStatus ? notPaidText[shipment.paymentStatus] : undefined
      return why ? `${why} ${againText}` : 'Deze verzending is geannuleerd.'
    }
  }
}

export type ShippingReturnState = {
  kind: 'waiting' | 'paid' | 'shipped' | 'failed'
  title: string
  text: string
}

/** The return page's words for a request's status when this tab cannot take the buyer to the order page. */
export function shippingReturnState(status: ShipmentStatus): ShippingReturnState {
  switch (status) {
    case 'awaiting_payment':
      return { kind: 'waiting', title: 'Betaling wordt verwerkt', text: 'We wachten op de bevestiging van je betaling.' }
    case 'to_pack':
      // This page does not know whether every pack was opened: the order page shows which (decision 043).
      return {
        kind: 'paid',
        title: 'Verzending betaald',
        text: 'Je verzending is betaald. We pakken je kaarten in zodra al je packs live zijn geopend.',
      }
    case 'shipped':
      return { kind: 'shipped', title: 'Pakket verzonden', text: 'Je verzending is betaald en je pakket is onderweg.' }
    case 'cancelled':
      return {
        kind: 'failed',
        title: 'Betaling niet gelukt',
        text: `De betaling van je verzending is niet gelukt. ${againText}`,
      }
  }
}

/**
 * What an order line of the page says about its cards once the shipping part knows more than the
 * held-until day (decision 022): lapsed, or in a shipment that may still ship it, whose state the
 * shipment itself shows below. Undefined while the order is simply held, or not a live opening.
 */
export function orderShippingNote(
  orderId: number,
  shipping: Pick<ShippingPage, 'lapsed' | 'shipments'> | undefined,
): string | undefined {
  if (!shipping) return undefined
  if (shipping.lapsed.some((order) => order.orderId === orderId)) return 'Vervallen: de 45 dagen zijn voorbij'
  const shipment = shipping.shipments.find(
    (candidate) => candidate.status !== 'cancelled' && candidate.orders.some((order) => order.orderId === orderId),
  )
  if (!shipment) return undefined
  return `Je kaarten gaan mee in ${shipment.kind === 'request' ? 'verzending' : 'pakket'} ${shipment.reference}`
}
