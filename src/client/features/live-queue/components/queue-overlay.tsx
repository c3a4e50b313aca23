import { QUEUE_WIDGET_ENTRIES } from '#shared/domain/queue'
import { cn } from '#client/lib/cn'
import { useQueueGroups } from '../api/queue'

const packCount = (packs: number) => (packs === 1 ? '1 pack' : `${packs} packs`)

/**
 * product.md 14: /obs/queue-widget, the live queue on the stream: at most ten buyers, the first one
 * 'Nu aan de beurt', the others with their estimated wait. Follows every order live.
 */
export function QueueOverlay() {
  const queue = useQueueGroups()
  const groups = queue.data ?? []
  const visible = groups.slice(0, QUEUE_WIDGET_ENTRIES)
  if (!queue.isSuccess) return null
  return (
    <section aria-labelledby="queue-overlay-title" className="overlay-panel grid gap-2 p-4">
      <h1 id="queue-overlay-title" className="text-xl font-extrabold">
        Live wachtrij
      </h1>
      {groups.length === 0 && <p className="text-lg font-semibold">Geen bestellingen in de wachtrij</p>}
      {visible.length > 0 && (
        <ol className="grid gap-1.5" aria-label="Wachtrij per koper">
          {visible.map((group, index) => (
            <li
              key={group.tiktokUsername}
              className={cn(
                'flex min-w-0 items-center gap-3 rounded-lg px-3 py-1.5 text-lg',
                index === 0 ? 'bg-amber-400/25 ring-2 ring-amber-300' : 'bg-white/10',
              )}
            >
              <span className="w-6 shrink-0 text-right font-bold whitespace-nowrap text-white/80">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate font-bold">{group.tiktokUsername}</span>
              <span className="shrink-0 font-semibold">{packCount(group.packs)}</span>
              <span className="w-40 shrink-0 text-right font-semibold whitespace-nowrap">
                {index === 0 ? (
                  <span className="text-amber-300">Nu aan de beurt</span>
                ) : (
                  <>
                    <span className="sr-only">Geschatte wachttijd: </span>± {group.waitMinutes} min
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {groups.length > visible.length && (
        <p className="font-semibold text-white/85">+ {groups.length - visible.length} more</p>
      )}
    </section>
  )
}
