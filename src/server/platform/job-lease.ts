import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { jobLeases } from '#server/db/schema/platform'

/**
 * Runs `job` only while this instance holds the lease `name` (decision 052): a job every instance
 * starts, which must run once across them (the reconciliation with the payment provider). Taking the
 * lease is one conditional upsert: free, run out, or already ours. It is given up when the job ends; a
 * holder that crashed loses it when `holdMs` has passed. Returns whether the job ran.
 */
export function createJobLease(db: Db, name: string, holdMs: number) {
  const holder = randomUUID()
  return async function runOnce(job: () => Promise<unknown>): Promise<boolean> {
    const until = new Date(Date.now() + holdMs)
    const taken = await db
      .insert(jobLeases)
      .values({ name, holder, heldUntil: until })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder, heldUntil: until },
        setWhere: sql`${jobLeases.heldUntil} < now() or ${jobLeases.holder} = ${holder}`,
      })
      .returning({ name: jobLeases.name })
    if (taken.length === 0) return false
    try {
      await job()
    } finally {
      await db
        .update(jobLeases)
        .set({ heldUntil: new Date(0) })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    }
    return true
  }
}
