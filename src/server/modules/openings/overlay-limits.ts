const MINUTE_MS = 60_000
/** Past this many addresses within the minute, new ones wait for the next minute: the memory stays small. */
const MAX_ADDRESSES = 10_000

/**
 * How often the OBS overlay's routes answer one client address (decision 062): 300 requests a minute.
 * The overlay reads the head once per order event and posts two edges per opening, a few a minute on
 * a busy live; the limit only stops a runaway page or someone trying keys. Counted per process in
 * fixed minutes, as a restart would forget them anyway.
 */
export function overlayLimiter(perMinute = 300) {
  let windowStart = 0
  let counts = new Map<string, number>()
  return {
    /** Counts a request from this address; false (nothing counted) when it is at the limit. */
    claim(address: string, now = Date.now()): boolean {
      if (now - windowStart >= MINUTE_MS) {
        windowStart = now
        counts = new Map()
      }
      const count = counts.get(address) ?? 0
      if (count >= perMinute || (count === 0 && counts.size >= MAX_ADDRESSES)) return false
      counts.set(address, count + 1)
      return true
    },
  }
}
