import { useState } from 'react'
import { useScreenAtLeast } from '#client/components/layout/admin-screen'
import { LoadError } from '#client/components/ui/load-error'
import { useEmails, useEmailSummary } from '../api/emails'
import { EmailListItem } from './email-list-item'
import { EmailPreview } from './email-preview'
import { EmailPreviewDialog } from './email-preview-dialog'
import { OutboxState } from './outbox-state'

/**
 * The back office's 'E-mails' (decision 020, 038): what waits and 'Nu versturen' above, every message
 * of the outbox newest first, and the one chosen opened beside the list; on a smaller screen over it, in a
 * dialog (decision 041).
 */
export function EmailsPage() {
  const query = useEmails()
  const mailServer = useEmailSummary().data?.mailServer === true
  const [chosen, setChosen] = useState<number>()
  const wide = useScreenAtLeast('lg')

  if (query.isPending) return <p className="text-muted-foreground">E-mails laden...</p>
  if (query.isError) return <LoadError message="De e-mails konden niet worden geladen." onRetry={() => void query.refetch()} />

  return (
    <div className="grid gap-6">
      <OutboxState />
      {query.data.length === 0 ? (
        <p className="text-muted-foreground">Er zijn nog geen e-mails.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul aria-label="E-mails, nieuwste eerst" className="grid content-start gap-2">
            {query.data.map((mail) => (
              <EmailListItem
                key={mail.id}
                mail={mail}
                mailServer={mailServer}
                chosen={chosen === mail.id}
                onChoose={() => setChosen(mail.id)}
              />
            ))}
          </ul>
          {!wide ? (
            <EmailPreviewDialog id={chosen} onClose={() => setChosen(undefined)} />
          ) : chosen === undefined ? (
            <p className="text-muted-foreground">Kies een e-mail om hem te lezen.</p>
          ) : (
            <EmailPreview id={chosen} />
          )}
        </div>
      )}
    </div>
  )
}
