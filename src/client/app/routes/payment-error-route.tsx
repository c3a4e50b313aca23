import { PaymentErrorPage } from '../../features/payment/components/payment-error-page'

/** SPEC 2.8: /payment/error; the cart stays as it was. */
export function PaymentErrorRoute() {
  return <PaymentErrorPage />
}
