import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'

/**
 * What one socket may send (decision 016, amended). A page sends little: as it opens, one subscribe
 * per channel it shows (there are 12, and no page shows them all) and one 'since' (decision 044);
 * at a navigation an unsubscribe for each channel the old page had and a subscribe for each the new
 * one needs, at most 24; after a reconnect its subscribes again. React's StrictMode doubles that in
 * development. So:
 * - `burst` 100: a page opening with every channel and then three navigations that change every
 *   channel, all at once; a real page stays far below it.
 * - `perSecond` 10: sustained, a navigation changing every channel every 2.4 s without end, or one
 *   changing a few channels several times a second; no person clicks that fast for long.
 * - `maxQueued` 100: messages waiting for the ones before them. Only an admin subscribe makes them
 *   wait long, for the socket's one session lookup; but every frame of one read from the connection
 *   is queued before the first is handled, so a page's whole burst may be waiting at once, and the
 *   bound is the burst. It holds however long the database takes: without it, a socket behind a
 *   lookup that takes a minute could have 700 waiting.
 * A socket past either is closed: a flood of 10,000 frames costs the shop about a hundred answers
 * and one session lookup.
 */
export const MESSAGE_LIMITS: MessageLimits = { burst: 100, perSecond: 10, maxQueued: 100 }

export type MessageLimits = { burst: number; perSecond: number; maxQueued: number }

/**
 * 1008 'policy violation': unlike a slow network (1013, hub.ts), this is the client's own doing, and
 * no page of the shop gets there. The page would reconnect after a second (lib/realtime.ts) anyway.
 */
export const OVER_LIMIT_CODE = 1008
const OVER_LIMIT_REASON = 'too many messages'
/** How long a socket closed for its messages keeps its connection, so the client can read why. */
const OVER_LIMIT_LINGER_MS = 1_000

/** Which limit a message broke: the rate, or the queue of messages waiting to be handled. */
export type LimitBroken = 'rate' | 'queue'

/** One socket's allowance: a token bucket for the rate, and a count of the messages it has waiting. */
export class MessageBudget {
  private tokens: number
  private refilledAt: number
  private queued = 0

  constructor(
    private readonly limits: MessageLimits = MESSAGE_LIMITS,
    now = performance.now(),
  ) {
    this.tokens = limits.burst
    this.refilledAt = now
  }

  /** Lets one more message into the queue, or answers which limit it breaks (taking nothing). */
  admit(now = performance.now()): LimitBroken | undefined {
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.limits.perSecond)
    this.refilledAt = now
    if (this.queued >= this.limits.maxQueued) return 'queue'
    if (this.tokens < 1) return 'rate'
    this.tokens -= 1
    this.queued += 1
    return undefined
  }

  /** A queued message has been handled. */
  handled(): void {
    this.queued -= 1
  }
}

export type MessageQueueOptions = {
  /** Handles one message, answering it; a failure is logged and the next message handled. */
  handle: (raw: string) => Promise<void>
  /** Called once when the socket is closed for breaking a limit, before the warning is logged. */
  onOverLimit: () => void
  log: Pick<FastifyBaseLogger, 'warn'>
}

/**
 * Handles a socket's messages one at a time, in order (an admin subscribe may wait on the database,
 * and a page's 'since' must be answered after its subscribes), within the socket's MessageBudget. A
 * socket that breaks it is closed with 1008 and logged once as a warning, with the limit it broke
 * and nothing about the client; what it sends after that, and what it had queued, is not handled.
 */
export function queueMessages(socket: WebSocket, options: MessageQueueOptions): void {
  const budget = new MessageBudget(MESSAGE_LIMITS)
  let overLimit = false
  let queue = Promise.resolve()
  socket.on('message', (data) => {
    // ws still emits the frames of what it had read from the connection when the socket closed.
    if (overLimit) return
    const broken = budget.admit()
    if (broken) {
      overLimit = true
      socket.close(OVER_LIMIT_CODE, OVER_LIMIT_REASON)
      // Nothing more is read: the rest of a flood stays in the kernel's buffers, never parsed. So ws
      // would not see the client's answering close frame and would wait 30 s for it; the connection
      // is cut after a second instead, time enough for the client to read the close frame.
      socket.pause()
      const cut = setTimeout(() => socket.terminate(), OVER_LIMIT_LINGER_MS)
      cut.unref()
      socket.once('close', () => clearTimeout(cut))
      options.onOverLimit()
      options.log.warn({ limit: broken, ...MESSAGE_LIMITS }, 'realtime socket closed: it sent more messages than a page does')
      return
    }
    const raw = data.toString()
    queue = queue
      .then(() => (overLimit ? undefined : options.handle(raw)))
      .catch((error: unknown) => options.log.warn({ err: error }, 'realtime message failed'))
      .finally(() => budget.handled())
  })
}
