import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { messages } from '#shared/contracts/messages'
import { ConfigError } from '#server/config'
import type { ShopMetrics } from './metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics endpoint's URL once the app is ready; undefined without METRICS_PORT (decision 024). */
    metricsUrl(): string | undefined
  }
}

export type MetricsEndpointOptions = {
  metrics: ShopMetrics
  /** undefined: count, but listen nowhere. */
  port: number | undefined
  host: string
}

/**
 * Times every answer of the shop, and serves `GET /metrics` on a listener of its own (decision 024):
 * never on the public port, so the shop's proxy cannot expose it by accident, and a scrape never
 * queues behind buyers' requests. It listens from onReady to onClose, with the app.
 */
export const metricsEndpoint = fp(
  async (app: FastifyInstance, options: MetricsEndpointOptions) => {
    const { metrics } = options

    // A callback, not a promise: one less promise for every request (decision 065).
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requests.series(request.method, routeLabel(request, reply.statusCode), reply.statusCode).observe(reply.elapsedTime / 1000)
      done()
    })

    // Never served on the shop's port. A scraper pointed there by mistake gets a plain 404 rather
    // than the client's fallback page, which answers 200 to any path it does not know.
    app.get('/metrics', (_request, reply) => reply.code(404).send({ message: messages.notFound }))

    let server: Server | undefined
    app.decorate('metricsUrl', () => {
      const address = server?.address() as AddressInfo | null | undefined
      if (!address) return undefined
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
      return `http://${host}:${address.port}/metrics`
    })
    if (options.port === undefined) return

    const listening = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0]
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n')
        return
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          // A gauge's source failed (the database down): Prometheus records the failed scrape.
          app.log.warn({ err: error }, 'metrics could not be collected')
          response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n')
        },
      )
    })
    const port = options.port
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject)
        listening.listen(port, options.host, () => {
          listening.off('error', reject)
          resolve()
        })
      }).catch((error: unknown) => {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'EADDRINUSE') throw new ConfigError('METRICS_PORT', `port ${port} on ${options.host} is already in use`)
        if (code === 'EADDRNOTAVAIL') throw new ConfigError('METRICS_HOST', `${options.host} is not an address of this machine`)
        throw error
      })
      // Once listening, an error of the listener must not end the shop: only the scrapes fail.
      listening.on('error', (error) => app.log.error({ err: error }, 'metrics endpoint failed'))
      server = listening
    })
    app.addHook('onClose', async () => {
      if (!server) return
      const closed = new Promise<void>((resolve) => listening.close(() => resolve()))
      // A scraper keeps its connection alive between scrapes; it must not hold the shop's exit.
      listening.closeAllConnections()
      await closed
      server = undefined
    })
  },
  { name: 'metrics-endpoint' },
)

/**
 * The route's pattern, bounded by the route table. Without one the fallback answered: a page of the
 * client (index.html for a path such as /bestelling/…) or a 404 for an unknown address.
 */
export function routeLabel(request: FastifyRequest, status: number): string {
  return request.routeOptions.url ?? (status === 404 ? 'unmatched' : 'page')
}
