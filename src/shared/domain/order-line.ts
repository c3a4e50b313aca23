/**
 * An order as one line of text, the way the seller and the buyer read it in refunds, cancellations and
 * withdrawals (decisions 028, 039): '2× Booster Box – Nachtvlam', or the name alone for one.
 */
export function orderLineText(order: { productName: string; quantity: number }): string {
  return order.quantity > 1 ? `${order.quantity}× ${order.productName}` : order.productName
}
