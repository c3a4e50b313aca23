import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'
import { useToggleLive } from '../api/live-status'
import { LiveBadge } from './live-badge'
import { LiveToggleButton } from './live-toggle-button'

/** product.md 2.10 and 4: the stream's status and the one button that starts or stops it (stopping asks first). */
export function LiveStreamCard() {
  const { status, isLive, toggle, isPending } = useToggleLive()

  return (
    <Card
      aria-labelledby="live-stream-title"
      aria-busy={status.isPending || isPending || undefined}
      className={cn(isLive && 'border-live ring-2 ring-live/30')}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="live-stream-title" className="text-lg font-semibold">
          Live stream
        </h2>
        {isLive !== undefined && <LiveBadge isLive={isLive} />}
      </div>

      {status.isError ? (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="text-destructive">Kon live status niet ophalen.</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void status.refetch()}>
            Opnieuw proberen
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {isLive === undefined
              ? 'Live status laden...'
              : isLive
                ? 'Kopers zien op de site dat je nu live bent.'
                : 'Start de stream zodra je live gaat, dan zien kopers het direct op de site.'}
          </p>
          <LiveToggleButton size="lg" stopVariant="destructive" isLive={isLive} isPending={isPending} toggle={toggle} />
        </>
      )}
    </Card>
  )
}
