import nodemailer from 'nodemailer'

export type OutgoingMail = { from: string; to: string; subject: string; html: string; text: string; messageId: string }

export type SendOutcome =
  | { ok: true }
  /** `permanent`: the server refused this message for good (decision 020: failed at once). */
  | { ok: false; permanent: boolean; error: string }

export type MailTransport = { send(mail: OutgoingMail): Promise<SendOutcome>; close(): void }

/**
 * nodemailer over SMTP, one connection per message. The timeouts bound one attempt well inside the
 * worker's claim (mail worker: CLAIM_LEASE_MS), so two instances never hold one message at once.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
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
        // (wrong credentials in SMTP_URL) is the seller's to fix, so that one is retried (decision 020).
        const permanent = error.permanent === true && error.code !== 'EAUTH'
        return { ok: false, permanent, error: describe(error) }
      }
    },
    close: () => transporter.close(),
  }
}

function describe(error: Error & { code?: string; response?: string }): string {
  const text = error.response ?? error.message
  return (error.code ? `${error.code}: ${text}` : text).slice(0, 1000)
}
