import { CircleCheckIcon, CircleXIcon, ClockIcon, PackageCheckIcon } from 'lucide-react'
import { Link, Navigate } from 'react-router'
import { orderPagePath } from '#shared/domain/order-page'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { ApiError } from '#client/lib/api-client'
import { useShopInfo } from '#client/lib/shop-info'
import { recallOrderPageLink } from '#client/resources/order-page-links'
import { useShippingRequestStatus } from '../api/shipping-request-status'
import { shippingReturnState, type ShippingReturnState } from '../shipping-format'
import { OrderPageFrame } from './order-page-frame'

const icons: Record<ShippingReturnState['kind'], typeof ClockIcon> = {
  waiting: ClockIcon,
  paid: CircleCheckIcon,
  shipped: PackageCheckIcon,
  failed: CircleXIcon,
}

const iconClass: Record<ShippingReturnState['kind'], string> = {
  waiting: 'text-muted-foreground',
  paid: 'text-success',
  shipped: 'text-success',
  failed: 'text-destructive',
}

/**
 * /verzending/{id}: where the payment provider sends the buyer back after paying for a shipping
 * request (decision 022). When this tab started the request it holds the order page's key, and the
 * buyer goes straight back to their order page, where the request's state shows and follows live.
 * Otherwise (another browser, a banking app) the page says in words how the payment went.
 */
export function ShippingReturnPage({ id }: { id: string }) {
  const { shopName } = useShopInfo()
  const token = recallOrderPageLink(id)
  const { status, waitedLong } = useShippingRequestStatus(id, !token)
  if (token) return <Navigate to={orderPagePath(token)} replace />
  const head = (
    <>
      <title>{`Je verzending – ${shopName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  )

  if (status.isPending) {
    return (
      <OrderPageFrame>
        {head}
        <h1 className="text-2xl font-bold">Je verzending</h1>
        <Loading>Verzending laden...</Loading>
      </OrderPageFrame>
    )
  }

  if (status.isError) {
    const notFound = status.error instanceof ApiError && status.error.status === 404
    return (
      <OrderPageFrame>
        {head}
        <Card aria-labelledby="shipping-return-heading">
          <h1 id="shipping-return-heading" className="text-2xl font-bold">
            {notFound ? 'Verzending niet gevonden' : 'Verzending niet geladen'}
          </h1>
          {notFound ? (
            <p role="alert" className="text-muted-foreground">
              Deze verzending bestaat niet of de link is niet juist.
            </p>
          ) : (
            <LoadError message="De stand van je verzending kon niet worden geladen." onRetry={() => void status.refetch()} />
          )}
          <WayOn />
        </Card>
      </OrderPageFrame>
    )
  }

  const state = shippingReturnState(status.data.status)
  const Icon = icons[state.kind]
  // The polls are over and the provider has still not told: say so, and let the buyer ask again.
  const slow = state.kind === 'waiting' && waitedLong
  return (
    <OrderPageFrame>
      {head}
      <Card aria-labelledby="shipping-return-heading" className="text-center">
        <Icon aria-hidden className={`size-12 justify-self-center ${iconClass[state.kind]}`} />
        <div role="status" aria-live="polite" className="grid gap-2">
          <h1 id="shipping-return-heading" className="text-2xl font-bold">
            {state.title}
          </h1>
          <p className="text-muted-foreground">{state.text}</p>
          {slow && (
            <p className="text-muted-foreground">
              Dit duurt langer dan normaal. Op de pagina van je bestelling zie je straks of de betaling is gelukt.
            </p>
          )}
        </div>
        {slow && (
          <Button variant="outline" className="justify-self-center" onClick={() => void status.refetch()}>
            Opnieuw controleren
          </Button>
        )}
        <WayOn />
      </Card>
    </OrderPageFrame>
  )
}

/** The way on from here: the e-mail's link opens the order page; home; the links again. */
function WayOn() {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        De link in je e-mail opent de pagina van je bestelling: daar zie je hoe het met je verzending staat.{' '}
        <Link to="/verzending" className="text-primary underline underline-offset-4 hover:no-underline">
          Link kwijt?
        </Link>
      </p>
      <Button asChild className="justify-self-center">
        <Link to="/">Terug naar home</Link>
      </Button>
    </>
  )
}
