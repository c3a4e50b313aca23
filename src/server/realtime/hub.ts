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

/** ws's send options for a text frame; one object for every send. */
const AS_TEXT = { binary: false } as const

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
  /** What the hub knows of that session; see SessionLookup. */
  session: SessionLookup
}

/**
 * A socket's admin session, looked up at its first admin subscribe and then kept (decision 016,
 * amended), so a socket asking 10,000 times costs one lookup. 'asking': the lookup is under way, and
 * every subscribe meanwhile waits for the same answer; `ended` collects the sessions ended meanwhile,
 * so an answer read just before a logout does not count. 'live': found, and not known to have ended:
 * endSessions, the check every minute (adminSessionIds) and the absolute expiry, read at each
 * delivery and subscribe, end it. 'none': no session, or it ended. Final: the cookie of a socket
 * cannot change after the upgrade, and an ended session never lives again (a login makes a new one,
 * heard on a new socket). A lookup that fails leaves 'unasked', so the next subscribe asks again.
 */
type SessionLookup =
  | { state: 'unasked' }
  | { state: 'asking'; answer: Promise<void>; ended: Set<number> }
  | { state: 'live'; session: AdminSession }
  | { state: 'none' }

const UNASKED: SessionLookup = { state: 'unasked' }
const NO_SESSION: SessionLookup = { state: 'none' }

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
 * Admin channels follow the session (decision 016): it is looked up once per socket and kept until
 * it ends (SessionLookup); an ended one (endSessions) takes them away at once and refuses every later
 * admin subscribe, and one past its absolute expiry gets no admin event.
 * A socket that does not read what it is sent is dropped (send()); docs/reliability.md, 'Slow clients'.
 * What a socket may send is limited before it gets here (message-limits.ts).
 */
export class RealtimeHub {
  private readonly clients = new Map<WebSocket, Client>()
  private readonly byChannel = new Map<RealtimeChannel, Set<Client>>()
  /** The clients whose session is 'live', whether or not they hold an admin channel now. */
  private readonly withSession = new Set<Client>()
  /** The clients whose session is being looked up. */
  private readonly asking = new Set<Client>()
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
    this.clients.set(socket, { socket, channels: new Set(), findSession, session: UNASKED })
  }

  remove(socket: WebSocket): void {
    const client = this.clients.get(socket)
    if (!client) return
    for (const channel of client.channels) this.byChannel.get(channel)?.delete(client)
    this.withSession.delete(client)
    this.asking.delete(client)
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
      const live = await this.hasLiveSession(client)
      // The socket may have closed while the database answered.
      if (!live || !this.clients.has(socket)) return { type: 'error', message: messages.realtimeAdminOnly }
    }
    client.channels.add(channel.data)
    let subscribers = this.byChannel.get(channel.data)
    if (!subscribers) this.byChannel.set(channel.data, (subscribers = new Set()))
    subscribers.add(client)
    return { type: 'subscribed', channel: channel.data }
  }

  /**
   * Sends one serialized event to every subscriber of its channel. The text becomes bytes once for
   * all of them (decision 065): given a string, ws would encode it again for every socket.
   */
  deliver(payload: string, channel: string, now = Date.now()): void {
    const adminOnly = isAdminChannel(channel)
    if (!adminOnly) this.lastPublicEventAt = now
    const subscribers = this.byChannel.get(channel as RealtimeChannel)
    if (!subscribers || subscribers.size === 0) return
    const bytes = Buffer.from(payload)
    for (const client of subscribers) {
      if (adminOnly && !this.sessionStillLive(client, now)) continue
      // May drop a client that stopped reading; deleting it from the set being walked is safe.
      this.send(client.socket, bytes)
    }
  }

  /**
   * The sessions this instance's sockets hold as live, to be checked for expiry: those of the admin
   * channels, and those kept for a socket that left them and may subscribe again.
   */
  adminSessionIds(): number[] {
    const ids = new Set<number>()
    for (const client of this.withSession) if (client.session.state === 'live') ids.add(client.session.session.id)
    return [...ids]
  }

  /**
   * These sessions ended (logout, expiry, a new code): their sockets lose every admin channel now and
   * may not subscribe to one again; a lookup under way that finds one of them finds nothing.
   */
  endSessions(ids: Iterable<number>): void {
    const ended = new Set(ids)
    if (ended.size === 0) return
    for (const client of [...this.withSession]) {
      if (client.session.state === 'live' && ended.has(client.session.session.id)) this.endSession(client)
    }
    for (const client of this.asking) {
      if (client.session.state === 'asking') for (const id of ended) client.session.ended.add(id)
    }
  }

  /** Tells every socket that events may have been missed. */
  resync(): void {
    this.lastPublicEventAt = Date.now()
    // To every socket at once, like an event: bytes made once (deliver).
    const bytes = Buffer.from(JSON.stringify({ type: 'resync' } satisfies ControlMessage))
    for (const socket of this.clients.keys()) this.send(socket, bytes)
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
  send(socket: WebSocket, payload: string | Buffer): void {
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
    // Bytes go out as a text frame, as the string they were made from would.
    socket.send(payload, AS_TEXT)
  }

  /** Leaves the channel; the socket's session stays known, so subscribing again asks nobody. */
  private unsubscribe(client: Client, channel: RealtimeChannel): void {
    client.channels.delete(channel)
    this.byChannel.get(channel)?.delete(client)
  }

  /**
   * Whether the socket has a live admin session, looking it up at the first ask only: a subscribe
   * while the lookup is under way waits for the same answer.
   */
  private async hasLiveSession(client: Client): Promise<boolean> {
    const { session } = client
    if (session.state === 'unasked') await this.lookUp(client)
    else if (session.state === 'asking') await session.answer
    return this.sessionStillLive(client, Date.now())
  }

  /** Starts the socket's one lookup; resolves once client.session holds its answer. */
  private lookUp(client: Client): Promise<void> {
    const asking: SessionLookup & { state: 'asking' } = { state: 'asking', answer: Promise.resolve(), ended: new Set() }
    asking.answer = client.findSession().then(
      (session) => {
        this.asking.delete(client)
        // Forgotten meanwhile (the socket closed): the answer is no one's.
        if (client.session !== asking || this.clients.get(client.socket) !== client) return
        if (!session || asking.ended.has(session.id)) {
          client.session = NO_SESSION
          return
        }
        client.session = { state: 'live', session }
        this.withSession.add(client)
      },
      (error: unknown) => {
        this.asking.delete(client)
        if (client.session === asking) client.session = UNASKED
        throw error
      },
    )
    client.session = asking
    this.asking.add(client)
    return asking.answer
  }

  /** Whether the socket's session is live; one past its absolute end is ended here, and its channels taken. */
  private sessionStillLive(client: Client, now: number): boolean {
    if (client.session.state === 'live' && client.session.session.expiresAt.getTime() > now) return true
    if (client.session.state === 'live' || [...client.channels].some(isAdminChannel)) this.endSession(client)
    return false
  }

  /**
   * The socket's session is over, for good: it is unsubscribed from its admin channels and told so
   * (its public channels stay), and any later admin subscribe is refused without a lookup.
   */
  private endSession(client: Client): void {
    for (const channel of [...client.channels]) {
      if (!isAdminChannel(channel)) continue
      this.unsubscribe(client, channel)
      this.send(client.socket, JSON.stringify({ type: 'unsubscribed', channel } satisfies ControlMessage))
    }
    client.session = NO_SESSION
    this.withSession.delete(client)
  }
}
