import { ClockIcon } from 'lucide-react'
import type { OrderPage } from '#shared/contracts/order-page'
import { Card } from '#client/components/ui/card'

/**
 * The buyer's place in the live queue (product.md 2.4 and 9), in the server's words, which are as true
 * as the stream's live status makes them. The place is a polite live region that stays mounted, so a screen reader hears it change without the buyer moving there. While every order
 * that waits was withdrawn from (`withdrawn`), the page has no place to show: the card says the
 * withdrawal was received instead, not a place as if the pack would be opened (decision 055).
 */
export function QueuePlaceCard({ queue, withdrawn = false }: { queue: OrderPage['queue']; withdrawn?: boolean }) {
  const wait = queue?.waitText
  return (
    <Card aria-labelledby="queue-place-heading" className={queue || withdrawn ? undefined : 'sr-only'}>
      <h2 id="queue-place-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Je plek in de wachtrij
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="grid gap-1">
        {!queue && withdrawn && (
          <>
            <p className="text-2xl font-bold">Je herroeping is ontvangen</p>
            <p className="text-muted-foreground">Je pack wacht tot de verkoper over je herroeping heeft beslist. Je krijgt bericht per e-mail.</p>
          </>
        )}
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
