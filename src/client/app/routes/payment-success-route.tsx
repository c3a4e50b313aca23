import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useCartStore } from '#client/features/cart/cart-store'
import { EarnedPoints } from '#client/features/leaderboard/components/earned-points'
import { PaymentSuccessPage } from '#client/features/payment/components/payment-success-page'

/** product.md 2.8 and 4: /payment/success, the one place the cart is emptied, with the points earned (decision 009). */
export function PaymentSuccessRoute() {
  useEffect(() => {
    useCartStore.getState().clear()
  }, [])
  // The server's return route names the payment: `?payment=<id>`.
  const [params] = useSearchParams()
  return (
    <PaymentSuccessPage>
      <EarnedPoints paymentId={params.get('payment')} />
    </PaymentSuccessPage>
  )
}
