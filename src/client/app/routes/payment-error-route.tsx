import { RetryCheckoutButton } from '#client/features/cart/components/retry-checkout-button'
import { PaymentErrorPage } from '#client/features/payment/components/payment-error-page'

/** product.md 2.8: /payment/error; the cart stays as it was, and 'Opnieuw proberen' opens the checkout again. */
export function PaymentErrorRoute() {
  return <PaymentErrorPage retry={<RetryCheckoutButton />} />
}
