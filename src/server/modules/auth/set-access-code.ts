import type { Db } from '#server/db/db'
import { adminDevices, loginFailures } from '#server/db/schema/auth'
import { hashAccessCode, type AccessCodeCost } from '#server/platform/access-code'
import { replaceAccessCode } from '#server/platform/admin-access'

export type SetAccessCodeResult = {
  /** The ids of the sessions ended, so open admin sockets can be told (realtime/session-events.ts). */
  endedSessionIds: number[]
  /** Browsers that were trusted (device cookies) and now count as strangers again. */
  forgottenDevices: number
}

/**
 * Replaces the access code (`npm run admin:set-code`): stores its hash, ends every admin session,
 * forgets every trusted browser (a code changed after a suspected leak ends all trust that came from
 * it, decision 016) and the failed logins, which were guesses at the old code. One transaction: the
 * code and the sessions are platform's tables, the browsers and the failures this module's (decision 049).
 */
export async function setAdminAccessCode(db: Db, code: string, cost: AccessCodeCost): Promise<SetAccessCodeResult> {
  const hash = await hashAccessCode(code, cost)
  return db.transaction(async (tx) => {
    const endedSessionIds = await replaceAccessCode(tx, hash)
    await tx.delete(loginFailures)
    const forgotten = await tx.delete(adminDevices).returning({ id: adminDevices.id })
    return { endedSessionIds, forgottenDevices: forgotten.length }
  })
}
