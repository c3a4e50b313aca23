import { dashboardStockBadge, stockLevel, type StockLevel } from '#shared/domain/stock-level'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'

const variantByLevel: Record<StockLevel, BadgeVariant> = {
  out: 'danger',
  low: 'warning',
  medium: 'secondary',
  high: 'success',
}

/**
 * product.md 4: the dashboard's stock badge, from the stock itself so an edit shows at once. Beside the
 * stock the seller reads, a low stock says its number ('Nog 3 beschikbaar'; product.md 4's 'Nog 1
 * beschikbaar' at 1), not a count that the number beside it contradicts (decision 041, after decision 008).
 */
export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock)
  return <Badge variant={variantByLevel[level]}>{level === 'low' ? `Nog ${stock} beschikbaar` : dashboardStockBadge[level]}</Badge>
}
