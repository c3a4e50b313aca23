import { useRef, type ReactNode } from 'react'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import { CountedSection } from '#client/components/ui/counted-section'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { ScrollArea } from '#client/components/ui/scroll-area'
import { sendableParcels, useShippingDesk } from '../api/shipping-desk'
import { DeskToolbar } from './desk-toolbar'
import { HeldOrders } from './held-orders'
import { LapsedOrders } from './lapsed-orders'
import { ParcelCard } from './parcel-card'
import { ShippedParcels } from './shipped-parcels'

/**
 * A long list in a box of its own height beside the parcels to pack, on a wide screen. On a phone the
 * sections stand one under the other and the list runs at full length: a box that scrolls inside a page
 * that scrolls cuts a card in half and traps the thumb (decision 041).
 */
function ScrollList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea aria-label={label} className="lg:max-h-[28rem] lg:pr-3">
      {children}
    </ScrollArea>
  )
}

const empty = (text: string) => <p className="text-muted-foreground">{text}</p>

function Desk({ desk }: { desk: ShippingDesk }) {
  const toPackHeading = useRef<HTMLHeadingElement>(null)
  // The highlights count days from now; the desk renders again on every change it is told of.
  const now = new Date()
  const sendable = sendableParcels(desk).length
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <CountedSection
        id="desk-to-pack"
        title="Te versturen"
        count={desk.toPack.length}
        intro="Betaalde verzendingen en geopende PostNL-bestellingen, de oudste bovenaan."
        headingRef={toPackHeading}
      >
        <DeskToolbar parcelCount={sendable} heldCount={desk.toPack.length - sendable} />
        {desk.toPack.length === 0
          ? empty('Geen pakketten om te versturen.')
          : (
              <ol aria-label="Te versturen pakketten, de oudste bovenaan" className="grid gap-3">
                {desk.toPack.map((parcel) => (
                  <li key={parcel.id}>
                    {/* The parcel's form goes with it; focus moves to the list's heading rather than to the page. */}
                    <ParcelCard parcel={parcel} now={now} onShipped={() => toPackHeading.current?.focus()} />
                  </li>
                ))}
              </ol>
            )}
      </CountedSection>

      <div className="grid content-start gap-8">
        <CountedSection
          id="desk-held"
          title="Bewaard"
          count={desk.held.length}
          intro="We bewaren de kaarten van live bestellingen 45 dagen na de betaling, of na het openen als de pack later open ging. De eerste laatste dag bovenaan."
        >
          {desk.held.length === 0
            ? empty('Geen bewaarde bestellingen.')
            : (
                <ScrollList label="Scrollbare lijst met bewaarde bestellingen">
                  <HeldOrders orders={desk.held} now={now} />
                </ScrollList>
              )}
        </CountedSection>

        <CountedSection id="desk-lapsed" title="Vervallen" count={desk.lapsed.length} intro="De 45 dagen zijn voorbij zonder verzending.">
          {desk.lapsed.length === 0
            ? empty('Geen vervallen bestellingen.')
            : (
                <ScrollList label="Scrollbare lijst met vervallen bestellingen">
                  <LapsedOrders orders={desk.lapsed} />
                </ScrollList>
              )}
        </CountedSection>

        <CountedSection id="desk-shipped" title="Verzonden" count={desk.shipped.length} intro="De laatste 50 verzonden pakketten.">
          {desk.shipped.length === 0
            ? empty('Nog geen verzonden pakketten.')
            : (
                <ScrollList label="Scrollbare lijst met verzonden pakketten">
                  <ShippedParcels parcels={desk.shipped} />
                </ScrollList>
              )}
        </CountedSection>
      </div>
    </div>
  )
}

/**
 * product.md 2.13, decision 022: the seller's shipping desk, kept current by the admin channel's events. Its
 * texts count the 45 days as the code does: from the payment, or from the opening when that came later
 * (decision 028).
 */
export function ShippingDeskPage() {
  const query = useShippingDesk()
  if (query.isPending) {
    return <Loading>Verzendingen laden...</Loading>
  }
  if (query.isError) {
    return (
      <LoadError
        message={`Verzendingen konden niet worden geladen: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <Desk desk={query.data} />
}
