import { GiftIcon } from 'lucide-react'
import type { WeeklyPrize } from '#shared/contracts/leaderboard'
import { formatEuro } from '#shared/domain/money'
import { cn } from '#client/lib/cn'
import { periodText } from '../leaderboard-format'
import { useNow } from '../use-now'

type Props = {
  prize: WeeklyPrize | null | undefined
  isError?: boolean
  tone?: 'page' | 'overlay'
}

/** The weekly prize: its image, name and value, and the week it is played for. */
export function WeeklyPrizeBlock({ prize, isError, tone = 'page' }: Props) {
  // A prize set for later says so, and becomes this week's prize when its start passes.
  const now = useNow(60_000)
  const muted = tone === 'page' ? 'text-muted-foreground' : 'text-white/80'
  if (isError) return <p className="text-destructive">De weekprijs kon niet worden geladen.</p>
  if (prize === undefined) return <p className={muted}>Weekprijs laden...</p>
  if (prize === null) return <p className={muted}>Er is nog geen weekprijs ingesteld.</p>

  const upcoming = Date.parse(prize.startDate) > now.getTime()
  return (
    <div
      className={cn(
        'flex items-center gap-4 rounded-md p-3',
        tone === 'page' ? 'border border-amber-300 bg-amber-50 text-amber-950' : 'bg-amber-400/20',
      )}
    >
      {prize.product ? (
        <img
          src={prize.product.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md bg-white object-contain"
        />
      ) : (
        <GiftIcon aria-hidden className="size-10 shrink-0 text-amber-500" />
      )}
      <div className="grid min-w-0 gap-0.5">
        <p className="text-xs font-bold tracking-wider uppercase">{upcoming ? 'Volgende weekprijs' : 'Weekprijs'}</p>
        <p className="truncate text-lg font-bold">{prize.product?.name ?? 'Verrassingsprijs'}</p>
        <p className="text-sm">
          Waarde {formatEuro(prize.valueCents)} · {periodText(prize.startDate, prize.endDate)}
        </p>
      </div>
    </div>
  )
}
