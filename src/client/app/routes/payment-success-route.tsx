import { useEffect } from 'react'
import { useCartStore } from '../../features/cart/cart-store'
import { PaymentSuccessPage } from '../../features/payment/components/payment-success-page'

/** SPEC 2.8 and 4: /payment/success, the one place the cart is emptied. */
export function PaymentSuccessRoute() {
  useEffect(() => {
    useCartStore.getState().clear()
  }, [])
  return <PaymentSuccessPage />
}
