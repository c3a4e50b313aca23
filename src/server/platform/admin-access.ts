import { eq } from 'drizzle-orm'
import { adminAccess } from '../db/schema'
import { generateAccessCode, hashAccessCode, verifyAccessCode } from './access-code'
import type { Db } from '../db/db'

export type AdminAccessResult = { generatedCode: string | undefined }

/**
 * Makes sure the database holds a hashed access code. A configured code replaces a different stored
 * one (that is how the seller changes it); with none configured, a new database gets a generated
 * code that the caller prints once.
 */
export async function ensureAdminAccess(db: Db, configuredCode: string | undefined): Promise<AdminAccessResult> {
  const [row] = await db.select().from(adminAccess).orderBy(adminAccess.id).limit(1)
  if (!row) {
    const code = configuredCode ?? generateAccessCode()
    await db.insert(adminAccess).values({ accessCode: await hashAccessCode(code) })
    return { generatedCode: configuredCode ? undefined : code }
  }
  if (configuredCode && !(await verifyAccessCode(configuredCode, row.accessCode))) {
    await db
      .update(adminAccess)
      .set({ accessCode: await hashAccessCode(configuredCode) })
      .where(eq(adminAccess.id, row.id))
  }
  return { generatedCode: undefined }
}

/** True when the code matches the stored hash; records the moment of use. */
export async function checkAccessCode(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select().from(adminAccess).orderBy(adminAccess.id).limit(1)
  if (!row || !(await verifyAccessCode(code, row.accessCode))) return false
  await db.update(adminAccess).set({ lastUsed: new Date() }).where(eq(adminAccess.id, row.id))
  return true
}
