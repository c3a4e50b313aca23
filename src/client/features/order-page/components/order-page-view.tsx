import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Loading } from '#client/components/ui/loading'
import { ApiError } from '#client/lib/api-client'
import { useShopInfo } from '#client/lib/shop-info'
import { OrderLinksForm } from '#client/resources/order-links-form'
import { rememberVisitedOrderPage } from '#client/resources/order-page-links'
import { useOrderPage } from '../api/order-page'
import { shippingPageQuery } from '../api/shipping-page'
import { isSpotPage, shippingMethodText } from '../order-page-format'
import { orderShippingNote } from '../shipping-format'
import { canWithdraw, withdrawalPath } from '../withdrawal-paths'
import { OrderLine } from './order-line'
import { OrderPageFrame } from './order-page-frame'
import { PaymentRefundCard } from './payment-refund-card'
import { QueuePlaceCard } from './queue-place-card'
import { ShippingSection } from './shipping-section'

/** The one text for a wrong, malformed or no longer valid link (decision 021). */
export const ORDER_PAGE_NOT_FOUND = 'Deze bestelling bestaat niet of de link is niet meer geldig'

/**
 * /bestelling/{token}: the buyer's own order page (decision 021), followed live. Not for search
 * engines: the link is the only key. A Pack Battle spot's page shows no queue and no shipping: its
 * line names the spot, and a spot holds no cards (decision 043). `queuedOrderIds`, the orders in the
 * live queue, tells a paid parcel whose packs are still to be opened (decision 043); without it,
 * this page's own orders tell.
 */
export function OrderPageView({ token, queuedOrderIds }: { token: string; queuedOrderIds?: ReadonlySet<number> | undefined }) {
  const { shopName } = useShopInfo()
  const page = useOrderPage(token)
  // The shipping section's answer (it keeps it current): what became of each order's cards.
  const shipping = useQuery({ ...shippingPageQuery(token), enabled: page.isSuccess && !isSpotPage(page.data) }).data
  // For the list of order pages on /verzending, in this tab (decision 022).
  const found = page.isSuccess
  useEffect(() => {
    if (found) rememberVisitedOrderPage(token)
  }, [found, token])
  // The tab names the order once it is known ('Bestelling 3F2A9C1B'), so two orders' tabs differ.
  const head = (
    <>
      <title>{`${page.data ? `Bestelling ${page.data.orderNumber}` : 'Je bestelling'} – ${shopName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  )

  if (page.isPending) {
    return (
      <OrderPageFrame>
        {head}
        <h1 className="text-2xl font-bold">Je bestelling</h1>
        <Loading>Bestelling laden...</Loading>
      </OrderPageFrame>
    )
  }

  if (page.isError) {
    const notFound = page.error instanceof ApiError && page.error.status === 404
    return (
      <OrderPageFrame>
        {head}
        <Card aria-labelledby="order-page-problem" className="text-center">
          <h1 id="order-page-problem" className="text-2xl font-bold">
            {notFound ? 'Bestelling niet gevonden' : 'Bestelling niet geladen'}
          </h1>
          <p role="alert" className="text-muted-foreground">
            {notFound ? ORDER_PAGE_NOT_FOUND : 'Je bestelling kon niet worden geladen. Probeer het zo opnieuw.'}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {!notFound && <Button onClick={() => void page.refetch()}>Opnieuw proberen</Button>}
            <Button asChild variant={notFound ? 'default' : 'outline'}>
              <Link to="/">Terug naar home</Link>
            </Button>
          </div>
        </Card>
        {notFound && (
          <Card>
            <OrderLinksForm id="order-links-not-found" />
          </Card>
        )}
      </OrderPageFrame>
    )
  }

  const order = page.data
  const spot = isSpotPage(order)
  // An order is still to be opened while it waits in the live queue (product.md 4).
  const queued =
    queuedOrderIds ?? new Set(order.orders.filter((line) => line.status === 'pending').map((line) => line.id))
  return (
    <OrderPageFrame>
      {head}
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">Je bestelling</h1>
        <p className="text-muted-foreground [overflow-wrap:anywhere]">
          Voor <span className="font-semibold text-foreground">{order.tiktokUsername}</span> ·{' '}
          {spot ? 'Pack Battle-plek' : shippingMethodText[order.shippingMethod]}
        </p>
        <p className="text-sm text-muted-foreground">
          Bestelnummer <span className="font-mono font-semibold text-foreground">{order.orderNumber}</span>
        </p>
      </header>
      {order.refund && <PaymentRefundCard refund={order.refund} />}
      {!spot && (
        <QueuePlaceCard
          queue={order.queue}
          withdrawn={order.orders.some((line) => line.status === 'pending' && line.withdrawal?.decision === 'open')}
        />
      )}
      <Card aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading" className="text-lg font-bold">
          {spot ? 'Je bestelling' : 'Producten'}
        </h2>
        <ul>
          {order.orders.map((line) => (
            <OrderLine
              key={line.id}
              order={line}
              shippingNote={orderShippingNote(line.id, shipping)}
              heldUntil={shipping && (shipping.held.find((held) => held.orderId === line.id)?.lastDay ?? null)}
            />
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3">
          {!spot && (
            <>
              <dt className="text-muted-foreground">Verzending</dt>
              <dd className="text-right tabular-nums">
                {order.shippingCostCents === 0 ? 'Gratis' : formatEuro(order.shippingCostCents)}
              </dd>
            </>
          )}
          <dt className="font-bold">Totaal</dt>
          <dd className="text-right font-bold tabular-nums">{formatEuro(order.totalCents)}</dd>
        </dl>
      </Card>
      {!spot && (
        <ShippingSection
          token={token}
          shippingMethod={order.shippingMethod}
          noneKept={order.orders.every((line) => line.status === 'cancelled' || line.status === 'failed')}
          queuedOrderIds={queued}
        />
      )}
      {canWithdraw(order) && (
        <p className="text-sm">
          Bedenk je je?{' '}
          <Link to={withdrawalPath(token)} className="font-medium text-primary underline underline-offset-4">
            Overeenkomst herroepen
          </Link>
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Deze pagina werkt zichzelf bij. Bewaar de link: iedereen met de link kan deze bestelling zien.
      </p>
      <Card>
        <OrderLinksForm id="order-links-page" />
      </Card>
    </OrderPageFrame>
  )
}
