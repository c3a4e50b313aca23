import { HourglassIcon, TriangleAlertIcon } from 'lucide-react'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages as serverMessages } from '#shared/contracts/messages'
import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'
import { isOpenRefund } from '#client/resources/refunds'
import { awaitingProviderText, chargedBackText, refundAmountsText, refundedText, refundReasonLabel, showsAttempts } from '../refund-format'
import { HonourRefundButton } from './honour-refund-button'
import { MarkRefundedButton } from './mark-refunded-button'
import { RefundAttempts } from './refund-attempts'
import { StartRefundDialog } from './start-refund-dialog'

type Props = {
  refund: Refund
  /** Where focus goes when this refund's action made it leave its list. */
  onGone: () => void
}

/**
 * One refund (decisions 028, 052): the buyer, what it was for and why, the amount owed, when; once some
 * of it moved, what went back, what is on its way and what is still open; a failed try in the provider's
 * words, the attempts, and an attempt waiting for the provider's word; and while some of it is open,
 * 'Terugbetalen' through the provider (the rest by default) or 'Zelf terugbetaald', and for a late cart
 * payment 'Toch leveren'.
 */
export function RefundItem({ refund, onGone }: Props) {
  const nameId = `refund-${refund.id}-name`
  const manualHintId = `refund-${refund.id}-manual-hint`
  // Nothing is offered while an attempt waits for the provider's word: the server would refuse it.
  const open = isOpenRefund(refund) && !refund.awaitingProvider
  const amounts = refundAmountsText(refund)
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
        </div>
      </div>
      {/* A line of its own, not under the amount: on a phone the parts would squeeze the buyer's name. */}
      {amounts && <p className="font-medium tabular-nums">{amounts}</p>}
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
      {refund.awaitingProvider && (
        <p className="flex gap-2 font-medium text-amber-900">
          <HourglassIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {awaitingProviderText(refund.provider)}
        </p>
      )}
      {refund.status === 'refunded' && <p className="font-medium text-emerald-800">{refundedText(refund)}</p>}
      {refund.status === 'charged_back' && <p className="font-medium">{chargedBackText}</p>}
      {refund.status === 'failed' && (
        <div className="flex gap-2 rounded-[var(--radius)] border border-destructive bg-red-50 p-2 text-red-900">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="min-w-0 break-words">
            <span className="font-semibold">Terugbetaling mislukt: </span>
            {refund.lastError ?? 'de betaalprovider gaf geen reden.'}
          </p>
        </div>
      )}
      {showsAttempts(refund) && <RefundAttempts attempts={refund.attempts} />}
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
