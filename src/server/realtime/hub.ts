import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import {
  clientMessageSchema,
  realtimeChannelSchema,
  realtimeChannels,
  type ControlMessage,
  type RealtimeChannel,
} from '#shared/contracts/realtime'
import { messages } from '#shared/contracts/messages'
import type { AdminSession } from '#server/platform/session'

/**
 * The most a socket may have waiting to be written (ws's `bufferedAmount`) before the hub drops it.
 * The largest message is an event of just under 8 KB (NOTIFY's limit, event-bus.ts), so this is
 * over a hundred of those, and 5 to 10 seconds of everything a viewer's page hears in a rush of 100
 * sales a second (a stock update, a queue order and the leaderboard per sale, 1 to 2 KB together).
 * A page that reads its socket stays far below it; one that stopped reading (a phone that lost its
 * network, a frozen tab) would otherwise make the server hold every event for it, without end.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024
/**
 * 1013 'try again later': the connection is not wanted gone for good, the client is asked to come
 * back. 1008 (policy violation) would call a slow network the viewer's fault. The page reconnects
 * after any close and refetches what it shows (lib/realtime.ts), so it catches up either way.
 */
const TOO_SLOW_CODE = 1013

export type RealtimeHubOptions = {
  /** Where a dropped socket is reported. */
  log: Pick<FastifyBaseLogger, 'warn'>
  /** MAX_BUFFERED_BYTES unless a test wants a smaller one. */
  maxBufferedBytes?: number
}

type Client = {
  socket: WebSocket
  channels: Set<RealtimeChannel>
  /** The admin session the socket's upgrade request names, looked up anew at each call. */
  findSession: () => Promise<AdminSession | undefined>
  /** The session behind the socket's admin channels, while it holds any. */
  session: AdminSession | undefined
}

/**
 * How far apart two instances' clocks may be: a 'since' this close after the last public event is
 * answered with 'resync', to be safe (decision 044). On one instance none is needed: an event
 * delivered before a page's reads began is in the page.
 */
const SINCE_MARGIN_MS = 100

const isAdminChannel = (channel: string) => realtimeChannels[channel as RealtimeChannel] === 'admin'

/**
 * The sockets of this instance and what each subscribed to. Every event reaches it through
 * deliver(), from the database's LISTEN feed, so all instances deliver every event the same way.
 * Admin channels follow the session (decision 016): it is checked at every subscribe, an ended one
 * (endSessions) takes them away at once, and one past its absolute expiry gets no admin event.
 * A socket that does not read what it is sent is dropped (send()); docs/reliability.md, 'Slow clients'.
 */
export class RealtimeHub {
  private readonly clients = new Map<WebSocket, Client>()
  private readonly byChannel = new Map<RealtimeChannel, Set<Client>>()
  /** The clients holding an admin channel. */
  private readonly admins = new Set<Client>()
  private readonly log: RealtimeHubOptions['log']
  private readonly maxBufferedBytes: number
  /** When this instance last delivered a public event, or told every socket to resync (its own clock); 0: never. */
  private lastPublicEventAt = 0

  constructor(options: RealtimeHubOptions) {
    this.log = options.log
    this.maxBufferedBytes = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES
  }

  get connectionCount(): number {
    return this.clients.size
  }

  /** Subscribed sockets per channel, every channel named (0 included), read by the metrics (decision 024). */
  channelCounts(): Record<RealtimeChannel, number> {
    const counts = {} as Record<RealtimeChannel, number>
    for (const channel of Object.keys(realtimeChannels) as RealtimeChannel[]) counts[channel] = this.byChannel.get(channel)?.size ?? 0
    return counts
  }

  add(socket: WebSocket, findSession: () => Promise<AdminSession | undefined>): void {
    this.clients.set(socket, { socket, channels: new Set(), findSession, session: undefined })
  }

  remove(socket: WebSocket): void {
    const client = this.clients.get(socket)
    if (!client) return
    for (const channel of client.channels) this.byChannel.get(channel)?.delete(client)
    this.admins.delete(client)
    this.clients.delete(socket)
  }

  /** Handles one message from a browser and answers it. */
  async receive(socket: WebSocket, raw: string): Promise<ControlMessage> {
    const client = this.clients.get(socket)
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return { type: 'error', message: messages.invalidInput }
    }
    const parsed = clientMessageSchema.safeParse(json)
    if (!client || !parsed.success) return { type: 'error', message: messages.invalidInput }
    if (parsed.data.type === 'since') {
      return this.lastPublicEventAt >= parsed.data.at - SINCE_MARGIN_MS ? { type: 'resync' } : { type: 'current' }
    }
    const channel = realtimeChannelSchema.safeParse(parsed.data.channel)
    if (!channel.success) return { type: 'error', message: messages.realtimeUnknownChannel }

    if (parsed.data.type === 'unsubscribe') {
      this.unsubscribe(client, channel.data)
      return { type: 'unsubscribed', channel: channel.data }
    }
    if (isAdminChannel(channel.data)) {
      // Asked anew each time: the session may have ended since the socket opened.
      const session = await client.findSession()
      if (!session) return { type: 'error', message: messages.realtimeAdminOnly }
      // The socket may have closed while the database answered.
      if (!this.clients.has(socket)) return { type: 'error', message: messages.realtimeAdminOnly }
      client.session = session
      this.admins.add(client)
    }
    client.channels.add(channel.data)
    let subscribers = this.byChannel.get(channel.data)
    if (!subscribers) this.byChannel.set(channel.data, (subscribers = new Set()))
    subscribers.add(client)
    return { type: 'subscribed', channel: channel.data }
  }

  /** Sends one serialized event to every subscriber of its channel. */
  deliver(payload: string, channel: string, now = Date.now()): void {
    const adminOnly = isAdminChannel(channel)
    if (!adminOnly) this.lastPublicEventAt = now
    const subscribers = this.byChannel.get(channel as RealtimeChannel)
    if (!subscribers) return
    for (const client of subscribers) {
      if (adminOnly && (!client.session || client.session.expiresAt.getTime() <= now)) {
        this.dropAdminChannels(client)
        continue
      }
      // May drop a client that stopped reading; deleting it from the set being walked is safe.
      this.send(client.socket, payload)
    }
  }

  /** The sessions behind this instance's admin sockets, to be checked for expiry. */
  adminSessionIds(): number[] {
    const ids = new Set<number>()
    for (const client of this.admins) if (client.session) ids.add(client.session.id)
    return [...ids]
  }

  /** These sessions ended (logout, expiry, a new code): their sockets lose every admin channel now. */
  endSessions(ids: Iterable<number>): void {
    const ended = new Set(ids)
    if (ended.size === 0) return
    for (const client of [...this.admins]) {
      if (client.session && ended.has(client.session.id)) this.dropAdminChannels(client)
    }
  }

  /** Tells every socket that events may have been missed. */
  resync(): void {
    this.lastPublicEventAt = Date.now()
    const payload = JSON.stringify({ type: 'resync' } satisfies ControlMessage)
    for (const socket of this.clients.keys()) this.send(socket, payload)
  }

  closeAll(code: number, reason: string): void {
    for (const socket of this.clients.keys()) socket.close(code, reason)
  }

  /**
   * Sends to one socket, or drops it if it has stopped reading: every message to a socket goes
   * through here. ws's send() never waits for the client: it writes the frame to the connection,
   * and what the kernel cannot take yet stays queued in memory (no compression is set up, so there
   * is no per-socket queue in front of that either). A slow socket therefore never holds up the
   * loop over the others; what it costs is memory, `bufferedAmount`, which is checked here: one
   * property read per send.
   */
  send(socket: WebSocket, payload: string): void {
    if (socket.readyState !== socket.OPEN) return
    const buffered = socket.bufferedAmount
    if (buffered > this.maxBufferedBytes) {
      const client = this.clients.get(socket)
      // The close frame waits behind what is queued: a client that reads again gets it (and then
      // reconnects); one that never does is cut off by ws after its close timeout (30 s), which
      // frees the queue. The hub forgets it now, so nothing more is queued for it meanwhile.
      socket.close(TOO_SLOW_CODE, 'too slow')
      this.remove(socket)
      // Once per socket (it is closing now, so nothing more is sent to it); nothing personal.
      this.log.warn(
        { bufferedBytes: buffered, maxBufferedBytes: this.maxBufferedBytes, channels: client ? [...client.channels] : [] },
        'realtime socket dropped: it did not read its events; the page reconnects and catches up',
      )
      return
    }
    socket.send(payload)
  }

  private unsubscribe(client: Client, channel: RealtimeChannel): void {
    client.channels.delete(channel)
    this.byChannel.get(channel)?.delete(client)
    if (![...client.channels].some(isAdminChannel)) {
      client.session = undefined
      this.admins.delete(client)
    }
  }

  /** Unsubscribes the socket from its admin channels and tells it so; its public channels stay. */
  private dropAdminChannels(client: Client): void {
    for (const channel of [...client.channels]) {
      if (!isAdminChannel(channel)) continue
      this.unsubscribe(client, channel)
      this.send(client.socket, JSON.stringify({ type: 'unsubscribed', channel } satisfies ControlMessage))
    }
    client.session = undefined
    this.admins.delete(client)
  }
}
