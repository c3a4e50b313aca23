import type pg from 'pg'

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
