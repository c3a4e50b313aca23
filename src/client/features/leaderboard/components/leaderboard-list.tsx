import { TrophyIcon } from 'lucide-react'
import type { LeaderboardEntry } from '#shared/contracts/leaderboard'
import { cn } from '#client/lib/cn'
import { pointsText } from '../leaderboard-format'

type Props = {
  entries: LeaderboardEntry[]
  label: string
  /** Dark and see-through, for the stream overlay. */
  tone?: 'page' | 'overlay'
  className?: string
}

/** A top ten: rank, TikTok username and points, the leader marked with a trophy. */
export function LeaderboardList({ entries, label, tone = 'page', className }: Props) {
  return (
    <ol aria-label={label} className={cn('grid gap-1.5', className)}>
      {entries.map((entry) => (
        <li
          key={entry.tiktokUsername}
          className={cn(
            'flex min-w-0 items-center gap-3 rounded-md px-3',
            tone === 'page' && 'py-2',
            tone === 'page' && (entry.rank === 1 ? 'border border-amber-300 bg-amber-50 text-amber-950' : 'bg-muted/60'),
            tone === 'overlay' && 'py-1.5 text-lg',
            tone === 'overlay' && (entry.rank === 1 ? 'bg-amber-400/25 ring-2 ring-amber-300' : 'bg-white/10'),
          )}
        >
          <span aria-hidden className="flex w-7 shrink-0 justify-end font-bold whitespace-nowrap tabular-nums">
            {entry.rank === 1 ? <TrophyIcon className="size-5 text-amber-500" /> : `${entry.rank}.`}
          </span>
          <span className="sr-only">Plek {entry.rank}: </span>
          {/*
            One line on the stream; on the page a buyer finds their whole name. There the points go
            under a name that leaves them no room, rather than squeeze it into a word broken in two;
            only a name longer than the line breaks (decision 043).
          */}
          <span
            className={cn(
              'flex min-w-0 flex-1 items-baseline justify-between gap-x-3',
              tone === 'page' && 'flex-wrap',
            )}
          >
            <span className={cn('min-w-0 font-semibold', tone === 'overlay' && 'truncate')}>{entry.tiktokUsername}</span>
            <span className="ml-auto shrink-0 font-bold tabular-nums">{pointsText(entry.points)}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
