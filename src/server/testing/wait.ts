/** Waits without looking: for a test that asserts nothing happens meanwhile. */
export const quietFor = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/** Waits until `check` answers true, looking every 50 ms; throws after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await quietFor(50)
  }
}
