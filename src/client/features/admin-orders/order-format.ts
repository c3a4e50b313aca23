import type { AdminOrder } from '#shared/contracts/admin-orders'
import { battleSpotProductName } from '#shared/contracts/messages'
import { orderLineText } from '#shared/domain/order-line'
import { countryLabel, type Country } from '#shared/domain/shipping'

const shippingMethodLabels: Record<string, string> = {
  live: 'Live opening',
  postnl: 'PostNL met track & trace',
}

/** The checkout's own words for the method; an unknown value is shown as stored. */
export function shippingMethodLabel(method: string): string {
  return shippingMethodLabels[method] ?? method
}

export function countryName(country: string): string {
  return country in countryLabel ? countryLabel[country as Country] : country
}

/**
 * The points the order counts for on the leaderboard: a paid order, not cancelled and not taken back by
 * the bank (decisions 028 and 052); undefined for any other, which earned none.
 */
export function earnedPoints(order: Pick<AdminOrder, 'status' | 'paidAt' | 'chargedBack' | 'points'>): number | undefined {
  const counts = (order.status === 'pending' || order.status === 'completed') && order.paidAt !== null && !order.chargedBack
  return counts ? order.points : undefined
}

/** 'Punten' in the singular for one point. */
export function pointsLabel(points: number): string {
  return points === 1 ? '1 punt' : `${points} punten`
}

export function packsLabel(packs: number): string {
  return packs === 1 ? '1 pack' : `${packs} packs`
}

/**
 * What the order bought, as its line in the list names it: a Pack Battle spot by its battle and spot
 * ('Pack Battle "Zondag", plek 4'; a spot has no product), otherwise the product as it is now.
 * Undefined when the product was deleted: the list says 'Product niet gevonden' (product.md 2.11).
 */
export function orderTitle(order: Pick<AdminOrder, 'product' | 'battleSpot' | 'prize' | 'productName'>): string | undefined {
  if (order.battleSpot) return battleSpotProductName(order.battleSpot.battleTitle, order.battleSpot.spotNumber)
  // A winner's prize or an own pack has no product of its own: its name says the battle and its cards (decisions 028, 064).
  if (order.prize) return order.productName
  return order.product?.name
}

/** What the order bought as one line: '2× Booster Box', or 'Product niet gevonden' (product.md 2.11). */
export function orderProductLine(order: Pick<AdminOrder, 'product' | 'battleSpot' | 'prize' | 'productName' | 'quantity'>): string {
  return orderLineText({ productName: orderTitle(order) ?? 'Product niet gevonden', quantity: order.quantity })
}
