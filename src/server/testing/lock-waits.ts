import pg from 'pg'
import { afterEach } from 'vitest'

/**
 * Connections of a test's own to its PostgreSQL database (one holds a lock, one watches who waits for
 * it), each ended after its test. `url` is read when a test connects, once its database is up.
 */
export function useTestConnections(url: () => string | undefined): () => Promise<pg.Client> {
  const clients: pg.Client[] = []
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end()
  })
  return async () => {
    const connectionString = url()
    if (!connectionString) throw new Error('this test needs PostgreSQL (run it in the api-postgres project)')
    const client = new pg.Client({ connectionString })
    await client.connect()
    clients.push(client)
    return client
  }
}

/**
 * Waits until `sessions` sessions of the test database (one unless told) wait for a lock, as read from
 * pg_stat_activity by an observer connection of the test's own: the moment a race a test sets up has
 * reached the lock.
 */
export async function waitUntilSomeoneWaitsForALock(observer: pg.Client, what: string, sessions = 1): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await observer.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if ((rows[0]?.waiting ?? 0) >= sessions) return
    await new Promise((done) => setTimeout(done, 20))
  }
  throw new Error(`${what} never waited for a lock`)
}
