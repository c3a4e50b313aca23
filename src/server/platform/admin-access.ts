import { eq } from 'drizzle-orm'
import { adminAccess, adminSessions } from '#server/db/schema/platform'
import { generateAccessCode, hashAccessCode, verifyAccessCode, type AccessCodeCost } from './access-code'
import type { Db, Tx } from '#server/db/db'

export type AdminAccessResult = { generatedCode: string | undefined }

/**
 * Makes sure the database holds a hashed access code. A configured code replaces a different stored
 * one (that is how the seller changes it); with none configured, a new database gets a generated
 * code that the caller prints once. New hashes cost `cost` (config.accessCodeCost).
 */
export async function ensureAdminAccess(
  db: Db,
  configuredCode: string | undefined,
  cost: AccessCodeCost,
): Promise<AdminAccessResult> {
  const [row] = await db.select().from(adminAccess).orderBy(adminAccess.id).limit(1)
  if (!row) {
    const code = configuredCode ?? generateAccessCode()
    await db.insert(adminAccess).values({ accessCode: await hashAccessCode(code, cost) })
    return { generatedCode: configuredCode ? undefined : code }
  }
  if (configuredCode && !(await verifyAccessCode(configuredCode, row.accessCode))) {
    await db
      .update(adminAccess)
      .set({ accessCode: await hashAccessCode(configuredCode, cost) })
      .where(eq(adminAccess.id, row.id))
  }
  return { generatedCode: undefined }
}

/** Compared against when no code is stored, so that case takes as long as a wrong code; one per cost N. */
const placeholderHashes = new Map<number, Promise<string>>()

function placeholderHash(cost: AccessCodeCost): Promise<string> {
  let hash = placeholderHashes.get(cost.N)
  if (!hash) {
    hash = hashAccessCode(generateAccessCode(), cost)
    placeholderHashes.set(cost.N, hash)
  }
  return hash
}

/**
 * True when the code matches the stored hash; records the moment of use. Every guess costs one full
 * scrypt derivation and a constant-time comparison, whatever it is and whatever is stored: nothing
 * returns before the derivation, so the time taken tells a guesser nothing. With no code stored the
 * guess is compared with a placeholder hashed at `cost`, the cost the shop hashes codes at.
 */
export async function checkAccessCode(db: Db, code: string, cost: AccessCodeCost): Promise<boolean> {
  const [row] = await db.select().from(adminAccess).orderBy(adminAccess.id).limit(1)
  // Made at the first guess whether or not a code is stored, so making it tells a guesser nothing either.
  const placeholder = placeholderHash(cost)
  const matches = await verifyAccessCode(code, row?.accessCode ?? (await placeholder))
  if (!row || !matches) return false
  await db.update(adminAccess).set({ lastUsed: new Date() }).where(eq(adminAccess.id, row.id))
  return true
}

/**
 * Stores a new access code's hash and ends every admin session, in the caller's transaction: the part
 * of changing the code (`npm run admin:set-code`) that is platform's; the auth module's
 * setAdminAccessCode does the rest in the same transaction (decision 016, 049). Answers the ids of the
 * sessions ended, so open admin sockets can be told (realtime/session-events.ts).
 */
export async function replaceAccessCode(tx: Tx, hash: string): Promise<number[]> {
  const [row] = await tx.select({ id: adminAccess.id }).from(adminAccess).orderBy(adminAccess.id).limit(1)
  if (row) await tx.update(adminAccess).set({ accessCode: hash, lastUsed: null }).where(eq(adminAccess.id, row.id))
  else await tx.insert(adminAccess).values({ accessCode: hash })
  const ended = await tx.delete(adminSessions).returning({ id: adminSessions.id })
  return ended.map((session) => session.id)
}
