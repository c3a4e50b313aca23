import { Tabs, TabsContent, TabsList } from '#client/components/ui/tabs'
import type { OrderLists } from '../order-lists'
import { CancelledOrders } from './cancelled-orders'
import { CountTabTrigger } from './count-tab-trigger'
import { OrderList } from './order-list'
import { QueueView } from './queue-view'

/**
 * product.md 2.11: the three tabs with their counts. Failed and cancelled both count as cancelled;
 * inside the tab they stand apart (decision 057).
 */
export function OrdersTabs({ lists }: { lists: OrderLists }) {
  return (
    <Tabs defaultValue="queue" className="min-w-0">
      {/* One row as wide as its tabs, which scrolls sideways on its own on a phone rather than wrap into two. */}
      <div className="min-w-0 overflow-x-auto">
        <TabsList aria-label="Bestellingen" className="w-max">
          <CountTabTrigger value="queue" label="Wachtrij" count={lists.counts.pending} />
          <CountTabTrigger value="completed" label="Afgeronde Bestellingen" count={lists.counts.completed} />
          <CountTabTrigger value="cancelled" label="Geannuleerde Orders" count={lists.counts.cancelled} />
        </TabsList>
      </div>
      <TabsContent value="queue">
        <QueueView lists={lists} />
      </TabsContent>
      <TabsContent value="completed">
        <OrderList
          orders={lists.completed}
          label="Afgeronde bestellingen"
          emptyText="Nog geen afgeronde bestellingen"
        />
      </TabsContent>
      <TabsContent value="cancelled">
        <CancelledOrders lists={lists} />
      </TabsContent>
    </Tabs>
  )
}
