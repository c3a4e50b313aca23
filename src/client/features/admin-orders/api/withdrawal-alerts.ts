import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '#client/components/ui/use-toast'
import { isWithdrawnWaiting, withdrawalArrivedText } from '../withdrawal-flag'
import { adminOrdersQuery } from './admin-orders-query'

/**
 * decision 055: while the seller looks at the queue (the live console, the orders page), a withdrawal
 * statement that arrives is told at once: 'Herroeping ontvangen', whose and what, and not to open it,
 * with the way to 'Herroepingen'. The orders the page first read are known already (their cards carry
 * the flag); only an order flagged since is told. Mount it once per page.
 */
export function useWithdrawalAlerts(): void {
  const orders = useQuery(adminOrdersQuery).data
  const known = useRef<ReadonlySet<number> | undefined>(undefined)
  const navigate = useNavigate()
  useEffect(() => {
    if (!orders) return
    const withdrawn = orders.filter(isWithdrawnWaiting)
    const before = known.current
    known.current = new Set(withdrawn.map((order) => order.id))
    if (!before) return
    for (const order of withdrawn.filter((order) => !before.has(order.id))) {
      toast({
        title: 'Herroeping ontvangen',
        description: withdrawalArrivedText(order),
        variant: 'destructive',
        action: {
          label: 'Naar Herroepingen',
          altText: 'Herroepingen staat in het beheermenu.',
          onClick: () => void navigate('/admin/withdrawals'),
        },
      })
    }
  }, [orders, navigate])
}
