import type { Logger } from 'pino'
import { buildApp } from './app'
import { ConfigError, isHttps, loadConfig, readEnvironment, type Config } from './config'
import { isProductionShop, setupProblems, startRefusal } from './modules/setup/setup-check'
import { openDatabase, type Database } from './platform/database'
import { createLogger, resolveLogFormat, resolveRequestLog } from './platform/logger'
import { prepareDatabase } from './platform/migrate'

/**
 * Connections the kernel may hold for the shop before it accepts them (Linux caps it at
 * net.core.somaxconn, 4096 on Debian). In a drop every waiting buyer's request comes through the
 * proxy on a new connection of its own, hundreds at once; with Node's 511 the rest were dropped and
 * their handshakes tried again a second later, the slowest answers of the cluster benchmark
 * (decision 027).
 */
const LISTEN_BACKLOG = 4096

/** The only file that listens or exits: config -> database -> app -> listen -> graceful close. */
async function main(): Promise<void> {
  const config = loadConfig(readEnvironment())
  // Decision 037: a shop for real buyers does not start with placeholders, unless told to.
  const refusal = startRefusal(config)
  if (refusal) {
    console.error(refusal.join('\n'))
    process.exit(1)
  }
  const logFormat = resolveLogFormat(config.logFormat, process.stdout.isTTY === true)
  const log = createLogger(config.logLevel, logFormat)
  const database = await openDatabase(config, log)
  const prepared = await prepareDatabase(database, {
    seedDemoProducts: config.seedDemoProducts,
    adminAccessCode: config.adminAccessCode,
    accessCodeCost: config.accessCodeCost,
  }).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  const app = await buildApp(config, { database, logger: log, requestLog: resolveRequestLog(config.logRequests, logFormat) })

  try {
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG })
  } catch (error) {
    await app.close()
    await database.close()
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError('PORT', `port ${config.port} on ${config.host} is already in use`)
    }
    throw error
  }
  printWelcome(config, database, prepared.generatedCode, app.metricsUrl())
  if (config.paymentProvider === 'demo' && isHttps(config)) {
    log.warn(
      `demo payments on ${config.publicUrl}: anyone can mark their own payment paid. Every page says it is a test shop; set PAYMENT_PROVIDER=mollie to take real payments.`,
    )
  }
  if (!config.smtpUrl) {
    // Decision 038: the e-mails wait in the back office as 'Niet verzonden'.
    const line = 'SMTP_URL is not set: e-mails are held as not sent until it is set and the shop restarts'
    if (isHttps(config)) log.warn(line)
    else log.info(line)
  }
  if (isProductionShop(config)) {
    for (const problem of setupProblems(config)) {
      log.warn(`not ready for real buyers, started with ALLOW_INCOMPLETE_SETUP=true: ${problem.line}`)
    }
  }
  closeGracefully(app, database, log)
}

function printWelcome(config: Config, database: Database, generatedCode: string | undefined, metricsUrl: string | undefined): void {
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'
  const payments = config.paymentProvider === 'demo' ? 'demo payments: a test shop, nobody really pays' : 'Mollie payments'
  const lines = [
    '',
    `  ${config.shop.shopName} is running at ${config.publicUrl}  (${where}, ${payments})`,
    '',
    generatedCode
      ? `  Admin access code (shown only now, stored as a hash): ${generatedCode}`
      : '  Admin access code: the one in ADMIN_ACCESS_CODE, or the one printed when this database was created.',
    '  To log in as the seller, click the user icon at the top right of the shop and enter the code.',
    '  Change it with `npm run admin:set-code` (it ends every admin session), or by setting ADMIN_ACCESS_CODE and restarting.',
    ...(metricsUrl ? [`  Metrics for Prometheus (not on the shop's port): ${metricsUrl}`] : []),
    '',
  ]
  console.log(lines.join('\n'))
}

function closeGracefully(app: Awaited<ReturnType<typeof buildApp>>, database: Database, log: Logger): void {
  let closing = false
  const close = (signal: string) => {
    if (closing) return
    closing = true
    log.info({ signal }, 'closing: no new requests, finishing the ones in flight')
    // Stop taking work, finish what is in flight, then close the database cleanly (PGlite needs it).
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'error while closing')
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', () => close('SIGTERM'))
  process.on('SIGINT', () => close('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Cannot start: ${error.message}`)
  } else {
    console.error(`Cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  }
  process.exit(1)
})
