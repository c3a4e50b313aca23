import { formatInShopTime } from '#shared/domain/shop-time'
import { Button, type ButtonProps } from '#client/components/ui/button'
import { useReportDemoOutcome, type DemoOutcome } from '../api/demo-payment'

/** The four outcomes, named exactly as product.md 12 says, as a real provider's test mode offers them. */
const outcomes: { outcome: DemoOutcome; label: string; variant: ButtonProps['variant'] }[] = [
  { outcome: 'paid', label: 'Betaald', variant: 'default' },
  { outcome: 'failed', label: 'Mislukt', variant: 'destructive' },
  { outcome: 'canceled', label: 'Geannuleerd', variant: 'outline' },
  { outcome: 'expired', label: 'Verlopen', variant: 'outline' },
]

/** The outcome buttons of an open demo payment. */
export function DemoPaymentActions({ paymentId, expiresAt }: { paymentId: string; expiresAt: string }) {
  const report = useReportDemoOutcome(paymentId)
  // After success the browser is on its way to the result page: keep the buttons disabled.
  const busy = report.isPending || report.isSuccess
  const expiry = new Date(expiresAt)

  const choose = (outcome: DemoOutcome) => report.mutate(outcome)

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Kies de uitkomst van de betaling.
        {!Number.isNaN(expiry.getTime()) && ` De betaling verloopt om ${formatInShopTime(expiry, 'time')}.`}
      </p>
      <div className="grid grid-cols-2 gap-2" aria-busy={busy || undefined}>
        {outcomes.map(({ outcome, label, variant }) => (
          <Button key={outcome} variant={variant} size="lg" disabled={busy} onClick={() => choose(outcome)}>
            {label}
          </Button>
        ))}
      </div>
      {busy && (
        <p role="status" className="text-sm text-muted-foreground">
          Bezig met verwerken...
        </p>
      )}
    </div>
  )
}
