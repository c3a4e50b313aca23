import type { AdminEmailSummary } from '#shared/contracts/admin-emails'

const emails = (count: number) => (count === 1 ? '1 e-mail' : `${count} e-mails`)
const isOrAre = (count: number) => (count === 1 ? 'is' : 'zijn')

/**
 * What the back office warns about while messages wait (decision 038): held ones, with the reason
 * when this shop has no mail server, and those that failed; undefined when nothing waits.
 */
export function outboxWarning({ held, failed, mailServer }: AdminEmailSummary): string | undefined {
  const sentences: string[] = []
  if (held > 0) {
    sentences.push(`${emails(held)} ${isOrAre(held)} niet verzonden${mailServer ? '' : ': er is geen mailserver ingesteld'}.`)
  }
  if (failed > 0) sentences.push(`${emails(failed)} ${isOrAre(failed)} mislukt.`)
  return sentences.length > 0 ? sentences.join(' ') : undefined
}

/** The answer of 'Nu versturen', in the seller's words. */
export function queuedText(queued: number): string {
  if (queued === 0) return 'Er wachtten geen e-mails meer.'
  return `${emails(queued)} ${queued === 1 ? 'wordt' : 'worden'} nu verstuurd.`
}
