import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import pino, { type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'
import type { Config } from '#server/config'

export type LogFormat = 'pretty' | 'json'

/**
 * LOG_FORMAT=auto (the default): short readable lines for a seller who starts the shop in a
 * terminal, one JSON object per line wherever the output goes to a file or a log collector.
 */
export function resolveLogFormat(setting: Config['logFormat'], stdoutIsTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting
  return stdoutIsTerminal ? 'pretty' : 'json'
}

/**
 * Which requests get a line (decision 025): `all` is Fastify's two lines for every request, `problems`
 * one line for an answer that failed (4xx other than 409, 5xx, an error) or was slow, `off` none.
 */
export type RequestLog = 'all' | 'problems' | 'off'

/**
 * LOG_REQUESTS=auto (the default): in the readable terminal log only warnings and errors matter
 * (decision 015); in the JSON log a line for each problem. Two lines for every request took the shop
 * 30-45 % more CPU per request (decision 025), and the metrics count every request anyway.
 */
export function resolveRequestLog(setting: Config['logRequests'], format: LogFormat): RequestLog {
  if (setting !== 'auto') return setting
  return format === 'json' ? 'problems' : 'off'
}

/** An answer that took at least this long is a problem worth a line, whatever its status. */
export const SLOW_REQUEST_MS = 1_000

/** Fastify's hook for its request lines (its `logController` option), for each RequestLog. */
export function requestLogController(requestLog: RequestLog): LogController {
  if (requestLog === 'all') return new LogController()
  if (requestLog === 'off') return new LogController({ disableRequestLogging: true })
  return new ProblemRequestLog()
}

/**
 * A refusal that is the shop's state answering, not something to look at (decision 025): 409, the
 * last pack already sold, a buyer's limit reached, a battle full. The metrics count them by outcome;
 * a drop of 2,000 buyers would otherwise write 1,950 such lines, and their synchronous writes took
 * about 8 % of each instance's time during the drop.
 */
const EXPECTED_REFUSAL = 409

/**
 * One line when the answer is in, and only for a problem. The line carries the request too, since
 * there is no 'incoming request' line to join it with. Fastify's other lines (a stream that broke,
 * the default error handler's) stay as they are.
 */
class ProblemRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime
    const refused = reply.statusCode >= 400 && reply.statusCode !== EXPECTED_REFUSAL
    if (!error && !refused && responseTime < SLOW_REQUEST_MS) return
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored')
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed')
  }
}

/**
 * Addresses whose rest is a key: an order page's token opens the buyer's page and lets anyone ship
 * their held cards to any address (decisions 021 and 022); the shipping page and the buyer's page take
 * the same token. Found anywhere in a line (a request's URL, an error message quoting it), in any case:
 * a mistyped address gets its line too. A secret ends where a JSON string or an escape begins.
 */
const SECRET_IN_PATH = /(\/(?:api\/order-page|api\/shipping-page|bestelling)\/)([^?#\s"'`<>\\]+)/gi
/** A query parameter whose name holds 'token' (`?token=`, `&orderPageToken=`). */
const SECRET_IN_QUERY = /([?&][^=&#\s"'`<>\\]*token[^=&#\s"'`<>\\]*=)([^&#\s"'`<>\\]+)/gi
/**
 * A uuid: the id of a payment, whose first 8 characters are the buyer's order number (decision 039) and
 * whose whole opens its return and demo pages, or of a shipment, which names a parcel on the desk. The
 * shop's other rows have numbers. Wherever it stands in a line (an address, a field, an error's message).
 */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
/** What a line keeps of a secret, so support can tell two links apart without being able to open one. */
const SHOWN_CHARACTERS = 4

function shortened(secret: string): string {
  const characters = [...secret]
  return characters.length <= SHOWN_CHARACTERS ? secret : `${characters.slice(0, SHOWN_CHARACTERS).join('')}…`
}

/**
 * The text with every token in an address, and every payment or shipment id, cut to its first
 * characters and '…'; safe to apply twice.
 */
export function maskSecrets(text: string): string {
  return text
    .replace(SECRET_IN_PATH, (_match, path: string, secret: string) => path + shortened(secret))
    .replace(SECRET_IN_QUERY, (_match, name: string, secret: string) => name + shortened(secret))
    .replace(UUID, shortened)
}

/**
 * The shop's logger, writing to standard output unless a test hands it a `destination` to read back.
 * Each finished line is masked just before it is written (pino's streamWrite hook), so no line holds a
 * whole token, payment id or shipment id, whatever its level and whoever wrote it: the request log of
 * decision 025, Fastify's own lines and serializers, an error and its message. The three passes over a
 * line of a few hundred bytes took 1–4 µs on the (busy) development machine, against the 40–57 µs of
 * CPU a request takes (decision 025); the default log writes a line only for a problem.
 */
export function createLogger(level: Config['logLevel'], format: LogFormat, destination?: DestinationStream): Logger {
  const options = { level, hooks: { streamWrite: maskSecrets } }
  if (format === 'json') return destination ? pino(options, destination) : pino(options)
  // Written synchronously, like pino's own JSON output: the last lines before an exit are never lost.
  const stream = pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', destination })
  return pino(options, stream)
}
