import type { OrderPage } from '#shared/contracts/order-page'

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
