import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { checkout } from '../../e2e/support/buyer-api'
import type { Benchmark, Row } from '../support/benchmark'
import { launchBenchBrowser } from '../support/browser'
import { closeOnInterrupt } from '../support/cleanup'
import type { DatabaseTarget } from '../support/databases'
import { alertGone, alertShown, ordersSubscribed, overlayRecorderScript } from '../support/overlay-recorder'
import { BENCH_ACCESS_CODE, startBenchShop } from '../support/shop'
import { summarize } from '../support/stats'

/** Many orders by default; BENCH_OVERLAY_ORDERS changes it (a quick look: 10). */
const ORDERS = Number(process.env.BENCH_OVERLAY_ORDERS ?? 100)
/** Paid and watched like the others, not counted: the first ones pay for cold code paths. */
const WARM_UP = 5
const ALERT_TIMEOUT_MS = 15_000

const nodeNow = () => performance.timeOrigin + performance.now()

/** One measured order, in ms from the moment just before the request that marked it paid. */
type Sample = {
  orderId: number
  onScreen: number
  /** Until its order_update reached the page; undefined when the alert came from a catch-up read. */
  updateArrived: number | undefined
  answered: number
}

export const overlayLatency: Benchmark = {
  name: 'overlay-latency',
  title: 'Order alert latency: payment marked paid → alert on screen in the OBS overlay',
  method: [
    'The shop runs inside the benchmark’s Node process, as `npm start` runs it (logging warnings only), on a',
    'fresh database with the production build of the client. Headless Chromium opens',
    '`/obs/order-notification?duration=1` as a 600 × 800 browser source. For each order a buyer checks out one',
    'pack through the API (not timed); then Node notes `performance.timeOrigin + performance.now()` and sends',
    '`POST /api/payments/:id/demo {"outcome":"paid"}`, what the demo payment page’s Betaald button sends. In the',
    'page, a MutationObserver sees the `[data-order-alert]` element being added and notes the same clock in the',
    'next `requestAnimationFrame`: the alert is on screen. The server-and-network part ends when the order’s',
    '`order_update` message reaches the page’s WebSocket, noted by a listener registered before the overlay’s',
    'own; the page part is the rest. The next order is paid only after the alert has left the screen (450 ms in,',
    '1 s held, 400 ms out), so no alert waits behind another. Both ends read the system’s wall clock; every run',
    'checks that the two agree (the notes give the difference, found over the round trip to the page). Server,',
    `browser and benchmark share the machine’s cores. ${WARM_UP} warm-up orders come first and are not counted;`,
    'percentiles are by nearest rank.',
  ].join(' '),

  async run(context) {
    if (!Number.isInteger(ORDERS) || ORDERS < 1) throw new Error('BENCH_OVERLAY_ORDERS must be a whole number above 0')
    const browser = await launchBenchBrowser()
    const closeBrowser = closeOnInterrupt(() => browser.close())
    try {
      const clientDir = await context.clientDir()
      const rows: Row[] = []
      const notes: string[] = []
      for (const target of context.databases) {
        const measured = await measureOn(target, browser, clientDir, context.log)
        rows.push(...measured.rows)
        notes.push(measured.note)
      }
      notes.push(`Headless Chromium ${browser.version()}. Realtime events pass through the database's NOTIFY: PGlite's inside the process, PostgreSQL's over loopback.`)
      return { rows, notes }
    } finally {
      await closeBrowser()
    }
  },
}

async function measureOn(target: DatabaseTarget, browser: Browser, clientDir: string, log: (line: string) => void) {
  log(`${target.label}: starting the shop`)
  const shop = await startBenchShop(target, { clientDir })
  const admin = await browser.newContext()
  const buyer = await browser.newContext()
  try {
    const productId = await addBenchProduct(admin.request, shop.baseUrl)
    const overlay = await openOverlay(browser, shop.baseUrl)
    const clockBefore = await clockOffset(overlay)
    const samples: Sample[] = []
    const total = WARM_UP + ORDERS
    const buy = (index: number) => {
      const payment = checkout(buyer.request, shop.baseUrl, { tiktokUsername: buyerName(index), productId })
      payment.catch(() => {}) // awaited below; this only keeps a failure from being reported as unhandled first
      return payment
    }
    let next = buy(0)
    for (let index = 0; index < total; index++) {
      const sample = await payAndWatch(overlay, shop.baseUrl, await next, buyerName(index))
      // The next checkout runs while this alert holds, so it never overlaps a measurement.
      if (index + 1 < total) next = buy(index + 1)
      await alertGone(overlay, sample.orderId, ALERT_TIMEOUT_MS)
      if (index >= WARM_UP) samples.push(sample)
      if (index >= WARM_UP && (index + 1 - WARM_UP) % 25 === 0) log(`${target.label}: ${index + 1 - WARM_UP} of ${ORDERS} orders`)
    }
    const clockAfter = await clockOffset(overlay)
    return { rows: rowsOf(target.label, samples), note: noteOf(target.label, samples, clockBefore, clockAfter) }
  } finally {
    // A browser that is gone (Ctrl-C reaches it too) must not keep the shop and its database open.
    await Promise.allSettled([admin.close(), buyer.close()])
    await shop.close()
  }
}

/** Pays one checkout and waits for its alert; the times of this one order. */
async function payAndWatch(overlay: Page, baseUrl: string, paymentId: string, username: string): Promise<Sample> {
  // Asked before the clock starts, so nothing travels to the page while an order is under way.
  const shown = alertShown(overlay, username, ALERT_TIMEOUT_MS)
  const markedAt = nodeNow()
  const response = await fetch(`${baseUrl}/api/payments/${paymentId}/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'paid' }),
  })
  const answeredAt = nodeNow()
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`marking payment ${paymentId} paid answered ${response.status}`)
  const alert = await shown.catch((error: unknown) => {
    throw new Error(`the alert for ${username} did not come on screen: ${String(error)}`)
  })
  if (alert.shownAt === undefined) throw new Error('alert without a time on screen')
  return {
    orderId: alert.orderId,
    onScreen: alert.shownAt - markedAt,
    updateArrived: alert.updateAt === undefined ? undefined : alert.updateAt - markedAt,
    answered: answeredAt - markedAt,
  }
}

/** A product with enough stock for every order of the run, added as the seller would. */
async function addBenchProduct(admin: APIRequestContext, baseUrl: string): Promise<number> {
  const login = await admin.post(`${baseUrl}/api/auth/login`, { data: { accessCode: BENCH_ACCESS_CODE } })
  if (!login.ok()) throw new Error(`admin login answered ${login.status()}`)
  const created = await admin.post(`${baseUrl}/api/products`, {
    data: { name: 'Booster Pack – Benchmark', imageUrl: '/demo/booster-pack-violet.svg', category: 'Booster Packs', price: 549, stock: 100_000 },
  })
  if (created.status() !== 201) throw new Error(`adding the product answered ${created.status()}: ${await created.text()}`)
  return ((await created.json()) as { id: number }).id
}

/** The overlay as OBS opens it, its recorder in place and its socket listening to the orders channel. */
async function openOverlay(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 600, height: 800 } })
  await context.addInitScript({ content: overlayRecorderScript })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/obs/order-notification?duration=1`)
  await ordersSubscribed(page, ALERT_TIMEOUT_MS)
  return page
}

/** Fixed width, so no buyer's name is part of another's. */
const buyerName = (index: number) => `bench_${String(index).padStart(5, '0')}`

/**
 * The page's clock minus Node's, in ms, from the quickest of 20 round trips; `within` is half that
 * round trip, the most the estimate can be off.
 */
async function clockOffset(page: Page): Promise<{ offset: number; within: number }> {
  let best = { offset: 0, within: Number.POSITIVE_INFINITY }
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = nodeNow()
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now())
    const after = nodeNow()
    if ((after - before) / 2 < best.within) best = { offset: inPage - (before + after) / 2, within: (after - before) / 2 }
  }
  return best
}

function rowsOf(label: string, samples: Sample[]): Row[] {
  const live = samples.filter((sample) => sample.updateArrived !== undefined)
  const row = (what: string, values: number[]): Row => {
    const summary = summarize(values)
    return {
      what: `${label}: ${what}`,
      figures: [
        { name: 'orders', value: summary.count, unit: '' },
        { name: 'median', value: summary.median, unit: 'ms' },
        { name: 'p95', value: summary.p95, unit: 'ms' },
        { name: 'max', value: summary.max, unit: 'ms' },
      ],
    }
  }
  const rows = [row('paid → alert on screen', samples.map((sample) => sample.onScreen))]
  if (live.length > 0) {
    rows.push(
      row('paid → order_update in the page (server and network)', live.map((sample) => sample.updateArrived as number)),
      row('order_update → alert on screen (page)', live.map((sample) => sample.onScreen - (sample.updateArrived as number))),
    )
  }
  rows.push(row('POST …/demo answered', samples.map((sample) => sample.answered)))
  return rows
}

function noteOf(label: string, samples: Sample[], ...clocks: { offset: number; within: number }[]): string {
  const clock = clocks.map(({ offset, within }) => `${offset.toFixed(2)} ms ± ${within.toFixed(2)}`).join(' before, ')
  const caughtUp = samples.filter((sample) => sample.updateArrived === undefined).length
  return [
    `${label}: ${samples.length} orders after ${WARM_UP} warm-up orders; page clock minus Node clock ${clock} after.`,
    caughtUp > 0 ? `${caughtUp} alerts came without a live order_update before them (a catch-up read) and count in the total only.` : '',
  ].join(' ').trim()
}
