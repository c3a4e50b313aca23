import type { OrderPage } from '#shared/contracts/order-page'

/** product.md 9: how the buyer's order reaches them. */
export const shippingMethodText: Record<OrderPage['shippingMethod'], string> = {
  live: 'Live opening op TikTok',
  postnl: 'Verzending met PostNL',
}

/** The badge colour of an order's state: waiting, in the queue, opened, or not gone through. */
export function stateTone(status: OrderPage['orders'][number]['status']): 'waiting' | 'queued' | 'done' | 'stopped' {
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
