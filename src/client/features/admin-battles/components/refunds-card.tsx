import { BanknoteIcon } from 'lucide-react'
import type { Refund } from '#shared/contracts/admin-battles'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { useMarkRefunded, useOwedRefunds } from '../api/refunds'
import { refundAmountText, refundReasonLabel } from '../refund-format'

const titleId = 'battle-refunds-title'
const dateFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * decision 023: the spots paid in the shop that the battle could not keep, until the seller marks each
 * one paid back. Quiet when nothing is owed: the card is not shown at all. A failed load is shown,
 * since money may be owed.
 */
export function RefundsCard() {
  const refunds = useOwedRefunds()
  if (refunds.isError) {
    return (
      <Card aria-labelledby={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">
          Terug te betalen
        </h2>
        <div role="alert" className="grid gap-3 text-sm">
          <p className="text-destructive">Kon de terugbetalingen niet ophalen: {refunds.error.message}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void refunds.refetch()}>
            Opnieuw proberen
          </Button>
        </div>
      </Card>
    )
  }
  if (!refunds.data || refunds.data.length === 0) return null
  return (
    <Card aria-labelledby={titleId}>
      <div className="grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <BanknoteIcon aria-hidden className="size-5 text-amber-700" />
          Terug te betalen
        </h2>
        <p className="text-sm text-muted-foreground">
          Plekken die in de winkel zijn betaald maar niet in de battle konden blijven. Betaal het bedrag binnen 5 werkdagen
          terug op de manier waarop het is betaald, en vink het dan af.
        </p>
      </div>
      <ol className="grid gap-2 lg:grid-cols-2">
        {refunds.data.map((refund) => (
          <RefundItem key={refund.id} refund={refund} />
        ))}
      </ol>
    </Card>
  )
}

function RefundItem({ refund }: { refund: Refund }) {
  const markRefunded = useMarkRefunded()
  const nameId = `refund-${refund.id}-name`
  return (
    <li className="grid gap-2 rounded-md border border-border bg-card p-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p id={nameId} className="truncate font-semibold">
            {refund.tiktokUsername}
          </p>
          <p className="break-all text-muted-foreground">{refund.email}</p>
        </div>
        <p className="shrink-0 text-base font-bold">
          <span className="sr-only">Bedrag: </span>
          {refundAmountText(refund.amountCents)}
        </p>
      </div>
      <p>
        {refund.battleTitle}, plek {refund.spotNumber}
      </p>
      <p className="text-muted-foreground">
        <span className="sr-only">Reden: </span>
        {refundReasonLabel[refund.reason]}
        {' · '}
        <time dateTime={refund.createdAt}>{dateFormat.format(new Date(refund.createdAt))}</time>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-describedby={nameId}
        disabled={markRefunded.isPending}
        onClick={() => markRefunded.mutate(refund)}
      >
        {markRefunded.isPending ? 'Bezig...' : 'Terugbetaald'}
      </Button>
    </li>
  )
}
