import type { OrderPage } from '#shared/contracts/order-page'
import { isSpotOrderName } from '#shared/domain/spot-order'

/** product.md 9: how the buyer's order reaches them. */
export const shippingMethodText: Record<OrderPage['shippingMethod'], string> = {
  live: 'Live opening op TikTok',
  postnl: 'Verzending met PostNL',
}

/** A state badge's colour: waiting, under way (in the queue, being packed), done, or not gone through. */
export type StateTone = 'waiting' | 'queued' | 'done' | 'stopped'

/** The badge colour of an order's state: waiting, in the queue, opened, or not gone through. */
export function stateTone(status: OrderPage['orders'][number]['status']): StateTone {
  switch (status) {
    case 'awaiting_payment':
      return 'waiting'
    case 'pending':
      return 'queued'
    case 'completed':
      return 'done'
    default:
      return 'stopped'
  }
}

/**
 * A Pack Battle spot's page (decision 023): every line is a spot. It holds no cards, so it shows no
 * shipping and no queue; its spot instead (decision 043).
 */
export function isSpotPage(page: Pick<OrderPage, 'orders'>): boolean {
  return page.orders.length > 0 && page.orders.every((order) => isSpotOrderName(order.productName))
}

/** The spot lines of a page ('Pack Battle "Zondag", plek 4'). */
export function spotLines(page: Pick<OrderPage, 'orders'>): string[] {
  return page.orders.filter((order) => isSpotOrderName(order.productName)).map((order) => order.productName)
}
