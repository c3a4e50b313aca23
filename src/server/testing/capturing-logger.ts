import { Writable } from 'node:stream'
import type pino from 'pino'
import { createLogger } from '#server/platform/logger'

/** A parsed pino line: its level, its message and whatever else was logged with it. */
export type LogLine = { level: number; msg?: string } & Record<string, unknown>

/**
 * The shop's own logger (createLogger) at `info` writing JSON, as the shop runs by default, whose lines
 * a test reads back from `lines`: masked as the shop masks them, so a test reads what the log holds.
 */
export function capturingLogger(): { logger: pino.Logger; lines: LogLine[] } {
  const lines: LogLine[] = []
  const logger = createLogger(
    'info',
    'json',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
        done()
      },
    }),
  )
  return { logger, lines }
}
