import type { FastifyBaseLogger } from 'fastify'

/** A timeout may fire a few milliseconds before the moment it was set for; look again shortly after. */
const MIN_WAIT_MS = 50

export type WeeklyResetJob = {
  /** The first check, at start-up: catches up on a reset missed while the server was down. */
  start(): Promise<void>
  /** Stops the timer and waits for a check under way, before the database closes. */
  stop(): Promise<void>
}

/**
 * Runs the weekly reset on time without anyone visiting the site: after each check it sleeps until
 * the next reset is due (or `checkEveryMs`, whichever comes first). Every instance runs it; the
 * check itself makes sure one of them resets.
 */
export function weeklyResetJob(options: {
  check: () => Promise<{ nextReset: Date }>
  checkEveryMs: number
  log: FastifyBaseLogger
}): WeeklyResetJob {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const tick = async () => {
    let wait = options.checkEveryMs
    try {
      const { nextReset } = await options.check()
      wait = Math.min(options.checkEveryMs, Math.max(nextReset.getTime() - Date.now(), MIN_WAIT_MS))
    } catch (error) {
      options.log.error({ err: error }, 'weekly leaderboard reset failed; trying again later')
    }
    if (stopped) return
    timer = setTimeout(() => void (running = tick()), wait)
    timer.unref()
  }

  return {
    start() {
      running = tick()
      return running
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
