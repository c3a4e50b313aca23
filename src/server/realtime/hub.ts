import type { WebSocket } from 'ws'
import {
  clientMessageSchema,
  realtimeChannelSchema,
  realtimeChannels,
  type ControlMessage,
  type RealtimeChannel,
} from '../../shared/contracts/realtime'
import { messages } from '../../shared/contracts/messages'

/** A socket whose unsent data passes this is too slow to keep up with a stream; it is dropped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

type Client = { socket: WebSocket; channels: Set<RealtimeChannel>; isAdmin: () => Promise<boolean> }

/**
 * The sockets of this instance and what each subscribed to. Every event reaches it through
 * deliver(), from the database's LISTEN feed, so all instances deliver every event the same way.
 */
export class RealtimeHub {
  private readonly clients = new Map<WebSocket, Client>()
  private readonly byChannel = new Map<RealtimeChannel, Set<Client>>()

  get connectionCount(): number {
    return this.clients.size
  }

  add(socket: WebSocket, isAdmin: () => Promise<boolean>): void {
    this.clients.set(socket, { socket, channels: new Set(), isAdmin })
  }

  remove(socket: WebSocket): void {
    const client = this.clients.get(socket)
    if (!client) return
    for (const channel of client.channels) this.byChannel.get(channel)?.delete(client)
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
      client.channels.delete(channel.data)
      this.byChannel.get(channel.data)?.delete(client)
      return { type: 'unsubscribed', channel: channel.data }
    }
    if (realtimeChannels[channel.data] === 'admin' && !(await client.isAdmin())) {
      return { type: 'error', message: messages.realtimeAdminOnly }
    }
    client.channels.add(channel.data)
    let subscribers = this.byChannel.get(channel.data)
    if (!subscribers) this.byChannel.set(channel.data, (subscribers = new Set()))
    subscribers.add(client)
    return { type: 'subscribed', channel: channel.data }
  }

  /** Sends one serialized event to every subscriber of its channel. */
  deliver(payload: string, channel: string): void {
    const subscribers = this.byChannel.get(channel as RealtimeChannel)
    if (!subscribers) return
    for (const client of subscribers) this.send(client.socket, payload)
  }

  /** Tells every socket that events may have been missed. */
  resync(): void {
    const payload = JSON.stringify({ type: 'resync' } satisfies ControlMessage)
    for (const socket of this.clients.keys()) this.send(socket, payload)
  }

  closeAll(code: number, reason: string): void {
    for (const socket of this.clients.keys()) socket.close(code, reason)
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
