import { ArrowLeftIcon, PrinterIcon } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { Parcel, ShippingDesk } from '#shared/contracts/admin-shipments'
import { formatInShopTime } from '#shared/domain/shop-time'
import { DocumentTitle } from '#client/components/layout/document-title'
import { Button } from '#client/components/ui/button'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { useShopInfo } from '#client/lib/shop-info'
import { sendableParcels, useShippingDesk } from '../api/shipping-desk'
import { PackingSlip } from './packing-slip'

/**
 * Every parcel to pack that may be sent (not one held after a chargeback, decision 052), or the one
 * asked for (also once shipped, to print its slip again).
 */
function slipsFor(desk: ShippingDesk, id: string | null): Parcel[] {
  if (!id) return sendableParcels(desk)
  const parcel = desk.toPack.find((p) => p.id === id) ?? desk.shipped.find((p) => p.id === id)
  return parcel ? [parcel] : []
}

/**
 * decision 022: the packing slips, one A4 page each. On paper only the slips print: `.print-alone`
 * (styles.css) leaves out the page around them, the shop's header and footer and the test-shop banner.
 */
export function PackingSlipsPage() {
  const query = useShippingDesk()
  const shop = useShopInfo()
  const [searchParams] = useSearchParams()
  const id = searchParams.get('id')
  const slips = query.data ? slipsFor(query.data, id) : []
  const date = formatInShopTime(new Date(), 'date')
  const title = id && slips[0] ? `Pakbon ${slips[0].reference}` : 'Pakbonnen'

  return (
    <div className="grid gap-6">
      <DocumentTitle page={title} />
      <div className="grid gap-4">
        <Link
          to="/admin/shipments"
          className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          Terug naar Verzendingen
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <Button onClick={() => window.print()} disabled={slips.length === 0}>
            <PrinterIcon aria-hidden />
            Afdrukken
          </Button>
        </div>
        {slips.length > 1 && <p className="text-muted-foreground">{slips.length} pakbonnen, één per pagina.</p>}
      </div>

      {query.isPending && <Loading>Pakbonnen laden...</Loading>}
      {query.isError && (
        <LoadError
          message={`Pakbonnen konden niet worden geladen: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && slips.length === 0 && (
        <p className="text-muted-foreground">
          {id ? 'Dit pakket staat niet bij de te versturen of onlangs verzonden pakketten.' : 'Geen pakketten om te versturen.'}
        </p>
      )}
      {slips.length > 0 && (
        <div className="print-alone space-y-8 print:space-y-0">
          {slips.map((parcel) => (
            <PackingSlip key={parcel.id} parcel={parcel} shop={shop} date={date} />
          ))}
        </div>
      )}
    </div>
  )
}
