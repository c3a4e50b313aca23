import { cn } from '#client/lib/cn'

/** 'Live' with a pulsing dot in the live colour, or a grey 'Offline'; announced when it changes. */
export function LiveBadge({ isLive }: { isLive: boolean }) {
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-bold',
        isLive ? 'border-live bg-live/10 text-foreground' : 'border-border bg-muted text-muted-foreground',
      )}
    >
      <span aria-hidden className="relative flex size-2.5">
        {isLive && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-live opacity-75 motion-reduce:animate-none" />
        )}
        <span className={cn('relative inline-flex size-2.5 rounded-full', isLive ? 'bg-live' : 'bg-muted-foreground/60')} />
      </span>
      {isLive ? 'Live' : 'Offline'}
    </p>
  )
}
