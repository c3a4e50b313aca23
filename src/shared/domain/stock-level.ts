/** product.md 4: stock levels and their badges, at the thresholds 0, 5 and 10. */
export type StockLevel = 'out' | 'low' | 'medium' | 'high'

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out'
  if (stock < 5) return 'low'
  if (stock < 10) return 'medium'
  return 'high'
}

export const storefrontStockBadge: Record<StockLevel, string> = {
  out: 'Uitverkocht',
  low: 'Bijna op',
  medium: 'Beperkt',
  high: 'Op voorraad',
}

export const dashboardStockBadge: Record<StockLevel, string> = {
  out: 'Uitverkocht',
  low: 'Nog 1 beschikbaar',
  medium: 'Beperkte voorraad',
  high: 'Op voorraad',
}
