import { UNDO_WINDOW_MS } from '#shared/domain/openings'

// How long an 'Afronden' can be taken back (decision 040) is shared with the server, which believes a
// tap's moment only within it (decision 060). Only then does the server hear of it.
export { UNDO_WINDOW_MS }

/**
 * How long after one 'Afronden' the next is refused (decision 040). The next order moves up under the
 * seller's thumb as the first leaves the queue; a second tap meant for the first must not open it.
 */
export const TAP_GUARD_MS = 1_000

/** What the queue needs of an order: which one, and whose (the toast names the buyer). */
export type Completable = { id: number }

/** 'queued': taken, to be sent after the undo window; 'guarded': within TAP_GUARD_MS of the last; 'known': already taken. */
export type CompleteOutcome = 'queued' | 'guarded' | 'known'

type Clock = {
  now: () => number
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}

/**
 * The seller's 'Afronden' taps, held for the undo window before they are sent (decision 040). An
 * order in the queue's hands, waiting or being sent, is not shown as to open. Plain TypeScript with a
 * subscribe/snapshot pair for React; one per tab, so a tap survives moving to another admin page.
 */
export class CompletionQueue<Order extends Completable> {
  private readonly waiting = new Map<number, { order: Order; timer: unknown; tappedAt: number }>()
  private readonly sending = new Map<number, Order>()
  private lastTapAt = Number.NEGATIVE_INFINITY
  private readonly listeners = new Set<() => void>()
  private snapshot: { waiting: readonly Order[]; taken: ReadonlySet<number> } = { waiting: [], taken: new Set() }

  constructor(
    /**
     * Sends one completion with the tap's moment (ms since the epoch, decision 060); settles when the
     * server has answered (a failure is the caller's to tell).
     */
    private readonly send: (order: Order, tappedAt: number) => Promise<unknown>,
    private readonly clock: Clock = realClock,
  ) {}

  /** Takes a tap on 'Afronden', unless it comes too soon after the last one or the order is taken. */
  complete(order: Order): CompleteOutcome {
    if (this.isTaken(order.id)) return 'known'
    const now = this.clock.now()
    if (now - this.lastTapAt < TAP_GUARD_MS) return 'guarded'
    this.lastTapAt = now
    const timer = this.clock.setTimeout(() => this.sendNow(order.id), UNDO_WINDOW_MS)
    this.waiting.set(order.id, { order, timer, tappedAt: now })
    this.changed()
    return 'queued'
  }

  /** 'Ongedaan maken': the tap is forgotten, as long as it has not been sent. True when it was. */
  undo(orderId: number): boolean {
    const entry = this.waiting.get(orderId)
    if (!entry) return false
    this.clock.clearTimeout(entry.timer)
    this.waiting.delete(orderId)
    this.changed()
    return true
  }

  /** Sends every waiting tap now: the page is going away or out of sight, where timers may not run. */
  flush(): void {
    for (const orderId of [...this.waiting.keys()]) this.sendNow(orderId)
  }

  /** The time until which a tap is refused; a past time when taps are taken. */
  get guardedUntil(): number {
    return this.lastTapAt + TAP_GUARD_MS
  }

  /** Waiting or being sent: not to be shown as an order to open. */
  isTaken(orderId: number): boolean {
    return this.waiting.has(orderId) || this.sending.has(orderId)
  }

  /** The taps that can still be taken back, oldest first, and every order the queue holds. */
  getSnapshot = () => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private sendNow(orderId: number): void {
    const entry = this.waiting.get(orderId)
    if (!entry) return
    this.clock.clearTimeout(entry.timer)
    this.waiting.delete(orderId)
    this.sending.set(orderId, entry.order)
    this.changed()
    const done = () => {
      this.sending.delete(orderId)
      this.changed()
    }
    this.send(entry.order, entry.tappedAt).then(done, done)
  }

  private changed(): void {
    this.snapshot = {
      waiting: [...this.waiting.values()].map((entry) => entry.order),
      taken: new Set([...this.waiting.keys(), ...this.sending.keys()]),
    }
    for (const listener of this.listeners) listener()
  }
}
