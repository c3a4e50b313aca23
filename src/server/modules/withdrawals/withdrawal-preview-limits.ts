const HOUR_MS = 60 * 60_000

/**
 * How often the form's check step may look up an order (decision 058): per client address (IPv6 by
 * its /64) 30 an hour, per e-mail address typed 10 an hour. A buyer looks up once per statement, or
 * a few times after a typo; someone guessing an order number of 8 hexadecimal characters for an address
 * would need billions.
 */
export const WITHDRAWAL_PREVIEW_LIMITS = { perClientPerHour: 30, perEmailPerHour: 10 } as const

/** Above this many keys, the expired ones go, at most once a minute, so the memory stays small. */
const SWEEP_ABOVE_KEYS = 5_000
const SWEEP_EVERY_MS = 60_000
/**
 * Past this many clients and addresses within the hour (a flood of new ones), look-ups are refused
 * until the hour frees room: the check step then goes without its list, the statement itself is
 * never refused for it.
 */
const MAX_KEYS = 100_000

/**
 * The look-ups of the last hour, counted in this process. A look-up reads and records nothing, so it
 * has no row to count in the database, as the statements' limits do (withdrawal-limits.ts); several
 * instances each count their own, which multiplies the allowance by a handful, against a guess that
 * needs billions. A restart forgets the counts, as it would an hour.
 */
export function withdrawalPreviewLimiter(limits: { perClientPerHour: number; perEmailPerHour: number } = WITHDRAWAL_PREVIEW_LIMITS) {
  const seen = new Map<string, number[]>()
  let lastSweep = Number.NEGATIVE_INFINITY
  const recent = (key: string, since: number) => {
    const times = (seen.get(key) ?? []).filter((time) => time > since)
    if (times.length === 0) seen.delete(key)
    else seen.set(key, times)
    return times
  }
  return {
    /** Counts a look-up from this client for this address; false (nothing counted) when either is at its limit. */
    claim(clientAddress: string, email: string, now = Date.now()): boolean {
      const since = now - HOUR_MS
      if (seen.size > SWEEP_ABOVE_KEYS && now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now
        for (const key of [...seen.keys()]) recent(key, since)
      }
      if (seen.size >= MAX_KEYS) return false
      const client = recent(`client:${clientAddress}`, since)
      const address = recent(`email:${email.trim().toLowerCase()}`, since)
      if (client.length >= limits.perClientPerHour || address.length >= limits.perEmailPerHour) return false
      seen.set(`client:${clientAddress}`, [...client, now])
      seen.set(`email:${email.trim().toLowerCase()}`, [...address, now])
      return true
    },
  }
}
