import type { MetricValue, MetricValueWithName, Registry } from 'prom-client'

/**
 * The two request metrics of decision 024, `packstroom_http_requests_total` and
 * `packstroom_http_request_duration_seconds`, counted in plain numbers and turned into Prometheus'
 * text only when scraped (decision 065). prom-client's own Counter and Histogram check and hash their
 * labels at every inc() and observe(), even through labels(): for every answer of the shop, twice.
 * Here a request finds its series in two Map lookups (route, then method and status), and a caller
 * that answers the same route again and again (the answers served from memory) keeps the series.
 */
export type RequestLabels = { method: string; route: string; status: string }

export class RequestSeries {
  count = 0
  sum = 0
  /** Observations per bucket, not yet cumulative: index i counts values ≤ bounds[i] and > bounds[i-1]. */
  readonly perBucket: number[]

  constructor(
    readonly labels: RequestLabels,
    private readonly bounds: readonly number[],
  ) {
    this.perBucket = new Array<number>(bounds.length + 1).fill(0)
  }

  /** One answer, `seconds` after its request arrived. */
  observe(seconds: number): void {
    this.count += 1
    this.sum += seconds
    let index = 0
    while (index < this.bounds.length && seconds > (this.bounds[index] as number)) index += 1
    this.perBucket[index] = (this.perBucket[index] as number) + 1
  }
}

export class RequestMetrics {
  private readonly byRoute = new Map<string, Map<string, RequestSeries>>()

  constructor(
    registry: Registry,
    names: { counter: string; counterHelp: string; histogram: string; histogramHelp: string },
    private readonly bounds: readonly number[],
  ) {
    const all = () => [...this.byRoute.values()].flatMap((series) => [...series.values()])
    registry.registerMetric(
      metricOf(names.counter, names.counterHelp, 'counter', () => all().map((series) => ({ labels: series.labels, value: series.count }))),
    )
    registry.registerMetric(metricOf(names.histogram, names.histogramHelp, 'histogram', () => all().flatMap((series) => this.histogramValues(names.histogram, series))))
  }

  /** The series of one method, route pattern and status; the same object every time. */
  series(method: string, route: string, status: number): RequestSeries {
    let ofRoute = this.byRoute.get(route)
    if (!ofRoute) this.byRoute.set(route, (ofRoute = new Map()))
    const key = `${method} ${status}`
    let series = ofRoute.get(key)
    if (!series) ofRoute.set(key, (series = new RequestSeries({ method, route, status: String(status) }, this.bounds)))
    return series
  }

  /**
   * As prom-client's Histogram writes one series: cumulative buckets up to +Inf (`le` first among the
   * labels, as it puts it), then its sum and count.
   */
  private histogramValues(name: string, series: RequestSeries): MetricValueWithName<string>[] {
    const values: MetricValueWithName<string>[] = []
    let cumulative = 0
    this.bounds.forEach((bound, index) => {
      cumulative += series.perBucket[index] as number
      values.push({ metricName: `${name}_bucket`, labels: { le: bound, ...series.labels }, value: cumulative })
    })
    values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf', ...series.labels }, value: series.count })
    values.push({ metricName: `${name}_sum`, labels: series.labels, value: series.sum })
    values.push({ metricName: `${name}_count`, labels: series.labels, value: series.count })
    return values
  }
}

type Kind = 'counter' | 'histogram'

/** A metric as prom-client's registry reads one (its `get()`), for a registry of its own making. */
function metricOf(name: string, help: string, type: Kind, values: () => MetricValue<string>[]) {
  const get = async () => ({ name, help, type, values: values(), aggregator: 'sum' })
  // registerMetric's type is prom-client's Metric class; the registry itself only calls get() and reset().
  return { name, help, type, get, reset: () => undefined } as unknown as Parameters<Registry['registerMetric']>[0]
}
