import { BoxesIcon, CircleSlashIcon, EuroIcon, PackageIcon, TriangleAlertIcon } from 'lucide-react'
import { formatEuro } from '#shared/domain/money'
import type { InventoryStats } from '../inventory-stats'
import { StatTile } from './stat-tile'

const count = new Intl.NumberFormat('nl-NL')

/** product.md 2.10: the five tiles. Until the products have loaded they show a dash, not a false zero. */
export function InventoryStatTiles({ stats }: { stats: InventoryStats | undefined }) {
  const show = (value: (s: InventoryStats) => string) => (stats ? value(stats) : '–')
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatTile label="Producten" icon={PackageIcon} value={show((s) => count.format(s.productCount))} />
      <StatTile label="Op voorraad" icon={BoxesIcon} value={show((s) => count.format(s.unitsInStock))} />
      <StatTile
        label="Lage voorraad"
        icon={TriangleAlertIcon}
        tone="warning"
        value={show((s) => count.format(s.lowStockCount))}
      />
      <StatTile label="Uitverkocht" icon={CircleSlashIcon} tone="danger" value={show((s) => count.format(s.soldOutCount))} />
      <StatTile
        label="Totale waarde"
        icon={EuroIcon}
        value={show((s) => formatEuro(s.totalValueCents))}
        className="col-span-2 sm:col-span-1"
      />
    </dl>
  )
}
