import { ExternalLinkIcon, TruckIcon } from 'lucide-react'
import type { AdminOrderShipping } from '#shared/contracts/admin-shipments'
import { isWebUrl } from '#client/components/ui/external-link-button'
import { cn } from '#client/lib/cn'
import { shippingStatusLine } from '../order-shipping'

type Props = {
  shipping: AdminOrderShipping
  /** On a dimmed card muted text would drop below readable contrast. */
  dimmed?: boolean
}

/** Where the order's cards are (decision 022); a shipped parcel links to PostNL's track & trace. */
export function OrderShippingStatus({ shipping, dimmed = false }: Props) {
  const line = shippingStatusLine(shipping)
  return (
    <p className={cn('flex items-center gap-1.5 text-sm font-medium', !dimmed && 'text-muted-foreground')}>
      <TruckIcon aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">Verzending: </span>
      {line.trackingUrl && isWebUrl(line.trackingUrl) ? (
        <a
          href={line.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary underline underline-offset-4 hover:no-underline"
        >
          {line.text}
          <ExternalLinkIcon aria-hidden className="size-3.5" />
          <span className="sr-only">(track & trace, opent in een nieuw tabblad)</span>
        </a>
      ) : (
        <span>{line.text}</span>
      )}
    </p>
  )
}
