import type { AdminOrder } from '#shared/contracts/admin-orders'

/**
 * decision 028: the seller may cancel a paid order still in the queue (not yet opened). A battle spot
 * goes with its battle (removing the participant), never from here.
 */
export function canCancelOrder(order: Pick<AdminOrder, 'status' | 'battleSpot'>): boolean {
  return order.status === 'pending' && order.battleSpot === null
}

/** The order as the cancel confirmation and its toast name it: 'anna – 2× Booster Box'. */
export function cancelledOrderLine(order: Pick<AdminOrder, 'tiktokUsername' | 'quantity' | 'productName'>): string {
  return `${order.tiktokUsername} – ${order.quantity}× ${order.productName}`
}

/**
 * What cancelling this order does, as the confirmation says it (decision 028): out of the queue and off
 * the stream, stock back, its points gone, the money owed back under Terugbetalingen, and the buyer
 * mailed when there is an address to mail.
 */
export function cancelConsequences(order: Pick<AdminOrder, 'points' | 'email'>): string {
  const steps = ['De bestelling verdwijnt uit de wachtrij en van de stream', 'de voorraad gaat terug']
  if (order.points === 1) steps.push('het punt vervalt')
  else if (order.points > 1) steps.push(`de ${order.points} punten vervallen`)
  steps.push('het bedrag komt klaar te staan onder Terugbetalingen')
  steps.push(order.email ? 'de koper krijgt een e-mail' : 'de koper krijgt geen e-mail: er is geen e-mailadres')
  return `${steps.slice(0, -1).join(', ')} en ${steps.at(-1)}.`
}
