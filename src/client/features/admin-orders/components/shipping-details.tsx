import type { AdminOrder } from '#shared/contracts/admin-orders'
import { cn } from '#client/lib/cn'
import { countryName, shippingMethodLabel } from '../order-format'

type Props = {
  order: Pick<AdminOrder, 'shippingMethod' | 'shippingInfo'>
  /** On a dimmed card muted text would drop below readable contrast. */
  dimmed?: boolean
}

/**
 * The shipping method, and the address folded away: the seller often shares this screen on the
 * stream, so a buyer's address shows only when the seller opens it.
 */
export function ShippingDetails({ order, dimmed = false }: Props) {
  const { name, address, postalCode, city, country } = order.shippingInfo
  const hasAddress = [name, address, postalCode, city].some((part) => part.trim() !== '')
  const placeLine = [postalCode, city].filter(Boolean).join(' ')
  return (
    <div className={cn('grid gap-1 text-sm', !dimmed && 'text-muted-foreground')}>
      <p>
        <span className="sr-only">Verzending: </span>
        {shippingMethodLabel(order.shippingMethod)}
      </p>
      {hasAddress && (
        <details>
          <summary className="w-fit cursor-pointer rounded-sm font-medium text-foreground">Verzendgegevens</summary>
          <address className="mt-1 grid not-italic text-foreground">
            {name && <span>{name}</span>}
            {address && <span>{address}</span>}
            {placeLine && <span>{placeLine}</span>}
            <span>{countryName(country)}</span>
          </address>
        </details>
      )}
    </div>
  )
}
