import nodemailer from 'nodemailer'

export type OutgoingMail = { from: string; to: string; subject: string; html: string; text: string; messageId: string }

export type SendOutcome =
  | { ok: true }
  /** `permanent`: the server refused this message for good (decision 020: failed at once). */
  | { ok: false; permanent: boolean; error: string }

export type MailTransport = { send(mail: OutgoingMail): Promise<SendOutcome>; close(): void }

/**
 * Whether the connection must turn to TLS (STARTTLS) before it logs in: an smtp:// URL with a user or
 * password, to a host other than this machine. nodemailer otherwise uses STARTTLS only when the server
 * offers it, so a server without it, or anyone on the way who strips the offer from its greeting, gets
 * the password in clear. smtps:// is TLS from the first byte; to a relay on this machine (or without a
 * login) no password crosses a network.
 */
export function requiresStartTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl)
  return url.protocol === 'smtp:' && (url.username !== '' || url.password !== '') && !isThisMachine(url.hostname)
}

/** localhost, a name under .localhost, 127.0.0.0/8 or [::1]: the machine itself. */
function isThisMachine(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]'
}

/**
 * What smtpTransport hands nodemailer. Where STARTTLS is required, a `requireTLS` in the URL's query
 * is dropped: nodemailer lets the URL's options win over these, and the password must not go in clear
 * because of one.
 */
export function smtpTransportOptions(smtpUrl: string) {
  const startTls = requiresStartTls(smtpUrl)
  const url = new URL(smtpUrl)
  const overruled = startTls && url.searchParams.has('requireTLS')
  if (overruled) url.searchParams.delete('requireTLS')
  return {
    // As written unless a part was dropped: the user and password keep the encoding the seller gave them.
    url: overruled ? url.href : smtpUrl,
    requireTLS: startTls,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
}

/**
 * nodemailer over SMTP, one connection per message. The timeouts bound one attempt well inside the
 * worker's claim (mail worker: CLAIM_LEASE_MS), so two instances never hold one message at once. With
 * a password to another machine over smtp://, STARTTLS or nothing (requiresStartTls): a server that
 * does not offer it gets no message, and the error says why in the back office's E-mails.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  return transportWith(smtpTransportOptions(smtpUrl))
}

/** smtpTransport with its options as given (a test points them at its own server). */
export function transportWith(options: ReturnType<typeof smtpTransportOptions>): MailTransport {
  const transporter = nodemailer.createTransport(options)
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
        })
        return { ok: true }
      } catch (caught) {
        const error = caught as Error & { code?: string; permanent?: boolean; response?: string }
        // A 5xx to the message or its recipient will be the same answer tomorrow; a 5xx to the login
        // (wrong credentials in SMTP_URL) or to STARTTLS (a server without it, where a password must
        // not go in clear) is the seller's to fix, so those are retried (decision 020).
        const permanent = error.permanent === true && error.code !== 'EAUTH' && error.code !== 'ETLS'
        return { ok: false, permanent, error: describe(error) }
      }
    },
    close: () => transporter.close(),
  }
}

function describe(error: Error & { code?: string; response?: string }): string {
  // STARTTLS refused: the server's answer alone ('500 command not recognized') would not say to what.
  const text = error.code === 'ETLS' ? error.message : (error.response ?? error.message)
  return (error.code ? `${error.code}: ${text}` : text).slice(0, 1000)
}
