import { useEffect } from 'react'
import type { ShippingMethod } from '#shared/domain/shipping'
import { Card } from '#client/components/ui/card'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { useShippingPage, useStartShippingRequest } from '../api/shipping-page'
import { waitsForOpening } from '../shipping-format'
import { LapsedOrdersCard } from './lapsed-orders-card'
import { ShipmentCard } from './shipment-card'
import { ShippingRequestFailure } from './shipping-request-failure'
import { ShippingRequestForm } from './shipping-request-form'

const INTRO_TEXT =
  'We bewaren je kaarten 45 dagen na je betaling. Kies welke bestellingen we in één pakket naar je sturen: je betaalt één keer verzendkosten.'

function emptyText(explained: boolean): string {
  const none = 'Er zijn op dit moment geen kaarten die je kunt laten verzenden.'
  return explained
    ? none
    : `${none} Kaarten van een betaalde live opening bewaren we 45 dagen na je betaling; in die tijd vraag je hier de verzending aan.`
}

/**
 * The shipping part of the order page (product.md 2.13, decision 022): the request for held cards,
 * the buyer's shipments with their state, and the orders that lapsed. A PostNL order with nothing
 * held, lapsed or shipped yet shows nothing here: its parcel appears once it is opened.
 */
export function ShippingSection({
  token,
  shippingMethod,
  noneKept,
  queuedOrderIds,
}: {
  token: string
  shippingMethod: ShippingMethod
  /** Every order of this page was cancelled or not paid in time: none of them has cards to keep or ship. */
  noneKept: boolean
  /** The orders still waiting in the live queue: a paid parcel holding one waits for the opening (decision 043). */
  queuedOrderIds: ReadonlySet<number>
}) {
  const shipping = useShippingPage(token)
  // Kept here rather than in the form: a refusal (409) asks the page again, and when no order is
  // held any more the form goes, while the buyer still has to read why.
  const request = useStartShippingRequest(token)
  // Back from the payment page, a phone may show this page from its back-forward cache: still busy
  // going to pay, and without the request just made. Start over and ask again.
  const { reset } = request
  const { refetch } = shipping
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      reset()
      void refetch()
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [reset, refetch])

  if (shipping.isPending) {
    return (
      <Card aria-labelledby="shipping-request-heading">
        <h2 id="shipping-request-heading" className="text-lg font-bold">
          Verzending aanvragen
        </h2>
        <Loading>Verzending laden...</Loading>
      </Card>
    )
  }

  if (shipping.isError) {
    return (
      <Card aria-labelledby="shipping-request-heading">
        <h2 id="shipping-request-heading" className="text-lg font-bold">
          Verzending aanvragen
        </h2>
        <LoadError
          message="De verzendgegevens konden niet worden geladen. Probeer het zo opnieuw."
          onRetry={() => void shipping.refetch()}
        />
      </Card>
    )
  }

  const page = shipping.data
  const nothingHeld = page.held.length === 0
  // Nothing to ship: said when the buyer would otherwise wonder (a live order, lapsed orders); with
  // shipments on the page, those say where the cards are. A payment whose orders were all cancelled or
  // not paid in time (decision 028) has no cards to wonder about.
  const showEmpty =
    nothingHeld && page.shipments.length === 0 && (page.lapsed.length > 0 || (shippingMethod === 'live' && !noneKept))
  const shipments = page.shipments.length > 0 && (
    <Card aria-labelledby="shipments-heading">
      <h2 id="shipments-heading" className="text-lg font-bold">
        Je verzendingen
      </h2>
      <div className="grid">
        {page.shipments.map((shipment) => (
          <ShipmentCard key={shipment.id} shipment={shipment} waitsForOpening={waitsForOpening(shipment, queuedOrderIds)} />
        ))}
      </div>
    </Card>
  )
  // A request waiting for payment comes first: going on paying it is the buyer's next step.
  const paymentOpen = page.shipments.some((shipment) => shipment.status === 'awaiting_payment')
  return (
    <>
      {paymentOpen && shipments}
      {(!nothingHeld || showEmpty || request.isError) && (
        <Card aria-labelledby="shipping-request-heading">
          <div className="grid gap-1">
            <h2 id="shipping-request-heading" className="text-lg font-bold">
              Verzending aanvragen
            </h2>
            <p className="text-sm text-muted-foreground">
              {nothingHeld ? emptyText(page.lapsed.length > 0 || page.shipments.length > 0) : INTRO_TEXT}
            </p>
          </div>
          {nothingHeld ? (
            <ShippingRequestFailure error={request.error} />
          ) : (
            <ShippingRequestForm token={token} page={page} request={request} labelledBy="shipping-request-heading" />
          )}
        </Card>
      )}
      {!paymentOpen && shipments}
      {page.lapsed.length > 0 && <LapsedOrdersCard lapsed={page.lapsed} />}
    </>
  )
}
