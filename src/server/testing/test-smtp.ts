import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type { ParsedMail }

/** How the test mail server is down: no one listens on its port, or it answers 451 (try again later). */
export type SmtpDownMode = 'refuse' | 'tempfail'

export type TestSmtp = {
  /** smtp://127.0.0.1:{port}, for SMTP_URL (config `smtpUrl`). */
  readonly url: string
  /** Every message the server accepted, parsed, in the order they arrived. */
  readonly messages: ParsedMail[]
  /** Resolves with the messages once at least `count` arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>
  /** Resolves with the messages of this subject once at least `count` arrived; rejects after `timeoutMs`. */
  waitForSubject(subject: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>
  /** Refuses connections ('refuse', the default) or answers every message with 451 ('tempfail'). */
  down(mode?: SmtpDownMode): Promise<void>
  /** Accepts messages again, on the same port. */
  up(): Promise<void>
  /** Forgets the messages received so far. */
  clear(): void
  close(): Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 and a free port, without TLS or login, that parses what it accepts
 * with mailparser: the shop's mail worker talks to it as to any mail server.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = []
  const waiters = new Set<() => void>()
  let tempfail = false
  let port = 0
  let server: SMTPServer | undefined

  const open = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        if (tempfail) {
          stream.resume()
          stream.on('end', () => callback(Object.assign(new Error('Probeer het later opnieuw'), { responseCode: 451 })))
          return
        }
        simpleParser(stream).then(
          (parsed) => {
            messages.push(parsed)
            for (const wake of waiters) wake()
            callback()
          },
          (error: unknown) => callback(error as Error),
        )
      },
    })
    await new Promise<void>((done, fail) => {
      next.once('error', fail)
      next.listen(port, '127.0.0.1', () => {
        next.off('error', fail)
        done()
      })
    })
    next.on('error', () => {})
    const address = next.server.address()
    if (typeof address === 'object' && address) port = address.port
    server = next
  }

  const shut = async () => {
    const current = server
    server = undefined
    if (current) await new Promise<void>((done) => current.close(() => done()))
  }

  /** Resolves once `found` answers, checked at every message that arrives; rejects after `timeoutMs`. */
  function until<T>(found: () => T | undefined, timeoutMs: number, received: () => string): Promise<T> {
    return new Promise((done, fail) => {
      const check = () => {
        const result = found()
        if (result === undefined) return
        cleanUp()
        done(result)
      }
      const timer = setTimeout(() => {
        cleanUp()
        fail(new Error(`the test SMTP server received ${received()} within ${timeoutMs} ms`))
      }, timeoutMs)
      const cleanUp = () => {
        clearTimeout(timer)
        waiters.delete(check)
      }
      waiters.add(check)
      check()
    })
  }

  await open()
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(count, timeoutMs = 10_000) {
      return until(() => (messages.length >= count ? messages.slice() : undefined), timeoutMs, () => `${messages.length} of ${count} messages`)
    },
    waitForSubject(subject, count = 1, timeoutMs = 10_000) {
      const matching = () => messages.filter((mail) => mail.subject === subject)
      return until(
        () => (matching().length >= count ? matching() : undefined),
        timeoutMs,
        () => `${matching().length} of ${count} messages '${subject}'`,
      )
    },
    async down(mode = 'refuse') {
      if (mode === 'tempfail') tempfail = true
      else await shut()
    },
    async up() {
      tempfail = false
      if (!server) await open()
    },
    clear: () => void messages.splice(0),
    close: shut,
  }
}
