import type { OrderPageOpening } from '#shared/contracts/order-page'
import { openedOnStreamText, replayLinkText } from '#shared/domain/openings'

/**
 * When an order was opened on stream and how long it took, and once the seller set the replay, a link to
 * it at that moment (decision 061). The replay is another site's, so it opens in a new tab.
 */
export function OrderOpening({ opening }: { opening: OrderPageOpening }) {
  return (
    <div className="grid gap-1 text-sm">
      <p>{openedOnStreamText(opening.openedAt, opening.durationSeconds)}</p>
      {opening.replay && (
        <a
          href={opening.replay.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-self-start font-medium text-primary underline underline-offset-4"
        >
          {replayLinkText(opening.replay, opening.openedAt, opening.durationSeconds)}
        </a>
      )}
    </div>
  )
}
