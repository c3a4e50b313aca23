import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import type { Database } from '#server/platform/database'

export const EVENTS_CHANNEL = 'packstroom_events'
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900

/**
 * publish() sends an event through the database (NOTIFY), and every instance LISTENing delivers it
 * to its sockets, this one included. Call it after the transaction that made the change commits.
 */
export class EventBus {
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(event: RealtimeEvent): Promise<void> {
    let payload = JSON.stringify(event)
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      // Too large to travel: send the names only, so pages refetch the item instead.
      this.log.warn({ type: event.type, bytes: Buffer.byteLength(payload) }, 'realtime event sent without its item')
      payload = JSON.stringify({ channel: event.channel, type: event.type })
    }
    try {
      await this.database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`)
    } catch (error) {
      // The change itself is committed; a lost broadcast must not turn it into a failed request.
      // Pages catch up when their socket reconnects (they refetch on every reconnect).
      this.log.error({ err: error, type: event.type }, 'realtime event could not be published')
    }
  }
}
