const open = new Set<() => Promise<void>>()

/**
 * Registers something to close when the bench run is interrupted (Ctrl-C) before the benchmark
 * closed it itself, so no PostgreSQL database or temporary folder is left behind. Returns `close`,
 * wrapped to run once; it stays registered until it has finished, so closeEverything() also waits
 * for a close already under way.
 */
export function closeOnInterrupt(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined
  const once = () => {
    closing ??= close().finally(() => open.delete(once))
    return closing
  }
  open.add(once)
  return once
}

/**
 * Closes everything still registered, all at once, so one that hangs (a browser already gone) does
 * not keep the others from finishing; failures are reported, not thrown.
 */
export async function closeEverything(): Promise<void> {
  await Promise.all(
    [...open].map((close) => close().catch((error: unknown) => console.error('bench: cleanup failed:', error))),
  )
}
