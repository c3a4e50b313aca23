import { SendIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { useEmailSummary, useSendMailNow } from '../api/emails'
import { outboxWarning } from '../outbox-texts'

/**
 * Above the list on 'E-mails' (decision 038): without a mail server, why e-mails wait and what the
 * seller does about it; with one, what waits and 'Nu versturen'. Nothing while nothing waits.
 */
export function OutboxState() {
  const { data: summary } = useEmailSummary()
  const sendNow = useSendMailNow()
  if (!summary) return null
  if (!summary.mailServer) {
    // The heading already says why they wait.
    const waiting = outboxWarning({ ...summary, mailServer: true })
    return (
      <section aria-labelledby="outbox-state-title" className="grid gap-1 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <h2 id="outbox-state-title" className="font-semibold">
          Er is geen mailserver ingesteld
        </h2>
        {waiting && <p>{waiting}</p>}
        <p>
          Nieuwe e-mails wachten hier als 'Niet verzonden'. Stel SMTP_URL in en start de winkel opnieuw: dan worden ze
          alsnog verstuurd.
        </p>
      </section>
    )
  }
  const warning = outboxWarning(summary)
  if (!warning) return null
  return (
    <section
      aria-labelledby="outbox-state-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="outbox-state-title" className="font-semibold">
        {warning}
      </h2>
      <Button size="sm" busy={sendNow.isPending} onClick={() => sendNow.mutate()}>
        <SendIcon aria-hidden />
        Nu versturen
      </Button>
    </section>
  )
}
