import { ExternalLinkIcon } from 'lucide-react'
import type { Parcel } from '#shared/contracts/admin-shipments'
import { formatInShopTime } from '#shared/domain/shop-time'
import { isWebUrl } from '#client/components/ui/external-link-button'
import { recipientName } from '../desk-format'

/** decision 022: the latest parcels sent, newest first, each with PostNL's track & trace. */
export function ShippedParcels({ parcels }: { parcels: readonly Parcel[] }) {
  return (
    <ul aria-label="Verzonden pakketten, nieuwste eerst" className="grid gap-2">
      {parcels.map((parcel) => (
        <li key={parcel.id} className="grid gap-1 rounded-[var(--radius)] border border-border bg-card p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-semibold tabular-nums">{parcel.reference}</p>
            <p className="text-sm font-medium">{parcel.tiktokUsername}</p>
          </div>
          <p className="text-sm text-muted-foreground">
            {[recipientName(parcel), parcel.city].filter(Boolean).join(', ')}
            {parcel.shippedAt && <> · Verzonden op {formatInShopTime(parcel.shippedAt, 'date')}</>}
          </p>
          {parcel.trackingUrl && isWebUrl(parcel.trackingUrl) ? (
            <a
              href={parcel.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              <span className="sr-only">Track & trace van {parcel.reference} bij </span>
              PostNL: <span className="font-mono">{parcel.trackingCode}</span>
              <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">(opent in een nieuw tabblad)</span>
            </a>
          ) : (
            parcel.trackingCode && <p className="font-mono text-sm">{parcel.trackingCode}</p>
          )}
        </li>
      ))}
    </ul>
  )
}
