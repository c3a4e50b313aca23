import { Counter, Histogram, Registry } from 'prom-client'
import { describe, expect, test } from 'vitest'
import { createMetrics } from './metrics'

/**
 * The two request metrics are counted in plain numbers since decision 065; the alerts of
 * docs/operations.md read their Prometheus text. The reference is prom-client's own Counter and
 * Histogram, defined exactly as the shop defined them before (decision 024): the same text, line for
 * line, for the same answers.
 */

const COUNTER = 'packstroom_http_requests_total'
const HISTOGRAM = 'packstroom_http_request_duration_seconds'

function promClientReference() {
  const registry = new Registry()
  const labelNames = ['method', 'route', 'status'] as const
  const counter = new Counter({
    name: COUNTER,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  })
  const histogram = new Histogram({
    name: HISTOGRAM,
    help: 'Time from receiving a request to its answer being sent',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  return {
    registry,
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) }
      counter.inc(labels)
      histogram.observe(labels, seconds)
    },
  }
}

type Observation = [method: string, route: string, status: number, seconds: number]

/**
 * Answers of several routes and statuses, durations on bucket bounds exactly (each counts in its own
 * bucket, `le` meaning ≤), between them, past the last bound (only +Inf) and of zero. Each series
 * first appears grouped by route, as RequestMetrics lists them (prom-client lists series in the order
 * they first appear; Prometheus reads either order); later answers come in any order.
 */
const observations: Observation[] = [
  ['GET', '/api/products', 200, 0.005],
  ['GET', '/api/products', 304, 0.0001],
  ['GET', '/api/products', 200, 0.01],
  ['POST', '/api/products', 201, 0.25],
  ['GET', '/api/queue', 200, 0.0049],
  ['GET', 'page', 200, 0.5],
  ['GET', 'unmatched', 404, 12],
  ['POST', '/api/payments', 503, 10],
  ['POST', '/api/payments', 200, 2.5],
  // Later answers of series already seen, interleaved.
  ['GET', '/api/queue', 200, 0.05],
  ['GET', '/api/products', 200, 1],
  ['POST', '/api/payments', 503, 10.000001],
  ['GET', 'page', 200, 0],
  ['GET', '/api/products', 304, 5],
  ['GET', '/api/products', 200, 0.1],
  ['GET', 'unmatched', 404, 0.025],
  ['GET', '/api/queue', 200, 7.3],
]

/** What the shop's registry exports for the two request metrics. */
async function shopText(shop: ReturnType<typeof createMetrics>): Promise<string> {
  const counter = await shop.registry.getSingleMetricAsString(COUNTER)
  const histogram = await shop.registry.getSingleMetricAsString(HISTOGRAM)
  // registry.metrics() joins metrics with a blank line and ends with one.
  return `${counter}\n\n${histogram}\n`
}

describe('the request metrics in plain numbers', () => {
  test('are exported exactly as prom-client\'s Counter and Histogram export the same answers', async () => {
    const shop = createMetrics({ processMetrics: false })
    const reference = promClientReference()
    for (const [method, route, status, seconds] of observations) {
      shop.requests.series(method, route, status).observe(seconds)
      reference.observe(method, route, status, seconds)
    }
    const expected = await reference.registry.metrics()
    const actual = await shopText(shop)
    expect(actual.split('\n')).toEqual(expected.split('\n'))
    // The reference is what it claims: the bounds are inclusive, and 12 s counts only in +Inf.
    expect(expected).toContain(`${HISTOGRAM}_bucket{le="0.005",method="GET",route="/api/products",status="200"} 1`)
    expect(expected).toContain(`${HISTOGRAM}_bucket{le="10",method="GET",route="unmatched",status="404"} 1`)
    expect(expected).toContain(`${HISTOGRAM}_bucket{le="+Inf",method="GET",route="unmatched",status="404"} 2`)
  })

  test('export the metrics\' names, help and types before any request, as prom-client does', async () => {
    const shop = createMetrics({ processMetrics: false })
    expect((await shopText(shop)).split('\n')).toEqual((await promClientReference().registry.metrics()).split('\n'))
  })
})
