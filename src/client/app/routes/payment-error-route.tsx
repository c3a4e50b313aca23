import { PaymentErrorPage } from '#client/features/payment/components/payment-error-page'

/** product.md 2.8: /payment/error; the cart stays as it was. */
export function PaymentErrorRoute() {
  return <PaymentErrorPage />
}
