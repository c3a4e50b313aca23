import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { isSpotPayment } from '#client/resources/battle-spot-payments'
import { recallOrderPageLink } from '#client/resources/order-page-links'
import { forgetSpotDraft } from '#client/features/battles/spot-draft'
import { useCartStore } from '#client/features/cart/cart-store'
import { usePaymentPoints } from '#client/features/leaderboard/api/payment-points'
import { EarnedPoints } from '#client/features/leaderboard/components/earned-points'
import { useOrderPage } from '#client/features/order-page/api/order-page'
import { OrderPageLinkButton } from '#client/features/order-page/components/order-page-link-button'
import { QueuePlaceCard } from '#client/features/order-page/components/queue-place-card'
import { SpotPlaceCard } from '#client/features/order-page/components/spot-place-card'
import { isSpotPage, spotLines } from '#client/features/order-page/order-page-format'
import { PaymentSuccessPage } from '#client/features/payment/components/payment-success-page'
import { paymentStateOf } from '#client/features/payment/payment-success-text'

/**
 * product.md 2.8 and 4: /payment/success, the one place the cart is emptied, with the points earned
 * (decision 009). It reads the payment's state (decision 043): with this tab's key to the order page
 * (decision 021) from that page's answer, which also gives the place in the queue or the spot; else
 * from the points' answer. Both ask again while the payment is open, when it may have settled.
 */
export function PaymentSuccessRoute() {
  // The server's return route names the payment: `?payment=<id>`.
  const [params] = useSearchParams()
  const paymentId = params.get('payment')
  const orderPageToken = recallOrderPageLink(paymentId)
  const orderPageAnswer = useOrderPage(orderPageToken ?? '', { enabled: Boolean(orderPageToken) })
  const orderPage = orderPageAnswer.data
  const points = usePaymentPoints(paymentId)
  // A query that is not enabled is pending too: only a query that asks counts as reading.
  const reading = (Boolean(orderPageToken) && orderPageAnswer.isPending) || (Boolean(paymentId) && points.isPending)
  const state = paymentStateOf(orderPage?.paymentStatus ?? points.data?.status, reading)
  // A Pack Battle spot was not the cart (decision 023): this tab bought it, or the order page says so.
  const spot = isSpotPayment(paymentId) || (orderPage !== undefined && isSpotPage(orderPage))
  // The cart stays for a spot, and for a payment that did not go through; it goes once the state is known.
  const emptiesCart = !spot && state !== 'checking' && state !== 'failed'
  useEffect(() => {
    if (emptiesCart) useCartStore.getState().clear()
  }, [emptiesCart])
  // A spot paid for: what was typed for it has done its work (decision 054).
  const spotPaid = spot && state === 'paid'
  useEffect(() => {
    if (spotPaid) forgetSpotDraft()
  }, [spotPaid])

  const place = !orderPage
    ? undefined
    : spot
      ? state !== 'failed' && <SpotPlaceCard lines={spotLines(orderPage)} />
      : state === 'paid' && orderPage.queue && <QueuePlaceCard queue={orderPage.queue} />
  return (
    <PaymentSuccessPage
      purchase={spot ? 'spot' : 'cart'}
      state={state}
      place={place}
      orderLink={orderPageToken && <OrderPageLinkButton token={orderPageToken} />}
    >
      <EarnedPoints paymentId={paymentId} />
    </PaymentSuccessPage>
  )
}
