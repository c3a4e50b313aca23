import { TriangleAlertIcon } from 'lucide-react'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages as serverMessages } from '#shared/contracts/messages'
import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'
import { isOpenRefund } from '#client/resources/refunds'
import { refundedText, refundPartText, refundReasonLabel } from '../refund-format'
import { HonourRefundButton } from './honour-refund-button'
import { MarkRefundedButton } from './mark-refunded-button'
import { StartRefundDialog } from './start-refund-dialog'

type Props = {
  refund: Refund
  /** Where focus goes when this refund's action made it leave its list. */
  onGone: () => void
}

/**
 * One refund (decision 028): the buyer, what it was for and why, the amount, when; a failed try in the
 * provider's words; and while it is open, 'Terugbetalen' through the provider or 'Zelf terugbetaald', and
 * for a late cart payment 'Toch leveren'.
 */
export function RefundItem({ refund, onGone }: Props) {
  const nameId = `refund-${refund.id}-name`
  const manualHintId = `refund-${refund.id}-manual-hint`
  const open = isOpenRefund(refund)
  const part = refundPartText(refund)
  return (
    <article aria-labelledby={nameId} className="grid gap-2 rounded-[var(--radius)] border border-border bg-card p-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={nameId} className="text-base font-semibold">
            {refund.tiktokUsername}
          </h3>
          <p className="text-muted-foreground">
            <span className="sr-only">E-mail: </span>
            {refund.email || 'Geen e-mailadres'}
          </p>
        </div>
        <div className="grid shrink-0 justify-items-end text-right">
          <p className="text-base font-bold tabular-nums">
            <span className="sr-only">Bedrag: </span>
            {formatEuro(refund.amountCents)}
          </p>
          {part && <p className="text-xs text-muted-foreground">{part}</p>}
        </div>
      </div>
      <p className="break-words">{refund.description}</p>
      <p className="text-muted-foreground">
        <span className="sr-only">Reden: </span>
        {refundReasonLabel[refund.reason]}
        {' · '}
        <time dateTime={refund.createdAt}>{formatInShopTime(refund.createdAt, 'moment')}</time>
      </p>
      {refund.status === 'pending' && refund.startedAt && (
        <p className="text-muted-foreground">
          Gestart op <time dateTime={refund.startedAt}>{formatInShopTime(refund.startedAt, 'moment')}</time>
        </p>
      )}
      {refund.status === 'refunded' && <p className="font-medium text-emerald-800">{refundedText(refund)}</p>}
      {refund.status === 'failed' && (
        <div className="flex gap-2 rounded-[var(--radius)] border border-destructive bg-red-50 p-2 text-red-900">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="min-w-0 break-words">
            <span className="font-semibold">Terugbetaling mislukt: </span>
            {refund.lastError ?? 'de betaalprovider gaf geen reden.'}
          </p>
        </div>
      )}
      {open && !refund.refundable && (
        // The payment is unknown at the provider: the seller pays it back herself and ticks it off.
        <p id={manualHintId} className="text-muted-foreground">
          {serverMessages.refundNotAtProvider}
        </p>
      )}
      {open && (
        <div className="flex flex-wrap items-start gap-2">
          {refund.refundable ? (
            <StartRefundDialog refund={refund} describedBy={nameId} onGone={onGone} />
          ) : (
            <MarkRefundedButton refund={refund} describedBy={`${nameId} ${manualHintId}`} onGone={onGone} />
          )}
          {refund.honourable && <HonourRefundButton refund={refund} describedBy={nameId} onGone={onGone} />}
        </div>
      )}
    </article>
  )
}
