import { cn } from '#client/lib/cn'
import type { StateTone } from '../order-page-format'

const toneClass: Record<StateTone, string> = {
  waiting: 'bg-muted text-foreground',
  queued: 'bg-primary text-primary-foreground',
  done: 'bg-success/15 text-foreground',
  stopped: 'bg-destructive/10 text-destructive',
}

/** A state in the buyer's words, as a coloured pill: an order's ('Geopend') or a shipment's ('Verzonden'). */
export function StateBadge({ tone, children }: { tone: StateTone; children: string }) {
  return (
    <p>
      <span className="sr-only">Status: </span>
      <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold', toneClass[tone])}>{children}</span>
    </p>
  )
}
