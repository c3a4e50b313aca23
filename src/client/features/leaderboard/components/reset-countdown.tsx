import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { formatInShopTime } from '#shared/domain/shop-time'
import { cn } from '#client/lib/cn'
import { leaderboardQuery } from '../api/leaderboard'
import { countdownClock, countdownTo, countdownWords } from '../leaderboard-format'
import { useNow } from '../use-now'

/** If the reset's event has not arrived this long after the moment, ask the server. */
const ASK_AFTER_RESET_MS = 3_000

type Props = { nextReset: string; tone?: 'page' | 'overlay' }

/**
 * The time left in the week, ticking each second. Screen readers get it in words without seconds
 * (a timer is not announced while it ticks) and the moment itself.
 */
export function ResetCountdown({ nextReset, tone = 'page' }: Props) {
  const now = useNow()
  const left = countdownTo(new Date(nextReset), now)
  const isOver = Date.parse(nextReset) <= now.getTime()
  const queryClient = useQueryClient()

  // The server announces the new week; should that event be missed, fetch the board once.
  useEffect(() => {
    if (!isOver) return
    const timer = setTimeout(() => void queryClient.invalidateQueries(leaderboardQuery), ASK_AFTER_RESET_MS)
    return () => clearTimeout(timer)
  }, [isOver, nextReset, queryClient])

  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', tone === 'page' ? 'text-sm text-muted-foreground' : 'text-base')}>
      <span>{isOver ? 'De nieuwe week begint...' : 'Nieuwe week over'}</span>
      {!isOver && (
        <time
          role="timer"
          dateTime={nextReset}
          className={cn('font-mono text-base font-bold tabular-nums', tone === 'page' && 'text-foreground')}
        >
          <span aria-hidden>{countdownClock(left)}</span>
          <span className="sr-only">
            {countdownWords(left)}, op {formatInShopTime(nextReset, 'weekdayAndTime')}
          </span>
        </time>
      )}
    </p>
  )
}
