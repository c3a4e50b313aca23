import { RefreshCwIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { useRefreshWidgets } from '../api/refresh-widgets'

/**
 * product.md 13: 'Widgets verversen' reloads every open widget and overlay, in OBS too. Disabled while the
 * call runs, so a second tap mid-stream does not send it twice. On the orders page (product.md 2.11) and in
 * the overlays card.
 */
export function RefreshWidgetsButton({ describedBy }: { describedBy?: string }) {
  const refreshWidgets = useRefreshWidgets()
  return (
    <Button
      variant="outline"
      busy={refreshWidgets.isPending}
      aria-describedby={describedBy}
      onClick={() => refreshWidgets.mutate()}
    >
      <RefreshCwIcon aria-hidden className={refreshWidgets.isPending ? 'motion-safe:animate-spin' : undefined} />
      Widgets verversen
    </Button>
  )
}
