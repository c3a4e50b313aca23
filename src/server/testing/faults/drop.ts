import { FAULTS_ACCESS_CODE } from './shop-process'

/** A checkout the shop answered with success, and the demo outcome it then confirmed, if any. */
export type AnsweredCheckout = {
  paymentId: string
  /** productId -> quantity, as asked for. */
  lines: Map<number, number>
  outcome?: 'paid' | 'canceled'
}

export type DropTally = {
  answered: AnsweredCheckout[]
  /** Checkouts refused with 409 (sold out): expected once the stock is gone. */
  soldOut: number
  /** Requests that never got an answer because the shop went away. */
  lostInFlight: number
  /** Any other answer is a bug: status and body. */
  unexpected: string[]
}

export type DropOptions = {
  buyers: number
  /**
   * Called once, when the first payment was confirmed paid: the drop is on, with money taken. A kill
   * timed from the first checkout instead could land before any payment settled on a loaded machine.
   */
  onFirstPayment?: () => void
  /** Buyers stop at the first request without an answer; this caps a drop that is never interrupted. */
  maxDurationMs?: number
}

type Answer = { status: number; body: unknown }

/** One request; throws only when no answer came (connection refused or reset). */
export async function sendJson(
  url: string,
  method: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the text, the caller reports it
  }
  return { status: response.status, body: parsed }
}

/**
 * Buyer n's own address, as the shop's proxy would forward it (the fault shops run with TRUST_PROXY):
 * one address may hold only 20 unpaid checkouts (decision 017), and these are different people.
 */
export function buyerHeaders(buyer: number): Record<string, string> {
  return { 'x-forwarded-for': `10.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}` }
}

export function checkoutRequest(buyer: number, lines: Map<number, number>) {
  return {
    items: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
    shippingDetails: {
      tiktokUsername: `koper_${buyer}`,
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: `koper${buyer}@example.nl`,
      street: 'Kerkstraat',
      houseNumber: String(buyer + 1),
      postalCode: '1011 AB',
      city: 'Amsterdam',
      country: 'nederland',
      shippingMethod: 'postnl',
    },
  }
}

/** The payment id at the end of the demo provider's checkout URL (`/payment/demo/<id>`). */
export function paymentIdOf(url: string): string {
  const id = url.split('/').pop()
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw new Error(`no payment id in checkout URL ${url}`)
  return id
}

/**
 * Many buyers at once, each checking out one or two of the same few products again and again;
 * about half of them pay through the demo payment page, some cancel, the rest leave it open.
 */
export async function runDrop(shopUrl: string, productIds: number[], options: DropOptions): Promise<DropTally> {
  const tally: DropTally = { answered: [], soldOut: 0, lostInFlight: 0, unexpected: [] }
  const until = Date.now() + (options.maxDurationMs ?? 60_000)
  let paidOnce = false

  const buyer = async (n: number) => {
    // The buyer's checkout left open: their next one releases it (one open checkout per e-mail, decision 017).
    let leftOpen: AnsweredCheckout | undefined
    while (Date.now() < until) {
      const lines = pickLines(productIds)
      let answer: Answer
      try {
        answer = await sendJson(`${shopUrl}/api/payments`, 'POST', checkoutRequest(n, lines), undefined, buyerHeaders(n))
      } catch {
        tally.lostInFlight++
        return
      }
      if (answer.status === 409) {
        tally.soldOut++
        continue
      }
      const url = (answer.body as { success?: boolean; url?: string }).url
      if (answer.status !== 200 || !url) {
        tally.unexpected.push(`checkout: ${answer.status} ${JSON.stringify(answer.body)}`)
        return
      }
      const checkout: AnsweredCheckout = { paymentId: paymentIdOf(url), lines }
      tally.answered.push(checkout)
      if (leftOpen) leftOpen.outcome = 'canceled'
      leftOpen = undefined
      const roll = Math.random()
      const outcome = roll < 0.55 ? 'paid' : roll < 0.7 ? 'canceled' : undefined
      if (!outcome) {
        leftOpen = checkout
        continue
      }
      try {
        const paid = await sendJson(`${shopUrl}/api/payments/${checkout.paymentId}/demo`, 'POST', { outcome })
        if (paid.status !== 200) tally.unexpected.push(`demo ${outcome}: ${paid.status} ${JSON.stringify(paid.body)}`)
        else checkout.outcome = outcome
        if (checkout.outcome === 'paid' && !paidOnce) {
          paidOnce = true
          options.onFirstPayment?.()
        }
      } catch {
        tally.lostInFlight++
        return
      }
    }
  }
  await Promise.all(Array.from({ length: options.buyers }, (_, n) => buyer(n)))
  return tally
}

function pickLines(productIds: number[]): Map<number, number> {
  const lines = new Map<number, number>()
  const count = Math.random() < 0.6 ? 1 : 2
  while (lines.size < Math.min(count, productIds.length)) {
    const id = productIds[Math.floor(Math.random() * productIds.length)]
    if (id !== undefined) lines.set(id, 1 + Math.floor(Math.random() * 2))
  }
  return lines
}

/** The seller, through the admin API: logs in once and adds the products of each drop. */
export async function loginAsSeller(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessCode: FAULTS_ACCESS_CODE }),
  })
  const cookie = response.headers.getSetCookie().find((c) => c.includes('packstroom_session='))
  if (response.status !== 200 || !cookie) throw new Error(`seller login failed: ${response.status}`)
  return cookie.split(';')[0] ?? ''
}

/** Adds one product per stock figure; answers productId -> stock as the shop confirmed it. */
export async function addDropProducts(shopUrl: string, cookie: string, stocks: number[], label: string) {
  const created = new Map<number, number>()
  for (const [index, stock] of stocks.entries()) {
    const answer = await sendJson(
      `${shopUrl}/api/products`,
      'POST',
      { name: `Drop ${label} – Booster ${index + 1}`, imageUrl: '/demo/booster-pack-violet.svg', category: 'Booster Packs', price: 549, stock },
      cookie,
    )
    const product = answer.body as { id?: number; stock?: number }
    if (answer.status !== 201 || product.id === undefined || product.stock !== stock) {
      throw new Error(`adding a product failed: ${answer.status} ${JSON.stringify(answer.body)}`)
    }
    created.set(product.id, stock)
  }
  return created
}
