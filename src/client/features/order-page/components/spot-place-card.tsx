import { SwordsIcon } from 'lucide-react'
import { Card } from '#client/components/ui/card'

/**
 * A Pack Battle spot the buyer paid for (decision 023), where a cart's page shows the place in the
 * queue: the spot is what the payment got them (decision 043).
 */
export function SpotPlaceCard({ lines }: { lines: readonly string[] }) {
  return (
    <Card aria-labelledby="spot-place-heading">
      <h2 id="spot-place-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Je plek in de Pack Battle
      </h2>
      <ul className="grid gap-1">
        {lines.map((line) => (
          <li key={line} className="flex items-center gap-2 text-lg font-bold">
            <SwordsIcon aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="min-w-0">{line}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
