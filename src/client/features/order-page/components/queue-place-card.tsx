import { ClockIcon } from 'lucide-react'
import type { OrderPage } from '#shared/contracts/order-page'
import { Card } from '#client/components/ui/card'

/**
 * The buyer's place in the live queue (product.md 2.4 and 9), in the server's words, which are as true
 * as the stream's live status makes them. The place is a polite live region that stays mounted, so a
 * screen reader hears it change without the buyer moving there.
 */
export function QueuePlaceCard({ queue }: { queue: OrderPage['queue'] }) {
  const wait = queue?.waitText
  return (
    <Card aria-labelledby="queue-place-heading" className={queue ? undefined : 'sr-only'}>
      <h2 id="queue-place-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Je plek in de wachtrij
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="grid gap-1">
        {queue && (
          <>
            <p className="text-2xl font-bold">{queue.text}</p>
            {wait && (
              <p className="flex items-center gap-2 text-muted-foreground">
                <ClockIcon aria-hidden className="size-4 shrink-0" />
                {wait}
              </p>
            )}
          </>
        )}
      </div>
    </Card>
  )
}
