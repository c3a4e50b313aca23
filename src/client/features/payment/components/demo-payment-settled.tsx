import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import type { DemoOutcome } from '../api/demo-payment'

const statusLabel: Record<DemoOutcome, string> = {
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
}

/** A demo payment that already has its outcome: say which, and link to its result page. */
export function DemoPaymentSettled({ status, resultPath }: { status: DemoOutcome; resultPath: string }) {
  const paid = status === 'paid'
  return (
    <div className="grid gap-3">
      <p role="status" className="font-medium">
        Deze betaling is al afgerond.
      </p>
      <p className="text-sm text-muted-foreground">Status: {statusLabel[status]}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={resultPath}>
            {paid ? 'Naar de bevestiging' : 'Naar het resultaat'}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Terug naar home</Link>
        </Button>
      </div>
    </div>
  )
}
