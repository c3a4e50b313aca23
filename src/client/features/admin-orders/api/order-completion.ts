import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { adminOrderSchema, type AdminOrder } from '#shared/contracts/admin-orders'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { failureDescription } from '#client/lib/failure-description'
import { adminMessages } from '#client/lib/admin-messages'
import { CompletionQueue } from '../completion-queue'
import { orderProductLine } from '../order-format'
import { adminOrdersQuery } from './admin-orders-query'

/** Whose order and what, as the toast and the undo list name it: 'sanne_verzamelt: 2× Booster Box'. */
export function completionLine(order: AdminOrder): string {
  return `${order.tiktokUsername}: ${orderProductLine(order)}`
}

/** One queue per tab (its query client), so taps outlive the page that took them. */
const queues = new WeakMap<QueryClient, CompletionQueue<AdminOrder>>()

function queueFor(queryClient: QueryClient): CompletionQueue<AdminOrder> {
  let queue = queues.get(queryClient)
  if (queue) return queue
  const send = async (order: AdminOrder, tappedAt: number) => {
    try {
      const updated = await apiFetch(`/api/orders/${order.id}`, {
        method: 'PATCH',
        // The tap's moment is the opening's moment on stream, not this send's (decision 060).
        body: { status: 'completed', tappedAt: new Date(tappedAt).toISOString() },
        schema: adminOrderSchema,
        keepalive: true,
      })
      queryClient.setQueryData<AdminOrder[]>(adminOrdersQuery.queryKey, (orders) =>
        orders?.map((other) => (other.id === updated.id ? updated : other)),
      )
    } catch (error) {
      // The order is back in the queue as the list shows it; the seller reads why.
      toast({ variant: 'destructive', title: adminMessages.completeOrderFailed, description: failureDescription(error) })
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminOrdersQuery.queryKey })
    }
  }
  queue = new CompletionQueue(send)
  queues.set(queryClient, queue)
  // A page out of sight may have its timers stopped (a phone's screen locked mid-live): send what waits.
  const flush = () => queue?.flush()
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
  return queue
}

/**
 * product.md 2.11 and decision 040: 'Afronden' that can be taken back. A tap takes the order out of
 * the seller's queue at once and shows 'Bestelling afgerond' naming the buyer, with 'Ongedaan maken';
 * the server completes it and mails the buyer only once the toast has gone. A tap within a second of
 * the last is refused: the next order moved under the thumb meanwhile.
 */
export function useOrderCompletion() {
  const queue = queueFor(useQueryClient())
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot)
  const ready = useReadyAfter(queue.guardedUntil)

  const undo = (order: AdminOrder) => {
    if (queue.undo(order.id)) toast({ title: 'Afronden ongedaan gemaakt', description: completionLine(order) })
  }
  const complete = (order: AdminOrder) => {
    if (queue.complete(order) !== 'queued') return
    toast({
      title: 'Bestelling afgerond',
      description: completionLine(order),
      action: {
        label: 'Ongedaan maken',
        altText: `Afronden ongedaan maken onder 'Zojuist afgerond'`,
        onClick: () => undo(order),
      },
    })
  }
  return {
    complete,
    undo,
    /** The taps that can still be taken back, oldest first. */
    waiting: snapshot.waiting,
    /** The orders being completed, waiting or being sent: not to be shown as ones to open. */
    taken: snapshot.taken,
    /** False in the second after a tap, while another 'Afronden' would be refused. */
    ready,
  }
}

/** False until `time`, then true; re-renders once when the time comes. */
function useReadyAfter(time: number): boolean {
  const [now, setNow] = useState(() => Date.now())
  const ready = now >= time
  useEffect(() => {
    if (ready) return
    const timer = setTimeout(() => setNow(Date.now()), time - Date.now())
    return () => clearTimeout(timer)
  }, [ready, time])
  return ready
}
