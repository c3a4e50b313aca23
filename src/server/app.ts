import websocket from '@fastify/websocket'
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifySchema } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import '#shared/contracts/zod-locale'
import { messages } from '#shared/contracts/messages'
import { EXPIRY_INTERVAL_DEFAULT_MS, RESET_CHECK_DEFAULT_MS, startBackgroundJobs } from './background-jobs'
import { isHttps, publicShopInfo, type Config } from './config'
import { createLiveHooks } from './flows/live-hooks'
import { createSalesHooks } from './flows/sales-hooks'
import { authRoutes } from './modules/auth/auth.routes'
import { battleSpotsRoutes } from './modules/battles/battle-spots.routes'
import { battlesAdminRoutes } from './modules/battles/battles-admin.routes'
import { localImageStore } from './modules/images/image-store'
import { imagesRoutes } from './modules/images/images.routes'
import { battlesRoutes } from './modules/battles/battles.routes'
import { findBattleFormats } from './modules/battles/battles.public'
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes'
import { catalogRoutes } from './modules/catalog/catalog.routes'
import { checkoutRoutes } from './modules/sales/checkout.routes'
import { disputesRoutes } from './modules/disputes/disputes.routes'
import { demoPaymentRoutes } from './modules/sales/demo-payment.routes'
import { createPaymentProvider } from './modules/sales/providers/create-provider'
import type { PaymentProvider } from './modules/sales/providers/payment-provider'
import { healthRoutes } from './modules/health/health.routes'
import { leaderboardAdminRoutes } from './modules/leaderboard/leaderboard-admin.routes'
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes'
import type { MailTiming } from './modules/mail/mail-worker'
import { mailRoutes } from './modules/mail/mail.routes'
import { outboxJob } from './modules/mail/outbox-job'
import type { MailSite } from './modules/mail-content/mail-content.public'
import type { SalesHooks } from './modules/sales/sales.public'
import { orderLinksRoutes, type WriteSchedule } from './modules/mail-content/order-links.routes'
import { orderPageRoutes } from './modules/order-page/order-page.routes'
import { ordersRoutes } from './modules/sales/orders.routes'
import { privacyRoutes } from './modules/privacy/privacy.routes'
import { queueRoutes } from './modules/queue/queue.routes'
import { salesRoutes } from './modules/sales/sales.routes'
import { setupRoutes } from './modules/setup/setup.routes'
import { shippingDeskRoutes } from './modules/shipping/shipping-desk.routes'
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes'
import { withdrawalsOfOrders } from './modules/withdrawals/withdrawals.public'
import { shippingPageRoutes } from './modules/shipping/shipping-page.routes'
import { openingsRoutes } from './modules/openings/openings.routes'
import { shippingRequestsRoutes } from './modules/shipping/shipping-requests.routes'
import { shopSettingsAdminRoutes } from './modules/shop-settings/shop-settings-admin.routes'
import { shopSettingsRoutes } from './modules/shop-settings/shop-settings.routes'
import { answerCache } from './platform/answer-cache'
import { FastLane, serverWithFastLane } from './platform/fast-lane'
import type { Database } from './platform/database'
import { errorHandling } from './platform/errors'
import { requestLogController, resolveRequestLog, type RequestLog } from './platform/logger'
import { createMetrics } from './platform/metrics'
import { metricsEndpoint } from './platform/metrics-endpoint'
import { originGuard } from './platform/origin-guard'
import { securityHeaders } from './platform/security-headers'
import { sessions } from './platform/session'
import { defaultClientDir, loadPageRenderer, staticClient } from './platform/static-client'
import { realtime } from './realtime/realtime'
import { handleSocketError } from './realtime/socket-errors'

export type AppDeps = {
  database: Database
  logger?: FastifyBaseLogger
  /** Which requests get a log line (decision 025); by default LOG_REQUESTS as the JSON log takes it. */
  requestLog?: RequestLog
  /** The built client; tests of the API alone may point at a folder without one. */
  clientDir?: string
  loginLimitPerMinute?: number
  /** Tests point Mollie at a fake API; by default the provider follows PAYMENT_PROVIDER. */
  paymentProvider?: PaymentProvider
  /** How often abandoned checkouts are released; 0 turns the job off (tests run it by hand). */
  expiryIntervalMs?: number
  /** The longest wait between two looks at the leaderboard's weekly timer; 0 turns the reset job off. */
  leaderboardResetCheckMs?: number
  /** The e-mail worker's waits, shortened by tests; pollMs 0 turns the worker off. */
  mailTiming?: Partial<MailTiming>
  /** When the link-again form's message is written; by default a random moment 1 to 6 s after the answer. */
  orderLinksSchedule?: WriteSchedule
}

/**
 * The longest a cached public answer is served, give or take the read that renews it, if the event
 * that should renew it was lost.
 */
const ANSWER_MAX_AGE_MS = 5_000

/** A browser only ever sends small subscribe messages over the WebSocket. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024

export type RouteEntry = {
  method: string
  url: string
  access: 'public' | 'admin' | undefined
  /** The route's own zod schemas, for the tests generated from them (bad input, personal data). */
  schema: FastifySchema | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the tests that walk the route table. */
    routeTable: RouteEntry[]
    /** The sales hooks the app's routes and jobs use, for tests that call a sales function by hand. */
    salesHooks: SalesHooks
  }
}

/** What the buyer's e-mails say about the shop and link to. */
export function mailSiteOf(config: Config): MailSite {
  return { shopName: config.shop.shopName, contactEmail: config.shop.contactEmail, publicUrl: config.publicUrl }
}

/** The whole shop as a Fastify instance, not yet listening (main.ts listens; tests inject). */
export async function buildApp(config: Config, deps: AppDeps) {
  const { database } = deps
  // Made once the answer cache and the metrics exist, after the server (decision 065).
  const fastLane: { current?: FastLane } = {}
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    logController: requestLogController(deps.requestLog ?? resolveRequestLog(config.logRequests, 'json')),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Long path parameters reach the route's schema, which answers 400 in Dutch.
    routerOptions: { maxParamLength: 1000 },
    // Errors the router raises before any route (a malformed URL, a parameter past the limit).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.code(error.statusCode ?? 400).send({ message: messages.invalidInput })
    },
    // errors.ts answers requests that arrive while closing with a Dutch 503 instead of Fastify's English one.
    return503OnClosing: false,
    // The public reads kept in memory go out before the router (decision 065).
    serverFactory: (handler, options) => serverWithFastLane(handler, options, () => fastLane.current),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) routeTable.push({ method, url: route.url, access: route.config?.access, schema: route.schema })
  })

  // Platform first: every module's routes are registered under these hooks. The WebSocket plugin
  // comes before any hook that may refuse a request, so it can close a refused upgrade's socket.
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    // A frame past maxPayload is closed with 1009 and logged as the client's doing, not as our error.
    errorHandler: handleSocketError,
    // On close the realtime plugin tells every socket 1012 (service restart: reconnect). The plugin's
    // own pre-close would first close them all without a code, and browsers would not come back.
    preClose: (done) => done(),
  })
  await app.register(errorHandling)
  // Decision 024: always counted; served on a listener of its own only with METRICS_PORT, which also
  // turns on the process metrics (the only part that costs something while nobody scrapes).
  const metrics = createMetrics({ processMetrics: config.metricsPort !== undefined })
  metrics.watch({
    databaseConnections: () => database.stats().connections,
    databaseQueryErrors: () => database.stats().queryErrors,
  })
  await app.register(metricsEndpoint, { metrics, port: config.metricsPort, host: config.metricsHost })
  await app.register(securityHeaders, { https: isHttps(config) })
  await app.register(originGuard, { publicUrl: config.publicUrl, trustProxy: config.trustProxy })
  await app.register(sessions, { db: database.db, config })
  await app.register(realtime, { database, trustProxy: config.trustProxy, metrics })
  await app.register(answerCache, { maxAgeMs: ANSWER_MAX_AGE_MS })
  const lane = new FastLane(app.answers, metrics.requests, app.securityHeadersOf)
  fastLane.current = lane
  // A request that arrives while the shop closes gets Fastify's Dutch 503 (errors.ts).
  app.addHook('preClose', async () => lane.close())

  const mailSite = mailSiteOf(config)
  // What sales' money sets off in the modules above it (decision 047).
  const salesHooks = createSalesHooks(mailSite, app.log)
  app.decorate('salesHooks', salesHooks)
  const provider = deps.paymentProvider ?? createPaymentProvider(config)
  const outbox = outboxJob({
    database,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    timing: deps.mailTiming,
    log: app.log,
    publish: app.realtime.publish,
    metrics,
  })
  const db = database.db
  const payments = { db, provider, salesHooks, publicUrl: config.publicUrl, shopName: config.shop.shopName, metrics }

  // One line per module's routes.
  await app.register(healthRoutes, { database })
  await app.register(authRoutes, { db, config, loginLimitPerMinute: deps.loginLimitPerMinute ?? 10 })
  await app.register(catalogRoutes, { db })
  await app.register(catalogAdminRoutes, { db })
  await app.register(queueRoutes, { db })
  await app.register(ordersRoutes, { db, salesHooks })
  await app.register(shippingDeskRoutes, { db, mailSite, salesHooks })
  await app.register(withdrawalsRoutes, { db, mailSite, salesHooks, trustProxy: config.trustProxy })
  // The buyer's withdrawals are the withdrawals module's, above the order page's (decisions 047, 055).
  await app.register(orderPageRoutes, { db, withdrawalsOfOrders, battleFormatsOf: findBattleFormats })
  await app.register(privacyRoutes, { db, retentionDays: config.piiRetentionDays })
  await app.register(setupRoutes, { config })
  await app.register(shopSettingsRoutes, { db })
  await app.register(shopSettingsAdminRoutes, { db, liveHooks: createLiveHooks() })
  await app.register(openingsRoutes, { db, trustProxy: config.trustProxy })
  // The seller's evidence pack for a dispute (decision 063): an order, its money, its opening and its parcel.
  await app.register(disputesRoutes, { db, shopName: config.shop.shopName })
  await app.register(battlesRoutes, { db })
  await app.register(battlesAdminRoutes, { db, mailSite, salesHooks })
  await app.register(imagesRoutes, { store: localImageStore(config.uploadsDir) })
  // Money back from the back office (decision 028), through the same provider.
  await app.register(salesRoutes, { db, provider, salesHooks })
  await app.register(checkoutRoutes, { ...payments, trustProxy: config.trustProxy })
  // Pack Battle spots bought in the shop (decision 023): a checkout of one line, on the same provider.
  await app.register(battleSpotsRoutes, { ...payments, trustProxy: config.trustProxy })
  if (provider.name === 'demo') await app.register(demoPaymentRoutes, { db, salesHooks, metrics })
  // Shipping held cards (decision 022): its fee is a payment like any other (decision 029).
  await app.register(shippingPageRoutes, { db })
  await app.register(shippingRequestsRoutes, payments)
  await app.register(orderLinksRoutes, { db, site: mailSite, trustProxy: config.trustProxy, schedule: deps.orderLinksSchedule })
  await app.register(leaderboardRoutes, { db })
  await app.register(leaderboardAdminRoutes, { db })
  await app.register(mailRoutes, { db, smtpUrl: config.smtpUrl, publicUrl: config.publicUrl, worker: outbox?.worker, metrics })

  startBackgroundJobs(app, {
    database,
    provider,
    salesHooks,
    mailSite,
    metrics,
    expiryIntervalMs: deps.expiryIntervalMs ?? EXPIRY_INTERVAL_DEFAULT_MS,
    leaderboardResetCheckMs: deps.leaderboardResetCheckMs ?? RESET_CHECK_DEFAULT_MS,
    outbox,
  })

  const clientDir = deps.clientDir ?? defaultClientDir
  await app.register(staticClient, {
    clientDir,
    shop: publicShopInfo(config),
    testShop: config.paymentProvider === 'demo',
    // Loaded here, not in the plugin: under tsx the bundle's first import can take longer than a plugin may take to start.
    createPageRenderer: await loadPageRenderer(clientDir),
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
