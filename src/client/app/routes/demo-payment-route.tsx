import { useParams } from 'react-router'
import { DocumentTitle } from '#client/components/layout/document-title'
import { DemoPaymentPage } from '#client/features/payment/components/demo-payment-page'

/** product.md 12: /payment/demo/{paymentId}, the demo provider's payment page for every payment (decision 029). */
export function DemoPaymentRoute() {
  const { paymentId = '' } = useParams()
  return (
    <>
      <DocumentTitle page="Testbetaling" />
      <DemoPaymentPage key={paymentId} paymentId={paymentId} />
    </>
  )
}
