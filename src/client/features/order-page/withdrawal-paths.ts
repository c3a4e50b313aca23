import type { OrderPage } from '#shared/contracts/order-page'

/** decision 039: the withdrawal function without a link: the buyer's e-mail address and order number. */
export const WITHDRAWAL_FORM_PATH = '/herroepen'

/** decision 039: the withdrawal function for the order of an order-page link, its orders to choose from. */
export function withdrawalPath(token: string): string {
  return `/bestelling/${encodeURIComponent(token)}/herroepen`
}

/** Whether an order page offers 'Overeenkomst herroepen': one of its orders may be named (paid, kept, not a spot). */
export function canWithdraw(page: Pick<OrderPage, 'orders'>): boolean {
  return page.orders.some((order) => order.withdrawable)
}
