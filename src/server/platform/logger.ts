import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import pino, { type Logger } from 'pino'
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

export function createLogger(level: Config['logLevel'], format: LogFormat): Logger {
  if (format === 'json') return pino({ level })
  // Written synchronously, like pino's own JSON output: the last lines before an exit are never lost.
  const stream = pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' })
  return pino({ level }, stream)
}
