import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client'
import { RequestMetrics } from './request-metrics'

/**
 * Every metric the shop exports, in one place (decision 024; the alerts built on them are in
 * docs/operations.md). Each app has a registry of its own, never prom-client's global one, so tests
 * can build several apps in one process.
 *
 * Counters are always real, also without METRICS_PORT: an increment is a label lookup in a Map,
 * nothing a request notices, and one code path means the counting is tested as it runs. What costs
 * something is only started for an endpoint: the process metrics (an event-loop delay monitor and a
 * GC observer), and the gauges below, which read their source only when scraped.
 */

/** How the buyer's `POST /api/payments` ended (decision 024). */
const checkoutOutcomes = ['started', 'refused_stock', 'refused_other', 'provider_down'] as const
export type CheckoutOutcome = (typeof checkoutOutcomes)[number]
const settledStatuses = ['paid', 'failed', 'canceled', 'expired'] as const

export type DatabaseConnections = { total: number; idle?: number; waiting?: number }

/** Where the gauges read their values at a scrape; each is set by the part of the shop that owns it. */
export type MetricSources = {
  /** Open WebSocket subscriptions of this instance per channel (realtime/hub.ts). */
  websocketChannels: () => Record<string, number>
  /** Outbox messages not yet sent (pending or sending); cached by the caller (mail module). */
  mailOutboxPending: () => Promise<number>
  databaseConnections: () => DatabaseConnections
  /** Queries the database refused or failed, since the database was opened (platform/database.ts). */
  databaseQueryErrors: () => number
}

/** Request durations from 5 ms (a cached read) to 10 s (a checkout waiting on the payment provider). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry()
  const registers = [registry]
  const sources: Partial<MetricSources> = {}

  if (options.processMetrics) {
    // CPU, memory, handles, GC and nodejs_eventloop_lag_p99_seconds (the event-loop delay alert).
    collectDefaultMetrics({ register: registry, prefix: 'packstroom_' })
  }

  const metrics = {
    registry,
    /**
     * `packstroom_http_requests_total` and `packstroom_http_request_duration_seconds`, by method, route
     * pattern and status. Route patterns only (request.routeOptions.url), never the raw URL: ids and
     * tokens would be unbounded. Counted in plain numbers (decision 065).
     */
    requests: new RequestMetrics(
      registry,
      {
        counter: 'packstroom_http_requests_total',
        counterHelp: 'HTTP requests answered, by method, route pattern and status',
        histogram: 'packstroom_http_request_duration_seconds',
        histogramHelp: 'Time from receiving a request to its answer being sent',
      },
      HTTP_BUCKETS,
    ),
    checkouts: new Counter({
      name: 'packstroom_checkouts_total',
      help: 'Checkouts by outcome: started, refused_stock (409 sold out), refused_other, provider_down',
      labelNames: ['outcome'] as const,
      registers,
    }),
    payments: new Counter({
      name: 'packstroom_payments_total',
      help: 'Payments settled (changed from open) by their definitive status',
      labelNames: ['status'] as const,
      registers,
    }),
    realtimeMessagesSent: new Counter({
      name: 'packstroom_realtime_messages_sent_total',
      help: 'Realtime events handed to subscribed WebSockets of this instance (one per event per subscriber)',
      registers,
    }),
    mailSent: new Counter({
      name: 'packstroom_mail_sent_total',
      help: 'E-mails the mail server accepted',
      registers,
    }),
    mailFailures: new Counter({
      name: 'packstroom_mail_failures_total',
      help: 'Attempts to send an e-mail that the mail server refused or that failed (retried or given up)',
      registers,
    }),
    /** Sets the sources of the gauges; called by app.ts and the modules that own them. */
    watch(given: Partial<MetricSources>) {
      Object.assign(sources, given)
    },
  }

  // Every outcome and status from 0: an alert on increase() misses the first event of a series that
  // only appears with it (the first provider_down would go unnoticed).
  for (const outcome of checkoutOutcomes) metrics.checkouts.inc({ outcome }, 0)
  for (const status of settledStatuses) metrics.payments.inc({ status }, 0)

  new Gauge({
    name: 'packstroom_websocket_connections',
    help: 'WebSockets subscribed to each realtime channel on this instance',
    labelNames: ['channel'] as const,
    registers,
    collect() {
      for (const [channel, count] of Object.entries(sources.websocketChannels?.() ?? {})) this.set({ channel }, count)
    },
  })
  new Gauge({
    name: 'packstroom_mail_outbox_pending',
    help: 'E-mails in the outbox not yet accepted by the mail server (pending, being sent, or held for want of one)',
    registers,
    async collect() {
      if (sources.mailOutboxPending) this.set(await sources.mailOutboxPending())
    },
  })
  new Gauge({
    name: 'packstroom_db_pool_connections',
    help: 'Database connections by state: total, idle, waiting (requests queued for a connection); the embedded database has one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const connections = sources.databaseConnections?.()
      if (!connections) return
      for (const state of ['total', 'idle', 'waiting'] as const) {
        const value = connections[state]
        if (value !== undefined) this.set({ state }, value)
      }
    },
  })
  new Counter({
    name: 'packstroom_db_query_errors_total',
    help: 'Queries the database refused or that failed on their connection',
    registers,
    collect() {
      // The database counts (it exists before the app and its metrics); a counter has no set().
      const errors = sources.databaseQueryErrors?.() ?? 0
      this.reset()
      this.inc(errors)
    },
  })

  return metrics
}

export type ShopMetrics = ReturnType<typeof createMetrics>

/**
 * A value read at most once per `maxAgeMs`: a scrape every few seconds, or several scrapers at once,
 * cannot turn into a query each. A failed read is not cached (the scrape fails, the next one asks again).
 */
export function cachedFor<T>(maxAgeMs: number, read: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined
  return () => {
    const now = Date.now()
    if (cached && now - cached.at < maxAgeMs) return cached.value
    const value = read()
    const entry = { at: now, value }
    cached = entry
    value.catch(() => {
      if (cached === entry) cached = undefined
    })
    return value
  }
}
