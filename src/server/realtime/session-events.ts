import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { EVENTS_CHANNEL } from './event-bus'

/**
 * Ended admin sessions travel on the event feed beside the events, by row id (never a token or its
 * hash), so every instance takes the admin channels from the sockets those sessions opened: a logout
 * on instance A reaches a socket on instance B, and `npm run admin:set-code`, a process of its own,
 * reaches them all. On the same feed they keep their order with the events, so an admin event
 * published after a logout never reaches the logged-out socket. Not a RealtimeEvent: it carries no
 * channel, so no socket is ever sent one.
 */
const PREFIX = '{"sessionsEnded":'
/** Ids per NOTIFY: 500 ids of up to ten digits stay well below PostgreSQL's 8000-byte payload. */
const IDS_PER_NOTIFY = 500

export function sessionsEndedPayloads(ids: readonly number[]): string[] {
  const payloads: string[] = []
  for (let start = 0; start < ids.length; start += IDS_PER_NOTIFY) {
    payloads.push(JSON.stringify({ sessionsEnded: ids.slice(start, start + IDS_PER_NOTIFY) }))
  }
  return payloads
}

/** The ended session ids a feed payload names, or undefined when it is an event. */
export function parseSessionsEnded(payload: string): number[] | undefined {
  if (!payload.startsWith(PREFIX)) return undefined
  try {
    const ids = (JSON.parse(payload) as { sessionsEnded?: unknown }).sessionsEnded
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : undefined
  } catch {
    return undefined
  }
}

/** Tells every instance on the database that these sessions ended (call after the delete commits). */
export async function notifySessionsEnded(db: Db, ids: readonly number[]): Promise<void> {
  for (const payload of sessionsEndedPayloads(ids)) await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`)
}
