import type { Refund } from '#shared/contracts/admin-refunds'
import { attemptLine } from '../refund-format'

/**
 * A refund's attempts at the payment provider (decision 052), oldest first, one short line each with
 * the provider's error beneath a failed one; folded away, so a card stays short on a phone.
 */
export function RefundAttempts({ attempts }: { attempts: Refund['attempts'] }) {
  return (
    <details className="text-muted-foreground">
      <summary className="flex min-h-11 w-fit cursor-pointer items-center rounded-sm font-medium text-foreground">Pogingen ({attempts.length})</summary>
      <ol aria-label="Pogingen bij de betaalprovider, de oudste bovenaan" className="mt-1 grid gap-1">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="min-w-0 break-words">
            <span className="tabular-nums">{attemptLine(attempt)}</span>
            {attempt.status === 'failed' && attempt.lastError && <span className="block text-red-900">{attempt.lastError}</span>}
          </li>
        ))}
      </ol>
    </details>
  )
}
