import type { AdminEmail, MailStatus } from '#shared/contracts/admin-emails'
import { formatInShopTime } from '#shared/domain/shop-time'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { useResendEmail } from '../api/emails'
import { kindLabels, statusLabels } from '../email-labels'

const badgeVariants: Record<MailStatus, BadgeVariant> = {
  pending: 'secondary',
  sending: 'secondary',
  sent: 'success',
  kept: 'warning',
  failed: 'danger',
}

/**
 * One message in the list on 'E-mails': subject, state, kind, recipient and when it was written; a
 * button that opens it. A failed one shows the mail server's last answer and, when this shop has a
 * mail server, 'Opnieuw versturen' (decision 038).
 */
export function EmailListItem(props: { mail: AdminEmail; mailServer: boolean; chosen: boolean; onChoose: () => void }) {
  const { mail, chosen, onChoose } = props
  const resend = useResendEmail()
  // A blanked message (decision 011) has no one to go to; without a mail server nothing can go.
  const canResend = mail.status === 'failed' && mail.recipient !== '' && props.mailServer
  return (
    <li className={cn('grid rounded-[var(--radius)] border', chosen && 'border-primary')}>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onChoose}
        className="grid w-full gap-1 rounded-[var(--radius)] p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium">{mail.subject}</span>
          <Badge variant={badgeVariants[mail.status]}>{statusLabels[mail.status]}</Badge>
        </span>
        <span className="text-sm text-muted-foreground">
          {kindLabels[mail.kind]} · aan {mail.recipient || '(gewist)'} · {formatInShopTime(mail.createdAt, 'moment')}
        </span>
      </button>
      {mail.status === 'failed' && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2">
          <p className="min-w-0 text-sm [overflow-wrap:anywhere] text-destructive">
            <span className="font-medium">Fout: </span>
            {mail.lastError ?? 'onbekend'}
          </p>
          {canResend && (
            <Button
              size="sm"
              variant="outline"
              busy={resend.isPending}
              onClick={() => resend.mutate(mail)}
              aria-label={`Opnieuw versturen: ${mail.subject} aan ${mail.recipient}`}
            >
              Opnieuw versturen
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
