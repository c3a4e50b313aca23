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

/** Whether Fastify logs two lines for every request; in readable form only warnings and errors matter. */
export function logsEveryRequest(format: LogFormat): boolean {
  return format === 'json'
}

export function createLogger(level: Config['logLevel'], format: LogFormat): Logger {
  if (format === 'json') return pino({ level })
  // Written synchronously, like pino's own JSON output: the last lines before an exit are never lost.
  const stream = pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' })
  return pino({ level }, stream)
}
