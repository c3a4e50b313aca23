import type { OrderPageRefund } from '#shared/contracts/order-page'
import { Card } from '#client/components/ui/card'
import { paymentRefundReasonText } from '../refund-format'
import { RefundState } from './refund-state'

/**
 * The money owed back for the whole payment (decision 028): a payment that came in after its checkout
 * had lapsed, or a Pack Battle spot that could not be kept. Why, then how far it got. First on the page
 * after the heading: it is the news.
 */
export function PaymentRefundCard({ refund }: { refund: OrderPageRefund }) {
  return (
    <Card aria-labelledby="payment-refund-heading">
      <div className="grid gap-1">
        <h2 id="payment-refund-heading" className="text-lg font-bold">
          Terugbetaling
        </h2>
        <p className="text-sm text-muted-foreground">{paymentRefundReasonText[refund.reason]}</p>
      </div>
      <RefundState refund={refund} />
    </Card>
  )
}
