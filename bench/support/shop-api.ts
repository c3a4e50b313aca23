import { BENCH_ACCESS_CODE } from './shop'

/** The seller's session cookie, from logging in with the bench shop's access code. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessCode: BENCH_ACCESS_CODE }),
  })
  await response.arrayBuffer()
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0]
  if (!response.ok || !cookie) throw new Error(`admin login answered ${response.status}`)
  return cookie
}

/** Adds a product as the seller would in the back office; its id. */
export async function addProduct(baseUrl: string, cookie: string, product: { name: string; stock: number }): Promise<number> {
  const response = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ imageUrl: '/demo/booster-pack-violet.svg', category: 'Booster Packs', price: 549, ...product }),
  })
  const body = await response.text()
  if (response.status !== 201) throw new Error(`adding ${product.name} answered ${response.status}: ${body}`)
  return (JSON.parse(body) as { id: number }).id
}

/**
 * What the cart sends for `quantity` of one item, for a buyer named `tiktokUsername`, with an e-mail
 * address of their own (one e-mail holds one unpaid checkout at a time: decision 017).
 */
export function checkoutBody(tiktokUsername: string, productId: number, quantity = 1): string {
  return JSON.stringify({
    items: [{ productId, quantity }],
    shippingDetails: {
      tiktokUsername,
      firstName: 'Bench',
      lastName: 'Koper',
      email: `${tiktokUsername}@example.nl`,
      street: 'Kerkstraat',
      houseNumber: '1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      country: 'nederland',
      shippingMethod: 'live',
    },
  })
}

export type CheckoutAnswer = { status: number; paymentId: string | undefined; ms: number }

/**
 * One checkout (POST /api/payments), timed from sending to the whole answer read. `headers` may
 * carry the buyer's own address (X-Forwarded-For, for a shop started with TRUST_PROXY).
 */
export async function checkout(
  baseUrl: string,
  tiktokUsername: string,
  productId: number,
  headers: Record<string, string> = {},
): Promise<CheckoutAnswer> {
  const started = performance.now()
  const response = await fetch(`${baseUrl}/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: checkoutBody(tiktokUsername, productId),
  })
  const text = await response.text()
  const ms = performance.now() - started
  const url = response.ok ? (JSON.parse(text) as { url?: string }).url : undefined
  return { status: response.status, paymentId: url?.split('/').pop(), ms }
}

/** What the demo payment page's Betaald button sends. */
export async function markPaid(baseUrl: string, paymentId: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/payments/${paymentId}/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'paid' }),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`marking payment ${paymentId} paid answered ${response.status}`)
}

/** Runs `task` for 0…count-1 with at most `parallel` at a time. */
export async function inBatches(count: number, parallel: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, lane))
}

/**
 * `buyers` checkouts of one product sent at the same moment from a worker thread (checkout-worker.ts),
 * so the buyers' fetch does not share the shop's event loop.
 */
export async function checkoutAllAtOnce(input: {
  baseUrl: string
  productId: number
  buyers: number
  namePrefix: string
  /** Of the product, per buyer; 1 by default. */
  quantity?: number
}): Promise<CheckoutAnswer[]> {
  const { Worker } = await import('node:worker_threads')
  const script = new URL('./checkout-worker.ts', import.meta.url).href
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { ...input, script } })
  try {
    return await new Promise<CheckoutAnswer[]>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`checkout worker exited with ${code}`)))
    })
  } finally {
    await worker.terminate()
  }
}
