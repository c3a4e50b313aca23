import { useQuery } from '@tanstack/react-query'
import type { Refund } from '#shared/contracts/admin-refunds'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { isOpenRefund, refundEvents, refundsQuery } from '#client/resources/refunds'

const countOpen = (refunds: readonly Refund[]) => refunds.filter(isOpenRefund).length

/**
 * How many refunds the seller still has to pay back (decision 028): spots the battle could not keep
 * end up there too, so the Pack Battles page points to 'Terugbetalingen' while any is open.
 */
export function useOpenRefundCount() {
  useInvalidateOnEvents('admin', refundEvents, refundsQuery.queryKey)
  return useQuery({ ...refundsQuery, select: countOpen })
}
