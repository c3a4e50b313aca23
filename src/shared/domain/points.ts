/** product.md 9: an order's loyalty points are the floor of its total in euros times ten. */
export function pointsForOrder(totalCents: number): number {
  // floor(totalCents / 100 * 10) without a float: whole tenths of a euro.
  return Math.max(0, Math.floor(totalCents / 10))
}

/** product.md 2.11 and 9: an order's total is price times quantity, in cents. */
export function orderTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity
}
