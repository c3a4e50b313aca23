import { buyerHeaders, checkoutRequest, sendJson } from './drop'

/** One request of the load: when it started, how long it took and what came back. */
export type Sample = {
  route: 'products' | 'checkout' | 'health'
  startedAt: number
  ms: number
  /** 0 when no answer came at all (connection refused or reset, or no answer within 30 s). */
  status: number
  body: unknown
}

/**
 * Buyers browsing and checking out at a steady pace, and a monitor polling /api/health, recording
 * every answer until stop() is called.
 */
export function startSteadyLoad(shopUrl: string, productId: number, buyers: number) {
  const samples: Sample[] = []
  let running = true

  const measure = async (route: Sample['route'], send: () => ReturnType<typeof sendJson>) => {
    const startedAt = Date.now()
    const answer = await send().catch(() => ({ status: 0, body: undefined }))
    samples.push({ route, startedAt, ms: Date.now() - startedAt, ...answer })
  }
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

  const buyer = async (n: number) => {
    while (running) {
      await measure('products', () => sendJson(`${shopUrl}/api/products`, 'GET'))
      await measure('checkout', () =>
        sendJson(`${shopUrl}/api/payments`, 'POST', checkoutRequest(n, new Map([[productId, 1]])), undefined, buyerHeaders(n)),
      )
      await pause(50)
    }
  }
  const monitor = async () => {
    while (running) {
      await measure('health', () => sendJson(`${shopUrl}/api/health`, 'GET'))
      await pause(100)
    }
  }
  const all = Promise.all([monitor(), ...Array.from({ length: buyers }, (_, n) => buyer(n))])

  return {
    samples,
    async stop(): Promise<Sample[]> {
      running = false
      await all
      return samples
    },
  }
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
