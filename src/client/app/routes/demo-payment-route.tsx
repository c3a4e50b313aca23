import { useParams } from 'react-router'
import { checkoutDemoPayment, shippingDemoPayment } from '#client/features/payment/api/demo-payment'
import { DemoPaymentPage } from '#client/features/payment/components/demo-payment-page'

/** product.md 12: /payment/demo/{paymentId}, the demo provider's payment page. */
export function DemoPaymentRoute() {
  const { paymentId = '' } = useParams()
  return <DemoPaymentPage key={paymentId} target={checkoutDemoPayment(paymentId)} />
}

/** Decision 022: /verzending/demo/{id}, the demo provider's page for a shipping request's payment. */
export function ShippingDemoPaymentRoute() {
  const { id = '' } = useParams()
  return <DemoPaymentPage key={id} target={shippingDemoPayment(id)} />
}
