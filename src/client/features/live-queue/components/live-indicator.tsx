import { cn } from '#client/lib/cn'

type Props = {
  isLive: boolean
  /** The TikTok handle, e.g. '@packstroom'. */
  handle: string
  className?: string
}

/** product.md 2.4 and 2.9: 'Live op TikTok' with the handle and a pulsing dot, or 'Momenteel offline'. */
export function LiveIndicator({ isLive, handle, className }: Props) {
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold',
        isLive ? 'border-live/40 bg-live/10 text-foreground' : 'border-border bg-muted text-muted-foreground',
        className,
      )}
    >
      <span aria-hidden className="relative flex size-2.5">
        {isLive && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-live opacity-75 motion-reduce:animate-none" />
        )}
        <span className={cn('relative inline-flex size-2.5 rounded-full', isLive ? 'bg-live' : 'bg-muted-foreground/60')} />
      </span>
      {isLive ? (
        <span>
          Live op TikTok <span className="font-bold">{handle}</span>
        </span>
      ) : (
        <span>Momenteel offline</span>
      )}
    </p>
  )
}
