import { Button } from '#client/components/ui/button'
import { useToggleLive } from '../api/live-status'
import { LiveBadge } from './live-badge'
import { LiveToggleButton } from './live-toggle-button'

/** product.md 4: the live status and its one button (Stop Stream asks first), in a line beside the console's title. */
export function LiveSwitch() {
  const { status, isLive, toggle, isPending } = useToggleLive()
  if (status.isError) {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm">
        <span className="text-destructive">Kon live status niet ophalen.</span>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          Opnieuw proberen
        </Button>
      </div>
    )
  }
  return (
    <div className="flex items-center gap-2" aria-busy={isLive === undefined || isPending || undefined}>
      {isLive !== undefined && <LiveBadge isLive={isLive} />}
      <LiveToggleButton isLive={isLive} isPending={isPending} toggle={toggle} />
    </div>
  )
}
