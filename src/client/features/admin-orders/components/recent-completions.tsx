import { Undo2Icon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { completionLine, useOrderCompletion } from '../api/order-completion'

/**
 * 'Zojuist afgerond' (decision 040): the taps on 'Afronden' that can still be taken back, each with
 * 'Ongedaan maken'. The toast offers the last one; this list offers every one, also to a keyboard or
 * screen-reader user who cannot reach the toast in time. Nothing shows while nothing waits.
 */
export function RecentCompletions() {
  const { waiting, undo } = useOrderCompletion()
  return (
    // The live region is always there, so a tap's line is announced as it appears.
    <div aria-live="polite" className="empty:hidden">
      {waiting.length > 0 && (
        <section aria-labelledby="recent-completions-title">
          <h2 id="recent-completions-title" className="text-sm font-semibold text-muted-foreground">
            Zojuist afgerond
          </h2>
          <ul className="mt-1 grid gap-1">
            {waiting.map((order) => (
              <li key={order.id} className="flex items-center justify-between gap-2 rounded-[var(--radius)] bg-muted px-3 py-1">
                <span className="min-w-0 text-sm break-words">{completionLine(order)}</span>
                <Button variant="outline" size="sm" onClick={() => undo(order)}>
                  <Undo2Icon aria-hidden />
                  Ongedaan maken
                  <span className="sr-only">: {completionLine(order)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
