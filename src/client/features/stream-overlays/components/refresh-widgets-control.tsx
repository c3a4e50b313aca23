import { RefreshCwIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { useRefreshWidgets } from '../api/refresh-widgets'

/**
 * product.md 13: reloads every open widget and overlay, in OBS too. Disabled while the call runs, so a
 * second tap mid-stream does not send it twice.
 */
export function RefreshWidgetsControl() {
  const refreshWidgets = useRefreshWidgets()
  return (
    <section aria-labelledby="refresh-widgets-title" className="grid content-start gap-2 rounded-[var(--radius)] bg-muted p-4">
      <h3 id="refresh-widgets-title" className="font-semibold">
        Vastgelopen of verouderd?
      </h3>
      <p id="refresh-widgets-hint" className="text-sm text-muted-foreground">
        Laadt alle geopende widgets en overlays opnieuw, ook de bronnen in OBS.
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={refreshWidgets.isPending}
        aria-busy={refreshWidgets.isPending || undefined}
        aria-describedby="refresh-widgets-hint"
        onClick={() => refreshWidgets.mutate()}
      >
        <RefreshCwIcon aria-hidden className={refreshWidgets.isPending ? 'motion-safe:animate-spin' : undefined} />
        Widgets verversen
      </Button>
    </section>
  )
}
