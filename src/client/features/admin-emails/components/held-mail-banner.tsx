import { MailWarningIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useEmailSummary } from '../api/emails'
import { outboxWarning } from '../outbox-texts'

/**
 * Above every admin page while e-mails wait (decision 038): how many are held ('Niet verzonden') and
 * why, and how many failed this week, with a link to 'E-mails'. Kept current by the admin channel, so
 * it appears and goes without a reload. Nothing while nothing waits, while the count loads or cannot
 * be read, and on 'E-mails' itself, which says the same above its list, with 'Nu versturen'.
 */
export function HeldMailBanner() {
  const { data: summary } = useEmailSummary()
  const onEmailsPage = useLocation().pathname === '/admin/emails'
  const warning = summary && !onEmailsPage ? outboxWarning(summary) : undefined
  if (!warning) return null
  return (
    <section
      role="status"
      aria-label="E-mails die wachten"
      className="flex items-start gap-3 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <MailWarningIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{warning}</strong>{' '}
        <Link to="/admin/emails" className="font-medium underline underline-offset-4 hover:no-underline">
          Bekijk de e-mails
        </Link>
      </p>
    </section>
  )
}
