import { dashboardStockBadge, stockLevel, type StockLevel } from '#shared/domain/stock-level'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'

const variantByLevel: Record<StockLevel, BadgeVariant> = {
  out: 'danger',
  low: 'warning',
  medium: 'secondary',
  high: 'success',
}

/** product.md 4: the dashboard's stock badge, from the stock itself so an edit shows at once. */
export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock)
  return <Badge variant={variantByLevel[level]}>{dashboardStockBadge[level]}</Badge>
}
