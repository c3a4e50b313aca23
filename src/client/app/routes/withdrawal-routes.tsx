import { useParams } from 'react-router'
import { WithdrawalPage } from '#client/features/order-page/components/withdrawal-page'

/** Decision 039: /herroepen, the withdrawal function with the e-mail address and order number (the footer's link). */
export function WithdrawalFormRoute() {
  return <WithdrawalPage />
}

/** Decision 039: /bestelling/{token}/herroepen, the withdrawal function for the order of that link. */
export function OrderWithdrawalRoute() {
  const { token = '' } = useParams()
  return <WithdrawalPage key={token} token={token} />
}
