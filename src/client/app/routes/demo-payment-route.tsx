import { useParams } from 'react-router'
import { DemoPaymentPage } from '../../features/payment/components/demo-payment-page'

/** CONTRACT 3: /payment/demo/{paymentId}, the demo provider's payment page. */
export function DemoPaymentRoute() {
  const { paymentId = '' } = useParams()
  return <DemoPaymentPage key={paymentId} paymentId={paymentId} />
}
