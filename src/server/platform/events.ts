import type { RealtimeEvent } from '#shared/contracts/realtime'

/**
 * Broadcasts an event to every instance's subscribers (app.realtime.publish, realtime/event-bus.ts).
 * Call it after the transaction that made the change commits (decision 005: events after the commit).
 */
export type Publish = (event: RealtimeEvent) => Promise<void>
