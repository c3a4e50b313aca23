import type { Benchmark, Row } from '../support/benchmark'
import type { DatabaseTarget } from '../support/databases'
import { startBenchShop } from '../support/shop'
import { addProduct, adminCookie, checkout, checkoutAllAtOnce, inBatches } from '../support/shop-api'
import { percentile } from '../support/stats'

/** Issue 8, benchmark 2: a drop. */
const BUYERS = 500
const STOCK = 10
const WARM_UP = 50

/** What the measurements showed (issue 8), for a run that misses the target. */
const WHY = [
  'Where the time goes when p99 is over target: before issue 8 every one of the 500 requests ran the checkout',
  'transaction, the 490 refusals too (p99 1.3 s on PGlite, 0.7 s on PostgreSQL). Now the reservations of a',
  'product wait their turn in memory and are refused there once the database has said it is sold out',
  '(decision 013), so about eleven transactions run. The shop’s own log put each answer at under 2 ms; what',
  'is left is taking in 500 connections and requests on one event loop, where PGlite also runs its',
  'queries (in WebAssembly, on the same thread), while the buyers’ thread shares the two cores. Against a',
  'bare Fastify route that answers 409 at once, the same 500 buyers saw a p99 of 190 to 290 ms.',
].join(' ')

export const drop: Benchmark = {
  name: 'drop',
  title: `A drop: ${BUYERS} buyers check out the same product with stock ${STOCK} at the same moment`,
  method: [
    'The shop runs inside the benchmark’s Node process as `npm start` runs it (logging warnings only), on a',
    `fresh database, warmed up by ${WARM_UP} ordinary checkouts of another product. The seller adds one product`,
    `with stock ${STOCK}; then ${BUYERS} buyers, each with a name`,
    'of their own, send `POST /api/payments` for one of it all at once (Node’s fetch in a worker thread, a',
    'connection each, all requests started in the same tick). Each answer is timed from sending to its last',
    'byte; the stock is read back afterwards. The buyers’ thread and the shop share the process and the cores.',
  ].join(' '),

  async run(context) {
    const rows: Row[] = []
    const notes: string[] = []
    for (const target of context.databases) {
      context.log(`${target.label}: drop`)
      const measured = await measureOn(target)
      rows.push(measured.row)
      notes.push(measured.note)
    }
    if (rows.some((row) => row.met === false)) notes.push(WHY)
    return { rows, notes }
  },
}

async function measureOn(target: DatabaseTarget) {
  const shop = await startBenchShop(target)
  try {
    const cookie = await adminCookie(shop.baseUrl)
    // A shop that has been open a while: its code warmed up by a few ordinary checkouts first.
    const warmUp = await addProduct(shop.baseUrl, cookie, { name: 'Booster Pack – Opwarmen', stock: WARM_UP })
    await inBatches(WARM_UP, 4, async (index) => void (await checkout(shop.baseUrl, `warm_buyer_${index}`, warmUp)))
    const productId = await addProduct(shop.baseUrl, cookie, { name: 'Booster Box – Drop', stock: STOCK })
    const answers = await checkoutAllAtOnce({ baseUrl: shop.baseUrl, productId, buyers: BUYERS, namePrefix: 'drop_buyer_' })
    const products = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as { id: number; stock: number }[]
    const count = (test: (status: number) => boolean) => answers.filter((answer) => test(answer.status)).length
    const paid = answers.filter((answer) => answer.status === 200 && answer.paymentId).length
    const refused = count((status) => status === 409)
    const serverErrors = count((status) => status >= 500)
    const other = BUYERS - paid - refused - serverErrors
    const p99 = percentile(answers.map((answer) => answer.ms), 99)
    const row: Row = {
      what: `${target.label}: ${BUYERS} checkouts at once`,
      figures: [
        { name: 'payments', value: paid, unit: '' },
        { name: '409', value: refused, unit: '' },
        { name: '5xx', value: serverErrors, unit: '' },
        { name: 'other', value: other, unit: '' },
        { name: 'median', value: percentile(answers.map((answer) => answer.ms), 50), unit: 'ms' },
        { name: 'p99', value: p99, unit: 'ms' },
      ],
      target: `${STOCK} payments, ${BUYERS - STOCK} × 409, no 5xx, p99 < 500 ms`,
      met: paid === STOCK && refused === BUYERS - STOCK && serverErrors === 0 && p99 < 500,
    }
    const after = products.find((product) => product.id === productId)
    return { row, note: `${target.label}: the product’s stock afterwards: ${after?.stock ?? 'not listed'}.` }
  } finally {
    await shop.close()
  }
}
