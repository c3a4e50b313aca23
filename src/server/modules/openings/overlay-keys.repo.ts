import { createHash, randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { CreatedOverlayKey, OverlayKey } from '#shared/contracts/obs-overlay'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { overlayKeys } from '#server/db/schema/openings'
import { Refusal } from '#server/platform/refusal'

// decision 062: the OBS overlay's keys. 256 random bits, shown once in the overlay's link; the database
// keeps only their SHA-256, as it does the seller's device cookies (decision 016).

const hashOverlayKey = (key: string) => createHash('sha256').update(key).digest('base64url')

type Row = typeof overlayKeys.$inferSelect

function toOverlayKey(row: Row): OverlayKey {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

/** A new key; its text is in this answer only. */
export async function createOverlayKey(db: Db): Promise<CreatedOverlayKey> {
  const key = randomBytes(32).toString('base64url')
  const [row] = await db.insert(overlayKeys).values({ keyHash: hashOverlayKey(key) }).returning()
  if (!row) throw new Error('the overlay key was not stored')
  return { ...toOverlayKey(row), key }
}

/** Every key, newest first. */
export async function listOverlayKeys(db: Db): Promise<OverlayKey[]> {
  const rows = await db.select().from(overlayKeys).orderBy(desc(overlayKeys.createdAt), desc(overlayKeys.id))
  return rows.map(toOverlayKey)
}

/** The key stops working from now on; revoking a revoked key keeps its first moment. */
export async function revokeOverlayKey(db: Db, id: number, now: Date): Promise<OverlayKey> {
  const [row] = await db.select().from(overlayKeys).where(eq(overlayKeys.id, id))
  if (!row) throw new Refusal('not_found', messages.overlayKeyNotFound)
  if (row.revokedAt) return toOverlayKey(row)
  const [revoked] = await db.update(overlayKeys).set({ revokedAt: now }).where(eq(overlayKeys.id, id)).returning()
  return toOverlayKey(revoked ?? row)
}

/**
 * Whether this key is one the seller made and did not revoke; a match records its use. The look-up is by
 * the key's hash, so the time it takes tells nothing about how close a guess came.
 */
export async function checkOverlayKey(db: Db, key: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(overlayKeys).where(eq(overlayKeys.keyHash, hashOverlayKey(key)))
  if (!row || row.revokedAt) return false
  await db.update(overlayKeys).set({ lastUsedAt: now }).where(eq(overlayKeys.id, row.id))
  return true
}
