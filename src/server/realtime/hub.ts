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

/** A socket whose unsent data passes this is too slow to keep up with a stream; it is dropped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

type Client = {
  socket: WebSocket
  channels: Set<RealtimeChannel>
  /** The admin session the socket's upgrade request names, looked up anew at each call. */
  findSession: () => Promise<AdminSession | undefined>
  /** The session behind the socket's admin channels, while it holds any. */
  session: AdminSession | undefined
}

const isAdminChannel = (channel: string) => realtimeChannels[channel as RealtimeChannel] === 'admin'

/**
 * The sockets of this instance and what each subscribed to. Every event reaches it through
 * deliver(), from the database's LISTEN feed, so all instances deliver every event the same way.
 * Admin channels follow the session (decision 016): it is checked at every subscribe, an ended one
 * (endSessions) takes them away at once, and one past its absolute expiry gets no admin event.
 */
export class RealtimeHub {
  private readonly clients = new Map<WebSocket, Client>()
  private readonly byChannel = new Map<RealtimeChannel, Set<Client>>()
  /** The clients holding an admin channel. */
  private readonly admins = new Set<Client>()

  get connectionCount(): number {
    return this.clients.size
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
    const subscribers = this.byChannel.get(channel as RealtimeChannel)
    if (!subscribers) return
    const adminOnly = isAdminChannel(channel)
    for (const client of subscribers) {
      if (adminOnly && (!client.session || client.session.expiresAt.getTime() <= now)) {
        this.dropAdminChannels(client)
        continue
      }
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
    const payload = JSON.stringify({ type: 'resync' } satisfies ControlMessage)
    for (const socket of this.clients.keys()) this.send(socket, payload)
  }

  closeAll(code: number, reason: string): void {
    for (const socket of this.clients.keys()) socket.close(code, reason)
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

  private send(socket: WebSocket, payload: string): void {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate()
      return
    }
    socket.send(payload)
  }
}
