import { useRef } from 'react'
import { ScrollArea } from '#client/components/ui/scroll-area'
import type { OrderLists } from '../order-lists'
import { DeleteFailedOrdersButton } from './delete-failed-orders-button'
import { OrderList } from './order-list'
import { PendingQueue } from './pending-queue'
import { RecentCompletions } from './recent-completions'

/**
 * The 'Wachtrij' tab (product.md 2.11): the queue first, since that is what the seller works on live;
 * completed orders dimmed in a 400 px scroll area; failed payments with their clean-up button.
 */
export function QueueView({ lists }: { lists: OrderLists }) {
  const pendingHeading = useRef<HTMLHeadingElement>(null)
  return (
    <div className="grid gap-8">
      <section aria-labelledby="orders-pending-title" className="grid gap-3">
        <h2 id="orders-pending-title" ref={pendingHeading} tabIndex={-1} className="text-xl font-semibold">
          Openstaande bestellingen
        </h2>
        <PendingQueue orders={lists.pending} onOrderGone={() => pendingHeading.current?.focus()} />
        <RecentCompletions />
      </section>

      <section aria-labelledby="orders-completed-title" className="grid gap-3">
        <h2 id="orders-completed-title" className="text-xl font-semibold">
          Afgeronde bestellingen
        </h2>
        {lists.completed.length === 0 ? (
          <p className="text-muted-foreground">Nog geen afgeronde bestellingen</p>
        ) : (
          <ScrollArea aria-label="Scrollbare lijst met afgeronde bestellingen" className="max-h-[400px] pr-3">
            <OrderList orders={lists.completed} label="Afgeronde bestellingen" emptyText="" dimmed />
          </ScrollArea>
        )}
      </section>

      <section aria-labelledby="orders-failed-title" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="orders-failed-title" className="text-xl font-semibold">
            Mislukte betalingen
          </h2>
          <DeleteFailedOrdersButton failedCount={lists.failed.filter((order) => !order.chargedBack).length} />
        </div>
        <OrderList orders={lists.failed} label="Mislukte betalingen" emptyText="Geen mislukte betalingen" />
      </section>
    </div>
  )
}
