import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { isSpotPayment } from '#client/resources/battle-spot-payments'
import { recallOrderPageLink } from '#client/resources/order-page-links'
import { useCartStore } from '#client/features/cart/cart-store'
import { EarnedPoints } from '#client/features/leaderboard/components/earned-points'
import { OrderPageLinkButton } from '#client/features/order-page/components/order-page-link-button'
import { PaymentSuccessPage } from '#client/features/payment/components/payment-success-page'

/** product.md 2.8 and 4: /payment/success, the one place the cart is emptied, with the points earned (decision 009). */
export function PaymentSuccessRoute() {
  // The server's return route names the payment: `?payment=<id>`.
  const [params] = useSearchParams()
  const paymentId = params.get('payment')
  // A Pack Battle spot paid from this tab was not the cart (decision 023): the cart stays.
  const spot = isSpotPayment(paymentId)
  useEffect(() => {
    if (!spot) useCartStore.getState().clear()
  }, [spot])
  // The checkout in this tab left the key to its order page (decision 021).
  const orderPageToken = recallOrderPageLink(paymentId)
  return (
    <PaymentSuccessPage spot={spot} orderLink={orderPageToken && <OrderPageLinkButton token={orderPageToken} />}>
      <EarnedPoints paymentId={paymentId} />
    </PaymentSuccessPage>
  )
}
