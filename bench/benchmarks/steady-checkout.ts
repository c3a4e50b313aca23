import type { Benchmark, Row } from '../support/benchmark'
import type { DatabaseTarget } from '../support/databases'
import { startBenchShop } from '../support/shop'
import { addProduct, adminCookie, checkout, inBatches } from '../support/shop-api'
import { percentile } from '../support/stats'

/** Its target is in bench/RESULTS.md; BENCH_CHECKOUT_SECONDS shortens a quick look. */
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 10)
/** Buyers checking out at the same time, each their own product, one after another. */
const BUYERS = 50
const TARGET_PER_SECOND = 300

export const steadyCheckout: Benchmark = {
  name: 'steady-checkout',
  title: `Steady checkout: buyers check out different products for ${SECONDS} s`,
  method: [
    'The shop runs inside the benchmark’s Node process as `npm start` runs it (logging warnings only), on a',
    `fresh database with ${BUYERS} products added by the seller. ${BUYERS} buyers, each on a product of their own,`,
    `send \`POST /api/payments\` for one item again and again for ${SECONDS} s (Node’s fetch, the next request as`,
    'soon as the answer is in); a 200 with a payment link counts as a checkout. Every checkout is a buyer of',
    'its own, with their own e-mail address and, through X-Forwarded-For (the shop runs with TRUST_PROXY), their',
    'own address: unpaid checkouts are limited per address and per e-mail (decision 017). Client and server',
    'share the process and the cores, so the figure is a lower bound of what the server alone does.',
  ].join(' '),

  async run(context) {
    const rows: Row[] = []
    for (const target of context.databases) {
      context.log(`${target.label}: ${SECONDS} s of checkouts`)
      rows.push(await measureOn(target))
    }
    return { rows, notes: [] }
  },
}

async function measureOn(target: DatabaseTarget): Promise<Row> {
  const shop = await startBenchShop(target, { env: { TRUST_PROXY: 'true' } })
  try {
    const cookie = await adminCookie(shop.baseUrl)
    const productIds: number[] = []
    let buyersSoFar = 0
    const ownAddress = () => {
      const n = buyersSoFar++
      return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
    }
    await inBatches(BUYERS, 8, async (index) => {
      productIds.push(await addProduct(shop.baseUrl, cookie, { name: `Bench Tin ${index + 1}`, stock: 1_000_000 }))
    })
    const times: number[] = []
    let failures = 0
    const started = performance.now()
    const end = started + SECONDS * 1000
    await Promise.all(
      productIds.map(async (productId, buyer) => {
        for (let round = 0; performance.now() < end; round++) {
          const answer = await checkout(shop.baseUrl, `steady_${buyer}_${round}`, productId, ownAddress())
          if (answer.paymentId) times.push(answer.ms)
          else failures++
        }
      }),
    )
    const perSecond = times.length / ((performance.now() - started) / 1000)
    const onPostgres = target.kind === 'postgres'
    return {
      what: `${target.label}: checkouts`,
      figures: [
        { name: 'checkouts/s', value: perSecond, unit: '' },
        { name: 'failed', value: failures, unit: '' },
        { name: 'median', value: times.length ? percentile(times, 50) : 0, unit: 'ms' },
        { name: 'p99', value: times.length ? percentile(times, 99) : 0, unit: 'ms' },
      ],
      ...(onPostgres ? { target: `≥ ${TARGET_PER_SECOND} checkouts/s`, met: perSecond >= TARGET_PER_SECOND && failures === 0 } : {}),
    }
  } finally {
    await shop.close()
  }
}
