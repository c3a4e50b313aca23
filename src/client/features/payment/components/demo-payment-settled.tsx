import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import { paymentReturnUrl, type DemoOutcome } from '../api/demo-payment'

const statusLabel: Record<DemoOutcome, string> = {
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
}

/**
 * A demo payment that already has its outcome: say which, and link to its result page. The link goes
 * through the server's return route, which knows that page for every purpose (decision 029); a plain
 * link, since the client's router has no such page.
 */
export function DemoPaymentSettled({ paymentId, status }: { paymentId: string; status: DemoOutcome }) {
  const paid = status === 'paid'
  return (
    <div className="grid gap-3">
      <p role="status" className="font-medium">
        Deze betaling is al afgerond.
      </p>
      <p className="text-sm text-muted-foreground">Status: {statusLabel[status]}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={paymentReturnUrl(paymentId)}>{paid ? 'Naar de bevestiging' : 'Naar het resultaat'}</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Terug naar home</Link>
        </Button>
      </div>
    </div>
  )
}
