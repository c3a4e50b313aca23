import type { ClientMessage, RealtimeChannel, ServerMessage } from '#shared/contracts/realtime'

export type RealtimeHandler = (message: ServerMessage) => void

/** product.md 4 and 7.4: after an unexpected close the socket reconnects after one second. */
export const RECONNECT_DELAY_MS = 1_000

/**
 * The app's one WebSocket. Pages subscribe to channels; the socket subscribes on the server while
 * anyone listens, resubscribes after a reconnect, and tells `onResync` listeners that events may
 * have been missed (after every reconnect, and when the server says so).
 */
export class RealtimeClient {
  private socket: WebSocket | undefined
  private readonly handlers = new Map<RealtimeChannel, Set<RealtimeHandler>>()
  private readonly resyncListeners = new Set<() => void>()
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined
  private hasConnected = false
  /** A 'since' to send when the first socket opens (askSince before it did). */
  private sinceAsked: number | undefined
  private stopped = false

  constructor(private readonly url: () => string) {}

  connect(): void {
    this.stopped = false
    if (this.socket) return
    const socket = new WebSocket(this.url())
    this.socket = socket
    socket.addEventListener('open', () => {
      for (const channel of this.handlers.keys()) this.send({ type: 'subscribe', channel })
      if (this.sinceAsked !== undefined && !this.hasConnected) this.send({ type: 'since', at: this.sinceAsked })
      if (this.hasConnected) this.resync()
      this.hasConnected = true
    })
    socket.addEventListener('message', (event) => this.dispatch(String(event.data)))
    socket.addEventListener('close', () => {
      // A socket replaced by reconnect() or dropped by disconnect() is no longer this client's.
      if (this.socket !== socket) return
      this.socket = undefined
      if (!this.stopped) this.reconnectTimer = setTimeout(() => this.connect(), RECONNECT_DELAY_MS)
    })
  }

  /**
   * A new socket at once, opened with the cookies the browser holds now. The server decides who
   * may hear the admin channel when a socket subscribes, by the session it was opened with: after
   * logging in or out, the old socket speaks for the old session.
   */
  reconnect(): void {
    if (this.stopped || !this.socket) return
    const old = this.socket
    this.socket = undefined
    clearTimeout(this.reconnectTimer)
    old.close(1000)
    this.connect()
  }

  disconnect(): void {
    this.stopped = true
    clearTimeout(this.reconnectTimer)
    this.socket?.close(1000)
    this.socket = undefined
  }

  subscribe(channel: RealtimeChannel, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(channel)
    if (!set) {
      this.handlers.set(channel, (set = new Set()))
      this.send({ type: 'subscribe', channel })
    }
    set.add(handler)
    return () => {
      set.delete(handler)
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel)
        this.send({ type: 'unsubscribe', channel })
      }
    }
  }

  /**
   * The page came with data the server read from `at` (its clock, decision 044): asks whether an event
   * came since, and the server answers 'resync' if one may have. Asked once the page's first render
   * has subscribed its channels (the server handles a socket's messages in order), so every event is
   * either in the page, announced by that 'resync', or delivered to a subscription.
   */
  askSince(at: number): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'since', at })
    else if (!this.hasConnected) this.sinceAsked = at
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener)
    return () => {
      this.resyncListeners.delete(listener)
    }
  }

  private dispatch(raw: string): void {
    let message: ServerMessage
    try {
      message = JSON.parse(raw) as ServerMessage
    } catch {
      return
    }
    if (message.type === 'resync') return this.resync()
    if (!('channel' in message) || message.type === 'subscribed' || message.type === 'unsubscribed') return
    const handlers = this.handlers.get(message.channel)
    handlers?.forEach((handler) => handler(message))
  }

  private resync(): void {
    this.resyncListeners.forEach((listener) => listener())
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message))
  }
}

const sameHostUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`

export const realtimeClient = new RealtimeClient(sameHostUrl)
