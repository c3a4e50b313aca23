import { useState } from 'react'
import type { MailStatus } from '#shared/contracts/admin-emails'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { LoadError } from '#client/components/ui/load-error'
import { useEmails } from '../api/emails'
import { formatMoment, kindLabels, statusLabels } from '../email-labels'
import { EmailPreview } from './email-preview'

const badgeVariants: Record<MailStatus, BadgeVariant> = {
  pending: 'warning',
  sending: 'warning',
  sent: 'success',
  kept: 'secondary',
  failed: 'danger',
}

/**
 * The back office's 'E-mails' (decision 020): every message of the outbox, newest first, and the one
 * chosen opened beside the list. Without a mail server this is where the messages are read.
 */
export function EmailsPage() {
  const query = useEmails()
  const [chosen, setChosen] = useState<number>()

  if (query.isPending) return <p className="text-muted-foreground">E-mails laden...</p>
  if (query.isError) return <LoadError message="De e-mails konden niet worden geladen." onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <p className="text-muted-foreground">Er zijn nog geen e-mails.</p>

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ul aria-label="E-mails, nieuwste eerst" className="grid content-start gap-2">
        {query.data.map((mail) => (
          <li key={mail.id}>
            <button
              type="button"
              aria-pressed={chosen === mail.id}
              onClick={() => setChosen(mail.id)}
              className="grid w-full gap-1 rounded-[var(--radius)] border p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:border-primary"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{mail.subject}</span>
                <Badge variant={badgeVariants[mail.status]}>{statusLabels[mail.status]}</Badge>
              </span>
              <span className="text-sm text-muted-foreground">
                {kindLabels[mail.kind]} · aan {mail.recipient || '(gewist)'} · {formatMoment(mail.createdAt)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chosen === undefined ? (
        <p className="text-muted-foreground">Kies een e-mail om hem te lezen.</p>
      ) : (
        <EmailPreview id={chosen} />
      )}
    </div>
  )
}
