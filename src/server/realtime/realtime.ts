import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { WebSocket } from 'ws'
import { messages } from '#shared/contracts/messages'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { clientAddress } from '#server/platform/client-address'
import type { Database } from '#server/platform/database'
import type { Publish } from '#server/platform/events'
import type { ShopMetrics } from '#server/platform/metrics'
import { EVENTS_CHANNEL, EventBus } from './event-bus'
import { RealtimeHub } from './hub'
import { queueMessages } from './message-limits'
import { notifySessionsEnded, parseSessionsEnded } from './session-events'
import { isLoopback, SocketsPerAddress } from './sockets-per-address'

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Broadcast an event to every instance's subscribers; call after the transaction commits. */
      publish: Publish
      hub: RealtimeHub
      /**
       * Hears every event before any socket does: the ones this instance publishes at once (before
       * its own answer leaves), the ones of other instances as they arrive, 'feed-lost' and 'resync'
       * around an interrupted feed. For what this instance keeps derived from the data (answer
       * cache, stock hints); see EventListener.
       */
      onEvent(listener: EventListener): void
      /**
       * These admin sessions ended (logout, a new login over an old cookie): their sockets, on every
       * instance, lose their admin channels. Call after the sessions are deleted.
       */
      endAdminSessions(ids: readonly number[]): Promise<void>
      /** Takes the admin channels from sockets whose session has expired or gone; runs every minute. */
      checkAdminSessions(): Promise<void>
    }
  }
}

/**
 * Hears an event; 'feed-lost' when this instance stops hearing the other instances' events (the
 * database connection that LISTENs broke), and 'resync' when it hears them again and some may
 * have been missed. An event from the feed is one this shop published; one too large for NOTIFY
 * arrives with its channel and type only (event-bus.ts).
 */
export type EventListener = (event: RealtimeEvent | 'feed-lost' | 'resync') => void

const HEARTBEAT_MS = 30_000
/** How often the sessions behind admin sockets are looked up: an idle-expired one ends within this. */
const ADMIN_CHECK_MS = 60_000
/**
 * Open WebSockets per client address (decision 016): a household, or viewers behind one NAT, with a
 * few tabs and the seller's OBS overlays each, stays far below; one client cannot hold hundreds.
 */
export const MAX_SOCKETS_PER_ADDRESS = 50

export type RealtimeOptions = {
  database: Database
  /** Counts sockets per address as the login limits do (platform/client-address.ts). */
  trustProxy: boolean
  maxSocketsPerAddress?: number
  /** The send buffer past which a socket is dropped; the hub's MAX_BUFFERED_BYTES unless a test wants less. */
  maxBufferedBytes?: number
  /** The app's metrics (decision 024): subscriptions per channel, events handed to sockets. */
  metrics?: ShopMetrics
}

/**
 * The /ws endpoint (product.md 7.4, 13) and the event feed behind it. Needs @fastify/websocket,
 * which app.ts registers before any hook that may refuse an upgrade.
 */
export const realtime = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const hub = new RealtimeHub({ log: app.log, maxBufferedBytes: options.maxBufferedBytes })
    const { metrics } = options
    metrics?.watch({ websocketChannels: () => hub.channelCounts() })
    const bus = new EventBus(options.database, app.log)
    const listeners: EventListener[] = []
    const tell = (event: Parameters<EventListener>[0]) => {
      for (const listener of listeners) listener(event)
    }

    async function checkAdminSessions() {
      const ids = hub.adminSessionIds()
      if (ids.length === 0) return
      const live = await app.sessions.listLive(ids)
      hub.endSessions(ids.filter((id) => !live.has(id)))
    }
    const checkAdminSessionsLogged = () =>
      void checkAdminSessions().catch((error: unknown) => app.log.warn({ err: error }, 'admin sockets could not be checked'))

    app.decorate('realtime', {
      publish: (event: RealtimeEvent) => {
        tell(event)
        return bus.publish(event)
      },
      hub,
      onEvent: (listener: EventListener) => void listeners.push(listener),
      async endAdminSessions(ids: readonly number[]) {
        // This instance at once; the others (and this one again, harmlessly) through the feed.
        hub.endSessions(ids)
        try {
          await notifySessionsEnded(options.database.db, ids)
        } catch (error) {
          // The sessions are deleted; the other instances' check finds that within a minute.
          app.log.error({ err: error }, 'ended admin sessions could not be announced')
        }
      },
      checkAdminSessions,
    })

    const stopListening = await options.database.listen(EVENTS_CHANNEL, {
      onPayload: (payload) => {
        const endedSessions = parseSessionsEnded(payload)
        if (endedSessions) {
          hub.endSessions(endedSessions)
          return
        }
        const event = parseEvent(payload)
        if (!event) return
        tell(event)
        // Counted as the subscribers at delivery: one message each (a socket dropped as too slow included).
        if (metrics) {
          const subscribers: Partial<Record<string, number>> = hub.channelCounts()
          metrics.realtimeMessagesSent.inc(subscribers[event.channel] ?? 0)
        }
        hub.deliver(payload, event.channel)
      },
      onResync: () => {
        tell('resync')
        hub.resync()
        // A logout announced while the feed was down was missed.
        checkAdminSessionsLogged()
      },
      onLost: () => tell('feed-lost'),
    })

    const alive = new WeakSet<WebSocket>()
    const heartbeat = setInterval(() => {
      for (const socket of app.websocketServer.clients) {
        if (!alive.has(socket)) {
          socket.terminate()
          continue
        }
        alive.delete(socket)
        socket.ping()
      }
    }, HEARTBEAT_MS)
    heartbeat.unref()
    const adminCheck = setInterval(checkAdminSessionsLogged, ADMIN_CHECK_MS)
    adminCheck.unref()

    const perAddress = new SocketsPerAddress(options.maxSocketsPerAddress ?? MAX_SOCKETS_PER_ADDRESS)

    app.addHook('preClose', async () => {
      clearInterval(heartbeat)
      clearInterval(adminCheck)
      // 1012: service restart; browsers reconnect after a second.
      hub.closeAll(1012, 'server restarting')
      await stopListening()
    })

    app.route({
      method: 'GET',
      url: '/ws',
      config: { access: 'public' },
      // Before the upgrade: a refused one answers 429 and never becomes a socket.
      onRequest: (request, reply, done) => {
        if (!request.ws) return done()
        const address = clientAddress(request, options.trustProxy)
        if (isLoopback(address)) return done()
        if (!perAddress.tryOpen(address)) {
          void reply.code(429).send({ message: messages.tooManyRealtimeConnections })
          return
        }
        if (perAddress.count(address) === perAddress.max) {
          // Once per time the cap is reached, not per refusal (a refused page retries every second).
          request.log.warn({ address, max: perAddress.max }, 'an address holds the most WebSockets allowed; more are refused with 429')
        }
        // The connection's own close, however it ends (a refused handshake included).
        request.raw.socket.once('close', () => perAddress.closed(address))
        done()
      },
      // A plain GET, without the upgrade, is no WebSocket: the 404 every unknown API address gets.
      handler: (_request, reply) => reply.code(404).send({ message: messages.notFound }),
      wsHandler: (socket, request) => {
        alive.add(socket)
        socket.on('pong', () => alive.add(socket))
        hub.add(socket, request.adminSessionLookup())
        // One at a time, in order, within the socket's limits; each answer through the hub's check
        // too, so a client that sends but never reads is dropped all the same.
        queueMessages(socket, {
          handle: async (raw) => hub.send(socket, JSON.stringify(await hub.receive(socket, raw))),
          // Forgotten at once, as a socket too slow is: nothing more is sent to it while it closes.
          onOverLimit: () => hub.remove(socket),
          log: request.log,
        })
        socket.on('close', () => hub.remove(socket))
      },
    })
  },
  { name: 'realtime', dependencies: ['sessions'] },
)

/** An event from the feed, or undefined for anything that is not one. */
function parseEvent(payload: string): RealtimeEvent | undefined {
  try {
    const event = JSON.parse(payload) as Partial<RealtimeEvent> | null
    if (typeof event?.channel !== 'string' || typeof event.type !== 'string') return undefined
    return event as RealtimeEvent
  } catch {
    return undefined
  }
}
