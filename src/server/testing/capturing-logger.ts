import { Writable } from 'node:stream'
import pino from 'pino'

/** A parsed pino line: its level, its message and whatever else was logged with it. */
export type LogLine = { level: number; msg?: string } & Record<string, unknown>

/** A logger at `info`, as the shop runs by default, whose JSON lines a test reads back from `lines`. */
export function capturingLogger(): { logger: pino.Logger; lines: LogLine[] } {
  const lines: LogLine[] = []
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
        done()
      },
    }),
  )
  return { logger, lines }
}
