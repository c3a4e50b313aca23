import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { recallOrderPageLink } from '#client/resources/order-page-links'
import { useCartStore } from '#client/features/cart/cart-store'
import { EarnedPoints } from '#client/features/leaderboard/components/earned-points'
import { OrderPageLinkButton } from '#client/features/order-page/components/order-page-link-button'
import { PaymentSuccessPage } from '#client/features/payment/components/payment-success-page'

/** product.md 2.8 and 4: /payment/success, the one place the cart is emptied, with the points earned (decision 009). */
export function PaymentSuccessRoute() {
  useEffect(() => {
    useCartStore.getState().clear()
  }, [])
  // The server's return route names the payment: `?payment=<id>`.
  const [params] = useSearchParams()
  const paymentId = params.get('payment')
  // The checkout in this tab left the key to its order page (decision 021).
  const orderPageToken = recallOrderPageLink(paymentId)
  return (
    <PaymentSuccessPage orderLink={orderPageToken && <OrderPageLinkButton token={orderPageToken} />}>
      <EarnedPoints paymentId={paymentId} />
    </PaymentSuccessPage>
  )
}
