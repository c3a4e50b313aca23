import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { WebSocket } from 'ws'
import { messages } from '../../shared/contracts/messages'
import type { RealtimeEvent } from '../../shared/contracts/realtime'
import type { Database } from '../platform/database'
import { EVENTS_CHANNEL, EventBus } from './event-bus'
import { RealtimeHub } from './hub'

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Broadcast an event to every instance's subscribers; call after the transaction commits. */
      publish(event: RealtimeEvent): Promise<void>
      hub: RealtimeHub
      /**
       * Hears every event before any socket does: the ones this instance publishes at once (before
       * its own answer leaves), the ones of other instances as they arrive, 'feed-lost' and 'resync'
       * around an interrupted feed. For what this instance keeps derived from the data (answer
       * cache, stock hints); see EventListener.
       */
      onEvent(listener: EventListener): void
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

/**
 * The /ws endpoint (SPEC 7.4, CONTRACT 4) and the event feed behind it. Needs @fastify/websocket,
 * which app.ts registers before any hook that may refuse an upgrade.
 */
export const realtime = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    const hub = new RealtimeHub()
    const bus = new EventBus(options.database, app.log)
    const listeners: EventListener[] = []
    const tell = (event: Parameters<EventListener>[0]) => {
      for (const listener of listeners) listener(event)
    }
    app.decorate('realtime', {
      publish: (event: RealtimeEvent) => {
        tell(event)
        return bus.publish(event)
      },
      hub,
      onEvent: (listener: EventListener) => void listeners.push(listener),
    })

    const stopListening = await options.database.listen(EVENTS_CHANNEL, {
      onPayload: (payload) => {
        const event = parseEvent(payload)
        if (!event) return
        tell(event)
        hub.deliver(payload, event.channel)
      },
      onResync: () => {
        tell('resync')
        hub.resync()
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

    app.addHook('preClose', async () => {
      clearInterval(heartbeat)
      // 1012: service restart; browsers reconnect after a second.
      hub.closeAll(1012, 'server restarting')
      await stopListening()
    })

    app.route({
      method: 'GET',
      url: '/ws',
      config: { access: 'public' },
      // A plain GET, without the upgrade, is no WebSocket: the 404 every unknown API address gets.
      handler: (_request, reply) => reply.code(404).send({ message: messages.notFound }),
      wsHandler: (socket, request) => {
        alive.add(socket)
        socket.on('pong', () => alive.add(socket))
        hub.add(socket, () => request.isAdmin())
        // Handle messages one at a time, in order, even though an admin check may wait on the database.
        let queue = Promise.resolve()
        socket.on('message', (data) => {
          const raw = data.toString()
          queue = queue
            .then(() => hub.receive(socket, raw))
            .then((answer) => {
              if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer))
            })
            .catch((error: unknown) => request.log.warn({ err: error }, 'realtime message failed'))
        })
        socket.on('close', () => hub.remove(socket))
      },
    })
  },
  { name: 'realtime' },
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
